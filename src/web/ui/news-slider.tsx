import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../i18n/react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { TIMINGS } from '../../shared/constants';
import type { Slider } from '../../shared/schemas/common';
import { plainIconButtonCss } from './plain-mui';
import { photoAttrs, photoCss } from './photo';
import { PlainIcon, plainIconCss } from './plain-icon';
import { useAutoAdvance } from './use-auto-advance';

/** SPEC section 9: carousel heights by breakpoint (xl, lg, md, sm, xs). */
const HEIGHTS = { xs: 200, sm: 310, md: 400, lg: 460, xl: 550 };
const CONTROL = 'hib hib-small slider-control';
const isExternal = (link: string) => /^https?:\/\//i.test(link);

/**
 * One style for the carousel; slides, captions, controls and dots are plain elements under it
 * (8 slides of MUI Boxes, photos and Typography, and 11 dot and control IconButtons, cost
 * Emotion work for each on every server render and hydration).
 */
const sliderSx = (theme: Theme): SystemStyleObject<Theme> => ({
  position: 'relative',
  borderRadius: 2,
  overflow: 'hidden',
  bgcolor: 'primary.dark',
  ...plainIconCss,
  ...plainIconButtonCss(theme),
  '& .slides': { height: '100%' },
  '& .slide': { position: 'absolute', inset: 0, display: 'none', visibility: 'hidden' },
  '& .slide.is-next': { display: 'block' },
  '& .slide.is-active': { display: 'block', visibility: 'visible', '@media (prefers-reduced-motion: no-preference)': { animation: 'binaa-fade 600ms ease' } },
  '@keyframes binaa-fade': { from: { opacity: 0.35 }, to: { opacity: 1 } },
  '& .slide-link': {
    display: 'block',
    height: '100%',
    color: '#fff',
    textDecoration: 'none',
    '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -3 },
  },
  '& .slide-photo': { ...photoCss, width: '100%', height: '100%', objectFit: 'cover', bgcolor: 'primary.dark' },
  '& .slide-caption': {
    position: 'absolute',
    insetInline: 0,
    bottom: 0,
    px: { xs: 2, md: 4 },
    pt: 6,
    pb: { xs: 6, md: 7 },
    background: 'linear-gradient(to top, rgba(7,20,38,0.92), rgba(7,20,38,0))',
  },
  '& .slide-title': { m: 0, fontWeight: 700, fontSize: { xs: '1.05rem', sm: '1.3rem', md: '1.7rem' }, lineHeight: 1.5, maxWidth: 900 },
  '& .slider-controls': { position: 'absolute', bottom: { xs: 8, md: 14 }, insetInline: { xs: 8, md: 28 }, display: 'flex', alignItems: 'center', gap: 1 },
  '& .slider-control': { bgcolor: 'rgba(7,20,38,0.55)', color: '#fff', '&:hover': { bgcolor: 'rgba(7,20,38,0.8)' } },
  '& .slider-dots': { display: { xs: 'none', sm: 'flex' }, gap: 0.25, ms: 1 },
  '& .slider-dot': {
    p: 0.75,
    m: 0,
    border: 0,
    borderRadius: '50%',
    bgcolor: 'transparent',
    cursor: 'pointer',
    display: 'inline-flex',
    '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
    '& span': { display: 'block', width: 10, height: 10, borderRadius: '50%', bgcolor: 'rgba(255,255,255,0.6)' },
    '&[aria-current="true"] span': { bgcolor: 'secondary.main' },
  },
  '&.single .slide-caption': { pb: 3 },
});

/**
 * The news slider (title, photo, link from the active sliders), one slide at a time, advancing
 * every 18 s. It pauses on hover and keyboard focus and with its pause button, never moves for
 * reduced-motion visitors, and announces the slide only when it is not moving by itself (WAI
 * carousel pattern). The first photo is the page's LCP candidate: eager, high priority.
 */
export function NewsSlider({ sliders, id = 'news-slider', heights = HEIGHTS }: { sliders: Slider[]; id?: string; heights?: Partial<typeof HEIGHTS> }) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const { index, go, setIndex, running } = useAutoAdvance(sliders.length, TIMINGS.slider, hovered || focused || stopped);
  if (!sliders.length) return null;
  const many = sliders.length > 1;
  return (
    <Box
      component="section"
      aria-roledescription={t('slider.carousel')}
      aria-label={t('home.sliders_title')}
      id={id}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      className={many ? undefined : 'single'}
      sx={[sliderSx, { height: heights }]}
    >
      <div aria-live={running ? 'off' : 'polite'} className="slides">
        {sliders.map((s, i) => {
          const active = i === index;
          const next = i === (index + 1) % sliders.length;
          const inside = (
            <>
              <img
                className="slide-photo"
                {...photoAttrs({ src: s.photo, alt: '', width: 1280, height: 720, sizes: '(min-width: 1536px) 1536px, 100vw', priority: i === 0 })}
              />
              <div className="slide-caption">
                <h2 className="slide-title">{s.title}</h2>
              </div>
            </>
          );
          return (
            <div
              key={s.id}
              role="group"
              aria-roledescription={t('slider.slide')}
              aria-label={t('slider.position', { index: i + 1, count: sliders.length })}
              aria-hidden={!active}
              // The next slide is laid out but hidden so its photo loads before its turn.
              className={active ? 'slide is-active' : next ? 'slide is-next' : 'slide'}
            >
              {isExternal(s.link) ? (
                <a href={s.link} target="_blank" rel="noopener" tabIndex={active ? 0 : -1} className="slide-link">
                  {inside}
                </a>
              ) : (
                <RouterLink to={s.link || '/'} tabIndex={active ? 0 : -1} className="slide-link">
                  {inside}
                </RouterLink>
              )}
            </div>
          );
        })}
      </div>
      {many && (
        <div className="slider-controls">
          <button type="button" className={CONTROL} onClick={() => setStopped((v) => !v)} aria-label={stopped ? t('slider.play') : t('slider.pause')}>
            <PlainIcon name={stopped ? 'play' : 'pause'} small />
          </button>
          <button type="button" className={CONTROL} onClick={() => go(-1)} aria-label={t('slider.previous')} aria-controls={id}>
            <PlainIcon name="chevronLeft" small mirrored />
          </button>
          <button type="button" className={CONTROL} onClick={() => go(1)} aria-label={t('slider.next')} aria-controls={id}>
            <PlainIcon name="chevronRight" small mirrored />
          </button>
          <div className="slider-dots">
            {sliders.map((s, i) => (
              <button
                key={s.id}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('slider.go_to', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className="slider-dot"
              >
                <span />
              </button>
            ))}
          </div>
        </div>
      )}
    </Box>
  );
}
