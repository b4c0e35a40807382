/**
 * The back office's price queries (issue 18): the catalogue a write is checked against, the grid
 * of a day, an item's history; the writes of a day or a file are ./staging.ts. The rest of the
 * domain's queries are in ../repository.ts.
 *
 * Like ../repository.ts, the grid and history read producers, product_types, units and
 * governorates inside their own statements (names, `is_active`, `country_id`; read-only).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';

type Exec = Pick<Db, 'execute'>;

/** Governorates an item is priced in: its own list, or every governorate of its producer's country when it has none. */
const soldIn = (item: SQL, gov: SQL) => sql`
  (exists (select 1 from item_governorates ig where ig.item_id = ${item} and ig.governorate_id = ${gov})
   or not exists (select 1 from item_governorates ig where ig.item_id = ${item}))`;

// ─── The catalogue a save or an import is checked against ────────────────────

export type EntryItemRow = {
  id: number;
  product_id: number;
  country_id: number;
  name_ar: string;
  name_en: string;
  govs: number[];
};

/** Every active item of an active producer, with its country and governorates (empty = its whole country). */
export async function entryItems(db: Exec): Promise<EntryItemRow[]> {
  const { rows } = await db.execute<EntryItemRow>(sql`
    select i.id, i.product_id, pr.country_id, i.name_ar, i.name_en,
           coalesce(array(select ig.governorate_id from item_governorates ig where ig.item_id = i.id), '{}') as govs
    from items i join producers pr on pr.id = i.producer_id
    where i.is_active and pr.is_active`);
  return rows.map((r) => ({ ...r, govs: r.govs.map(Number) }));
}

// ─── The grid of a day ───────────────────────────────────────────────────────

export type GridRowRaw = {
  item_id: number;
  item_ar: string;
  item_en: string;
  producer_ar: string;
  producer_en: string;
  type_ar: string;
  type_en: string;
  unit_ar: string;
  unit_en: string;
  governorate_id: number;
  gov_ar: string;
  gov_en: string;
  min_price: string | null;
  mid_price: string | null;
  max_price: string | null;
  last_date: string | null;
  last_min_price: string | null;
  last_mid_price: string | null;
  last_max_price: string | null;
};

/**
 * Every active item of the product (active producers of the country) in every governorate it is
 * sold in, with its price on `date` and its last price before `date` (one backward probe of the
 * unique (item_id, governorate_id, price_date) index per row). Ordered as the public page: type,
 * item, then governorate.
 */
export async function gridRows(db: Exec, productId: number, countryId: number, date: string): Promise<GridRowRaw[]> {
  const { rows } = await db.execute<GridRowRaw>(sql`
    with pairs as (
      select i.id as item_id, g.id as governorate_id, i.name_ar as item_ar, i.name_en as item_en,
             pr.name_ar as producer_ar, pr.name_en as producer_en, t.name_ar as type_ar, t.name_en as type_en,
             u.name_ar as unit_ar, u.name_en as unit_en, g.name_ar as gov_ar, g.name_en as gov_en,
             t.sort as t_sort, t.id as t_id, i.sort as i_sort, g.sort as g_sort
      from items i
      join producers pr on pr.id = i.producer_id
      join product_types t on t.id = i.product_type_id
      join units u on u.id = i.unit_id
      join governorates g on g.country_id = pr.country_id and ${soldIn(sql.raw('i.id'), sql.raw('g.id'))}
      where i.product_id = ${productId} and i.is_active and pr.is_active and pr.country_id = ${countryId}
    )
    select p.item_id, p.item_ar, p.item_en, p.producer_ar, p.producer_en, p.type_ar, p.type_en, p.unit_ar, p.unit_en,
           p.governorate_id, p.gov_ar, p.gov_en,
           d.min_price::text, d.mid_price::text, d.max_price::text,
           l.price_date::text as last_date, l.min_price::text as last_min_price, l.mid_price::text as last_mid_price, l.max_price::text as last_max_price
    from pairs p
    left join prices d on d.item_id = p.item_id and d.governorate_id = p.governorate_id and d.price_date = ${date}
    left join lateral (
      select x.price_date, x.min_price, x.mid_price, x.max_price from prices x
      where x.item_id = p.item_id and x.governorate_id = p.governorate_id and x.price_date < ${date}
      order by x.price_date desc limit 1
    ) l on true
    order by p.t_sort, p.t_id, p.i_sort, p.item_id, p.g_sort, p.governorate_id`);
  return rows;
}

/** Of the (item, governorate) pairs sold on a day in a country (all countries: null), how many have a price that day. */
/**
 * The day's price entry per product (the dashboard): the (item, governorate) pairs of active items
 * of active producers, sold there, and how many have a price on `date`.
 */
export async function dayProgress(db: Exec, date: string) {
  const { rows } = await db.execute<{ id: number; name_ar: string; name_en: string; total: number; entered: number }>(sql`
    select p.id, p.name_ar, p.name_en, count(*)::int as total, count(d.item_id)::int as entered
    from items i
    join products p on p.id = i.product_id
    join producers pr on pr.id = i.producer_id
    join governorates g on g.country_id = pr.country_id and ${soldIn(sql.raw('i.id'), sql.raw('g.id'))}
    left join prices d on d.item_id = i.id and d.governorate_id = g.id and d.price_date = ${date}
    where i.is_active and pr.is_active
    group by p.id, p.name_ar, p.name_en, p.sort
    order by p.sort, p.id`);
  return rows;
}

// ─── History ─────────────────────────────────────────────────────────────────

export type HistoryItemRow = { id: number; name_ar: string; name_en: string; country_id: number; govs: number[] };

/** An item (active or not) with its producer's country and its governorates. */
export async function historyItem(db: Exec, itemId: number): Promise<HistoryItemRow | undefined> {
  const { rows } = await db.execute<HistoryItemRow>(sql`
    select i.id, i.name_ar, i.name_en, pr.country_id,
           coalesce(array(select ig.governorate_id from item_governorates ig where ig.item_id = i.id), '{}') as govs
    from items i join producers pr on pr.id = i.producer_id where i.id = ${itemId}`);
  return rows[0] && { ...rows[0], govs: rows[0].govs.map(Number) };
}

export type HistoryRowRaw = {
  price_date: string;
  governorate_id: number;
  gov_ar: string;
  gov_en: string;
  min_price: string;
  mid_price: string;
  max_price: string;
  mid_before: string | null;
  total: number;
};

/** An item's prices between two dates (one governorate or all), newest first, a page of them with the total. */
export async function historyRows(
  db: Exec,
  q: { itemId: number; governorateId?: number; from: string; to: string; limit: number; offset: number },
): Promise<HistoryRowRaw[]> {
  const { rows } = await db.execute<HistoryRowRaw>(sql`
    with h as (
      select p.price_date, p.governorate_id, p.min_price, p.mid_price, p.max_price,
             lag(p.mid_price) over (partition by p.governorate_id order by p.price_date) as prev_mid
      from prices p
      where p.item_id = ${q.itemId} and p.price_date between ${q.from} and ${q.to}
        ${q.governorateId ? sql`and p.governorate_id = ${q.governorateId}` : sql``}
    )
    select h.price_date::text, h.governorate_id, g.name_ar as gov_ar, g.name_en as gov_en,
           h.min_price::text, h.mid_price::text, h.max_price::text,
           coalesce(h.prev_mid, (
             select y.mid_price from prices y
             where y.item_id = ${q.itemId} and y.governorate_id = h.governorate_id and y.price_date < h.price_date
             order by y.price_date desc limit 1))::text as mid_before,
           count(*) over ()::int as total
    from h join governorates g on g.id = h.governorate_id
    order by h.price_date desc, g.sort, g.id
    limit ${q.limit} offset ${q.offset}`);
  return rows;
}
