/**
 * The write path of a saved day and of an imported file (issue 18), in the caller's transaction:
 * the rows are staged in a temporary table (`price_stage`, one `insert … select from unnest(…)`),
 * compared there with the table (what is new, changed, the same; which rows move more than the
 * limit from the last known price), then written with one `insert … on conflict do update` that
 * leaves identical rows alone: saving the same rows twice changes nothing. 50,000 rows are a
 * handful of statements. The grid and history are ./admin.ts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

type Exec = Pick<Db, 'execute'>;

export interface StagedColumns {
  line: number[];
  itemId: number[];
  governorateId: number[];
  priceDate: string[];
  minPrice: string[];
  midPrice: string[];
  maxPrice: string[];
}

export const emptyStage = (): StagedColumns => ({ line: [], itemId: [], governorateId: [], priceDate: [], minPrice: [], midPrice: [], maxPrice: [] });

/** Rows per insert into the stage (seven array parameters each). */
const STAGE_CHUNK = 25_000;

/**
 * Creates the transaction's `price_stage` (dropped at commit) and fills it. The caller has
 * checked the rows: one per (item, governorate, date), min ≤ mid ≤ max.
 */
export async function stage(tx: Exec, c: StagedColumns): Promise<void> {
  await tx.execute(sql`
    create temp table price_stage (
      line int not null, item_id int not null, governorate_id int not null, price_date date not null,
      min_price numeric(12,2) not null, mid_price numeric(12,2) not null, max_price numeric(12,2) not null
    ) on commit drop`);
  for (let i = 0; i < c.line.length; i += STAGE_CHUNK) {
    const part = <T>(a: T[]) => a.slice(i, i + STAGE_CHUNK);
    await tx.execute(sql`
      insert into price_stage
      select * from unnest(
        ${sql.param(part(c.line))}::int[], ${sql.param(part(c.itemId))}::int[], ${sql.param(part(c.governorateId))}::int[],
        ${sql.param(part(c.priceDate))}::date[], ${sql.param(part(c.minPrice))}::numeric[],
        ${sql.param(part(c.midPrice))}::numeric[], ${sql.param(part(c.maxPrice))}::numeric[])`);
  }
  await tx.execute(sql`create index on price_stage (item_id, governorate_id, price_date)`);
  await tx.execute(sql`create index on price_stage (line)`);
  // Temporary tables are never analysed by autovacuum: without this the planner guesses.
  await tx.execute(sql`analyze price_stage`);
}

const sameDay = sql`p.item_id = s.item_id and p.governorate_id = s.governorate_id and p.price_date = s.price_date`;

/**
 * A part of the stage, by line (inclusive): the statements below each take one, so none runs
 * into the statement timeout (DB_STATEMENT_TIMEOUT_MS) on a file of 100,000 rows.
 */
export interface Lines {
  from: number;
  to: number;
}
const within = (l: Lines, alias = 's') => sql`${sql.raw(alias)}.line between ${l.from} and ${l.to}`;
const differs = sql`(p.min_price, p.mid_price, p.max_price) is distinct from (s.min_price, s.mid_price, s.max_price)`;

/** What writing the stage would do: rows that are new, that change a price, that are already so. */
export async function stageCounts(tx: Exec, lines: Lines): Promise<{ inserted: number; updated: number; unchanged: number }> {
  const { rows } = await tx.execute<{ inserted: number; updated: number; unchanged: number }>(sql`
    select count(*) filter (where p.item_id is null)::int as inserted,
           count(*) filter (where p.item_id is not null and ${differs})::int as updated,
           count(*) filter (where p.item_id is not null and not ${differs})::int as unchanged
    from price_stage s left join prices p on ${sameDay}
    where ${within(lines)}`);
  return rows[0]!;
}

export type ChangeRow = {
  item_id: number;
  governorate_id: number;
  price_date: string;
  old_min: string | null;
  old_mid: string | null;
  old_max: string | null;
  min_price: string;
  mid_price: string;
  max_price: string;
};

/** The first `limit` staged rows that are new or change a price, with the price they replace (for the audit entry). */
export async function stageChanges(tx: Exec, lines: Lines, limit: number): Promise<ChangeRow[]> {
  const { rows } = await tx.execute<ChangeRow>(sql`
    select s.item_id, s.governorate_id, s.price_date::text, p.min_price::text as old_min, p.mid_price::text as old_mid, p.max_price::text as old_max,
           s.min_price::text, s.mid_price::text, s.max_price::text
    from price_stage s left join prices p on ${sameDay}
    where ${within(lines)} and (p.item_id is null or ${differs})
    order by s.line limit ${limit}`);
  return rows;
}

export type JumpRow = {
  line: number;
  min_price: string;
  mid_price: string;
  max_price: string;
  last_date: string;
  last_min_price: string;
  last_mid_price: string;
  last_max_price: string;
};

/**
 * Staged rows that change the table and move more than `limit` (0.2) on any of the three prices
 * from the last known price before their date: the table's, or an earlier staged row of the
 * same pair (a file may hold several days). By line.
 */
export async function stageJumps(tx: Exec, lines: Lines, limit: number): Promise<JumpRow[]> {
  const { rows } = await tx.execute<JumpRow>(sql`
    select s.line, s.min_price::text, s.mid_price::text, s.max_price::text, l.price_date::text as last_date,
           l.min_price::text as last_min_price, l.mid_price::text as last_mid_price, l.max_price::text as last_max_price
    from price_stage s
    cross join lateral (
      select c.* from (
        (select x.price_date, x.min_price, x.mid_price, x.max_price from prices x
         where x.item_id = s.item_id and x.governorate_id = s.governorate_id and x.price_date < s.price_date
         order by x.price_date desc limit 1)
        union all
        (select y.price_date, y.min_price, y.mid_price, y.max_price from price_stage y
         where y.item_id = s.item_id and y.governorate_id = s.governorate_id and y.price_date < s.price_date
         order by y.price_date desc limit 1)
      ) c order by c.price_date desc limit 1
    ) l
    where ${within(lines)} and greatest(abs(s.min_price - l.min_price) / l.min_price, abs(s.mid_price - l.mid_price) / l.mid_price,
                   abs(s.max_price - l.max_price) / l.max_price) > ${limit}
      and not exists (select 1 from prices p where ${sameDay} and not ${differs})
    order by s.line`);
  return rows;
}

/** Writes the stage's lines: new rows inserted, changed rows updated, identical rows left alone. Returns the rows written. */
export async function writeStage(tx: Exec, lines: Lines): Promise<number> {
  const res = await tx.execute(sql`
    insert into prices (item_id, governorate_id, price_date, min_price, mid_price, max_price)
    select item_id, governorate_id, price_date, min_price, mid_price, max_price from price_stage s
    where ${within(lines)}
    order by item_id, governorate_id, price_date
    on conflict (item_id, governorate_id, price_date) do update
      set min_price = excluded.min_price, mid_price = excluded.mid_price, max_price = excluded.max_price
      where (prices.min_price, prices.mid_price, prices.max_price) is distinct from (excluded.min_price, excluded.mid_price, excluded.max_price)`);
  return res.rowCount ?? 0;
}

export type RemovedRow = { item_id: number; governorate_id: number; min_price: string; mid_price: string; max_price: string };

/** Removes the prices of `date` of these (item, governorate) pairs; answers the removed rows. */
export async function removeDayPrices(tx: Exec, date: string, pairs: { itemId: number; governorateId: number }[]): Promise<RemovedRow[]> {
  if (!pairs.length) return [];
  const { rows } = await tx.execute<RemovedRow>(sql`
    delete from prices p
    using unnest(${sql.param(pairs.map((x) => x.itemId))}::int[], ${sql.param(pairs.map((x) => x.governorateId))}::int[]) as r(item_id, governorate_id)
    where p.item_id = r.item_id and p.governorate_id = r.governorate_id and p.price_date = ${date}
    returning p.item_id, p.governorate_id, p.min_price::text, p.mid_price::text, p.max_price::text`);
  return rows;
}
