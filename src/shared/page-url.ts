import type { Lang } from './envelope';

/** A path that `new URL` would keep as it is: absolute, every character allowed or percent-encoded, no dot segment. */
const PLAIN_PATH = /^\/(?!\/)(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/;
const DOT_SEGMENT = /\/\.{1,2}(?:\/|$)/;
const origins = new Map<string, string>();

/**
 * The absolute URL of a page: `path` (encoded or not; its query and hash dropped) on `origin`, with
 * `query` (an encoded query string without "?", for a page whose filters are part of what it is:
 * the deals list) and then `lang=` when a language is given. The canonical and hreflang URLs of a page and its sitemap
 * entries are all made here, so they name the same URL. A path from `paths` is joined as text
 * (the sitemap makes ~100,000 of them; `new URL` is ten times slower), anything else goes
 * through `new URL`, which gives the same answer for a plain path.
 */
export function pageUrl(origin: string, path: string, lang?: Lang, extra?: string): string {
  const query = [extra, lang ? `lang=${lang}` : '']
    .filter(Boolean)
    .join('&')
    .replace(/^(?=.)/, '?');
  if (PLAIN_PATH.test(path) && !DOT_SEGMENT.test(path)) {
    let base = origins.get(origin);
    if (base === undefined) {
      base = new URL(origin).origin;
      if (origins.size < 16) origins.set(origin, base);
    }
    return `${base}${path}${query}`;
  }
  const url = new URL(path || '/', origin.endsWith('/') ? origin : `${origin}/`);
  url.search = extra ?? '';
  url.hash = '';
  if (lang) url.searchParams.set('lang', lang);
  return url.href;
}
