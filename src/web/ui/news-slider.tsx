import { useState, type CSSProperties } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../i18n/react';
import { TIMINGS } from '../../shared/constants';
import type { Slider } from '../../shared/schemas/common';
import { photoAttrs } from './photo';
import { PlainIcon } from './plain-icon';
import { useAutoAdvance } from './use-auto-advance';
import looks from './looks.module.css';
import styles from './news-slider.module.css';

/** SPEC section 9: carousel heights by breakpoint (xl, lg, md, sm, xs). */
const HEIGHTS = { xs: 200, sm: 310, md: 400, lg: 460, xl: 550 };
const CONTROL = `hib hib-small ${styles.control}`;
const isExternal = (link: string) => /^https?:\/\//i.test(link);
/** The heights as the custom properties news-slider.module.css reads per breakpoint (a breakpoint not given keeps the one below). */
function heightVars(heights: Partial<typeof HEIGHTS>): CSSProperties {
  const vars: Record<string, string> = {};
  let last = '';
  for (const bp of ['xs', 'sm', 'md', 'lg', 'xl'] as const) {
    const h = heights[bp];
    if (h !== undefined) last = `${h}px`;
    if (last) vars[`--slider-h-${bp}`] = last;
  }
  return vars as CSSProperties;
}

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
    <section
      aria-roledescription={t('slider.carousel')}
      aria-label={t('home.sliders_title')}
      id={id}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      className={`${styles.root} ${looks.looks}${many ? '' : ` ${styles.single}`}`}
      style={heightVars(heights)}
    >
      <div aria-live={running ? 'off' : 'polite'} className={styles.slides}>
        {sliders.map((s, i) => {
          const active = i === index;
          const next = i === (index + 1) % sliders.length;
          const inside = (
            <>
              <img
                className={styles.photo}
                {...photoAttrs({ src: s.photo, alt: '', width: 1280, height: 720, sizes: '(min-width: 1536px) 1536px, 100vw', priority: i === 0 })}
              />
              <div className={styles.caption}>
                <h2 className={styles.title}>{s.title}</h2>
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
              className={active ? `${styles.slide} ${styles.active}` : next ? `${styles.slide} ${styles.next}` : styles.slide}
            >
              {isExternal(s.link) ? (
                <a href={s.link} target="_blank" rel="noopener" tabIndex={active ? 0 : -1} className={styles.link}>
                  {inside}
                </a>
              ) : (
                <RouterLink to={s.link || '/'} tabIndex={active ? 0 : -1} className={styles.link}>
                  {inside}
                </RouterLink>
              )}
            </div>
          );
        })}
      </div>
      {many && (
        <div className={styles.controls}>
          <button type="button" className={CONTROL} onClick={() => setStopped((v) => !v)} aria-label={stopped ? t('slider.play') : t('slider.pause')}>
            <PlainIcon name={stopped ? 'play' : 'pause'} small />
          </button>
          <button type="button" className={CONTROL} onClick={() => go(-1)} aria-label={t('slider.previous')} aria-controls={id}>
            <PlainIcon name="chevronLeft" small mirrored />
          </button>
          <button type="button" className={CONTROL} onClick={() => go(1)} aria-label={t('slider.next')} aria-controls={id}>
            <PlainIcon name="chevronRight" small mirrored />
          </button>
          <div className={styles.dots}>
            {sliders.map((s, i) => (
              <button
                key={s.id}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('slider.go_to', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className={styles.dot}
              >
                <span />
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
