import type { Db } from '../../db/client';
import type { Lang } from '../../../shared/envelope';
import type { Ad } from '../../../shared/schemas/common';
import { NotFound } from '../../platform/errors';
import { pick, uploadUrl } from '../../platform/i18n';
import { findActiveAds, findAdLink, incrementClicks } from './repository';

/** The counting redirect every ad link goes through (routes.ts). */
export const adClickPath = (id: number) => `/ads/${id}/click`;

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

/** Active ads of the given slots in the language, in slot order; slots without an ad are absent. */
export async function activeAds(db: Db, lang: Lang, codes: readonly string[]): Promise<Ad[]> {
  const rows = await findActiveAds(db, lang, codes);
  return rows.map((r) => {
    const target = adTarget(r.link);
    return {
      id: r.id,
      ads_code: r.code,
      photo: uploadUrl(r.photo),
      title: pick(lang, r.titleAr, r.titleEn),
      link: target ? adClickPath(r.id) : '',
      target,
      width: r.width,
      height: r.height,
    };
  });
}

/** Counts a click on an ad and gives where it leads; NotFound when the ad is unknown or leads nowhere. */
export async function clickAd(db: Db, id: number): Promise<string> {
  const target = adTarget(await findAdLink(db, id));
  if (!target) throw new NotFound('api.ad_not_found');
  await incrementClicks(db, id);
  return target;
}

/** Cache prefix of ad data; answers that show ads declare it in `builtFrom` (decision 014). */
export const ADS_CACHE = 'ads:';
