import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { TIMINGS } from '../../../shared/constants';
import type { Lang } from '../../../shared/envelope';
import { NewsCard, type NewsCardItem } from '../../ui/news-card';
import { PlainIcon } from '../../ui/plain-icon';
import { useAutoAdvance } from '../../ui/use-auto-advance';
import looks from '../../ui/looks.module.css';
import styles from './news-cards.module.css';

/** Cards shown at once: 1 on small screens, 2 on medium, 4 on large (SPEC section 9). */
const VISIBLE = 4;
const SHOWN_FROM = [undefined, styles.fromSm, styles.fromLg, styles.fromLg];

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
    <section
      aria-labelledby={id}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
      className={`${styles.root} ${looks.looks}`}
    >
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <div className={styles.actions}>
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
          <RouterLink to={moreTo} className={styles.more}>
            {t('home.more_news')}
            <span className={styles.visuallyHidden}>{` ${t('home.more_news_rest', { name: title })}`}</span>
          </RouterLink>
        </div>
      </div>
      {items.length === 0 ? (
        <p className={styles.empty}>{t('home.no_news')}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((n, i) => (
            <li key={`${i}-${n.id}`} className={SHOWN_FROM[i]}>
              <NewsCard item={n} lang={lang} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
