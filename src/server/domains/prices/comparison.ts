/** The price comparison (SPEC section 7): its lookup lists and ads, and the rows of up to N items in their governorates. */
import type { Db } from '../../db/client';
import type { Cache } from '../../platform/cache';
import { ValidationFailed } from '../../platform/errors';
import type { Lang } from '../../../shared/envelope';
import type { ComparisonLookup, ComparisonRequest } from '../../../shared/schemas/prices';
import { AD_CODES } from '../../../shared/constants';
import { pick } from '../../platform/i18n';
import { activeAds } from '../ads';
import { allGovernorates } from '../geography';
import { LOOKUP_TTL, lookup, PRICES_CACHE, TTL } from './reads';
import * as repo from './repository';

/** GET price_comparison: the country's whole lookup data and the comparison ads. */
export async function comparisonLookup(db: Db, cache: Cache, lang: Lang, countrySlug?: string): Promise<ComparisonLookup> {
  const [lk, ads] = await Promise.all([
    lookup(db, cache, lang, countrySlug),
    cache.wrap(`${PRICES_CACHE}ads:${lang}`, TTL, () => activeAds(db, lang, AD_CODES.comparison)),
  ]);
  return {
    products: lk.products,
    products_types: lk.productTypes,
    producers: lk.producers,
    items: lk.items,
    governorates: lk.governorates,
    comparison_ads: ads,
  };
}

/**
 * POST price_comparison: rows by date (ascending), itemN = the Nth pair's prices that day, as
 * JSON text (the `data` of the envelope, built by PostgreSQL).
 * Every item must exist and be priced in its governorate (the item's govs, or anywhere in its
 * country when it lists none); otherwise 422 on that item.
 */
export async function compare(db: Db, cache: Cache, lang: Lang, body: ComparisonRequest): Promise<string> {
  const names = await comparisonNames(db, cache, lang);
  const fields: Record<string, string[]> = {};
  const labels = body.items.map((it, i) => {
    const item = names.items[it.item_id];
    const gov = names.govs[it.gov_id];
    if (!item) fields[`items.${i}.item_id`] = ['unknown_item'];
    else if (!gov || (item.govs.length > 0 ? !item.govs.includes(it.gov_id) : gov.country !== item.country))
      fields[`items.${i}.gov_id`] = ['unknown_governorate'];
    return item && gov ? `${item.name} - ${gov.name}` : '';
  });
  if (Object.keys(fields).length > 0) throw new ValidationFailed(fields);

  return repo.comparisonJson(
    db,
    body.items.map((i, n) => ({ itemId: i.item_id, govId: i.gov_id, name: labels[n]! })),
    body.from_date,
    body.to_date,
  );
}

interface ComparisonNames {
  items: Record<number, { name: string; country: number; govs: number[] }>;
  govs: Record<number, { name: string; country: number }>;
}

/** Every item's and governorate's name in a language, with what the comparison checks (cached). */
export function comparisonNames(db: Db, cache: Cache, lang: Lang): Promise<ComparisonNames> {
  return cache.wrap(`${PRICES_CACHE}names:${lang}`, LOOKUP_TTL, async () => {
    const [items, govs] = await Promise.all([repo.listAllItemNames(db), allGovernorates(db)]);
    return {
      items: Object.fromEntries(items.map((i) => [i.id, { name: pick(lang, i.name_ar, i.name_en), country: i.country_id, govs: i.govs.map(Number) }])),
      govs: Object.fromEntries(govs.map((g) => [g.id, { name: pick(lang, g.name_ar, g.name_en), country: g.country_id }])),
    };
  });
}
