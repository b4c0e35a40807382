/**
 * Prices at scale (issue 4 targets), on the embedded PostgreSQL and on an external one:
 *
 *   GET price                p95 <= 30 ms end to end through the API, at ~6M price rows
 *   POST price_comparison    p95 <= 10 ms (4 items x 365 days)
 *   GET home                 price table + governorate direction from the cache, not a scan
 *
 * Data: the demo seed, then "bench items" (cement items of the demo's Egyptian producers, priced
 * in all 27 governorates every day for BENCH_PRICE_DAYS days, default 730, ending today) generated
 * in SQL until the table holds about BENCH_PRICE_ROWS rows (default 6,000,000), a month at a time
 * in date order as a live table grows, then VACUUM (ANALYZE). Made once per database and reused
 * (a later run adds the days since). The table's and indexes' sizes are printed.
 *
 * Requests are all different (random product/type/producer/item/governorate and dates), so
 * the answer cache never helps: every one runs its queries. BENCH_REQUESTS per case (default
 * 400), BENCH_IN_FLIGHT at a time (default 4; 1 gives the latency of a lone request). "Node CPU
 * ms/req" is the server process's own CPU per answer (PostgreSQL's is not in it): steadier than
 * latency on a busy machine (measured after 20 warm-up requests of the case, once the freshly
 * started server has settled). Two cases ask for any day of the whole history (bench items only),
 * the others for the last months.
 *
 *   npx tsx bench/prices.ts                   both engines (external: BENCH_PG_ADMIN_URL,
 *                                             default postgres://postgres@127.0.0.1:5432/postgres,
 *                                             database BENCH_PRICE_DB, default binaa_bench_prices;
 *                                             skipped if unreachable)
 *   BENCH_ENGINES=embedded npx tsx bench/prices.ts
 *   BENCH_ENGINES=external BENCH_PRICE_DB=binaa_bench_prices_30m BENCH_PRICE_ROWS=30000000 \
 *     BENCH_PRICE_DAYS=3650 nice npx tsx bench/prices.ts            ten years (docs/capacity.md)
 *   BENCH_CASES=comparison,analysis …         only the cases whose name contains one of the words
 *   BENCH_PRICES_LAYOUT=yearly …              the same queries on a copy of `prices` partitioned
 *                                             by year (bench/prices-layout.ts); `plain` switches back
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { WEB_ACCESS_KEY } from '../src/shared/envelope';
import { DEMO_PASSWORD } from '../src/server/db/seed/data/site';
import { addDays, todayIso } from '../src/shared/dates';
import { currentLayout, describeSizes, usePricesLayout, type PricesLayout } from './prices-layout';
import { startServer } from './server';

const TARGET_ROWS = Number(process.env.BENCH_PRICE_ROWS ?? 6_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 4);
const DAYS = Number(process.env.BENCH_PRICE_DAYS ?? 730);
const CHUNK_DAYS = 30;
const LAYOUT = (process.env.BENCH_PRICES_LAYOUT ?? 'plain') as PricesLayout;
const ENGINES = (process.env.BENCH_ENGINES ?? 'embedded,external').split(',').map((s) => s.trim());
/** Only the cases whose name contains one of these words (comma-separated, case-insensitive); all by default. */
const CASES = (process.env.BENCH_CASES ?? '')
  .split(',')
  .map((s) => s.trim().toLowerCase())
  .filter(Boolean);
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EXTERNAL_DB = process.env.BENCH_PRICE_DB ?? 'binaa_bench_prices';
const API = { 'x-access-key': WEB_ACCESS_KEY, accept: 'application/json', 'content-type': 'application/json' };

/** Bench items (cement items of the Egyptian producers) until there are `wanted`. */
async function addBenchItems(db: Db, wanted: number): Promise<void> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from items where name_en like 'Bench item %'`);
  const have = rows[0]!.n;
  if (have >= wanted) return;
  await db.transaction(async (tx) => {
    // Spread over the cement types and the producers, round robin.
    await tx.execute(sql`
      with src as (
        select pr.id as producer_id, t.id as type_id, t.product_id, row_number() over () as k
        from producers pr cross join product_types t
        join products p on p.id = t.product_id and p.slug = 'cement'
        where pr.country_id = 1
      ), n as (select generate_series(${have + 1}::int, ${wanted}::int) as i)
      insert into items (product_id, product_type_id, producer_id, unit_id, name_ar, name_en, sort)
      select s.product_id, s.type_id, s.producer_id, (select min(id) from units), 'صنف قياس ' || n.i, 'Bench item ' || n.i, 1000 + n.i
      from n join src s on s.k = 1 + (n.i % (select count(*) from src))`);
    await tx.execute(sql`
      insert into item_governorates (item_id, governorate_id)
      select i.id, g.id from items i cross join governorates g
      where i.name_en like 'Bench item %' and g.country_id = 1
      on conflict do nothing`);
  });
}

/**
 * Adds bench items and their daily prices in every Egyptian governorate over the last `DAYS`
 * days until the table holds about `TARGET_ROWS`. Rows are written a month at a time in date
 * order, as they arrive in production (one day of every item after another): the heap and the
 * indexes get the layout a live table has. A month already there is skipped, so an interrupted
 * fill resumes and a later run only adds the days since.
 */
async function fillPrices(db: Db): Promise<number> {
  const count = async () => (await db.execute<{ n: number }>(sql`select count(*)::int as n from prices`)).rows[0]!.n;
  const govs = (await db.execute<{ id: number }>(sql`select id from governorates where country_id = 1 order by id`)).rows.map((r) => r.id);
  const { rows: other } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from prices where item_id not in (select id from items where name_en like 'Bench item %')`,
  );
  const wanted = Math.max(0, Math.ceil((TARGET_ROWS - other[0]!.n) / (govs.length * DAYS)));
  await addBenchItems(db, wanted);
  const { rows: last } = await db.execute<{ id: number }>(sql`select max(id)::int as id from items where name_en like 'Bench item %'`);
  const lastItem = last[0]!.id;
  const today = todayIso();
  const started = Date.now();
  let added = 0;
  for (let from = addDays(today, -(DAYS - 1)); from <= today; from = addDays(from, CHUNK_DAYS)) {
    const to = [addDays(from, CHUNK_DAYS - 1), today].sort()[0]!;
    const { rows: done } = await db.execute<{ ok: boolean }>(
      sql`select exists(select 1 from prices where item_id = ${lastItem} and governorate_id = ${govs.at(-1)!} and price_date = ${to}) as ok`,
    );
    if (done[0]!.ok) continue;
    // A flat-ish walk per (item, governorate): steps every ~40 days (a saw tooth over the years), a governorate offset.
    const { rowCount } = await db.execute(sql`
      insert into prices (item_id, governorate_id, price_date, min_price, max_price, mid_price)
      select i.id, g.id, d::date, v, round(v * 1.04, 2), round(v * 1.02, 2)
      from generate_series(${from}::date, ${to}::date, interval '1 day') d
      cross join items i
      cross join governorates g
      cross join lateral (select round((1800 + (i.id % 37) * 40 + (g.id % 9) * 15 + ((d::date - date '2000-01-01') / 40 % 80) * 25)::numeric, 2) as v) x
      where i.name_en like 'Bench item %' and g.country_id = 1
      order by d, i.id, g.id
      on conflict do nothing`);
    added += rowCount ?? 0;
    // A line a year.
    if (added > 0 && (to === today || to.slice(0, 4) !== addDays(to, CHUNK_DAYS).slice(0, 4)))
      console.log(`  ${added.toLocaleString('en')} price rows added (up to ${to}) after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  if (added > 0) {
    await db.execute(sql`analyze prices`);
    await db.execute(sql`analyze items`);
    await db.execute(sql`analyze item_governorates`);
  }
  const rows = await count();
  console.log(
    `  ${rows.toLocaleString('en')} price rows (${wanted} bench items x ${govs.length} governorates x ${DAYS} days + the demo's); ${added.toLocaleString('en')} added in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return rows;
}

interface Lookup {
  products: { id: number; meta_name: string }[];
  products_types: { id: number; product_id: number }[];
  items: { id: number; name: string; product_id: number; product_type_id: number; producer_id: number; govs: number[] }[];
  governorates: { id: number }[];
}

/** The lookup with the bench items only: the ones priced over all `DAYS` days (the demo's have two years). */
const benchItemsOf = (lk: Lookup): Lookup => ({ ...lk, items: lk.items.filter((i) => i.name.startsWith('صنف قياس')) });

const pickOne = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

/**
 * A random, cache-busting prices query: a product with `minDepth`..3 cascade filters (type,
 * producer, item), a governorate, and `days` days ending on a random day of the last `back`
 * days (default two months).
 */
function priceQuery(lk: Lookup, today: string, days = 1, minDepth = 0, back = 60): string {
  const item = pickOne(lk.items);
  const q = new URLSearchParams({ product_id: String(item.product_id) });
  const depth = minDepth + Math.floor(Math.random() * (4 - minDepth));
  if (depth >= 1) q.set('product_type_id', String(item.product_type_id));
  if (depth >= 2) q.set('producer_id', String(item.producer_id));
  if (depth >= 3) q.set('item_id', String(item.id));
  q.set('gov_id', String(item.govs.length ? pickOne(item.govs) : pickOne(lk.governorates).id));
  const to = addDays(today, -Math.floor(Math.random() * back));
  q.set('to_date', to);
  q.set('from_date', addDays(to, -(days - 1)));
  return q.toString();
}

/** 4 random (item, governorate) pairs over 365 days ending on a random day of the last `back` days. */
function comparisonBody(lk: Lookup, today: string, back = 300) {
  const items = Array.from({ length: 4 }, () => {
    const item = pickOne(lk.items.filter((i) => i.govs.length > 0));
    return { item_id: item.id, item_name: '', gov_id: pickOne(item.govs), gov_name: '' };
  });
  const to = addDays(today, -Math.floor(Math.random() * back));
  return { from_date: addDays(to, -364), to_date: to, items };
}

/** 20 requests of a case before it is measured (JIT, the pool's connections, PostgreSQL's buffers). */
async function warmUp(make: () => Promise<Response>): Promise<void> {
  for (let i = 0; i < 2; i++) await Promise.all(Array.from({ length: 10 }, async () => (await make()).arrayBuffer()));
}

/** Until the server has spent under 5 % of a core for a second (what it does after a start: warming its caches), 30 s at most. */
async function settle(cpuMs: () => number): Promise<void> {
  for (let waited = 0; waited < 30_000; waited += 1_000) {
    const c0 = cpuMs();
    await new Promise((r) => setTimeout(r, 1_000));
    if (cpuMs() - c0 < 50) return;
  }
}

/**
 * A random GET price_analysis query over the whole history (period=all) of a cement item,
 * nationally or in one of its governorates: all of it up to a random day of the last 30 (a
 * different range, so a different answer, whatever the item).
 */
function analysisQuery(lk: Lookup, today: string, inGov: boolean): string {
  const cement = lk.products.find((p) => p.meta_name === 'cement')!;
  const item = pickOne(lk.items.filter((i) => i.product_id === cement.id && (!inGov || i.govs.length > 0)));
  const q = new URLSearchParams({
    meta_name: cement.meta_name,
    item_id: String(item.id),
    period: 'all',
    to_date: addDays(today, -Math.floor(Math.random() * 30)),
  });
  if (inGov) q.set('gov_id', String(pickOne(item.govs)));
  return q.toString();
}

/** The demo account (a gold package: the `analysis` entitlement, so period=all is answered in full): its session cookie. */
async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/en/front/login`, {
    method: 'POST',
    headers: API,
    body: JSON.stringify({ username: 'demo_trader', password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login of demo_trader: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0]!)
    .join('; ');
}

/** Latencies (ms) of `REQUESTS` requests made `IN_FLIGHT` at a time. */
async function measure(make: () => Promise<Response>): Promise<number[]> {
  const out: number[] = [];
  let left = REQUESTS;
  const worker = async () => {
    while (left-- > 0) {
      const t0 = performance.now();
      const res = await make();
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      out.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return out.sort((a, b) => a - b);
}
const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function runEngine(engine: string): Promise<string[][]> {
  let env: Record<string, string> = {};
  let openData: () => Promise<{ db: Db; close(): Promise<void> }>;
  if (engine === 'embedded') {
    process.env.BENCH_DATA_DIR ??= '/tmp/binaa-bench-prices';
    const dataDir = process.env.BENCH_DATA_DIR;
    openData = async () => {
      const pgServer = await startEmbeddedPostgres({ dataDir });
      const database = openDatabase(pgServer.url);
      return {
        db: database.db,
        close: async () => {
          await database.close();
          await pgServer.stop();
        },
      };
    };
  } else {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    try {
      await admin.connect();
    } catch (err) {
      console.log(`  external PostgreSQL unreachable at ${ADMIN_URL} (${(err as Error).message}): skipped`);
      return [];
    }
    const exists = await admin.query('select 1 from pg_database where datname = $1', [EXTERNAL_DB]);
    if (exists.rowCount === 0) await admin.query(`create database ${EXTERNAL_DB}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${EXTERNAL_DB}`;
    env = { DATABASE_URL: url.toString() };
    process.env.BENCH_DATA_DIR = '/tmp/binaa-bench-prices-external';
    openData = async () => {
      const database = openDatabase(url.toString());
      return { db: database.db, close: () => database.close() };
    };
  }

  // 1. The server migrates and seeds the demo on an empty database; 2. we add the volume.
  console.log(`\n[${engine}] preparing`);
  await (await startServer(env)).stop();
  const data = await openData();
  let rows: number;
  try {
    // The rows are added to the plain table; a yearly copy is made (or topped up) from it.
    if ((await currentLayout(data.db)) !== 'plain') await usePricesLayout(data.db, 'plain');
    rows = await fillPrices(data.db);
    // As autovacuum would on a live database: index-only scans need all-visible pages.
    await data.db.execute(sql`vacuum (analyze) prices`);
    await usePricesLayout(data.db, LAYOUT);
    console.log(`  sizes: ${await describeSizes(data.db)}`);
  } finally {
    await data.close();
  }

  const server = await startServer(env);
  try {
    const today = todayIso();
    const lk = (await (await fetch(`${server.url}/api/v1/ar/front/price_comparison`, { headers: API })).json()).data as Lookup;
    const benchLk = benchItemsOf(lk);
    const SIGNED_IN = { ...API, cookie: await signIn(server.url) };
    // Warm-up: JIT, connection pool, PostgreSQL's buffers.
    for (let i = 0; i < 40; i++) await (await fetch(`${server.url}/api/v1/ar/front/price?${priceQuery(lk, today)}`, { headers: API })).arrayBuffer();
    await settle(server.cpuMs);
    console.log(
      `[${engine}] ${rows.toLocaleString('en')} price rows, ${lk.items.length} items; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );

    const cases: { name: string; target: number | null; make: () => Promise<Response> }[] = [
      {
        name: 'GET price, one day (0-3 filters)',
        target: 30,
        make: () => fetch(`${server.url}/api/v1/ar/front/price?${priceQuery(lk, today, 1, 0)}`, { headers: API }),
      },
      {
        name: 'GET price, 7 days (producer/item)',
        target: 30,
        make: () => fetch(`${server.url}/api/v1/ar/front/price?${priceQuery(lk, today, 7, 2)}`, { headers: API }),
      },
      {
        name: 'GET price, latest day + word',
        target: 30,
        make: () => {
          const item = pickOne(lk.items);
          return fetch(
            `${server.url}/api/v1/en/front/price?product_id=${item.product_id}&product_type_id=${item.product_type_id}&producer_id=${item.producer_id}&word=${Math.random().toString(36).slice(2, 3)}`,
            { headers: API },
          );
        },
      },
      {
        name: 'POST price_comparison (4 x 365 days)',
        target: 10,
        make: () => fetch(`${server.url}/api/v1/ar/front/price_comparison`, { method: 'POST', headers: API, body: JSON.stringify(comparisonBody(lk, today)) }),
      },
      // The same over the whole history (bench items only): old days are not in PostgreSQL's buffers.
      {
        name: `GET price, 7 days (producer/item), any day of ${DAYS}`,
        target: 30,
        make: () => fetch(`${server.url}/api/v1/ar/front/price?${priceQuery(benchLk, today, 7, 2, DAYS - 7)}`, { headers: API }),
      },
      {
        name: `POST price_comparison (4 x 365 days), any of ${DAYS} days`,
        target: 10,
        make: () =>
          fetch(`${server.url}/api/v1/ar/front/price_comparison`, {
            method: 'POST',
            headers: API,
            body: JSON.stringify(comparisonBody(benchLk, today, DAYS - 365)),
          }),
      },
      // Issue 20: one item over all its history, signed in with the analysis entitlement (national: price_days; a governorate: prices).
      {
        name: 'GET price_analysis, period=all, national',
        target: 50,
        make: () => fetch(`${server.url}/api/v1/${pickOne(['ar', 'en'])}/front/price_analysis?${analysisQuery(lk, today, false)}`, { headers: SIGNED_IN }),
      },
      {
        name: 'GET price_analysis, period=all, governorate',
        target: 50,
        make: () => fetch(`${server.url}/api/v1/${pickOne(['ar', 'en'])}/front/price_analysis?${analysisQuery(lk, today, true)}`, { headers: SIGNED_IN }),
      },
      // Unique URLs skip the pre-serialised answer cache: the home service's cache (prices included) answers.
      {
        name: 'GET home (price table from the cache)',
        target: null,
        make: () => fetch(`${server.url}/api/v1/ar/front/home?b=${Math.random()}`, { headers: API }),
      },
    ];
    const out: string[][] = [];
    for (const c of cases) {
      if (CASES.length > 0 && !CASES.some((w) => c.name.toLowerCase().includes(w))) continue;
      await warmUp(c.make);
      const cpu0 = server.cpuMs();
      const xs = await measure(c.make);
      const cpu = (server.cpuMs() - cpu0) / REQUESTS;
      out.push([
        engine,
        c.name,
        pct(xs, 50).toFixed(1),
        pct(xs, 95).toFixed(1),
        pct(xs, 99).toFixed(1),
        cpu.toFixed(1),
        c.target == null ? '-' : `p95 <= ${c.target}`,
        c.target == null ? '' : pct(xs, 95) <= c.target ? 'ok' : 'MISSED',
      ]);
      console.log(`  ${c.name}: p50 ${pct(xs, 50).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms, ${cpu.toFixed(1)} ms Node CPU/request`);
    }
    console.log(
      `[${engine}] load average after: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    return out;
  } finally {
    await server.stop();
  }
}

const table: string[][] = [];
for (const engine of ENGINES) table.push(...(await runEngine(engine)));
const header = ['engine', 'case', 'p50 ms', 'p95 ms', 'p99 ms', 'Node CPU ms/req', 'target', ''];
const all = [header, ...table];
const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
console.log('');
for (const r of all) console.log(r.map((c, i) => (c ?? '').padEnd(widths[i]!)).join('  '));
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
