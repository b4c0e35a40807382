import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemGovernorates, items, units } from '../../db/schema/index';
import type { DbTransaction } from '../../platform/idempotency';
import type { AdminTableSpec } from '../directory/admin';

/**
 * Prices are filtered with `item_id = any(array(select ...))`, not a join: the plan stays on the
 * (price_date) / (item_id, price_date) / unique (item_id, governorate_id, price_date) indexes at
 * millions of rows (a plain join flips to a 10x slower plan after ANALYZE — docs/architecture.md).
 *
 * Tables: this domain owns prices, items, item_governorates and units. The price queries below
 * also read producers, product_types and governorates (names, `is_active`, `country_id`) inside
 * the same SQL statement: one indexed plan per answer, read-only. Whole lists of those tables come
 * from their owners' services (producers, site, geography), never from here.
 */
/** How far back the home table looks for "today's" prices. */
const RECENT_DAYS = 60;

const countryGovs = (countryId: number) => sql`any(array(select id from governorates where country_id = ${countryId}))`;

/**
 * The latest price date on or before `today` (the market's day) in the country, and the one
 * before it, looked for within the last RECENT_DAYS days: a bounded scan of the price_date
 * index even for a country without prices.
 */
export async function latestTwoDates(db: Db, countryId: number, today: string): Promise<{ latest: string | null; previous: string | null }> {
  const { rows } = await db.execute<{ latest: string | null; previous: string | null }>(sql`
    with l as (
      select max(price_date) as d from prices
      where governorate_id = ${countryGovs(countryId)} and price_date <= ${today}
        and price_date > ${today}::date - ${RECENT_DAYS}::int
    )
    select (select d from l)::text as latest,
           (select max(price_date) from prices
             where governorate_id = ${countryGovs(countryId)} and price_date < (select d from l)
               and price_date > (select d from l) - ${RECENT_DAYS}::int)::text as previous`);
  return rows[0] ?? { latest: null, previous: null };
}

export type ItemDayRow = { item_id: number; product_id: number; name_ar: string; name_en: string; max_price: string; min_price: string; mid_price: string };

/** Per item on a date across the country's governorates: highest, lowest and average price. */
export async function itemPricesOn(db: Db, countryId: number, date: string) {
  const { rows } = await db.execute<ItemDayRow>(sql`
    select p.item_id, i.product_id, i.name_ar, i.name_en,
           max(p.max_price)::text as max_price, min(p.min_price)::text as min_price, round(avg(p.mid_price), 2)::text as mid_price
    from prices p join items i on i.id = p.item_id
    where p.price_date = ${date} and p.governorate_id = ${countryGovs(countryId)} and i.is_active
    group by p.item_id, i.product_id, i.name_ar, i.name_en, i.sort
    order by i.product_id, i.sort, p.item_id`);
  return rows;
}

export type GovChangeRow = { gov_id: number; name_ar: string; name_en: string; today: string; yesterday: string };

/** Per governorate: the sum of mid prices on `date` and on `previous`, over the items priced on both. */
export async function governorateChanges(db: Db, countryId: number, date: string, previous: string) {
  const { rows } = await db.execute<GovChangeRow>(sql`
    select g.id as gov_id, g.name_ar, g.name_en, sum(t.mid_price)::text as today, sum(y.mid_price)::text as yesterday
    from prices t
    join prices y on y.item_id = t.item_id and y.governorate_id = t.governorate_id and y.price_date = ${previous}
    join governorates g on g.id = t.governorate_id
    where t.price_date = ${date} and t.governorate_id = ${countryGovs(countryId)}
    group by g.id, g.name_ar, g.name_en, g.sort
    order by g.sort, g.id`);
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Lookup data of the filter cascade owned here: items with their govs (products, types, producers
// and governorates come from the site, producers and geography services)

export type NamedRow = { id: number; name_ar: string; name_en: string };
export type ItemRow = NamedRow & { product_id: number; product_type_id: number; producer_id: number; govs: number[] };

/** Active items of the country's active producers, each with the governorates it is priced in. */
export async function listItems(db: Db, countryId: number): Promise<ItemRow[]> {
  const { rows } = await db.execute<ItemRow>(sql`
    select i.id, i.product_id, i.product_type_id, i.producer_id, i.name_ar, i.name_en,
           coalesce(array(select ig.governorate_id from item_governorates ig where ig.item_id = i.id order by ig.governorate_id), '{}') as govs
    from items i join producers pr on pr.id = i.producer_id
    where i.is_active and pr.is_active and pr.country_id = ${countryId}
    order by i.product_id, i.sort, i.id`);
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Price rows

export interface PriceFilter {
  countryId: number;
  productId: number;
  productTypeId?: number;
  producerId?: number;
  itemId?: number;
  govId: number;
  /** Already normalised with binaa_normalize's rules (normalizeArabic). */
  word?: string;
}

/** The item ids the filter selects, as an SQL sub-select. */
function filteredItems(f: PriceFilter): SQL {
  const conditions: SQL[] = [sql`i.product_id = ${f.productId}`, sql`i.is_active`, sql`pr.is_active`, sql`pr.country_id = ${f.countryId}`];
  if (f.productTypeId) conditions.push(sql`i.product_type_id = ${f.productTypeId}`);
  if (f.producerId) conditions.push(sql`i.producer_id = ${f.producerId}`);
  if (f.itemId) conditions.push(sql`i.id = ${f.itemId}`);
  if (f.word) {
    const like = `%${f.word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(binaa_normalize(i.name_ar || ' ' || i.name_en || ' ' || pr.name_ar || ' ' || pr.name_en) like ${like})`);
  }
  return sql`select i.id from items i join producers pr on pr.id = i.producer_id where ${sql.join(conditions, sql` and `)}`;
}

/**
 * The latest price date on or before `today` for the filter, or null when it has none. One
 * backward probe of the unique (item_id, governorate_id, price_date) index per item: a plain
 * max() over `item_id = any(...)` walks the price_date index and reads the whole table when the
 * filter matches nothing.
 */
export async function latestPriceDate(db: Db, f: PriceFilter, today: string): Promise<string | null> {
  const { rows } = await db.execute<{ d: string | null }>(sql`
    select max(d)::text as d from (
      select (select p.price_date from prices p
              where p.item_id = i.id and p.governorate_id = ${f.govId} and p.price_date <= ${today}
              order by p.price_date desc limit 1) as d
      from unnest(array(${filteredItems(f)})) as i(id)
    ) x`);
  return rows[0]?.d ?? null;
}

export type PriceRowRaw = {
  item_id: number;
  producer_id: number;
  product_type_id: number;
  gov_id: number;
  item_ar: string;
  item_en: string;
  producer_ar: string;
  producer_en: string;
  type_ar: string;
  type_en: string;
  gov_ar: string;
  gov_en: string;
  unit_ar: string;
  unit_en: string;
  price_date: string;
  min_price: string;
  max_price: string;
  mid_price: string;
  mid_price_yesterday: string | null;
};

/**
 * Prices of the filter's items in one governorate between two dates (inclusive), newest first
 * within each item, at most `limit` rows. `mid_price_yesterday` is the previous price day's mid
 * of the same item and governorate (inside the range by a window, else one index probe).
 */
export async function priceRows(db: Db, f: PriceFilter, from: string, to: string, limit: number): Promise<PriceRowRaw[]> {
  const { rows } = await db.execute<PriceRowRaw>(sql`
    with p as (
      select p.item_id, p.governorate_id, p.price_date, p.min_price, p.max_price, p.mid_price,
             lag(p.mid_price) over (partition by p.item_id order by p.price_date) as prev_mid
      from prices p
      where p.item_id = any(array(${filteredItems(f)})) and p.governorate_id = ${f.govId}
        and p.price_date between ${from} and ${to}
    ), page as (
      select * from p order by p.price_date desc, p.item_id limit ${limit}
    )
    select page.item_id, i.producer_id, i.product_type_id, page.governorate_id as gov_id,
           i.name_ar as item_ar, i.name_en as item_en, pr.name_ar as producer_ar, pr.name_en as producer_en,
           t.name_ar as type_ar, t.name_en as type_en, g.name_ar as gov_ar, g.name_en as gov_en,
           u.name_ar as unit_ar, u.name_en as unit_en,
           page.price_date::text, page.min_price::text, page.max_price::text, page.mid_price::text,
           coalesce(page.prev_mid, (
             select y.mid_price from prices y
             where y.item_id = page.item_id and y.governorate_id = page.governorate_id and y.price_date < page.price_date
             order by y.price_date desc limit 1
           ))::text as mid_price_yesterday
    from page
    join items i on i.id = page.item_id
    join producers pr on pr.id = i.producer_id
    join product_types t on t.id = i.product_type_id
    join governorates g on g.id = page.governorate_id
    join units u on u.id = i.unit_id
    order by t.sort, t.id, i.sort, i.id, page.price_date desc`);
  return rows;
}

/**
 * The comparison answer's rows as JSON text, built by PostgreSQL: one object per date
 * (ascending) with item1..item4 = {name, min, max, mid} of the Nth (item, governorate) pair, or
 * null. Each pair is one index-only range scan of the covering (item_id, governorate_id,
 * price_date) index; the rows never become JavaScript objects (a 4 x 365 answer is 1,460 cells).
 * The text is concatenated, not built with json_build_object/json_agg: a 4 x 365 answer takes
 * ~1.5 ms in PostgreSQL rather than ~7 (each json cell was rendered, parsed and rendered again),
 * and one statement serves 1 to 4 pairs (decision 032). The names arrive JSON-encoded; prices
 * are numeric(12, 2), never null, so their text is a valid JSON string as it is.
 */
export async function comparisonJson(db: Db, pairs: { itemId: number; govId: number; name: string }[], from: string, to: string): Promise<string> {
  if (pairs.length === 0) return '[]';
  const { rows } = await db.execute<{ body: string }>(sql`
    select coalesce('[' || string_agg('{"date":"' || d || '","item1":' || coalesce(c1, 'null') || ',"item2":' || coalesce(c2, 'null')
             || ',"item3":' || coalesce(c3, 'null') || ',"item4":' || coalesce(c4, 'null') || '}', ',' order by d) || ']', '[]') as body
    from (
      select p.price_date as d,
             max(p.cell) filter (where k.slot = 1) as c1, max(p.cell) filter (where k.slot = 2) as c2,
             max(p.cell) filter (where k.slot = 3) as c3, max(p.cell) filter (where k.slot = 4) as c4
      from unnest(${sql.param(pairs.map((p) => p.itemId))}::int[], ${sql.param(pairs.map((p) => p.govId))}::int[],
                  ${sql.param(pairs.map((p) => JSON.stringify(p.name)))}::text[]) with ordinality as k(item_id, gov_id, name, slot)
      cross join lateral (
        select price_date, '{"name":' || k.name || ',"min":"' || min_price || '","max":"' || max_price || '","mid":"' || mid_price || '"}' as cell
        from prices where item_id = k.item_id and governorate_id = k.gov_id and price_date between ${from} and ${to}
      ) p
      group by p.price_date
    ) x`);
  return rows[0]?.body ?? '[]';
}
export type ItemNameRow = NamedRow & { country_id: number; govs: number[] };

/** Every active item (of an active producer) with its country and governorates: comparison labels. */
export async function listAllItemNames(db: Db): Promise<ItemNameRow[]> {
  const { rows } = await db.execute<ItemNameRow>(sql`
    select i.id, i.name_ar, i.name_en, pr.country_id,
           coalesce(array(select ig.governorate_id from item_governorates ig where ig.item_id = i.id), '{}') as govs
    from items i join producers pr on pr.id = i.producer_id
    where i.is_active and pr.is_active`);
  return rows;
}

// ---------------------------------------------------------------------------------------------
// The catalogue for other domains (deals): units, and one item with where it is sold.

/** Ton, KG, KM… by id. */
export async function listUnits(db: Pick<Db, 'execute'>): Promise<NamedRow[]> {
  const { rows } = await db.execute<NamedRow>(sql`select id, name_ar, name_en from units order by id`);
  return rows;
}

export type ItemPlacementRow = { id: number; product_id: number; product_type_id: number; producer_id: number; country_id: number; govs: number[] };

/** An active item of an active producer, with its country and governorates (none = anywhere in its country). */
export async function findItemPlacement(db: Pick<Db, 'execute'>, itemId: number): Promise<ItemPlacementRow | undefined> {
  const { rows } = await db.execute<ItemPlacementRow>(sql`
    select i.id, i.product_id, i.product_type_id, i.producer_id, pr.country_id,
           coalesce(array(select ig.governorate_id from item_governorates ig where ig.item_id = i.id), '{}') as govs
    from items i join producers pr on pr.id = i.producer_id
    where i.id = ${itemId} and i.is_active and pr.is_active`);
  return rows[0];
}

// ---------------------------------------------------------------------------------------------
// The back office's units and items (issue 18, domains/directory/admin.ts), and an item's governorates.

export const unitAdminSpec: AdminTableSpec = { table: units, order: [units.code] };
export const itemAdminSpec: AdminTableSpec = {
  table: items,
  order: [items.productId, items.sort],
  active: items.isActive,
  filters: { product_id: items.productId, product_type_id: items.productTypeId, producer_id: items.producerId },
};

/** The governorates of each item (ascending ids; an item without any is missing from the map). */
export async function itemGovernorateIds(db: Pick<Db, 'select'>, itemIds: number[]): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ itemId: itemGovernorates.itemId, governorateId: itemGovernorates.governorateId })
    .from(itemGovernorates)
    .where(inArray(itemGovernorates.itemId, itemIds))
    .orderBy(asc(itemGovernorates.governorateId));
  const out = new Map<number, number[]>();
  for (const r of rows) out.set(r.itemId, [...(out.get(r.itemId) ?? []), r.governorateId]);
  return out;
}

/** Makes `governorateIds` the item's governorates. */
export async function replaceItemGovernorates(tx: DbTransaction, itemId: number, governorateIds: number[]): Promise<void> {
  await tx.delete(itemGovernorates).where(eq(itemGovernorates.itemId, itemId));
  if (governorateIds.length) await tx.insert(itemGovernorates).values(governorateIds.map((governorateId) => ({ itemId, governorateId })));
}

/** Whether an item has prices (a delete would take them with it). */
export async function itemHasPrices(db: Pick<Db, 'execute'>, itemId: number): Promise<boolean> {
  const { rows } = await db.execute<{ used: boolean }>(sql`select exists(select 1 from prices where item_id = ${itemId}) as used`);
  return rows[0]?.used === true;
}

/** Whether some item is sold in a governorate (a delete of the governorate would drop it from their lists). */
export async function governorateHasItems(db: Pick<Db, 'execute'>, governorateId: number): Promise<boolean> {
  const { rows } = await db.execute<{ used: boolean }>(sql`select exists(select 1 from item_governorates where governorate_id = ${governorateId}) as used`);
  return rows[0]?.used === true;
}
