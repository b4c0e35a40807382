/**
 * The ad slots (SPEC section 9 codes, AD_CODES): each slot's banner size and the page it lives on,
 * and where an ad may lead. Shared by the server (the back office's calls, the seed, the counting
 * redirect) and the back office's form, so both judge a slot and a link the same way.
 */
import { ALL_AD_CODES } from './constants';

export const isAdCode = (code: string): boolean => ALL_AD_CODES.includes(code);

/**
 * A slot's banner size in pixels: what an uploaded picture is resized to, and the box the page
 * reserves for it. Family 01: the header leaderboard, two banners under it, three boxes above the
 * footer, the home billboards and boxes; every other family: a top banner and boxes.
 */
export function adSlotSize(code: string): { width: number; height: number } {
  const n = Number(code.slice(3));
  const size = (width: number, height: number) => ({ width, height });
  if (code.startsWith('01-')) {
    if (n === 1) return size(970, 90);
    if (n <= 3) return size(728, 90);
    if (n <= 6) return size(300, 250);
    if (n <= 9) return size(970, 250);
    return size(300, 250);
  }
  return n === 1 ? size(728, 90) : size(300, 250);
}

/** Where a slot is shown: the layout's (every page; under the header or above the footer) or one page's. */
export type AdSlotPlace = 'header' | 'footer' | 'home' | 'news' | 'deals' | 'prices' | 'comparison' | 'jobs';

const FAMILY_PLACES: Record<string, AdSlotPlace> = { '02': 'news', '03': 'deals', '04': 'prices', '05': 'comparison', '06': 'jobs' };

export function adSlotPlace(code: string): AdSlotPlace {
  const family = code.slice(0, 2);
  if (family !== '01') return FAMILY_PLACES[family] ?? 'home';
  const n = Number(code.slice(3));
  return n <= 3 ? 'header' : n <= 6 ? 'footer' : 'home';
}

/**
 * Where an ad may lead: an absolute http(s) URL or a path of this site. Anything else
 * (javascript:, data:, a protocol-relative //host, /\host) leads nowhere: ''.
 */
export function adTarget(link: string | null | undefined): string {
  const value = (link ?? '').trim();
  // Browsers drop control characters and read "\" as "/": "/\tx" or "/\x" could leave the site.
  if (!value || /[\x00-\x1f\x7f\\]/.test(value)) return '';
  if (value.startsWith('/')) return value.startsWith('//') ? '' : value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

/** The fragment that opens a page with an ad previewed in its slot (ui/ad-preview.ts reads it; it never reaches the server). */
export const AD_PREVIEW_PARAM = 'ad_preview';
