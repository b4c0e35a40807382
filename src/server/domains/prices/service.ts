import type { Db } from '../../db/client';
import type { Cache } from '../../platform/cache';
import { NotFound, ValidationFailed } from '../../platform/errors';
import type { FieldErrors, Lang } from '../../../shared/envelope';
import type { ItemAdminBody } from '../../../shared/schemas/directories-admin';
import type { Home } from '../../../shared/schemas/home';
import type {
  ComparisonCsvQuery,
  ComparisonLookup,
  ComparisonRequest,
  ComparisonRow,
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
import { translate } from '../../../shared/i18n/index';
import {
  comparisonCsv,
  comparisonCsvFileName,
  comparisonTable,
  comparisonXlsxFileName,
  PRICES_COLUMN_KINDS,
  pricesCsv,
  pricesCsvFileName,
  pricesTable,
  pricesXlsxFileName,
} from '../../../shared/price-exports';
import { xlsxBuffer, type XlsxKind } from '../../platform/xlsx';
import { pick } from '../../platform/i18n';
import type { JobTx } from '../../platform/jobs';
import { perApp } from '../../platform/per-app';
import { activeAds } from '../ads';
import { governoratesOf, allGovernorates, resolveCountry } from '../geography';
import { activeProducersOfCountry, producerCountryId } from '../producers';
import { products as listProducts, productTypes as listProductTypes } from '../products';
import * as repo from './repository';
import { dayProgress } from './repository/admin';
import * as openRepo from './repository/open-data';
import * as analysisRepo from './repository/analysis';
import { indexYearStart, round2 } from '../../../shared/analysis-math';

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

/** Work that follows a change of today's prices, queued in the transaction of that change (`jobs`). */
export type TodaysPricesFollower = (jobs: JobTx, day: string) => Promise<void>;

/**
 * Who follows today's prices (the bulletins: the day's bulletin and the alerts' check), per app:
 * a domain above declares it from its jobs.ts, and a saved day or an import of today's prices runs
 * each in its own transaction; the prices name none of them (decision 042).
 */
export const todaysPricesFollowers = perApp((): Set<TodaysPricesFollower> => new Set());
/** Answers depend on "today": keep them short-lived even without writes. */
const TTL = 60_000;
/** Lookup lists change only with the catalogue. */
const LOOKUP_TTL = 10 * 60_000;

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
async function lookup(db: Db, cache: Cache, lang: Lang, countrySlug: string | undefined): Promise<Lookup> {
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
function comparisonNames(db: Db, cache: Cache, lang: Lang): Promise<ComparisonNames> {
  return cache.wrap(`${PRICES_CACHE}names:${lang}`, LOOKUP_TTL, async () => {
    const [items, govs] = await Promise.all([repo.listAllItemNames(db), allGovernorates(db)]);
    return {
      items: Object.fromEntries(items.map((i) => [i.id, { name: pick(lang, i.name_ar, i.name_en), country: i.country_id, govs: i.govs.map(Number) }])),
      govs: Object.fromEntries(govs.map((g) => [g.id, { name: pick(lang, g.name_ar, g.name_en), country: g.country_id }])),
    };
  });
}

/** A CSV export: its file name and text (UTF-8 with a BOM: src/shared/csv.ts). */
export interface CsvFile {
  fileName: string;
  text: string;
}

/**
 * GET prices_csv (entitlement `prices.export`, checked by the route): the rows GET price answers
 * for the same query, under headers in the request's language.
 */
export async function pricesCsvFile(db: Db, cache: Cache, lang: Lang, q: PriceQuery): Promise<CsvFile> {
  const answer = await prices(db, cache, lang, q);
  const product = answer.products.find((p) => p.id === q.product_id);
  return {
    fileName: pricesCsvFileName(product?.meta_name ?? '', q.to_date || todayIso()),
    text: pricesCsv(answer.prices, (key) => translate(lang, `prices.${key}`)),
  };
}

/** An XLSX export: its file name and bytes (platform/xlsx.ts). */
export interface XlsxFile {
  fileName: string;
  bytes: Buffer;
}

/** GET prices_xlsx (entitlement `prices.export`): the rows and columns of GET prices_csv, as a workbook. */
export async function pricesXlsxFile(db: Db, cache: Cache, lang: Lang, q: PriceQuery): Promise<XlsxFile> {
  const answer = await prices(db, cache, lang, q);
  const product = answer.products.find((p) => p.id === q.product_id);
  const { header, body } = pricesTable(answer.prices, (key) => translate(lang, `prices.${key}`));
  return {
    fileName: pricesXlsxFileName(product?.meta_name ?? '', q.to_date || todayIso()),
    bytes: await xlsxBuffer([{ name: translate(lang, 'exports.sheet_prices'), header, kinds: PRICES_COLUMN_KINDS, rows: body }], {
      rightToLeft: lang === 'ar',
    }),
  };
}

/**
 * GET comparison_csv (entitlement `comparison.export`, checked by the route): the rows POST
 * price_comparison answers for the page's query, a column per item and price, headers in the
 * request's language ("item — governorate — lowest price").
 */
export async function comparisonCsvFile(db: Db, cache: Cache, lang: Lang, q: ComparisonCsvQuery): Promise<CsvFile> {
  const { rows, names, labels } = await comparisonExport(db, cache, lang, q);
  return { fileName: comparisonCsvFileName(q.from_date, q.to_date), text: comparisonCsv(rows, names, labels) };
}

/** GET comparison_xlsx (entitlement `comparison.export`): the table of GET comparison_csv, as a workbook. */
export async function comparisonXlsxFile(db: Db, cache: Cache, lang: Lang, q: ComparisonCsvQuery): Promise<XlsxFile> {
  const { rows, names, labels } = await comparisonExport(db, cache, lang, q);
  const { header, body } = comparisonTable(rows, names, labels);
  const kinds = header.map((_, i): XlsxKind => (i === 0 ? 'date' : 'number'));
  return {
    fileName: comparisonXlsxFileName(q.from_date, q.to_date),
    bytes: await xlsxBuffer([{ name: translate(lang, 'exports.sheet_comparison'), header, kinds, rows: body }], { rightToLeft: lang === 'ar' }),
  };
}

/** The rows POST price_comparison answers for an export's query, the items' "item — governorate" names and the column labels. */
async function comparisonExport(db: Db, cache: Cache, lang: Lang, q: ComparisonCsvQuery) {
  const known = await comparisonNames(db, cache, lang);
  const items = q.items.map((i) => ({ ...i, item_name: known.items[i.item_id]?.name ?? '', gov_name: known.govs[i.gov_id]?.name ?? '' }));
  // Unknown items and governorates answer 422 there, as the comparison does.
  const rows = JSON.parse(await compare(db, cache, lang, { from_date: q.from_date, to_date: q.to_date, items })) as ComparisonRow[];
  return {
    rows,
    names: items.map((i) => translate(lang, 'comparison.item_in_gov', { item: i.item_name, gov: i.gov_name })),
    labels: {
      date: translate(lang, 'comparison.date'),
      min: translate(lang, 'comparison.min'),
      max: translate(lang, 'comparison.max'),
      mid: translate(lang, 'comparison.mid'),
    },
  };
}

/** POST get_producer_by_product_type: producers with items of the type (0 = any) in the country. */
export async function producersByType(db: Db, cache: Cache, lang: Lang, productTypeId: number | undefined, countrySlug?: string): Promise<ProducersByType> {
  const lk = await lookup(db, cache, lang, countrySlug);
  if (productTypeId && !lk.productTypes.some((t) => t.id === productTypeId)) throw new NotFound('api.product_type_not_found');
  const ids = new Set(lk.items.filter((i) => !productTypeId || i.product_type_id === productTypeId).map((i) => i.producer_id));
  return { producers: lk.producers.filter((p) => ids.has(p.id)) };
}

/** The dashboard's "today's price entry": per product, the pairs with a price on `date` out of those to enter. */
export async function priceEntryProgress(db: Db, lang: Lang, date: string) {
  return (await dayProgress(db, date)).map((r) => ({ product_id: r.id, name: lang === 'ar' ? r.name_ar : r.name_en, entered: r.entered, total: r.total }));
}

// ---------------------------------------------------------------------------------------------
// The back office's units and items (issue 18, area `directories`: prices/admin-routes.ts)

export const unitAdminSpec = repo.unitAdminSpec;
export const itemAdminSpec = repo.itemAdminSpec;

/** `governorate_ids` of each item, for the back office's rows. */
export async function itemGovernorateFields(db: Pick<Db, 'select'>, itemIds: number[]): Promise<Map<number, { governorate_ids: number[] }>> {
  const govs = await repo.itemGovernorateIds(db, itemIds);
  return new Map(itemIds.map((id) => [id, { governorate_ids: govs.get(id) ?? [] }]));
}

export const replaceItemGovernorates = repo.replaceItemGovernorates;
export const itemHasPrices = repo.itemHasPrices;
/** Whether some item is sold in the governorate (geography asks before deleting one). */
export const governorateHasItems = repo.governorateHasItems;

/**
 * The rules of an item beyond the foreign keys: its product type is one of its product's, and
 * its governorates exist and are in its producer's country. Field → message keys.
 */
export async function checkItem(db: Db, body: ItemAdminBody): Promise<FieldErrors> {
  const [types, country, govs] = await Promise.all([listProductTypes(db), producerCountryId(db, body.producer_id), allGovernorates(db)]);
  const fields: FieldErrors = {};
  const type = types.find((t) => t.id === body.product_type_id);
  if (!type) fields.product_type_id = ['directories_ref_unknown'];
  else if (type.productId !== body.product_id) fields.product_type_id = ['directories_type_of_other_product'];
  if (country == null) fields.producer_id = ['directories_ref_unknown'];
  const byId = new Map(govs.map((g) => [g.id, g]));
  if (body.governorate_ids.some((id) => !byId.has(id))) fields.governorate_ids = ['directories_ref_unknown'];
  else if (country != null && body.governorate_ids.some((id) => byId.get(id)!.country_id !== country))
    fields.governorate_ids = ['directories_governorate_other_country'];
  return fields;
}

// ─── The open data API's reads (issue 20, domains/open-data) ──────────────────────────────────

/** Active items (of one product when given) with their product, producer, type, unit, country and governorates. */
export const openItems = (db: Pick<Db, 'execute'>, productId: number | null) => openRepo.openItems(db, productId);

/**
 * One page of an item's prices between two dates, oldest first: the national rollup (`price_days`)
 * without a governorate, else that governorate's rows; with the range's row count and the latest
 * change of its days (Last-Modified). An unknown or inactive item → 404.
 */
export async function openPrices(
  db: Pick<Db, 'execute'>,
  q: { item_id: number; gov_id?: number; from_date: string; to_date: string; page: number; per_page: number },
) {
  if (!(await openRepo.openItemExists(db, q.item_id))) throw new NotFound('api.item_not_found');
  const gov = q.gov_id ?? null;
  const [facts, rows] = await Promise.all([
    openRepo.openPriceFacts(db, q.item_id, gov, q.from_date, q.to_date),
    openRepo.openPricePage(db, q.item_id, gov, q.from_date, q.to_date, q.per_page, (q.page - 1) * q.per_page),
  ]);
  return {
    ...facts,
    rows: rows.map((r) => ({
      date: r.date,
      min_price: Number(r.min_price),
      max_price: Number(r.max_price),
      mid_price: Number(r.mid_price),
      gov_count: Number(r.gov_count),
    })),
  };
}

/** The latest change of a product's price days in a range (the open index's Last-Modified). */
export const productDaysLastModified = (db: Pick<Db, 'execute'>, productId: number, from: string, to: string) =>
  openRepo.productDaysLastModified(db, productId, from, to);

// ---------------------------------------------------------------------------------------------
// The national price index (issue 20): the price analysis's `index` and the open data API's

/** An index over a range: its base day (null when no item of the basket has a price from the year before `to`'s up to `to`) and its points. */
export interface PriceIndex {
  base_date: string | null;
  points: { date: string; value: number }[];
}

/**
 * The index of a basket of items between `from` and `to` (inclusive): the equally weighted mean
 * of each item's national mid relative to its mid on the base day, × 100 (the arithmetic of shared/analysis-math.ts
 * `indexPoints`, aggregated by PostgreSQL: repository/analysis.ts `indexRatios`). The base day is the first price day of any basket item in the calendar year of
 * `to` (on or before `to`), or of the year before while `to`'s year has none yet; items without a
 * price that day are left out.
 */
export async function basketIndex(db: Pick<Db, 'execute'>, itemIds: number[], from: string, to: string): Promise<PriceIndex> {
  // Before the year's first price day (New Year's Day, a holiday), the index stands on last year's base.
  const base =
    (await analysisRepo.firstDayBetween(db, itemIds, indexYearStart(to), to)) ??
    (await analysisRepo.firstDayBetween(db, itemIds, indexYearStart(`${Number(to.slice(0, 4)) - 1}${to.slice(4)}`), to));
  if (!base) return { base_date: null, points: [] };
  const ratios = await analysisRepo.indexRatios(db, itemIds, base, from, to);
  return { base_date: base, points: ratios.map((r) => ({ date: r.date, value: round2(r.ratio * 100) })) };
}

/**
 * The national price index of a product (all its active items, every country) between `from` and
 * `to`, ascending dates; for the open data API. Not cached here: the caller caches.
 */
export async function productIndex(db: Pick<Db, 'execute'>, productId: number, from: string, to: string): Promise<PriceIndex> {
  return basketIndex(db, await analysisRepo.activeItemIdsOfProduct(db, productId), from, to);
}
