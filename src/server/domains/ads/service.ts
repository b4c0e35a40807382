import type { Db } from '../../db/client';
import type { Lang } from '../../../shared/envelope';
import type { Ad } from '../../../shared/schemas/common';
import { pick, uploadUrl } from '../../platform/i18n';
import { findActiveAds } from './repository';

/** Active ads of the given slots in the language, in slot order; slots without an ad are absent. */
export async function activeAds(db: Db, lang: Lang, codes: readonly string[]): Promise<Ad[]> {
  const rows = await findActiveAds(db, lang, codes);
  return rows.map((r) => ({
    ads_code: r.code,
    photo: uploadUrl(r.photo),
    title: pick(lang, r.titleAr, r.titleEn),
    link: r.link,
    width: r.width,
    height: r.height,
  }));
}
