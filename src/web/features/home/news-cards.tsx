import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { TIMINGS } from '../../../shared/constants';
import type { Lang } from '../../../shared/envelope';
import type { NewsCard as NewsItem } from '../../../shared/schemas/common';
import { visuallyHidden } from '../../ui/a11y';
import { NewsCard } from '../../ui/news-card';
import { useAutoAdvance } from '../../ui/use-auto-advance';

/** Cards shown at once: 1 on small screens, 2 on medium, 4 on large (SPEC section 9). */
const VISIBLE = 4;
const SHOWN_FROM = [{}, { display: { xs: 'none', sm: 'block' } }, { display: { xs: 'none', lg: 'block' } }, { display: { xs: 'none', lg: 'block' } }];

/**
 * A news row: 4 cards on large screens, 2 on medium, 1 on small, moving on by one card every
 * 15 s (paused on hover and focus, still for reduced-motion visitors), with previous/next buttons.
 */
export function NewsRow({ id, title, items, moreTo, lang }: { id: string; title: string; items: NewsItem[]; moreTo: string; lang: Lang }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const { index, go } = useAutoAdvance(items.length, TIMINGS.rows, paused);
  const shown = Array.from({ length: Math.min(VISIBLE, items.length) }, (_, i) => items[(index + i) % items.length]!);
  const arrows = { transform: 'var(--binaa-mirror, none)' };
  return (
    <Box
      component="section"
      aria-labelledby={id}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={id} variant="h2" component="h2" sx={{ borderInlineStart: 4, borderColor: 'secondary.main', ps: 1.25 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {items.length > 1 && (
            <>
              <IconButton size="small" onClick={() => go(-1)} aria-label={`${t('slider.previous')}: ${title}`}>
                <ChevronLeftIcon fontSize="small" sx={arrows} />
              </IconButton>
              <IconButton size="small" onClick={() => go(1)} aria-label={`${t('slider.next')}: ${title}`}>
                <ChevronRightIcon fontSize="small" sx={arrows} />
              </IconButton>
            </>
          )}
          {/* Seen "More"; its text names the row (e.g. "More General News"), for screen readers and crawlers alike. */}
          <Link component={RouterLink} to={moreTo} underline="hover" sx={{ fontWeight: 600, ms: 1 }}>
            {t('home.more_news')}
            <Box component="span" sx={visuallyHidden}>
              {` ${t('home.more_news_rest', { name: title })}`}
            </Box>
          </Link>
        </Box>
      </Box>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('home.no_news')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
          {shown.map((n, i) => (
            <Box component="li" key={`${i}-${n.id}`} sx={SHOWN_FROM[i]}>
              <NewsCard item={n} lang={lang} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
