import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../../shared/format';
import frame from '../../ui/page-frame.module.css';
import styles from './pages.module.css';

/** The page's heading, its "last updated" date and its lead paragraph. */
export function PageHeader({ title, updatedAt, summary }: { title: string; updatedAt: string; summary: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <header className={styles.header}>
      <h1 className={frame.h1}>{title}</h1>
      {updatedAt && (
        <p className={styles.updated}>
          <time dateTime={updatedAt}>{t('pages.last_updated', { date: formatDate(updatedAt, lang) })}</time>
        </p>
      )}
      {summary && <p className={styles.summary}>{summary}</p>}
    </header>
  );
}
