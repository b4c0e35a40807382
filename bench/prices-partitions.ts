/**
 * The prices table plain and partitioned by year, side by side, on what the API benchmark
 * (bench/prices.ts) does not time: whole-history analysis, a day's writes, maintenance and
 * dropping an old year. For docs/capacity.md (issue 19).
 *
 * Needs a bench database holding both tables: run bench/prices.ts once with
 * BENCH_PRICES_LAYOUT=yearly on it first (it builds the partitioned copy). Whichever is `prices`
 * now, the other is `prices_plain` or `prices_yearly`. Each table in turn:
 *
 *   sizes                     heap and indexes (all partitions)
 *   history: all rows         yearly average per governorate over every row (3 runs)
 *   history: one item         an item's monthly averages over its whole history, one governorate (20 items)
 *   latest day                the country's price table of the latest day (the home page's query; 20 runs)
 *   a day inserted            the next day's rows of every item and governorate, rolled back (3 runs)
 *   a day corrected + VACUUM  the latest day's rows updated, then VACUUM as autovacuum would, and
 *                             VACUUM (INDEX_CLEANUP ON), which has to read every index of the table
 *                             (plain) or of the current year's partition (yearly)
 *   REINDEX                   the covering index: the whole table's, or the current year partition's
 *   oldest years dropped      the rows up to the first full year: DELETE, or DETACH + DROP of
 *                             their partitions, rolled back
 *
 *   BENCH_PRICE_DB=binaa_bench_prices_30m nice npx tsx bench/prices-partitions.ts
 *   (BENCH_PG_ADMIN_URL as in bench/prices.ts; the database is changed only by the updated day and VACUUM)
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describeSizes } from './prices-layout';

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = process.env.BENCH_PRICE_DB ?? 'binaa_bench_prices';

const url = new URL(ADMIN_URL);
url.pathname = `/${DB}`;
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const q = async <T extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]) => (await client.query<T>(text, values)).rows;
const timed = async (text: string, values?: unknown[]) => {
  const t0 = performance.now();
  await client.query(text, values);
  return performance.now() - t0;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const worst = (xs: number[]) => Math.max(...xs);
const ms = (x: number) => (x >= 10_000 ? `${(x / 1000).toFixed(1)} s` : `${x.toFixed(1)} ms`);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const kind = (await q<{ kind: string }>(`select relkind::text as kind from pg_class where oid = 'prices'::regclass`))[0]!.kind;
const tables = kind === 'p' ? { plain: 'prices_plain', yearly: 'prices' } : { plain: 'prices', yearly: 'prices_yearly' };
if ((await q(`select 1 from pg_class where relname = $1`, [kind === 'p' ? 'prices_plain' : 'prices_yearly'])).length === 0)
  throw new Error(`no partitioned copy in ${DB}: run bench/prices.ts with BENCH_PRICES_LAYOUT=yearly first`);

const { latest, oldest } = (
  await q<{ latest: string; oldest: string }>(`select max(price_date)::text as latest, min(price_date)::text as oldest from ${tables.plain}`)
)[0]!;
const nextDay = (await q<{ d: string }>(`select ($1::date + 1)::text as d`, [latest]))[0]!.d;
const oldestYear = Number(oldest.slice(0, 4));
const benchItems = (await q<{ id: number }>(`select id from items where name_en like 'Bench item %' order by random() limit 20`)).map((r) => r.id);
const govs = (await q<{ id: number }>(`select id from governorates where country_id = 1 order by id`)).map((r) => r.id);
console.log(`prices partitions bench on ${DB}: ${oldest} … ${latest}; load average ${load()} (a shared machine: other engineers at work)`);

const results: string[][] = [];
const record = (table: string, name: string, value: string) => {
  results.push([table, name, value]);
  console.log(`  ${table}: ${name}: ${value}`);
};

for (const [label, table] of Object.entries(tables)) {
  console.log(`\n[${label}] ${table}`);
  record(label, 'sizes', await describeSizes(drizzle(client), table));

  const all: number[] = [];
  for (let i = 0; i < 3; i++) all.push(await timed(`select extract(year from price_date) as y, governorate_id, avg(mid_price) from ${table} group by 1, 2`));
  record(label, 'history: all rows, yearly average per governorate', `median ${ms(median(all))}, worst ${ms(worst(all))}`);

  const one: number[] = [];
  for (const item of benchItems)
    one.push(
      await timed(`select date_trunc('month', price_date) as m, avg(mid_price) from ${table} where item_id = $1 and governorate_id = $2 group by 1`, [
        item,
        govs[item % govs.length],
      ]),
    );
  record(label, 'history: one item and governorate, monthly averages', `median ${ms(median(one))}, worst ${ms(worst(one))}`);

  const day: number[] = [];
  for (let i = 0; i < 20; i++)
    day.push(
      await timed(
        `select p.item_id, max(p.max_price), min(p.min_price), avg(p.mid_price) from ${table} p join items i on i.id = p.item_id
         where p.price_date = $1 and p.governorate_id = any(array(select id from governorates where country_id = 1)) and i.is_active group by p.item_id`,
        [latest],
      ),
    );
  record(label, 'latest day: the country table', `median ${ms(median(day))}, worst ${ms(worst(day))}`);

  const inserts: number[] = [];
  for (let i = 0; i < 3; i++) {
    await client.query('begin');
    inserts.push(
      await timed(
        `insert into ${table} (item_id, governorate_id, price_date, min_price, max_price, mid_price)
         select item_id, governorate_id, $2::date, min_price, max_price, mid_price from ${table} where price_date = $1`,
        [latest, nextDay],
      ),
    );
    await client.query('rollback');
  }
  const dayRows = (await q<{ n: number }>(`select count(*)::int as n from ${table} where price_date = $1`, [latest]))[0]!.n;
  record(label, `a day inserted (${dayRows.toLocaleString('en')} rows, rolled back)`, `median ${ms(median(inserts))}`);

  const update = await timed(`update ${table} set mid_price = mid_price where price_date = $1`, [latest]);
  const vacuum = await timed(`vacuum ${table}`);
  await client.query(`update ${table} set mid_price = mid_price where price_date = $1`, [latest]);
  const vacuumAll = await timed(`vacuum (index_cleanup on) ${table}`);
  record(label, 'a day corrected, then VACUUM', `update ${ms(update)}, VACUUM ${ms(vacuum)}, VACUUM (INDEX_CLEANUP ON) after another ${ms(vacuumAll)}`);

  // The covering index of the table, or of the partition holding the latest day.
  const holder = label === 'plain' ? table : `prices_y${latest.slice(0, 4)}`;
  const index = (
    await q<{ name: string }>(
      `select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
       where i.indrelid = $1::regclass and pg_get_indexdef(i.indexrelid) like '%INCLUDE%'`,
      [holder],
    )
  )[0]!.name;
  record(label, `REINDEX ${index}`, ms(await timed(`reindex index ${index}`)));

  // Every year up to the first full one (the history starts on some day of its first year).
  const years = Array.from({ length: oldest.endsWith('-01-01') ? 1 : 2 }, (_, i) => oldestYear + i);
  const before = `${years.at(-1)! + 1}-01-01`;
  const dropped = (await q<{ n: number }>(`select count(*)::int as n from ${table} where price_date < $1`, [before]))[0]!.n;
  await client.query('begin');
  const drop =
    label === 'plain'
      ? await timed(`delete from ${table} where price_date < $1`, [before])
      : await timed(years.map((y) => `alter table ${table} detach partition prices_y${y}; drop table prices_y${y};`).join(' '));
  await client.query('rollback');
  record(label, `rows before ${before} dropped (${dropped.toLocaleString('en')} rows, rolled back)`, ms(drop));
}

console.log(`\nload average after: ${load()}`);
console.log(results.map((r) => r.join(' | ')).join('\n'));
await client.end();
