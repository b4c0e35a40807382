import type Sharp from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips, ~19 MB resident) loads with the first photo to resize, not at start-up: most
 * of the server's life is answering pages and JSON whose photos are already on disk. Results
 * are cached on disk (platform/images.ts), so libvips' own operation cache would only hold memory.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
