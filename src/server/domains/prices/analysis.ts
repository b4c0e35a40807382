/**
 * GET price_analysis (issue 20): one item of a product over a period — its national (or one
 * governorate's) daily band and mid with 7- and 30-price-day moving averages, the day/week/month/
 * year changes, the latest day's spread over governorates, the latest mid of each item of the same
 * product type, and the product's national index. The arithmetic is shared/analysis-math.ts.
 *
 * Readers without the `analysis` entitlement get the last ANALYSIS_FREE_DAYS days ending at the
 * item's latest price day whatever they ask (`range.limited`); the route decides who is entitled,
 * so this service never sees a session. Answers are cached under PRICES_CACHE (a price save empties
 * them) keyed by the effective range, so every limited reader of an item shares one entry.
 */
import type { Db } from '../../db/client';
import type { Cache } from '../../platform/cache';
import { NotFound } from '../../platform/errors';
import { pick } from '../../platform/i18n';
import type { Lang } from '../../../shared/envelope';
import { addDays, addMonths, todayIso } from '../../../shared/dates';
import { CHANGE_DAYS, changes, movingAverage, round2, type DatedValue } from '../../../shared/analysis-math';
import { ANALYSIS_FREE_DAYS, type Analysis, type AnalysisPeriod, type AnalysisQuery } from '../../../shared/schemas/analysis';
import { translate } from '../../../shared/i18n/index';
import { toCsv } from '../../../shared/csv';
import { analysisFileName, analysisSeriesTable, ANALYSIS_SERIES_KINDS } from '../../../shared/price-exports';
import { xlsxBuffer, type XlsxSheet } from '../../platform/xlsx';
import { governoratesOf, resolveCountry } from '../geography';
import { products as listProducts } from '../products';
import type { CsvFile, XlsxFile } from './exports';
import { basketIndex, type PriceIndex } from './price-index';
import { PRICES_CACHE } from './reads';
import * as repo from './repository/analysis';

/** Answers depend on "today" (the latest price day): short-lived even without writes. */
const TTL = 60_000;
const LOOKUP_TTL = 10 * 60_000;
/** Price days read before the range so the 30-day moving average is defined at its start. */
const LOOKBACK_DAYS = 30;
const DEFAULT_PERIOD: AnalysisPeriod = '3M';
/** Before any price day: where the cached index starts. */
const HISTORY_START = '1900-01-01';
const PERIOD_MONTHS: Record<Exclude<AnalysisPeriod, 'all'>, number> = { '1M': 1, '3M': 3, '1Y': 12 };

/** The range an answer covers, after the entitlement and the defaults. */
export interface EffectiveRange {
  from: string;
  to: string;
  first: string | null;
  latest: string | null;
  period: AnalysisPeriod | null;
  limited: boolean;
}

/**
 * The range of an answer. Without the entitlement: the ANALYSIS_FREE_DAYS days ending at the
 * latest price day (today without one). With it: from_date and to_date when both are given; else
 * `period` (default 3M) counting back from to_date, or from the latest price day; "all" starts at
 * the item's first price day. A period of N months is N months back, plus one day (1M on
 * 2026-03-31 = 2026-03-01 … 2026-03-31).
 */
export function effectiveRange(
  q: Pick<AnalysisQuery, 'period' | 'from_date' | 'to_date'>,
  bounds: { first: string | null; latest: string | null },
  entitled: boolean,
  today: string,
): EffectiveRange {
  const { first, latest } = bounds;
  if (!entitled) {
    const to = latest ?? today;
    return { from: addDays(to, -(ANALYSIS_FREE_DAYS - 1)), to, first, latest, period: null, limited: true };
  }
  if (q.from_date && q.to_date) return { from: q.from_date, to: q.to_date, first, latest, period: null, limited: false };
  if (q.from_date) {
    const to = latest && latest >= q.from_date ? latest : today;
    return { from: q.from_date, to, first, latest, period: null, limited: false };
  }
  const to = q.to_date ?? latest ?? today;
  const period = q.period ?? DEFAULT_PERIOD;
  const from = period === 'all' ? (first && first < to ? first : to) : addDays(addMonths(to, -PERIOD_MONTHS[period]), 1);
  return { from, to, first, latest, period: q.to_date ? null : period, limited: false };
}

type Catalogue = { items: repo.AnalysisItemRow[]; governorates: { id: number; name_ar: string; name_en: string }[] };

/** The product's items and the country's governorates (language-free rows, cached until the catalogue or prices change). */
function catalogue(db: Db, cache: Cache, productId: number, countryId: number): Promise<Catalogue> {
  return cache.wrap(`${PRICES_CACHE}analysis-catalogue:${countryId}:${productId}`, LOOKUP_TTL, async () => {
    const [items, govs] = await Promise.all([repo.analysisItems(db, productId, countryId), governoratesOf(db, countryId)]);
    return { items, governorates: govs.map((g) => ({ id: g.id, name_ar: g.name_ar, name_en: g.name_en })) };
  });
}

/**
 * The product's index between `from` and `to`: a slice of its whole history up to the end of
 * `to`'s year (or today) against that year's base day, cached per product and year (decision
 * 032): one index serves every item, governorate and range of the year, so an answer does not
 * aggregate the whole product's price days (~140 ms in PostgreSQL for 300 items over two years).
 * The same points as basketIndex(items, from, to): the base day is the year's first price day
 * when it is on or before `to`, otherwise basketIndex's answer (the year before's base).
 */
async function yearIndex(
  db: Db,
  cache: Cache,
  countryId: number,
  productId: number,
  items: { id: number }[],
  from: string,
  to: string,
  today: string,
): Promise<PriceIndex> {
  const year = to.slice(0, 4);
  const end = `${year}-12-31` < today ? `${year}-12-31` : today;
  const all = await cache.wrap(`${PRICES_CACHE}analysis-index:${countryId}:${productId}:${year}:${end}`, LOOKUP_TTL, () =>
    basketIndex(
      db,
      items.map((i) => i.id),
      HISTORY_START,
      end,
    ),
  );
  // `to` before its year's first price day (New Year's Day): the year before's base (basketIndex), uncached, rare.
  if (!all.base_date || all.base_date > to)
    return basketIndex(
      db,
      items.map((i) => i.id),
      from,
      to,
    );
  return { base_date: all.base_date, points: all.points.filter((p) => p.date >= from && p.date <= to) };
}

/**
 * The answer of GET price_analysis. 404: unknown product (meta_name), an item that is not one of
 * the product's active items in the country (or a product without any), a governorate outside
 * the country. `entitled`: the reader holds `analysis`.
 */
export async function priceAnalysis(db: Db, cache: Cache, lang: Lang, q: AnalysisQuery, entitled: boolean): Promise<Analysis> {
  const today = todayIso();
  const country = await resolveCountry(db, cache, q.country);
  const countryId = country?.id ?? 0;
  const product = (await cache.wrap(`${PRICES_CACHE}analysis-products`, LOOKUP_TTL, () => listProducts(db))).find((p) => p.slug === q.meta_name);
  if (!product) throw new NotFound('api.product_not_found');
  const cat = await catalogue(db, cache, product.id, countryId);
  const item = q.item_id ? cat.items.find((i) => i.id === q.item_id) : cat.items[0];
  if (!item) throw new NotFound('api.item_not_found');
  const gov = q.gov_id ? cat.governorates.find((g) => g.id === q.gov_id) : undefined;
  if (q.gov_id && !gov) throw new NotFound('api.governorate_not_found');

  const bounds = await cache.wrap(`${PRICES_CACHE}analysis-bounds:${item.id}:${today}`, TTL, () => repo.itemDateBounds(db, item.id, today));
  const range = effectiveRange(q, bounds, entitled, today);
  const key = `${PRICES_CACHE}analysis:${lang}:${countryId}:${item.id}:${gov?.id ?? 0}:${range.from}:${range.to}:${range.period ?? ''}:${range.limited}`;
  return cache.wrap(key, TTL, async () => {
    const source: repo.SeriesSource = { itemId: item.id, govId: gov?.id ?? null };
    const sameType = cat.items.filter((i) => i.product_type_id === item.product_type_id);
    const [rows, latestOfType, index] = await Promise.all([
      // Not for a limited answer: from its moving averages' steps the days before would come back.
      repo.seriesRows(db, source, range.from, range.to, range.limited ? 0 : LOOKBACK_DAYS),
      repo.latestMids(
        db,
        sameType.map((i) => i.id),
        range.to,
      ),
      yearIndex(db, cache, countryId, product.id, cat.items, range.from, range.to, today),
    ]);
    const mids = rows.map((r) => Number(r.mid));
    const ma7 = movingAverage(mids, 7);
    const ma30 = movingAverage(mids, 30);
    const series = rows
      .map((r, i) => ({ date: r.date, min: round2(Number(r.min)), max: round2(Number(r.max)), mid: round2(mids[i]!), ma7: ma7[i]!, ma30: ma30[i]! }))
      .filter((p) => p.date >= range.from);

    // The changes look back from the range's last price day into the item's history (anchors).
    const last = series.at(-1);
    let points: DatedValue[] = [];
    if (last) {
      const anchors = await repo.lastDaysOnOrBefore(
        db,
        source,
        Object.values(CHANGE_DAYS).map((n) => addDays(last.date, -n)),
      );
      const byDate = new Map<string, number>(anchors.map((a) => [a.date, Number(a.mid)]));
      for (const r of rows) if (r.date <= last.date) byDate.set(r.date, Number(r.mid));
      points = [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, value]) => ({ date, value }));
    }

    // The spread is the item's latest national price day of the range, over the governorates.
    const itemLatest = latestOfType.find((r) => r.item_id === item.id);
    const spread = itemLatest ? await repo.governorateSpread(db, item.id, countryId, itemLatest.date) : [];
    const byId = new Map(sameType.map((i) => [i.id, i]));
    const producers = latestOfType
      .map((r) => {
        const it = byId.get(r.item_id)!;
        return {
          producer_id: it.producer_id,
          producer_name: pick(lang, it.producer_ar, it.producer_en),
          item_id: it.id,
          item_name: pick(lang, it.name_ar, it.name_en),
          mid: round2(Number(r.mid)),
          date: r.date,
        };
      })
      .sort((a, b) => b.mid - a.mid || a.item_id - b.item_id);

    const name = (r: { name_ar: string; name_en: string }) => pick(lang, r.name_ar, r.name_en);
    return {
      product: { id: product.id, slug: product.slug, name: pick(lang, product.nameAr, product.nameEn) },
      items: cat.items.map((i) => ({
        id: i.id,
        name: name(i),
        producer_id: i.producer_id,
        producer_name: pick(lang, i.producer_ar, i.producer_en),
        unit: pick(lang, i.unit_ar, i.unit_en),
        govs: i.govs,
      })),
      governorates: cat.governorates.map((g) => ({ id: g.id, name: name(g) })),
      item: {
        id: item.id,
        name: name(item),
        producer_id: item.producer_id,
        producer_name: pick(lang, item.producer_ar, item.producer_en),
        unit: pick(lang, item.unit_ar, item.unit_en),
      },
      governorate: gov ? { id: gov.id, name: name(gov) } : null,
      range: { from_date: range.from, to_date: range.to, first_date: range.first, latest_date: range.latest, period: range.period, limited: range.limited },
      series,
      changes: changes(points),
      spread: spread.map((s) => ({ id: s.id, name: name(s), min: round2(Number(s.min)), max: round2(Number(s.max)), mid: round2(Number(s.mid)) })),
      producers,
      index,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The exports (entitlement `analysis`, checked by the route): the same query as GET price_analysis

const seriesOf = (lang: Lang, a: Analysis) => analysisSeriesTable(a.series, (key) => translate(lang, `exports.${key}`));

/** GET price_analysis_csv: the series table (date, min, max, mid, ma7, ma30), headers in the request's language. */
export async function analysisCsvFile(db: Db, cache: Cache, lang: Lang, q: AnalysisQuery): Promise<CsvFile> {
  const a = await priceAnalysis(db, cache, lang, q, true);
  const { header, body } = seriesOf(lang, a);
  return { fileName: analysisFileName(a.product.slug, a.item.id, a.range.from_date, a.range.to_date, 'csv'), text: toCsv(header, body) };
}

/** GET price_analysis_xlsx: the series, then the spread over governorates, the producers and the index, a sheet each. */
export async function analysisXlsxFile(db: Db, cache: Cache, lang: Lang, q: AnalysisQuery): Promise<XlsxFile> {
  const a = await priceAnalysis(db, cache, lang, q, true);
  const l = (key: Parameters<typeof translate>[1] & `exports.${string}`, vars?: Record<string, string>) => translate(lang, key, vars);
  const series = seriesOf(lang, a);
  const money = (n: number) => n.toFixed(2);
  const sheets: XlsxSheet[] = [
    { name: l('exports.sheet_series'), header: series.header, kinds: ANALYSIS_SERIES_KINDS, rows: series.body },
    {
      name: l('exports.sheet_spread'),
      header: [l('exports.governorate'), l('exports.min'), l('exports.max'), l('exports.mid')],
      kinds: ['text', 'number', 'number', 'number'],
      rows: a.spread.map((s) => [s.name, money(s.min), money(s.max), money(s.mid)]),
    },
    {
      name: l('exports.sheet_producers'),
      header: [l('exports.producer'), l('exports.item'), l('exports.date'), l('exports.mid')],
      kinds: ['text', 'text', 'date', 'number'],
      rows: a.producers.map((p) => [p.producer_name, p.item_name, p.date, money(p.mid)]),
    },
    {
      name: l('exports.sheet_index'),
      header: [l('exports.date'), l('exports.index', { date: a.index.base_date ?? '' })],
      kinds: ['date', 'number'],
      rows: a.index.points.map((p) => [p.date, money(p.value)]),
    },
  ];
  return {
    fileName: analysisFileName(a.product.slug, a.item.id, a.range.from_date, a.range.to_date, 'xlsx'),
    bytes: await xlsxBuffer(sheets, { rightToLeft: lang === 'ar' }),
  };
}
