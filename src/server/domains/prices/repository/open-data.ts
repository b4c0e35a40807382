/**
 * The open data API's reads of the catalogue and the prices (issue 20, domains/open-data): the
 * active items with their parents' names, and an item's daily prices — the national rollup
 * (`price_days`) or one governorate's rows (`prices`) — a page at a time, with the range's size
 * and the last change of its days (`price_days.updated_at` moves with every write of prices).
 *
 * Like ../repository.ts, the items' statement reads products, producers, product_types, units,
 * countries and governorates inside itself (names; read-only).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

type Exec = Pick<Db, 'execute'>;

export type OpenItemRow = {
  id: number;
  name_ar: string;
  name_en: string;
  product_id: number;
  product_slug: string;
  product_name_ar: string;
  product_name_en: string;
  producer_id: number;
  producer_name_ar: string;
  producer_name_en: string;
  type_id: number;
  type_name_ar: string;
  type_name_en: string;
  unit_id: number;
  unit_code: string;
  unit_name_ar: string;
  unit_name_en: string;
  country_id: number;
  country_slug: string;
  governorate_ids: number[];
};

/** Active items of active producers (of one product when given), in menu order. */
export async function openItems(db: Exec, productId: number | null): Promise<OpenItemRow[]> {
  const { rows } = await db.execute<OpenItemRow>(sql`
    select i.id, i.name_ar, i.name_en,
           p.id as product_id, p.slug as product_slug, p.name_ar as product_name_ar, p.name_en as product_name_en,
           pr.id as producer_id, pr.name_ar as producer_name_ar, pr.name_en as producer_name_en,
           t.id as type_id, t.name_ar as type_name_ar, t.name_en as type_name_en,
           u.id as unit_id, u.code as unit_code, u.name_ar as unit_name_ar, u.name_en as unit_name_en,
           c.id as country_id, c.slug as country_slug,
           coalesce(nullif(array(select ig.governorate_id from item_governorates ig where ig.item_id = i.id order by 1), '{}'),
                    array(select g.id from governorates g where g.country_id = pr.country_id order by 1)) as governorate_ids
    from items i
    join products p on p.id = i.product_id
    join producers pr on pr.id = i.producer_id
    join product_types t on t.id = i.product_type_id
    join units u on u.id = i.unit_id
    join countries c on c.id = pr.country_id
    where i.is_active and pr.is_active ${productId == null ? sql`` : sql`and i.product_id = ${productId}`}
    order by p.sort, p.id, i.sort, i.id`);
  return rows.map((r) => ({ ...r, governorate_ids: r.governorate_ids.map(Number) }));
}

/** Whether the item exists and is active with its producer. */
export async function openItemExists(db: Exec, itemId: number): Promise<boolean> {
  const { rows } = await db.execute<{ ok: boolean }>(sql`
    select exists (select 1 from items i join producers pr on pr.id = i.producer_id where i.id = ${itemId} and i.is_active and pr.is_active) as ok`);
  return rows[0]?.ok === true;
}

export type OpenPriceDbRow = { date: string; min_price: string; max_price: string; mid_price: string; gov_count: number };
export type RangeFacts = { total: number; last_modified: Date | null };

/** Rows in the range (inclusive) and the latest change of the item's days in it (`updated_at`, or a day removed). */
export async function openPriceFacts(db: Exec, itemId: number, govId: number | null, from: string, to: string): Promise<RangeFacts> {
  const count =
    govId == null
      ? sql`(select count(*)::int from price_days where item_id = ${itemId} and price_date between ${from} and ${to})`
      : sql`(select count(*)::int from prices where item_id = ${itemId} and governorate_id = ${govId} and price_date between ${from} and ${to})`;
  const { rows } = await db.execute<{ total: number; last_modified: number | null }>(sql`
    select ${count} as total,
           extract(epoch from greatest(
             (select max(updated_at) from price_days where item_id = ${itemId} and price_date between ${from} and ${to}),
             (select max(removed_at) from price_days_removed where item_id = ${itemId} and price_date between ${from} and ${to})))::float8 as last_modified`);
  const r = rows[0];
  return { total: Number(r?.total ?? 0), last_modified: r?.last_modified == null ? null : new Date(Number(r.last_modified) * 1000) };
}

/** One page of the item's prices in the range, oldest first. */
export async function openPricePage(
  db: Exec,
  itemId: number,
  govId: number | null,
  from: string,
  to: string,
  limit: number,
  offset: number,
): Promise<OpenPriceDbRow[]> {
  const { rows } = await db.execute<OpenPriceDbRow>(
    govId == null
      ? sql`
        select price_date::text as date, min_price::text, max_price::text, mid_price::text, gov_count
        from price_days where item_id = ${itemId} and price_date between ${from} and ${to}
        order by price_date limit ${limit} offset ${offset}`
      : sql`
        select price_date::text as date, min_price::text, max_price::text, mid_price::text, 1 as gov_count
        from prices where item_id = ${itemId} and governorate_id = ${govId} and price_date between ${from} and ${to}
        order by price_date limit ${limit} offset ${offset}`,
  );
  return rows;
}

/** The latest change of the days of a product's items in the range (`updated_at`, or a day removed): the index's Last-Modified. */
export async function productDaysLastModified(db: Exec, productId: number, from: string, to: string): Promise<Date | null> {
  const { rows } = await db.execute<{ last_modified: number | null }>(sql`
    with basket as (select array(select id from items where product_id = ${productId}) as ids)
    select extract(epoch from greatest(
      (select max(d.updated_at) from price_days d, basket where d.item_id = any(basket.ids) and d.price_date between ${from} and ${to}),
      (select max(r.removed_at) from price_days_removed r, basket where r.item_id = any(basket.ids) and r.price_date between ${from} and ${to})
    ))::float8 as last_modified`);
  const v = rows[0]?.last_modified;
  return v == null ? null : new Date(Number(v) * 1000);
}
