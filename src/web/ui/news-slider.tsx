import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { TIMINGS } from '../../shared/constants';
import type { Slider } from '../../shared/schemas/common';
import { Photo } from './photo';
import { useAutoAdvance } from './use-auto-advance';

/** SPEC section 9: carousel heights by breakpoint (xl, lg, md, sm, xs). */
const HEIGHTS = { xs: 200, sm: 310, md: 400, lg: 460, xl: 550 };
const isExternal = (link: string) => /^https?:\/\//i.test(link);

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
  const control = { bgcolor: 'rgba(7,20,38,0.55)', color: '#fff', '&:hover': { bgcolor: 'rgba(7,20,38,0.8)' } };
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
      sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'primary.dark', height: heights }}
    >
      <Box aria-live={running ? 'off' : 'polite'} sx={{ height: '100%' }}>
        {sliders.map((s, i) => {
          const active = i === index;
          const next = i === (index + 1) % sliders.length;
          const external = isExternal(s.link);
          return (
            <Box
              key={s.id}
              role="group"
              aria-roledescription={t('slider.slide')}
              aria-label={t('slider.position', { index: i + 1, count: sliders.length })}
              aria-hidden={!active}
              sx={{
                position: 'absolute',
                inset: 0,
                // The next slide is laid out but hidden so its photo loads before its turn.
                display: active || next ? 'block' : 'none',
                visibility: active ? 'visible' : 'hidden',
                '@media (prefers-reduced-motion: no-preference)': active ? { animation: 'binaa-fade 600ms ease' } : {},
                '@keyframes binaa-fade': { from: { opacity: 0.35 }, to: { opacity: 1 } },
              }}
            >
              <Box
                component={external ? 'a' : RouterLink}
                {...(external ? { href: s.link, target: '_blank', rel: 'noopener' } : { to: s.link || '/' })}
                tabIndex={active ? 0 : -1}
                sx={{ display: 'block', height: '100%', color: '#fff', textDecoration: 'none', '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -3 } }}
              >
                <Photo
                  src={s.photo}
                  alt=""
                  width={1280}
                  height={720}
                  sizes="(min-width: 1536px) 1536px, 100vw"
                  priority={i === 0}
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', bgcolor: 'primary.dark' }}
                />
                <Box sx={{ position: 'absolute', insetInline: 0, bottom: 0, px: { xs: 2, md: 4 }, pt: 6, pb: many ? { xs: 6, md: 7 } : 3, background: 'linear-gradient(to top, rgba(7,20,38,0.92), rgba(7,20,38,0))' }}>
                  <Typography component="h2" sx={{ fontWeight: 700, fontSize: { xs: '1.05rem', sm: '1.3rem', md: '1.7rem' }, lineHeight: 1.5, maxWidth: 900 }}>
                    {s.title}
                  </Typography>
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
      {many && (
        <Box sx={{ position: 'absolute', bottom: { xs: 8, md: 14 }, insetInline: { xs: 8, md: 28 }, display: 'flex', alignItems: 'center', gap: 1 }}>
          <IconButton size="small" onClick={() => setStopped((v) => !v)} aria-label={stopped ? t('slider.play') : t('slider.pause')} sx={control}>
            {stopped ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
          </IconButton>
          <IconButton size="small" onClick={() => go(-1)} aria-label={t('slider.previous')} aria-controls={id} sx={control}>
            <ChevronLeftIcon fontSize="small" sx={{ transform: 'var(--binaa-mirror, none)' }} />
          </IconButton>
          <IconButton size="small" onClick={() => go(1)} aria-label={t('slider.next')} aria-controls={id} sx={control}>
            <ChevronRightIcon fontSize="small" sx={{ transform: 'var(--binaa-mirror, none)' }} />
          </IconButton>
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.25, ms: 1 }}>
            {sliders.map((s, i) => (
              <IconButton
                key={s.id}
                size="small"
                onClick={() => setIndex(i)}
                aria-label={t('slider.go_to', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                sx={{ p: 0.75 }}
              >
                <Box component="span" sx={{ display: 'block', width: 10, height: 10, borderRadius: '50%', bgcolor: i === index ? 'secondary.main' : 'rgba(255,255,255,0.6)' }} />
              </IconButton>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
