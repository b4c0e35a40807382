import type { Db } from '../../db/client';
import { wrapFound, type Cache } from '../../platform/cache';
import type { Lang } from '../../../shared/envelope';
import type { Partner, PartnerDetail, Partners } from '../../../shared/schemas/partners';
import { pick, slugify, uploadUrl } from '../../platform/i18n';
import { sanitizeHtml } from '../../platform/sanitize';
import { resolveCountry } from '../geography/service';
import * as repo from './repository';

/** Cache prefix of the partner answers; writers of partners or profile types call invalidatePartners. */
export const PARTNERS_CACHE = 'partners:';
const TTL = 60_000;

export const invalidatePartners = (cache: Cache) => cache.invalidate(PARTNERS_CACHE);

export function toPartner(lang: Lang, r: repo.PartnerRow): Partner {
  const name = pick(lang, r.nameAr, r.nameEn);
  const descriptionAr = sanitizeHtml(r.descriptionAr);
  const descriptionEn = sanitizeHtml(r.descriptionEn);
  return {
    id: r.id,
    name,
    name_ar: r.nameAr,
    name_en: r.nameEn,
    address: pick(lang, r.addressAr, r.addressEn),
    photo: uploadUrl(r.photo),
    description: pick(lang, descriptionAr, descriptionEn),
    description_ar: descriptionAr,
    description_en: descriptionEn,
    profile_type_name: pick(lang, r.typeNameAr, r.typeNameEn),
    profile_type_id: r.profileTypeId,
    website: r.website ?? '',
    meta_name: slugify(name),
  };
}

/**
 * GET profile?profile_type_id=: the active partners of a profile type; with `country` only that
 * country's (an unknown slug means the default country). Unknown type: NotFound.
 */
export async function partnersOfType(db: Db, cache: Cache, lang: Lang, profileTypeId: number, countrySlug?: string): Promise<Partners> {
  const countryId = countrySlug ? (await resolveCountry(db, cache, countrySlug))?.id : undefined;
  const items = await wrapFound(
    cache,
    `${PARTNERS_CACHE}type:${lang}:${profileTypeId}:${countryId ?? 'all'}`,
    TTL,
    async () => {
      if (!(await repo.profileTypeExists(db, profileTypeId))) return null;
      return (await repo.listPartners(db, profileTypeId, countryId)).map((r) => toPartner(lang, r));
    },
    'api.profile_type_not_found',
  );
  return { items };
}

/** GET profile/{id}: an active partner, else NotFound. */
export async function partnerById(db: Db, cache: Cache, lang: Lang, id: number): Promise<PartnerDetail> {
  const item = await wrapFound(
    cache,
    `${PARTNERS_CACHE}item:${lang}:${id}`,
    TTL,
    async () => {
      const row = await repo.findPartner(db, id);
      return row ? toPartner(lang, row) : null;
    },
    'api.partner_not_found',
  );
  return { item };
}

// Reads for other domains (site's menus, the sitemap): rows, no cache.

/** Every profile type, in menu order. */
export const profileTypeList = (db: Db) => repo.listProfileTypes(db);

/** Every active partner with its profile type's slug (the sitemap). */
export const activePartnersWithType = (db: Db) => repo.listActivePartnersWithType(db);
