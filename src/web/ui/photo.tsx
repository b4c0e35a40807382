import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { imgSrc, imgSrcSet } from '../../shared/images';
import { uploadUrl } from './media';

/** Responsive photos: `/img/{w}/…` WebP sizes from the server's resizing route (src/shared/images.ts). */
const RESPONSIVE = true;

/**
 * A photo with its intrinsic size set (no layout shift), lazy unless `eager`; `priority` marks
 * the LCP image (eager + fetchpriority high).
 */
export function Photo({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  eager = false,
  priority = false,
  sx,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  eager?: boolean;
  priority?: boolean;
  sx?: SxProps<Theme>;
}) {
  const url = uploadUrl(src);
  const srcSet = RESPONSIVE ? imgSrcSet(url) : '';
  return (
    <Box
      component="img"
      src={RESPONSIVE ? imgSrc(url, width) : url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      sx={[{ display: 'block', maxWidth: '100%', height: 'auto', bgcolor: 'action.hover' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
