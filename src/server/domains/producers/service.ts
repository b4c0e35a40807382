import type { Db } from '../../db/client';
import { wrapFound, type Cache } from '../../platform/cache';
import type { Lang } from '../../../shared/envelope';
import type { Producer, ProducerDetail, Producers } from '../../../shared/schemas/producers';
import { pick, slugify, uploadUrl } from '../../platform/i18n';
import { sanitizeHtml } from '../../platform/sanitize';
import { resolveCountry } from '../geography/service';
import * as repo from './repository';

/** Cache prefix of the producer answers; writers of producers call invalidateProducers. */
export const PRODUCERS_CACHE = 'producers:';
const TTL = 60_000;

export const invalidateProducers = (cache: Cache) => cache.invalidate(PRODUCERS_CACHE);

export function toProducer(lang: Lang, r: repo.ProducerRow): Producer {
  const name = pick(lang, r.nameAr, r.nameEn);
  const descriptionAr = sanitizeHtml(r.descriptionAr);
  const descriptionEn = sanitizeHtml(r.descriptionEn);
  return {
    id: r.id,
    name,
    name_ar: r.nameAr,
    name_en: r.nameEn,
    photo: uploadUrl(r.photo),
    website: r.website ?? '',
    description: pick(lang, descriptionAr, descriptionEn),
    description_ar: descriptionAr,
    description_en: descriptionEn,
    producer_type_id: r.producerTypeId,
    meta_name: slugify(name),
  };
}

/**
 * GET producer?id=: the active producers of a type; with `country` only that country's (an
 * unknown slug means the default country, as everywhere). Unknown type: NotFound.
 */
export async function producersOfType(db: Db, cache: Cache, lang: Lang, producerTypeId: number, countrySlug?: string): Promise<Producers> {
  const countryId = countrySlug ? (await resolveCountry(db, cache, countrySlug))?.id : undefined;
  const items = await wrapFound(
    cache,
    `${PRODUCERS_CACHE}type:${lang}:${producerTypeId}:${countryId ?? 'all'}`,
    TTL,
    async () => {
      if (!(await repo.producerTypeExists(db, producerTypeId))) return null;
      return (await repo.listProducers(db, producerTypeId, countryId)).map((r) => toProducer(lang, r));
    },
    'api.producer_type_not_found',
  );
  return { items };
}

/** GET producer/{producer_id}: an active producer, else NotFound. */
export async function producerById(db: Db, cache: Cache, lang: Lang, id: number): Promise<ProducerDetail> {
  const item = await wrapFound(
    cache,
    `${PRODUCERS_CACHE}item:${lang}:${id}`,
    TTL,
    async () => {
      const row = await repo.findProducer(db, id);
      return row ? toProducer(lang, row) : null;
    },
    'api.producer_not_found',
  );
  return { item };
}

// Reads for other domains (site's menus, the sitemap, the prices filters): rows, no cache.

/** Every producer type, in menu order. */
export const producerTypeList = (db: Db) => repo.listProducerTypes(db);

/** Every active producer with its type's slug (the sitemap). */
export const activeProducersWithType = (db: Db) => repo.listActiveProducersWithType(db);

/** The active producers of a country, in menu order. */
export const activeProducersOfCountry = (db: Db, countryId: number) => repo.listActiveProducersOfCountry(db, countryId);
