import { useTranslation } from '../../i18n/react';
import Typography from '@mui/material/Typography';
import type { Lang } from '../../../shared/envelope';
import { NewsCard, newsCardCss, type NewsCardItem } from '../../ui/news-card';
import { SxOnce, type SectionStyle } from '../../ui/sx-once';

/** One style for the grid and its cards (plain elements, see newsCardCss). */
const gridSx: SectionStyle = (theme) => ({
  ...newsCardCss(theme),
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
});

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
    <SxOnce component="ul" sx={gridSx}>
      {items.map((n) => (
        <li key={n.id}>
          <NewsCard item={n} lang={lang} headingLevel="h2" />
        </li>
      ))}
    </SxOnce>
  );
}
