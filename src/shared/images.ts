/**
 * Responsive photo URLs. Photos are stored once under `/uploads/...`; the server resizes them on
 * demand to WebP at a few fixed widths (`GET /img/{w}/{path}`, src/server/platform/images.ts) and
 * caches the result on disk. Any other URL (data:, absolute, /assets) passes through unchanged.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const UPLOADS = '/uploads/';
/** What the resizer reads (src/server/platform/images.ts); an SVG or a PDF keeps its own URL. */
const RESIZABLE = /\.(?:jpe?g|png|webp|gif|avif|tiff?)$/i;

function isUpload(url: string): boolean {
  return typeof url === 'string' && url.startsWith(UPLOADS) && !url.includes('..') && RESIZABLE.test(url);
}

/** The allowed width closest above `width` (the largest when none is above). */
export function pickWidth(width: number): ImageWidth {
  for (const w of IMAGE_WIDTHS) if (width <= w) return w;
  return IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/** `/uploads/news/a.jpg`, 600 → `/img/640/news/a.jpg`; other URLs unchanged. */
export function imgSrc(url: string, width: number): string {
  if (!isUpload(url)) return url;
  return `/img/${pickWidth(width)}/${url.slice(UPLOADS.length)}`;
}

/** `srcset` value for every allowed width (`/img/320/… 320w, …`); '' for other URLs. */
export function imgSrcSet(url: string): string {
  if (!isUpload(url)) return '';
  const rest = url.slice(UPLOADS.length);
  return IMAGE_WIDTHS.map((w) => `/img/${w}/${rest} ${w}w`).join(', ');
}
