/**
 * The price analysis's queries (issue 20). National figures come from `price_days` (the daily
 * rollup kept by triggers on prices: one row per item and price day, primary key (item_id,
 * price_date)); a governorate's come from `prices` on its unique (item_id, governorate_id,
 * price_date) index. Like ../repository.ts, the item list reads producers, units and governorates
 * inside its own statement (names, `is_active`, `country_id`; read-only).
 *
 * Prices leave as text (numeric) and become numbers in the service.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';

type Exec = Pick<Db, 'execute'>;

/** An int[] parameter (one bound text value). */
const intArray = (ids: number[]): SQL => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

export type AnalysisItemRow = {
  id: number;
  product_type_id: number;
  producer_id: number;
  name_ar: string;
  name_en: string;
  producer_ar: string;
  producer_en: string;
  unit_ar: string;
  unit_en: string;
  govs: number[];
};

/** The product's active items of the country's active producers (menu order), with producer, unit and listed governorates (empty = the whole country). */
export async function analysisItems(db: Exec, productId: number, countryId: number): Promise<AnalysisItemRow[]> {
  const { rows } = await db.execute<AnalysisItemRow>(sql`
    select i.id, i.product_type_id, i.producer_id, i.name_ar, i.name_en,
           pr.name_ar as producer_ar, pr.name_en as producer_en, u.name_ar as unit_ar, u.name_en as unit_en,
           coalesce(array(select ig.governorate_id from item_governorates ig where ig.item_id = i.id order by ig.governorate_id), '{}') as govs
    from items i join producers pr on pr.id = i.producer_id join units u on u.id = i.unit_id
    where i.product_id = ${productId} and i.is_active and pr.is_active and pr.country_id = ${countryId}
    order by i.sort, i.id`);
  return rows.map((r) => ({ ...r, govs: r.govs.map(Number) }));
}

/** The first and latest price days of an item (nationally, on or before `today`). */
export async function itemDateBounds(db: Exec, itemId: number, today: string): Promise<{ first: string | null; latest: string | null }> {
  const { rows } = await db.execute<{ first: string | null; latest: string | null }>(sql`
    select (select min(price_date) from price_days where item_id = ${itemId})::text as first,
           (select max(price_date) from price_days where item_id = ${itemId} and price_date <= ${today})::text as latest`);
  return rows[0] ?? { first: null, latest: null };
}

export type DayRow = { date: string; min: string; max: string; mid: string };

/** Where a series is read from: the national rollup, or one governorate's prices. */
export interface SeriesSource {
  itemId: number;
  govId: number | null;
}

const sourceRows = (s: SeriesSource) =>
  s.govId == null
    ? sql`select price_date, min_price, max_price, mid_price from price_days where item_id = ${s.itemId}`
    : sql`select price_date, min_price, max_price, mid_price from prices where item_id = ${s.itemId} and governorate_id = ${s.govId}`;

/**
 * The series between `from` and `to` (inclusive, ascending), preceded by up to `before` price days
 * before `from` (what the moving averages need at the range's start). Two range scans of the
 * primary key / unique index.
 */
export async function seriesRows(db: Exec, s: SeriesSource, from: string, to: string, before: number): Promise<DayRow[]> {
  const { rows } = await db.execute<DayRow>(sql`
    select price_date::text as date, min_price::text as min, max_price::text as max, mid_price::text as mid from (
      (select * from (${sourceRows(s)}) a where price_date < ${from} order by price_date desc limit ${before})
      union all
      (select * from (${sourceRows(s)}) b where price_date between ${from} and ${to})
    ) x order by price_date`);
  return rows;
}

/** For each date of `targets`, the last price day of the source on or before it (the changes' anchors); targets without one are absent. */
export async function lastDaysOnOrBefore(db: Exec, s: SeriesSource, targets: string[]): Promise<{ date: string; mid: string }[]> {
  if (targets.length === 0) return [];
  const { rows } = await db.execute<{ date: string; mid: string }>(sql`
    select distinct d.price_date::text as date, d.mid_price::text as mid
    from unnest(${`{${targets.join(',')}}`}::date[]) as t(day)
    cross join lateral (select price_date, mid_price from (${sourceRows(s)}) r where price_date <= t.day order by price_date desc limit 1) d
    order by 1`);
  return rows;
}

export type SpreadRow = { id: number; name_ar: string; name_en: string; min: string; max: string; mid: string };

/** An item's prices per governorate of the country on `date`, highest mid first. */
export async function governorateSpread(db: Exec, itemId: number, countryId: number, date: string): Promise<SpreadRow[]> {
  const { rows } = await db.execute<SpreadRow>(sql`
    select g.id, g.name_ar, g.name_en, p.min_price::text as min, p.max_price::text as max, p.mid_price::text as mid
    from prices p join governorates g on g.id = p.governorate_id
    where p.item_id = ${itemId} and p.price_date = ${date} and g.country_id = ${countryId}
    order by p.mid_price desc, g.sort, g.id`);
  return rows;
}

/** Each item's latest national price day on or before `to` (items without one are absent). */
export async function latestMids(db: Exec, itemIds: number[], to: string): Promise<{ item_id: number; date: string; mid: string }[]> {
  if (itemIds.length === 0) return [];
  const { rows } = await db.execute<{ item_id: number; date: string; mid: string }>(sql`
    select i.id as item_id, d.price_date::text as date, d.mid_price::text as mid
    from unnest(${intArray(itemIds)}) as i(id)
    cross join lateral (select price_date, mid_price from price_days where item_id = i.id and price_date <= ${to} order by price_date desc limit 1) d`);
  return rows;
}

/** The active items of a product (every country): the open data index's basket. */
export async function activeItemIdsOfProduct(db: Exec, productId: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`select id from items where product_id = ${productId} and is_active order by id`);
  return rows.map((r) => r.id);
}

/** The first price day of any of `itemIds` between `from` and `to` (the index's base day), or null. */
export async function firstDayBetween(db: Exec, itemIds: number[], from: string, to: string): Promise<string | null> {
  if (itemIds.length === 0) return null;
  const { rows } = await db.execute<{ d: string | null }>(sql`
    select min(d)::text as d from (
      select (select price_date from price_days where item_id = i.id and price_date between ${from} and ${to} order by price_date limit 1) as d
      from unnest(${intArray(itemIds)}) as i(id)
    ) x`);
  return rows[0]?.d ?? null;
}

/**
 * The index's ratio per date between `from` and `to` (ascending): the mean of mid / base mid over
 * the items of `itemIds` with a national price that day and a positive one on `base`, in float8
 * as the arithmetic in shared/analysis-math.ts `indexPoints` does (× 100 and rounding are the
 * caller's). Aggregated here, not in Node: a product of 300 items over two years is 220,000
 * price days, ~140 ms in PostgreSQL against ~350 ms of Node CPU as rows (decision 032).
 */
export async function indexRatios(db: Exec, itemIds: number[], base: string, from: string, to: string): Promise<{ date: string; ratio: number }[]> {
  if (itemIds.length === 0) return [];
  const { rows } = await db.execute<{ date: string; ratio: number }>(sql`
    select d.price_date::text as date, sum(d.mid_price::float8 / b.mid_price::float8) / count(*) as ratio
    from price_days b
    join price_days d on d.item_id = b.item_id and d.price_date between ${from} and ${to}
    where b.item_id = any(${intArray(itemIds)}) and b.price_date = ${base} and b.mid_price > 0
    group by d.price_date
    order by d.price_date`);
  return rows;
}
