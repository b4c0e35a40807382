import { useTranslation } from '../../i18n/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Lang } from '../../../shared/envelope';
import type { NewsCard as NewsItem } from '../../../shared/schemas/common';
import { NewsCard } from '../../ui/news-card';

/** The news grid of a page (22 cards), or the "no results" message. */
export function NewsGrid({ items, lang, searching }: { items: NewsItem[]; lang: Lang; searching: boolean }) {
  const { t } = useTranslation();
  if (!items.length) {
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {searching ? t('news.no_results_matching') : t('news.no_results')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
      {items.map((n) => (
        <li key={n.id}>
          <NewsCard item={n} lang={lang} headingLevel="h2" />
        </li>
      ))}
    </Box>
  );
}
