/**
 * The prices read (SPEC section 7): the home's table and directions, GET price with its filter
 * cascade, the producers of a product type, and the catalogue lists another domain's page uses
 * (deals). Everything is cached under PRICES_CACHE until prices change.
 */
import type { Db } from '../../db/client';
import type { Cache } from '../../platform/cache';
import { NotFound } from '../../platform/errors';
import type { Lang } from '../../../shared/envelope';
import type { Home } from '../../../shared/schemas/home';
import type {
  GovernorateOption,
  ItemOption,
  PriceQuery,
  PriceRow,
  Prices,
  ProducerOption,
  ProducersByType,
  ProductOption,
  ProductTypeOption,
} from '../../../shared/schemas/prices';
import { PRICE_ROWS_MAX } from '../../../shared/schemas/prices';
import { AD_CODES, DEFAULT_GOVERNORATE_ID } from '../../../shared/constants';
import { todayIso } from '../../../shared/dates';
import { normalizeArabic } from '../../../shared/search';
import { pick } from '../../platform/i18n';
import { activeAds } from '../ads';
import { governoratesOf, resolveCountry } from '../geography';
import { activeProducersOfCountry } from '../producers';
import { products as listProducts, productTypes as listProductTypes } from '../products';
import * as repo from './repository';

type GovDirection = Home['govs_direction'][number];

/**
 * Cache prefix of every prices answer (lookups, GET price, comparisons, the home aggregates).
 * Writers of prices, units and items call invalidatePrices: through the declarations it also
 * empties what is built from the prices (home, deals, open data: their `builtFrom`) and the
 * anonymous page caches (prices/cache.ts `pages`). The prices are built from the products,
 * producers and geography: prices/cache.ts names them, their writers never name the prices.
 */
export const PRICES_CACHE = 'prices:';
export const invalidatePrices = (cache: Cache) => cache.invalidate(PRICES_CACHE);

/** Answers depend on "today": keep them short-lived even without writes. */
export const TTL = 60_000;
/** Lookup lists change only with the catalogue. */
export const LOOKUP_TTL = 10 * 60_000;

/** Movements smaller than this (in percent) read as "normal". */
const FLAT_THRESHOLD = 0.005;

/** up / normal / down and the absolute percentage, from two values. */
export function direction(today: number, yesterday: number): { status: GovDirection['status']; percentage: string } {
  if (!(yesterday > 0)) return { status: 'normal', percentage: '0.00' };
  const pct = ((today - yesterday) / yesterday) * 100;
  const status = pct > FLAT_THRESHOLD ? 'up' : pct < -FLAT_THRESHOLD ? 'down' : 'normal';
  return { status, percentage: Math.abs(pct).toFixed(2) };
}

/**
 * Today's price table (per item) and the governorate directions of a country: two indexed
 * queries on the latest two price days, cached under PRICES_CACHE until prices change.
 */
export async function homePrices(db: Db, cache: Cache, lang: Lang, countryId: number) {
  const today = todayIso();
  return cache.wrap(`${PRICES_CACHE}home:${lang}:${countryId}:${today}`, TTL, async () => {
    const { latest, previous } = await repo.latestTwoDates(db, countryId, today);
    if (!latest) return { priceDate: null, productPrices: [], govsDirection: [] as GovDirection[] };
    const [items, govs] = await Promise.all([
      repo.itemPricesOn(db, countryId, latest),
      previous ? repo.governorateChanges(db, countryId, latest, previous) : Promise.resolve([]),
    ]);
    return {
      priceDate: latest as string | null,
      productPrices: items.map((r) => ({
        item_id: r.item_id,
        product_id: r.product_id,
        title: pick(lang, r.name_ar, r.name_en),
        max_price: r.max_price,
        min_price: r.min_price,
        mid_price: r.mid_price,
      })),
      govsDirection: govs.map((g) => ({ gov_id: g.gov_id, gov: pick(lang, g.name_ar, g.name_en), ...direction(Number(g.today), Number(g.yesterday)) })),
    };
  });
}

interface Lookup {
  countryId: number;
  products: ProductOption[];
  productTypes: ProductTypeOption[];
  producers: ProducerOption[];
  items: ItemOption[];
  governorates: GovernorateOption[];
}

/** Every list of the filter cascade for a country, in a language (cached). */
export async function lookup(db: Db, cache: Cache, lang: Lang, countrySlug: string | undefined): Promise<Lookup> {
  const country = await resolveCountry(db, cache, countrySlug);
  const countryId = country?.id ?? 0;
  return cache.wrap(`${PRICES_CACHE}lookup:${lang}:${countryId}`, LOOKUP_TTL, async () => {
    const [products, types, producers, items, govs] = await Promise.all([
      listProducts(db),
      listProductTypes(db),
      activeProducersOfCountry(db, countryId),
      repo.listItems(db, countryId),
      governoratesOf(db, countryId),
    ]);
    // The producers offered are those with at least one active item in the country.
    const priced = new Set(items.map((i) => i.producer_id));
    const name = (r: repo.NamedRow) => pick(lang, r.name_ar, r.name_en);
    return {
      countryId,
      products: products.map((p) => ({ id: p.id, name: pick(lang, p.nameAr, p.nameEn), meta_name: p.slug })),
      // By product, then the menu order within it.
      productTypes: [...types]
        .sort((a, b) => a.productId - b.productId)
        .map((t) => ({ id: t.id, name: pick(lang, t.nameAr, t.nameEn), product_id: t.productId })),
      producers: producers.filter((p) => priced.has(p.id)).map((p) => ({ id: p.id, name: pick(lang, p.nameAr, p.nameEn) })),
      items: items.map((i) => ({
        id: i.id,
        name: name(i),
        product_id: i.product_id,
        product_type_id: i.product_type_id,
        producer_id: i.producer_id,
        govs: i.govs.map(Number),
      })),
      governorates: govs.map((g) => ({ id: g.id, name: name(g), country_id: g.country_id })),
    };
  });
}

const cacheKey = (q: object) =>
  Object.entries(q)
    .filter(([, v]) => v !== undefined && v !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${String(v)}`)
    .join('&');

/**
 * GET price. Unknown product → 404; a governorate outside the country → 404; an item of another
 * product, or one not priced in the chosen governorate, simply has no prices. Without dates the
 * rows are those of the latest price day on or before today.
 */
export async function prices(db: Db, cache: Cache, lang: Lang, q: PriceQuery): Promise<Prices> {
  const today = todayIso();
  return cache.wrap(`${PRICES_CACHE}list:${lang}:${today}:${cacheKey(q)}`, TTL, async () => {
    const lk = await lookup(db, cache, lang, q.country);
    if (!lk.products.some((p) => p.id === q.product_id)) throw new NotFound('api.product_not_found');
    const govId = q.gov_id || (lk.governorates.some((g) => g.id === DEFAULT_GOVERNORATE_ID) ? DEFAULT_GOVERNORATE_ID : lk.governorates[0]?.id);
    if (!govId || !lk.governorates.some((g) => g.id === govId)) throw new NotFound('api.governorate_not_found');

    const typeId = q.product_type_id || undefined;
    const filter: repo.PriceFilter = {
      countryId: lk.countryId,
      productId: q.product_id,
      productTypeId: typeId,
      producerId: q.producer_id || undefined,
      itemId: q.item_id || undefined,
      govId,
      word: q.word ? normalizeArabic(q.word) : undefined,
    };
    let from = q.from_date;
    let to = q.to_date;
    if (!from && !to) from = to = (await repo.latestPriceDate(db, filter, today)) ?? today;
    else if (!to) to = today;
    else if (!from) from = to;

    const [rows, ads] = await Promise.all([repo.priceRows(db, filter, from!, to!, PRICE_ROWS_MAX), activeAds(db, lang, AD_CODES.prices)]);

    const ofProduct = lk.items.filter((i) => i.product_id === q.product_id);
    const ofType = ofProduct.filter((i) => !typeId || i.product_type_id === typeId);
    const producerIds = new Set(ofType.map((i) => i.producer_id));
    const chosenItem = q.item_id ? lk.items.find((i) => i.id === q.item_id) : undefined;
    const govs = chosenItem && chosenItem.govs.length > 0 ? new Set(chosenItem.govs) : null;
    return {
      prices: rows.map((r) => toPriceRow(lang, r)),
      prices_ads: ads,
      products: lk.products,
      items: ofType.filter((i) => !filter.producerId || i.producer_id === filter.producerId),
      producers: lk.producers.filter((p) => producerIds.has(p.id)),
      governorates: govs ? lk.governorates.filter((g) => govs.has(g.id)) : lk.governorates,
      products_types: lk.productTypes.filter((t) => t.product_id === q.product_id),
    };
  });
}

function toPriceRow(lang: Lang, r: repo.PriceRowRaw): PriceRow {
  const mid = Number(r.mid_price);
  const yesterday = r.mid_price_yesterday == null ? null : Number(r.mid_price_yesterday);
  const dir = yesterday == null ? { status: 'normal' as const, percentage: '0.00' } : direction(mid, yesterday);
  return {
    item_id: r.item_id,
    producer_id: r.producer_id,
    product_type_id: r.product_type_id,
    gov_id: r.gov_id,
    producer_name: pick(lang, r.producer_ar, r.producer_en),
    product_type_name: pick(lang, r.type_ar, r.type_en),
    item_name: pick(lang, r.item_ar, r.item_en),
    gov_name: pick(lang, r.gov_ar, r.gov_en),
    unit: pick(lang, r.unit_ar, r.unit_en),
    price_date: r.price_date,
    max_price: r.max_price,
    min_price: r.min_price,
    mid_price: r.mid_price,
    mid_price_yesterday: r.mid_price_yesterday ?? '',
    change: yesterday == null ? '0.00' : (mid - yesterday).toFixed(2),
    change_percentage: dir.percentage,
    status: dir.status,
  };
}

/**
 * The filter cascade's lists of a country (products, types, producers, items with their govs,
 * governorates) and the units, for another domain's page (deals); cached under PRICES_CACHE, so
 * a domain caching an answer built from it declares `builtFrom: [PRICES_CACHE]`.
 */
export async function catalogLookup(db: Db, cache: Cache, lang: Lang, countrySlug?: string) {
  const [lk, units] = await Promise.all([
    lookup(db, cache, lang, countrySlug),
    cache.wrap(`${PRICES_CACHE}units:${lang}`, LOOKUP_TTL, async () =>
      (await repo.listUnits(db)).map((u) => ({ id: u.id, name: pick(lang, u.name_ar, u.name_en) })),
    ),
  ]);
  return { ...lk, units };
}

/** An active item with its product, type, producer, country and governorates (empty = its whole country); undefined if unknown. */
export const itemPlacement = (db: Pick<Db, 'execute'>, itemId: number) =>
  repo.findItemPlacement(db, itemId).then((r) => (r ? { ...r, govs: r.govs.map(Number) } : r));

/** Whether a unit exists. */
export const unitIds = async (db: Pick<Db, 'execute'>) => new Set((await repo.listUnits(db)).map((u) => u.id));

/** POST get_producer_by_product_type: producers with items of the type (0 = any) in the country. */
export async function producersByType(db: Db, cache: Cache, lang: Lang, productTypeId: number | undefined, countrySlug?: string): Promise<ProducersByType> {
  const lk = await lookup(db, cache, lang, countrySlug);
  if (productTypeId && !lk.productTypes.some((t) => t.id === productTypeId)) throw new NotFound('api.product_type_not_found');
  const ids = new Set(lk.items.filter((i) => !productTypeId || i.product_type_id === productTypeId).map((i) => i.producer_id));
  return { producers: lk.producers.filter((p) => ids.has(p.id)) };
}
