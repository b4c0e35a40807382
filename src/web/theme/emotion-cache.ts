import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';

export type Direction = 'rtl' | 'ltr';

/** The meta tag after which Emotion inserts styles; the server puts the critical CSS before it. */
export const INSERTION_POINT_NAME = 'emotion-insertion-point';

/**
 * One cache per direction, with distinct keys so server-rendered RTL styles are never reused
 * for an LTR page. The server makes one per request; the client makes the same before hydrating.
 */
export function createEmotionCache(dir: Direction): EmotionCache {
  const insertionPoint =
    typeof document === 'undefined'
      ? undefined
      : (document.querySelector<HTMLMetaElement>(`meta[name="${INSERTION_POINT_NAME}"]`) ?? undefined);
  return dir === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin], insertionPoint })
    : createCache({ key: 'mui', stylisPlugins: [prefixer], insertionPoint });
}
