import { useTranslation } from '../../i18n/react';
import Typography from '@mui/material/Typography';
import type { Lang } from '../../../shared/envelope';
import { NewsCard, type NewsCardItem } from '../../ui/news-card';
import styles from './news-grid.module.css';

/** The news grid of a page (22 cards), or the "no results" message. */
export function NewsGrid({ items, lang, searching }: { items: NewsCardItem[]; lang: Lang; searching: boolean }) {
  const { t } = useTranslation();
  if (!items.length) {
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {searching ? t('news.no_results_matching') : t('news.no_results')}
      </Typography>
    );
  }
  return (
    <ul className={styles.root}>
      {items.map((n) => (
        <li key={n.id}>
          <NewsCard item={n} lang={lang} headingLevel="h2" />
        </li>
      ))}
    </ul>
  );
}
