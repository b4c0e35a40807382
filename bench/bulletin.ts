/**
 * The daily price bulletin for 10,000 subscribers (issue 16, closing note) on the embedded
 * default: the embedded PostgreSQL with the demo data, the real app (job queue, mailer, the
 * bulletins domain's workers) and a local SMTP catcher on 127.0.0.1 that counts messages.
 *
 *   1. BENCH_SUBSCRIBERS users (default 10,000; half Arabic, half English) with a current
 *      subscription to a package granting 'bulletins.email', made with one SQL insert each.
 *   2. The bulletins.send job of today (queueBulletin): timed until every address is claimed and
 *      its mail is in the outbox (generation), then until the SMTP catcher has every message
 *      (delivery through the mail worker, one mail per job, retries and all).
 *   3. Printed: the day's price rows, the mail sizes, total time, mails per second of each
 *      phase, and the peak resident memory of this process (app + catcher + embedded PG client;
 *      PostgreSQL's own processes are not counted), sampled every 20 ms.
 *
 *   npm run bench:bulletin
 *   BENCH_SUBSCRIBERS=2000 BENCH_DATA_DIR=/tmp/x npx tsx bench/bulletin.ts
 *   BENCH_SMTP_PORT, BENCH_PG_PORT: fixed ports (default: free ones)
 *
 * The data folder (default /tmp/binaa-bench-bulletin) is reused: the demo data is loaded once;
 * the bench's own users, sends and outbox rows are deleted before each run.
 */
import { chmodSync, mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { migrateDatabase } from '../src/server/db/migrate';
import { seedIfEmpty } from '../src/server/db/seed-on-start';
import { BULLETIN_QUEUE, bulletinJobId, queueBulletin } from '../src/server/domains/bulletins/service';
import { todayIso } from '../src/shared/dates';
import { freePort } from './server';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '/tmp/binaa-bench-bulletin';
const EMAIL_DOMAIN = 'bulletin-bench.example';

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 20);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  mkdirSync(`${DATA_DIR}/uploads`, { recursive: true, mode: 0o755 });
  chmodSync(DATA_DIR, 0o755);
  const log = pino({ level: 'warn' });
  const pgServer = await startEmbeddedPostgres({ dataDir: DATA_DIR, port: Number(process.env.BENCH_PG_PORT ?? 0) });
  const smtpPort = Number(process.env.BENCH_SMTP_PORT ?? 0) || (await freePort());
  const config = loadConfig(
    {},
    { DATA_DIR, LOG_LEVEL: 'warn', NODE_ENV: 'production', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, BULLETIN_CRON: '', PUBLIC_URL: 'https://binaa.example' },
  );
  const maintenance = openDatabase(pgServer.url, { max: 2 });
  await migrateDatabase(maintenance.db);
  await seedIfEmpty(maintenance.db, config, log);
  const day = todayIso();
  // The demo's price walk ends today when it was loaded today; otherwise shift its last day to today.
  const { rows: last } = await maintenance.db.execute<{ d: string }>(sql`select max(price_date)::text as d from prices`);
  if (last[0]?.d !== day) {
    await maintenance.db.execute(sql`
      insert into prices (item_id, governorate_id, price_date, min_price, max_price, mid_price)
      select item_id, governorate_id, ${day}::date, min_price, max_price, round(mid_price * 1.01, 2)
      from prices where price_date = ${last[0]!.d}::date on conflict do nothing`);
  }

  // The bench's subscribers, made again each run.
  const started = Date.now();
  await maintenance.db.execute(sql`delete from outbox where to_address like ${'%@' + EMAIL_DOMAIN}`);
  await maintenance.db.execute(sql`delete from bulletin_sends where email like ${'%@' + EMAIL_DOMAIN}`);
  await maintenance.db.execute(sql`delete from users where email like ${'%@' + EMAIL_DOMAIN}`);
  await maintenance.db.execute(sql`delete from pgboss.job where name in ('mail.send', ${BULLETIN_QUEUE})`).catch(() => {});
  await maintenance.db.execute(sql`
    insert into subscription_types (id, name_ar, name_en, sort) values (1, 'مجموعة 1', 'Group 1', 1) on conflict do nothing`);
  const { rows: pkg } = await maintenance.db.execute<{ id: number }>(sql`
    insert into subscription_packages (type_id, tier, billing, title_ar, title_en, price, duration_months, entitlements)
    values (1, 'gold', 'monthly', 'باقة القياس', 'Bench package', 100, 1, '["bulletins.email"]'::jsonb) returning id`);
  await maintenance.db.execute(sql`
    with u as (
      insert into users (full_name, username, email, user_active, language)
      select 'Bench ' || i, 'bench_bulletin_' || i, 'reader' || i || ${'@' + EMAIL_DOMAIN}, true, case when i % 2 = 0 then 'ar' else 'en' end
      from generate_series(1, ${SUBSCRIBERS}) i
      returning id)
    insert into subscriptions (user_id, package_id, status, price, starts_at, end_date)
    select id, ${pkg[0]!.id}, 'active', 100, now(), current_date + 30 from u`);
  await maintenance.db.execute(sql`analyze`);
  const { rows: priceRows } = await maintenance.db.execute<{ n: number }>(sql`select count(*)::int as n from prices where price_date = ${day}::date`);
  console.log(`bulletin bench: ${SUBSCRIBERS.toLocaleString('en')} subscribers made in ${Date.now() - started} ms; ${priceRows[0]!.n} price rows on ${day}`);
  await maintenance.close();

  // The SMTP catcher: counts messages and bytes, keeps nothing.
  let received = 0;
  let bytes = 0;
  let firstAt = 0;
  let lastAt = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A loopback catcher: no reverse DNS of the client (a slow resolver would be measured instead).
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
      stream.on('end', () => {
        received++;
        lastAt = Date.now();
        firstAt ||= lastAt;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  const database = openDatabase(pgServer.url, { timeouts: { statementMs: config.DB_STATEMENT_TIMEOUT_MS, queryMs: config.DB_QUERY_TIMEOUT_MS } });
  const app = await buildApp({ config, database, web: false });
  await app.ready();
  const rssBefore = process.memoryUsage.rss();
  peakRss = rssBefore;

  const t0 = Date.now();
  await queueBulletin(app.jobs, day);
  const count = async () =>
    (
      await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from bulletin_sends where day = ${day}::date and email like ${'%@' + EMAIL_DOMAIN}`,
      )
    ).rows[0]!.n;
  for (;;) {
    const job = await app.jobs.getJob(BULLETIN_QUEUE, bulletinJobId(day));
    if (job?.state === 'completed') break;
    if (job?.state === 'failed') throw new Error(`bulletin job failed: ${JSON.stringify(job.output)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const generated = Date.now();
  const sent = await count();
  const { rows: size } = await database.db.execute<{ html: number; text: number }>(sql`
    select avg(length(html_body))::int as html, avg(length(text_body))::int as text
    from (select html_body, text_body from outbox where to_address like ${'%@' + EMAIL_DOMAIN} limit 50) o`);
  const genS = (generated - t0) / 1000;
  console.log(
    [
      `  mails written to the outbox: ${sent.toLocaleString('en')} (average HTML ${size[0]!.html.toLocaleString('en')} chars, text ${size[0]!.text.toLocaleString('en')} chars)`,
      `  generation (job start → every mail in the outbox): ${genS.toFixed(1)} s, ${(sent / genS).toFixed(0)} mails/s; peak RSS so far ${mb(peakRss)}`,
    ].join('\n'),
  );
  // Delivery goes on at the mail worker's pace: wait for all of it, or report the rate over BENCH_DELIVERY_MINUTES.
  const cap = Number(process.env.BENCH_DELIVERY_MINUTES ?? 60) * 60_000;
  while (received < sent && Date.now() - t0 < cap) await new Promise((r) => setTimeout(r, 50));
  const delS = ((received < sent ? Date.now() : lastAt) - firstAt) / 1000;
  console.log(
    [
      received < sent
        ? `  delivery (first mail at the SMTP catcher → ${Math.round(cap / 60_000)} min cap): ${received.toLocaleString('en')} of ${sent.toLocaleString('en')} received in ${delS.toFixed(1)} s, ${(received / delS).toFixed(1)} mails/s, ${mb(bytes)}; the rest would take ~${((sent - received) / (received / delS) / 60).toFixed(0)} min more`
        : `  delivery (first → last mail at the SMTP catcher; it starts while generation runs): ${delS.toFixed(1)} s, ${(sent / delS).toFixed(1)} mails/s; ${received.toLocaleString('en')} received, ${mb(bytes)}`,
      received >= sent ? `  total: ${((lastAt - t0) / 1000).toFixed(1)} s, ${(sent / ((lastAt - t0) / 1000)).toFixed(1)} mails/s end to end` : '',
      `  memory (this process): RSS ${mb(rssBefore)} before, peak ${mb(peakRss)}`,
      `  load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  await app.close();
  await database.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await pgServer.stop();
  clearInterval(sampler);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
