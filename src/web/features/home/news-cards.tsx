import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { TIMINGS } from '../../../shared/constants';
import type { Lang } from '../../../shared/envelope';
import { visuallyHidden } from '../../ui/a11y';
import { NewsCard, newsCardCss, type NewsCardItem } from '../../ui/news-card';
import { PlainIcon, plainIconCss } from '../../ui/plain-icon';
import { linkCss, plainIconButtonCss } from '../../ui/plain-mui';
import { useAutoAdvance } from '../../ui/use-auto-advance';
import { SxOnce, type SectionStyle } from '../../ui/sx-once';

/** Cards shown at once: 1 on small screens, 2 on medium, 4 on large (SPEC section 9). */
const VISIBLE = 4;
const SHOWN_FROM = [undefined, 'from-sm', 'from-lg', 'from-lg'];

/**
 * One style for a row (three on the home): heading, arrow buttons, "More" link and the list are
 * plain elements under it, in the looks of MUI's Typography, IconButton and Link (no ripple).
 */
const rowSx: SectionStyle = (theme) => ({
  ...plainIconCss,
  ...plainIconButtonCss(theme),
  ...newsCardCss(theme),
  '& .news-row-head': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1.5 },
  '& .news-row-title': { ...theme.typography.h2, m: 0 },
  '& .news-row-actions': { display: 'flex', alignItems: 'center', gap: 0.5 },
  '& .news-row-more': { ...linkCss(theme), fontWeight: 600 },
  '& .visually-hidden': visuallyHidden,
  '& .news-row-empty': { ...theme.typography.body1, m: 0, color: 'text.secondary' },
  '& .news-row-list': {
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
  },
  '& .from-sm': { display: { xs: 'none', sm: 'block' } },
  '& .from-lg': { display: { xs: 'none', lg: 'block' } },
});

/**
 * A news row: 4 cards on large screens, 2 on medium, 1 on small, moving on by one card every
 * 15 s (paused on hover and focus, still for reduced-motion visitors), with previous/next buttons.
 */
export function NewsRow({ id, title, items, moreTo, lang }: { id: string; title: string; items: NewsCardItem[]; moreTo: string; lang: Lang }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const { index, go } = useAutoAdvance(items.length, TIMINGS.rows, paused);
  const shown = Array.from({ length: Math.min(VISIBLE, items.length) }, (_, i) => items[(index + i) % items.length]!);
  return (
    <SxOnce
      component="section"
      aria-labelledby={id}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
      sx={rowSx}
    >
      <div className="news-row-head">
        <h2 id={id} className="news-row-title">
          {title}
        </h2>
        <div className="news-row-actions">
          {items.length > 1 && (
            <>
              <button type="button" className="hib hib-small hib-default" onClick={() => go(-1)} aria-label={`${t('slider.previous')}: ${title}`}>
                <PlainIcon name="chevronLeft" small mirrored />
              </button>
              <button type="button" className="hib hib-small hib-default" onClick={() => go(1)} aria-label={`${t('slider.next')}: ${title}`}>
                <PlainIcon name="chevronRight" small mirrored />
              </button>
            </>
          )}
          {/* Seen "More"; its text names the row (e.g. "More General News"), for screen readers and crawlers alike. */}
          <RouterLink to={moreTo} className="news-row-more">
            {t('home.more_news')}
            <span className="visually-hidden">{` ${t('home.more_news_rest', { name: title })}`}</span>
          </RouterLink>
        </div>
      </div>
      {items.length === 0 ? (
        <p className="news-row-empty">{t('home.no_news')}</p>
      ) : (
        <ul className="news-row-list">
          {shown.map((n, i) => (
            <li key={`${i}-${n.id}`} className={SHOWN_FROM[i]}>
              <NewsCard item={n} lang={lang} />
            </li>
          ))}
        </ul>
      )}
    </SxOnce>
  );
}
