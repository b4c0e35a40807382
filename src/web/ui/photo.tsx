import { imgSrc, imgSrcSet } from '../../shared/images';
import { uploadUrl } from './media';
import s from './photo.module.css';

/** Responsive photos: `/img/{w}/…` WebP sizes from the server's resizing route (src/shared/images.ts). */
const RESPONSIVE = true;

interface PhotoOptions {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  eager?: boolean;
  priority?: boolean;
}

/** The <img> attributes of a photo (for a plain <img> styled by its parent). */
export function photoAttrs({ src, alt, width, height, sizes = '100vw', eager = false, priority = false }: PhotoOptions) {
  const url = uploadUrl(src);
  const srcSet = RESPONSIVE ? imgSrcSet(url) : '';
  return {
    // No picture (a row without a photo): no src at all, as src="" would fetch the page again.
    src: (RESPONSIVE ? imgSrc(url, width) : url) || undefined,
    srcSet: srcSet || undefined,
    sizes: srcSet ? sizes : undefined,
    alt,
    width,
    height,
    loading: eager || priority ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
    decoding: priority ? undefined : ('async' as const),
  };
}

/**
 * A photo with its intrinsic size set (no layout shift), lazy unless `eager`; `priority` marks
 * the LCP image (eager + fetchpriority high).
 */
export function Photo({ className, ...options }: PhotoOptions & { className?: string }) {
  return <img {...photoAttrs(options)} className={className ? `${s.photo} ${className}` : s.photo} />;
}
