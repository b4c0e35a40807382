import { useTranslation } from '../../i18n/react';
import type { Lang } from '../../../shared/envelope';
import { NewsCard, type NewsCardItem } from '../../ui/news-card';
import styles from './news-grid.module.css';

/** The news grid of a page (22 cards), or the "no results" message. */
export function NewsGrid({ items, lang, searching }: { items: NewsCardItem[]; lang: Lang; searching: boolean }) {
  const { t } = useTranslation();
  if (!items.length) {
    return (
      <p role="status" className={styles.empty}>
        {searching ? t('news.no_results_matching') : t('news.no_results')}
      </p>
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
