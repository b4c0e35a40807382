import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../i18n/react';
import { SxOnce, type SectionStyle } from './sx-once';

export interface Crumb {
  label: string;
  /** The last crumb (the current page) has none. */
  to?: string;
}

/** MUI's Breadcrumbs, links (underline on hover, colour inherited) and text, as plain elements. */
const crumbsSx: SectionStyle = (theme) => ({
  ...theme.typography.body1,
  color: 'text.secondary',
  mb: 2,
  fontSize: '0.875rem',
  '& ol': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', p: 0, m: 0, listStyle: 'none' },
  '& .crumb-separator': { display: 'flex', userSelect: 'none', mx: 1 },
  '& a': { color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
  '& .crumb-text': { display: 'block', maxWidth: { xs: '70vw', md: 480 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .crumb-current': { color: 'text.primary' },
});

/** Home › … › the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t('nav.home'), to: '/' }, ...items];
  const last = all.length - 1;
  return (
    <SxOnce component="nav" aria-label={t('a11y.breadcrumbs')} sx={crumbsSx}>
      <ol>
        {all.map((c, i) => (
          <Fragment key={i}>
            {i > 0 && (
              <li aria-hidden="true" className="crumb-separator">
                /
              </li>
            )}
            <li>
              {c.to && i < last ? (
                <RouterLink to={c.to}>{c.label}</RouterLink>
              ) : (
                <span className={i === last ? 'crumb-text crumb-current' : 'crumb-text'} aria-current={i === last ? 'page' : undefined}>
                  {c.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </SxOnce>
  );
}
