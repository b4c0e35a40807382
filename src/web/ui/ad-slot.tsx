import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/react';
import type { Ad } from '../../shared/schemas/common';
import { imgSrc, imgSrcSet } from '../../shared/images';
import { uploadUrl } from './media';
import { useAdPreview } from './ad-preview';
import s from './ad-slot.module.css';

/** A banner at least this many times as wide as high (a leaderboard) becomes a text ad on a phone. */
const WIDE = 4;

/** The host an ad leads to, as a text ad shows it ("nilestone-cement.example"); '' for none or a site path. */
function hostOf(target: string): string {
  try {
    return new URL(target).host.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * A paid banner in a fixed slot (SPEC section 9 codes). The box keeps the ad's aspect ratio
 * from the first paint, so the page does not jump when the image arrives; no ad, no box. An ad
 * previewed from the back office (ui/ad-preview.ts) takes its slot, marked, and is scrolled to.
 * A leaderboard's title stands in for its picture on a phone (ad-slot.module.css).
 */
export function AdSlot({ code, ads, eager = false }: { code: string; ads: readonly Ad[] | undefined; eager?: boolean }) {
  const { t } = useTranslation();
  const preview = useAdPreview();
  const previewed = preview?.ads_code === code;
  const ad = previewed ? preview : ads?.find((a) => a.ads_code === code);
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    if (previewed) box.current?.scrollIntoView({ block: 'center' });
  }, [previewed]);
  if (!ad || !ad.photo) return null;
  const width = ad.width > 0 ? ad.width : 728;
  const height = ad.height > 0 ? ad.height : 90;
  // A resized WebP at the width the slot is shown (a phone gets 320/640 px, not the full banner);
  // React's preload of an eager banner follows (imagesrcset/imagesizes).
  const url = uploadUrl(ad.photo);
  const srcSet = imgSrcSet(url);
  const wide = width >= WIDE * height && !!ad.title;
  const host = hostOf(ad.target);
  const img = (
    <img
      className={`ad-slot-img ${s.image}`}
      src={imgSrc(url, width)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? `(min-width: ${width}px) ${width}px, 100vw` : undefined}
      alt={ad.title}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={{ aspectRatio: `${width} / ${height}` }}
    />
  );
  const text = wide && (
    <span className={s.text}>
      <span className={s.label}>{t('ads.label')}</span>
      <span className={s.title}>{ad.title}</span>
      {host && <span className={s.host}>{host}</span>}
    </span>
  );
  const classes = ['ad-slot', previewed && 'ad-slot-preview', wide && s.wide].filter(Boolean).join(' ');
  return (
    <aside
      ref={box}
      className={classes}
      aria-label={ad.title ? t('ads.label_named', { title: ad.title }) : t('ads.label')}
      data-ad-code={code}
      data-ad-preview={previewed || undefined}
      style={{ maxWidth: width }}
    >
      {previewed && <span className="ad-slot-preview-label">{t('ads.preview')}</span>}
      {ad.link ? (
        <a href={ad.link} target="_blank" rel="sponsored noopener" title={ad.title} className={s.link}>
          {img}
          {text}
        </a>
      ) : (
        <>
          {img}
          {text}
        </>
      )}
    </aside>
  );
}
