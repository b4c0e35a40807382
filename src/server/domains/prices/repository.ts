import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Home aggregates for one country. Prices are filtered with `= any(array(select ...))`, not a
 * join: the plan stays on the (price_date)/(item_id, price_date) indexes at millions of rows.
 */
const countryGovs = (countryId: number) => sql`any(array(select id from governorates where country_id = ${countryId}))`;

/** The latest price date on or before today in the country, and the one before it. */
export async function latestTwoDates(db: Db, countryId: number): Promise<{ latest: string | null; previous: string | null }> {
  const { rows } = await db.execute<{ latest: string | null; previous: string | null }>(sql`
    with l as (
      select max(price_date) as d from prices
      where governorate_id = ${countryGovs(countryId)} and price_date <= current_date
    )
    select (select d from l)::text as latest,
           (select max(price_date) from prices
             where governorate_id = ${countryGovs(countryId)} and price_date < (select d from l))::text as previous`);
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
