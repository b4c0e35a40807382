import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../i18n/react';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** The last crumb (the current page) has none. */
  to?: string;
}

/** Home › … › the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t('nav.home'), to: '/' }, ...items];
  const last = all.length - 1;
  return (
    <nav aria-label={t('a11y.breadcrumbs')} className={styles.root}>
      <ol>
        {all.map((c, i) => (
          <Fragment key={i}>
            {i > 0 && (
              <li aria-hidden="true" className={styles.separator}>
                /
              </li>
            )}
            <li>
              {c.to && i < last ? (
                <RouterLink to={c.to}>{c.label}</RouterLink>
              ) : (
                <span className={i === last ? `${styles.text} ${styles.current}` : styles.text} aria-current={i === last ? 'page' : undefined}>
                  {c.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
