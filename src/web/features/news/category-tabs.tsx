import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NEWS_CATEGORIES } from '../../../shared/constants';
import type { Lang } from '../../../shared/envelope';
import { newsSlug, paths } from '../../../shared/paths';

/** The news categories 0..3 as links (crawlable), the current one marked. */
export function CategoryTabs({ current, lang }: { current: number; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('news.categories')} sx={{ overflowX: 'auto', borderBottom: 1, borderColor: 'divider' }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 0.5, minWidth: 'max-content' }}>
        {Object.values(NEWS_CATEGORIES).map((id) => {
          const selected = id === current;
          return (
            <li key={id}>
              <Button
                component={RouterLink}
                to={paths.news(id, 1, newsSlug(id, lang))}
                aria-current={selected ? 'page' : undefined}
                color={selected ? 'primary' : 'inherit'}
                sx={{
                  borderRadius: 0,
                  px: 2,
                  py: 1.25,
                  fontWeight: selected ? 800 : 600,
                  borderBottom: 3,
                  borderColor: selected ? 'secondary.main' : 'transparent',
                  color: selected ? 'primary.main' : 'text.secondary',
                }}
              >
                {t(`news_categories.${id}`)}
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
