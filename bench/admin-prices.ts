/**
 * The back office's price entry at the sizes of issue 18's closing note, through the API
 * (app.inject on the real app, the admin scope's checks and audit included):
 *
 *   1. a day of 500 rows saved (POST admin/prices/day): 20 bench items × 25 Egyptian
 *      governorates, each day a fresh one (every row new, prefilled from the day before and
 *      changed by up to 2 %); then the same day saved again (500 unchanged rows), and the
 *      grid of such a day read (GET admin/prices/grid);
 *   2. a 50,000-row CSV file imported (POST admin/prices/import): its dry run, the import
 *      (50,000 new rows) and the same file again (50,000 unchanged rows);
 *   3. the same for a 50,000-row XLSX workbook (other dates: new rows again), as a spreadsheet
 *      program saves it (tests/helpers/xlsx-file.ts; bench/xlsx.ts times its reading alone).
 *
 * Data: the demo seed (made once per data folder) plus the bench product and items, made again
 * on every run (their prices deleted first).
 *
 *   npm run bench:admin-prices
 *   BENCH_DATA_DIR=/tmp/x npm run bench:admin-prices      embedded PostgreSQL in that folder (default /tmp/binaa-bench-admin-prices)
 *   DATABASE_URL=postgres://… npm run bench:admin-prices  an external PostgreSQL (migrated and seeded if empty)
 *   BENCH_DAYS=5                                          days saved (default 5; the median and the worst are printed)
 */
import { chmodSync, mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { migrateDatabase } from '../src/server/db/migrate';
import { seedIfEmpty } from '../src/server/db/seed-on-start';
import { hashToken, newToken } from '../src/server/platform/auth';
import { addDays, todayIso } from '../src/shared/dates';
import { WEB_ACCESS_KEY } from '../src/shared/envelope';
import { xlsxFile } from '../tests/helpers/xlsx-file';

const DATA_DIR = process.env.BENCH_DATA_DIR ?? '/tmp/binaa-bench-admin-prices';
const EXTERNAL = process.env.DATABASE_URL;
const DAYS = Number(process.env.BENCH_DAYS ?? 5);
const ITEMS = 20;
const GOVS = 25;
const FILE_DAYS = 100; // × 500 pairs = 50,000 rows
const BENCH_SLUG = 'bench-entry';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;

function multipart(name: string, data: Buffer) {
  const boundary = `----bench${Date.now().toString(16)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function main() {
  const log = pino({ level: 'warn' });
  let url = EXTERNAL;
  let stopPg: (() => Promise<void>) | null = null;
  if (!url) {
    mkdirSync(`${DATA_DIR}/uploads`, { recursive: true, mode: 0o755 });
    chmodSync(DATA_DIR, 0o755);
    const pgServer = await startEmbeddedPostgres({ dataDir: DATA_DIR, port: Number(process.env.BENCH_PG_PORT ?? 0) });
    url = pgServer.url;
    stopPg = () => pgServer.stop();
  }
  const config = loadConfig({}, { DATA_DIR, LOG_LEVEL: 'warn', NODE_ENV: 'production', BULLETIN_CRON: '', PUBLIC_URL: 'https://binaa.example' });
  const setup = openDatabase(url, { max: 2 });
  await migrateDatabase(setup.db);
  await seedIfEmpty(setup.db, config, log);
  const db = setup.db;

  // The bench product: 20 items of an Egyptian producer, each sold in the first 25 governorates of Egypt.
  const today = todayIso();
  const first = addDays(today, -(3 * FILE_DAYS + DAYS + 10));
  await db.execute(sql`delete from prices where item_id in (select i.id from items i join products p on p.id = i.product_id where p.slug = ${BENCH_SLUG})`);
  await db.execute(
    sql`delete from item_governorates where item_id in (select i.id from items i join products p on p.id = i.product_id where p.slug = ${BENCH_SLUG})`,
  );
  await db.execute(sql`delete from items where product_id in (select id from products where slug = ${BENCH_SLUG})`);
  await db.execute(sql`delete from product_types where product_id in (select id from products where slug = ${BENCH_SLUG})`);
  await db.execute(sql`delete from products where slug = ${BENCH_SLUG}`);
  const { rows: product } = await db.execute<{ id: number }>(
    sql`insert into products (slug, name_ar, name_en, sort) values (${BENCH_SLUG}, 'مادة القياس', 'Bench material', 99) returning id`,
  );
  const productId = product[0]!.id;
  await db.execute(sql`insert into product_types (product_id, name_ar, name_en, sort) values (${productId}, 'نوع القياس', 'Bench type', 1)`);
  await db.execute(sql`
    insert into items (product_id, product_type_id, producer_id, unit_id, name_ar, name_en, sort)
    select ${productId}, (select id from product_types where product_id = ${productId}), (select min(id) from producers where country_id = 1),
           (select min(id) from units), 'صنف إدخال ' || n, 'Entry item ' || n, n
    from generate_series(1, ${ITEMS}) n`);
  await db.execute(sql`
    insert into item_governorates (item_id, governorate_id)
    select i.id, g.id from items i cross join (select id from governorates where country_id = 1 order by sort, id limit ${GOVS}) g
    where i.product_id = ${productId}`);
  const { rows: pairs } = await db.execute<{ item_id: number; governorate_id: number }>(sql`
    select ig.item_id, ig.governorate_id from item_governorates ig join items i on i.id = ig.item_id
    where i.product_id = ${productId} order by ig.item_id, ig.governorate_id`);
  // The day before the saved days: the grid's prefill.
  const day0 = addDays(today, -(DAYS + 1));
  await db.execute(sql`
    insert into prices (item_id, governorate_id, price_date, min_price, mid_price, max_price)
    select ig.item_id, ig.governorate_id, ${day0}::date, 3000 + ig.item_id, 3050 + ig.item_id, 3100 + ig.item_id
    from item_governorates ig join items i on i.id = ig.item_id where i.product_id = ${productId}`);

  // A prices clerk with a session that proved its second factor.
  const token = newToken();
  const { rows: user } = await db.execute<{ id: number }>(sql`
    insert into users (full_name, username, email, user_active, role, language)
    values ('Bench clerk', ${`bench_clerk_${Date.now()}`}, ${`clerk${Date.now()}@bench.example`}, true, 'prices_clerk', 'en') returning id`);
  await db.execute(sql`
    insert into sessions (user_id, token_hash, expires_at, second_factor_at) values (${user[0]!.id}, ${hashToken(token)}, now() + interval '1 day', now())`);
  await db.execute(sql`analyze`);
  await setup.close();

  const database = openDatabase(url, { timeouts: { statementMs: config.DB_STATEMENT_TIMEOUT_MS, queryMs: config.DB_QUERY_TIMEOUT_MS } });
  const app = await buildApp({ config, database, web: false });
  await app.ready();
  const headers = { 'x-access-key': WEB_ACCESS_KEY, authorization: `Bearer ${token}` };
  const call = async (method: 'GET' | 'POST', path: string, body?: object, extra: Record<string, string> = {}, payload?: Buffer) => {
    const t0 = process.hrtime.bigint();
    const res = await app.inject({
      method,
      url: `/api/v1/en/admin/${path}`,
      headers: { ...headers, ...extra },
      ...(payload ? { payload } : body ? { payload: body } : {}),
    });
    const took = ms(t0);
    if (res.statusCode !== 200) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return { took, data: (res.json() as { data: Record<string, unknown> }).data };
  };

  console.log(
    `admin prices bench (${EXTERNAL ? 'external PostgreSQL' : 'embedded PostgreSQL'}); load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );

  // 1. Days of 500 rows.
  const saves: number[] = [];
  const resaves: number[] = [];
  const grids: number[] = [];
  for (let d = 1; d <= DAYS; d++) {
    const date = addDays(day0, d);
    const grid = await call('GET', `prices/grid?product_id=${productId}&date=${date}`);
    grids.push(grid.took);
    const rows = (grid.data.rows as { item_id: number; governorate_id: number; min_price: string; max_price: string }[]).map((r, i) => {
      const f = 1 + ((i % 5) - 2) / 100; // -2 % … +2 %
      const min = Math.round(Number(r.min_price) * f);
      const max = Math.round(Number(r.max_price) * f);
      return { item_id: r.item_id, governorate_id: r.governorate_id, min_price: min, mid_price: (min + max) / 2, max_price: max };
    });
    if (rows.length !== pairs.length) throw new Error(`grid has ${rows.length} rows, expected ${pairs.length}`);
    const body = { product_id: productId, date, rows };
    const first = await call('POST', 'prices/day', body);
    if ((first.data.inserted as number) !== rows.length) throw new Error(`save: ${JSON.stringify(first.data)}`);
    saves.push(first.took);
    const again = await call('POST', 'prices/day', body);
    if ((again.data.unchanged as number) !== rows.length) throw new Error(`re-save: ${JSON.stringify(again.data)}`);
    resaves.push(again.took);
  }
  console.log(
    [
      `  grid of a day (${pairs.length} rows): median ${median(grids).toFixed(0)} ms, worst ${Math.max(...grids).toFixed(0)} ms`,
      `  save a day of ${pairs.length} new rows: median ${median(saves).toFixed(0)} ms, worst ${Math.max(...saves).toFixed(0)} ms (${DAYS} days)`,
      `  save the same day again (${pairs.length} unchanged): median ${median(resaves).toFixed(0)} ms`,
    ].join('\n'),
  );

  // 2 and 3. Files of 50,000 rows.
  const header = ['date', 'item_id', 'governorate_id', 'min_price', 'mid_price', 'max_price'];
  const fileRows = (from: string) => {
    const out: (string | number)[][] = [];
    for (let k = 0; k < FILE_DAYS; k++) {
      const date = addDays(from, k);
      for (const p of pairs) out.push([date, p.item_id, p.governorate_id, 2900 + (k % 7), 2950 + (k % 7), 3000 + (k % 7)]);
    }
    return out;
  };
  const csvRows = fileRows(first);
  const csv = Buffer.from(`${header.join(',')}\r\n${csvRows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  const xlsxRows = fileRows(addDays(first, FILE_DAYS));
  const xlsx = xlsxFile([header, ...xlsxRows], 'prices');
  const upload = async (name: string, data: Buffer, dryRun: boolean) => {
    const { payload, contentType } = multipart(name, data);
    return call('POST', `prices/import${dryRun ? '?dry_run=true' : ''}`, undefined, { 'content-type': contentType }, payload);
  };
  for (const [name, data, count] of [
    ['prices.csv', csv, csvRows.length],
    ['prices.xlsx', xlsx, xlsxRows.length],
  ] as const) {
    const dry = await upload(name, data, true);
    const done = await upload(name, data, false);
    if ((done.data.inserted as number) !== count) throw new Error(`${name}: ${JSON.stringify({ ...done.data, rejected: undefined })}`);
    const again = await upload(name, data, false);
    if ((again.data.unchanged as number) !== count) throw new Error(`${name} again: ${JSON.stringify({ ...again.data, rejected: undefined })}`);
    console.log(
      `  import ${name} (${count.toLocaleString('en')} rows, ${(data.length / 1024 / 1024).toFixed(1)} MB): dry run ${(dry.took / 1000).toFixed(2)} s, import ${(done.took / 1000).toFixed(2)} s, same file again ${(again.took / 1000).toFixed(2)} s`,
    );
  }
  console.log(
    `  load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );

  await app.close();
  await database.close();
  await stopPg?.();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
