import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';

export type Direction = 'rtl' | 'ltr';

import { INSERTION_POINT_NAME } from './insertion-point';

/**
 * Module constants, not literals inside createEmotionCache: on the server Emotion keeps the
 * compiled CSS of every style (stylis, prefixer, RTL mirroring) in a memo keyed by the identity
 * of the plugin array (@emotion/cache getServerStylisCache), so a new array per request threw
 * that memo away and every request compiled every style again.
 */
const RTL_PLUGINS = [rtlPlugin];
/**
 * No stylis `prefixer`: the browsers we serve (evergreen Chromium, Safari, Firefox) need none of
 * the -webkit-box/-ms-flexbox prefixes it adds; they were ~25 % of the inlined CSS of a page
 * (the few we need, like -webkit-line-clamp, are written by hand).
 */
const LTR_PLUGINS: never[] = [];

/**
 * One cache per direction, with distinct keys so server-rendered RTL styles are never reused
 * for an LTR page. The server makes one per request (what a page inserted is its critical CSS);
 * the client makes the same before hydrating.
 */
export function createEmotionCache(dir: Direction): EmotionCache {
  const insertionPoint =
    typeof document === 'undefined' ? undefined : (document.querySelector<HTMLMetaElement>(`meta[name="${INSERTION_POINT_NAME}"]`) ?? undefined);
  return dir === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: RTL_PLUGINS, insertionPoint })
    : createCache({ key: 'mui', stylisPlugins: LTR_PLUGINS, insertionPoint });
}
