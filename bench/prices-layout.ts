/**
 * The `prices` table of a BENCH database in one of two layouts, so the same queries can be timed
 * on both (issue 19: "partitioning by year if it helps"):
 *
 *   plain    the table the migrations make (one heap, five indexes)
 *   yearly   a copy partitioned by range on price_date, one partition per calendar year, with the
 *            same columns, checks, foreign keys and indexes (declared on the parent, so every
 *            partition has its own)
 *
 * The copy is built once (rows copied in price_date order, as they arrive day by day in
 * production, then indexed, vacuumed and analysed) and topped up with the days the plain table
 * gained since. Switching is a rename inside one transaction: the inactive table is kept as
 * `prices_plain` or `prices_yearly`. Never run this on the app's own database: it is not a migration.
 *
 * Differences from a production migration (docs/capacity.md says what one would need):
 * - PostgreSQL 15/16 refuse an identity column on a partitioned table: `id` takes its default
 *   from a sequence of its own; the primary key becomes (id, price_date), as a unique key on a
 *   partitioned table must hold the partition key.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';

export type PricesLayout = 'plain' | 'yearly';

const COLUMNS = 'id, item_id, governorate_id, price_date, min_price, max_price, mid_price';

const exists = async (db: Db, name: string) => (await db.execute<{ ok: boolean }>(sql`select to_regclass(${name}) is not null as ok`)).rows[0]!.ok;

/** 'yearly' when `prices` is the partitioned copy. */
export async function currentLayout(db: Db): Promise<PricesLayout> {
  const { rows } = await db.execute<{ kind: string }>(sql`select relkind::text as kind from pg_class where oid = 'prices'::regclass`);
  return rows[0]!.kind === 'p' ? 'yearly' : 'plain';
}

/** Makes `prices` the table of `layout` (building or topping up the yearly copy first). */
export async function usePricesLayout(db: Db, layout: PricesLayout): Promise<void> {
  const current = await currentLayout(db);
  if (layout === 'yearly') {
    const plain = current === 'plain' ? 'prices' : 'prices_plain';
    const copy = current === 'yearly' ? 'prices' : 'prices_yearly';
    if (!(await exists(db, copy))) await buildYearly(db, plain);
    else await topUp(db, plain, copy);
  }
  if (layout === current) return;
  const inactive = current === 'plain' ? 'prices_plain' : 'prices_yearly';
  const active = layout === 'plain' ? 'prices_plain' : 'prices_yearly';
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`alter table prices rename to ${inactive}`));
    await tx.execute(sql.raw(`alter table ${active} rename to prices`));
  });
  await db.execute(sql`analyze prices`);
  console.log(`  prices: now the ${layout} table (the other kept as ${inactive})`);
}

/** The year partitions `prices_yearly` (or the active partitioned `prices`) needs for [from, to]. */
async function ensureYears(db: Db, parent: string, from: string, to: string) {
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)) + 1; y++) {
    await db.execute(sql.raw(`create table if not exists prices_y${y} partition of ${parent} for values from ('${y}-01-01') to ('${y + 1}-01-01')`));
  }
}

async function buildYearly(db: Db, plain: string) {
  const started = Date.now();
  const { rows } = await db.execute<{ lo: string; hi: string; id: string }>(
    sql.raw(`select min(price_date)::text as lo, max(price_date)::text as hi, coalesce(max(id), 0)::text as id from ${plain}`),
  );
  const { lo, hi, id } = rows[0]!;
  console.log(`  building prices_yearly from ${plain} (${lo} … ${hi})…`);
  await db.execute(sql.raw(`create sequence if not exists prices_yearly_id_seq start ${Number(id) + 1}`));
  await db.execute(
    sql.raw(`
    create table prices_yearly (
      id bigint not null default nextval('prices_yearly_id_seq'),
      item_id integer not null references items(id) on delete cascade,
      governorate_id integer not null references governorates(id),
      price_date date not null,
      min_price numeric(12, 2) not null,
      max_price numeric(12, 2) not null,
      mid_price numeric(12, 2) not null,
      constraint prices_yearly_min_le_max check (min_price <= max_price)
    ) partition by range (price_date)`),
  );
  await ensureYears(db, 'prices_yearly', lo, hi);
  // Rows first, indexes after (as a bulk load would); in date order, as they arrive.
  await db.execute(sql.raw(`insert into prices_yearly select ${COLUMNS} from ${plain} order by price_date, item_id, governorate_id`));
  const copied = Date.now();
  for (const ddl of [
    'alter table prices_yearly add constraint prices_yearly_pkey primary key (id, price_date)',
    'alter table prices_yearly add constraint prices_yearly_item_gov_date_uq unique (item_id, governorate_id, price_date)',
    'create index prices_yearly_price_date_idx on prices_yearly (price_date)',
    'create index prices_yearly_item_id_price_date_idx on prices_yearly (item_id, price_date)',
    'create index prices_yearly_item_gov_date_cover_idx on prices_yearly (item_id, governorate_id, price_date) include (min_price, max_price, mid_price)',
  ])
    await db.execute(sql.raw(ddl));
  const indexed = Date.now();
  await db.execute(sql`vacuum (analyze) prices_yearly`);
  // VACUUM on a partitioned table goes through its partitions; the parent's statistics need ANALYZE.
  await db.execute(sql`analyze prices_yearly`);
  console.log(
    `  prices_yearly built: copy ${((copied - started) / 1000).toFixed(0)} s, indexes ${((indexed - copied) / 1000).toFixed(0)} s, vacuum+analyze ${((Date.now() - indexed) / 1000).toFixed(0)} s`,
  );
}

/** Copies the days the plain table gained since the copy was made. */
async function topUp(db: Db, plain: string, copy: string) {
  const { rows } = await db.execute<{ last: string; hi: string }>(
    sql.raw(`select (select max(price_date) from ${copy})::text as last, (select max(price_date) from ${plain})::text as hi`),
  );
  const { last, hi } = rows[0]!;
  if (!hi || hi <= last) return;
  await ensureYears(db, copy, last, hi);
  const { rowCount } = await db.execute(
    sql.raw(
      `insert into ${copy} select ${COLUMNS} from ${plain} where price_date > '${last}' order by price_date, item_id, governorate_id on conflict do nothing`,
    ),
  );
  await db.execute(sql.raw(`vacuum (analyze) ${copy}`));
  console.log(`  ${copy}: ${rowCount ?? 0} rows of the days after ${last} copied`);
}

/** Heap and index sizes of `table` (all its partitions, when partitioned), e.g. "table (heap + TOAST) 2,510 MB, prices_pkey 640 MB, …". */
export async function describeSizes(db: Pick<Db, 'execute'>, table = 'prices'): Promise<string> {
  // pg_partition_tree lists nothing for a relation that is not partitioned: then it is its own leaf.
  const leaves = (rel: SQL) =>
    sql`(select relid from pg_partition_tree(${rel}) where isleaf union all select ${rel} where not exists (select from pg_partition_tree(${rel})))`;
  const { rows } = await db.execute<{ name: string; bytes: string }>(sql`
    select 'table (heap + TOAST)' as name, (select sum(pg_table_size(relid)) from ${leaves(sql`${table}::regclass`)} t(relid))::text as bytes
    union all
    select c.relname, (select sum(pg_relation_size(relid)) from ${leaves(sql`i.indexrelid::regclass`)} t(relid))::text
    from pg_index i join pg_class c on c.oid = i.indexrelid where i.indrelid = ${table}::regclass
    union all
    select 'total', (select sum(pg_total_relation_size(relid)) from ${leaves(sql`${table}::regclass`)} t(relid))::text`);
  return rows.map((r) => `${r.name} ${(Number(r.bytes) / 1024 ** 2).toLocaleString('en', { maximumFractionDigits: 0 })} MB`).join(', ');
}
