import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../i18n/format';
import styles from './pages.module.css';

/** The page's heading, its "last updated" date and its lead paragraph. */
export function PageHeader({ title, updatedAt, summary }: { title: string; updatedAt: string; summary: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <header className={styles.header}>
      <Typography variant="h1">{title}</Typography>
      {updatedAt && (
        <p className={styles.updated}>
          <time dateTime={updatedAt}>{t('pages.last_updated', { date: formatDate(updatedAt, lang) })}</time>
        </p>
      )}
      {summary && <p className={styles.summary}>{summary}</p>}
    </header>
  );
}
