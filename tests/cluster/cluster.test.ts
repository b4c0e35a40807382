/**
 * Two stateless instances behind nginx on PostgreSQL, Redis and an S3 bucket (issue 19), on
 * loopback: what a visitor or a clerk would notice if the instances did not share their state.
 * Their hot public reads go to a hot standby streaming from the primary (issue 30; not with
 * CLUSTER_PG_ADMIN_URL, whose server the run cannot make a standby of: those tests are skipped).
 * The stack is tests/cluster/stack.ts; `npm run test:cluster` runs this after a build.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgBoss } from 'pg-boss';
import { encryptSecret, newTotpSecret } from '../../src/server/domains/staff/totp';
import { BULLETIN_QUEUE, DAILY_QUEUE } from '../../src/server/domains/bulletins/service';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import { multipart, pdf } from '../helpers/cv-files';
import { DEMO_PASSWORD } from '../../src/server/db/seed/data/site';
import pg from 'pg';
import { ADMIN_EMAIL, ADMIN_PASSWORD, PG_ADMIN_URL, startStack, type Instance, type Stack } from './stack';

let stack: Stack;
let a: Instance;
let b: Instance;

/** The instances' DATABASE_READ_AFTER_WRITE_MS: the hot reads use the primary this long after a write. */
const READ_AFTER_WRITE_MS = 1_000;

beforeAll(async () => {
  stack = await startStack({ instances: 2, replica: !PG_ADMIN_URL, env: { DATABASE_READ_AFTER_WRITE_MS: String(READ_AFTER_WRITE_MS) } });
  [a, b] = stack.instances as [Instance, Instance];
  // The first instance migrates and seeds two years of demo prices: minutes at a load average of 30 on 2 cores.
}, 900_000);
afterAll(async () => {
  await stack?.stop();
}, 60_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let addressSeq = 0;
/** A client address of its own (nginx and the instances trust loopback to tell it). */
const nextAddress = () => `10.19.${(++addressSeq >> 8) & 255}.${addressSeq & 255}`;

interface Answer<T = unknown> {
  status: number;
  body: { check: boolean; msg: string; data: T };
  headers: Headers;
}

/** A call of the front (or admin) API on `base` as the web client. */
async function call<T = unknown>(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; lang?: string; scope?: 'front' | 'admin' } = {},
): Promise<Answer<T>> {
  const res = await fetch(`${base}/api/v1/${init.lang ?? 'en'}/${init.scope ?? 'front'}/${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'x-access-key': WEB_ACCESS_KEY,
      // The site's own origin (PUBLIC_URL is nginx's): cookie-bearing writes are refused without it.
      origin: stack.url,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as Answer<T>['body'], headers: res.headers };
}

/** Signs in through `base` as the web client does; the session cookie it was given. */
async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await call(base, 'login', { body: { username, password }, headers: { 'x-forwarded-for': nextAddress() } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const cookie = /binaa_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  expect(cookie).toBeTruthy();
  return cookie!;
}

/** The first admin (ADMIN_EMAIL), signed in through `base` with the second factor proved for this session. */
async function signedInAdmin(base: string): Promise<Record<string, string>> {
  const cookie = await signIn(base, ADMIN_EMAIL, ADMIN_PASSWORD);
  const { rows } = await stack.pool.query<{ id: number }>('select id from users where email = $1', [ADMIN_EMAIL]);
  const userId = rows[0]!.id;
  await stack.pool.query(`insert into staff_second_factors (user_id, secret_enc, enabled_at) values ($1, $2, now()) on conflict (user_id) do nothing`, [
    userId,
    encryptSecret(stack.secret, newTotpSecret()),
  ]);
  await stack.pool.query('update sessions set second_factor_at = now() where user_id = $1', [userId]);
  return { cookie };
}

interface PriceRow {
  product_id: number;
  item_id: number;
  governorate_id: number;
  date: string;
}

/** A price of the home page's table (first item with prices, its first governorate). */
async function homePriceRow(base: string): Promise<PriceRow> {
  const home = await call<{ prices_tables: { product_id: number; product_prices: { item_id: number }[] }[]; price_date: string }>(base, 'home');
  const table = home.body.data.prices_tables.find((t) => t.product_prices.length > 0)!;
  const itemId = table.product_prices[0]!.item_id;
  const { rows } = await stack.pool.query<{ governorate_id: number }>(
    'select governorate_id from prices where item_id = $1 and price_date = $2 order by governorate_id limit 1',
    [itemId, home.body.data.price_date],
  );
  return { product_id: table.product_id, item_id: itemId, governorate_id: rows[0]!.governorate_id, date: home.body.data.price_date };
}

/** Saves the row's price through the back office of `base` (min, mid, max = mid - 10, mid, mid + 10). */
async function savePrice(base: string, headers: Record<string, string>, row: PriceRow, mid: number): Promise<void> {
  const saved = await call(base, 'prices/day', {
    scope: 'admin',
    headers,
    body: {
      product_id: row.product_id,
      date: row.date,
      confirm_jumps: true,
      rows: [{ item_id: row.item_id, governorate_id: row.governorate_id, min_price: mid - 10, mid_price: mid, max_price: mid + 10 }],
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

async function page(base: string, path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
  return { status: res.status, html: await res.text() };
}

describe('two instances behind nginx', () => {
  it('started together on an empty database: one migrated and seeded, both serve it', async () => {
    const { rows } = await stack.pool.query<{ n: number }>('select count(*)::int as n from countries');
    expect(rows[0]!.n).toBeGreaterThan(0);
    // The demo seed ran once: one account per demo username.
    const { rows: twice } = await stack.pool.query<{ n: number }>(
      'select count(*)::int as n from (select email from users group by email having count(*) > 1) d',
    );
    expect(twice[0]!.n).toBe(0);
    for (const instance of [a, b]) expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
    expect((await page(stack.url, '/?lang=en')).html).toContain('<html lang="en" dir="ltr"');
  });

  it('a session made on one instance is signed in on the other', async () => {
    const cookie = await signIn(a.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    const me = await call<{ email: string }>(b.url, 'me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(ADMIN_EMAIL);
    // Signed out on B: refused on A too.
    expect((await call(b.url, 'logout', { method: 'POST', body: {}, headers: { cookie } })).status).toBe(200);
    expect((await call(a.url, 'me', { headers: { cookie } })).status).toBe(401);
  });

  it('a rate limit counts the requests of both instances together', async () => {
    // contact_us: 10 a minute per visitor address.
    const address = nextAddress();
    const message = (n: number) => ({ name: 'Rate limit', email: 'limit@example.com', code: '+20', phone: '+2001012345678', message: `message ${n}` });
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++) {
      const via = n % 2 === 0 ? a : b;
      statuses.push((await call(via.url, 'contact_us', { body: message(n), headers: { 'x-forwarded-for': address } })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another visitor is not limited.
    expect((await call(a.url, 'contact_us', { body: message(99), headers: { 'x-forwarded-for': nextAddress() } })).status).toBe(200);
  });

  it("a price saved through one instance empties the other's cached page within a second", async () => {
    const headers = await signedInAdmin(a.url);
    // An item of the home page's price table: its page on B is cached after the first view.
    const row = await homePriceRow(b.url);
    const path = '/?lang=en';
    const before = await page(b.url, path);
    expect(before.status).toBe(200);
    expect((await page(b.url, path)).html).toBe(before.html); // served from B's page cache
    await savePrice(a.url, headers, row, 98_765);
    const savedAt = Date.now();
    let after = '';
    while (Date.now() - savedAt < 1_000) {
      after = (await page(b.url, path)).html;
      if (/98,?775/.test(after)) break;
      await sleep(50);
    }
    expect(before.html).not.toMatch(/98,?775/);
    // The table's highest price of the item is now the saved one (in the page and its data).
    expect(after).toMatch(/98,?775/);
  });

  it('a CV uploaded through one instance downloads through the other', async () => {
    // A demo job, its poster's session; another demo reader applies through A, the poster downloads through B.
    const { rows } = await stack.pool.query<{ id: number; poster: string; applicant: string }>(
      `select j.id, u.email as poster,
              (select email from users where password_hash is not null and role = 'user' and id <> u.id order by id limit 1) as applicant
         from jobs j join users u on u.id = j.user_id
        where j.is_active and j.closed_at is null and u.password_hash is not null order by j.id limit 1`,
    );
    const { id: jobId, poster: posterEmail, applicant: applicantEmail } = rows[0]!;
    const poster = await signIn(a.url, posterEmail, DEMO_PASSWORD);
    const applicant = await signIn(a.url, applicantEmail, DEMO_PASSWORD);
    const file = pdf('CV through instance A');
    const { payload, contentType } = multipart([
      { name: 'id', value: String(jobId) },
      { name: 'comment', value: 'Ten years of site work.' },
      { name: 'uploaded_file', file: { filename: 'cv.pdf', type: 'application/pdf', data: file } },
    ]);
    const applied = await fetch(`${a.url}/api/v1/en/front/apply_job`, {
      method: 'POST',
      headers: { 'x-access-key': WEB_ACCESS_KEY, origin: stack.url, 'content-type': contentType, cookie: applicant, 'x-forwarded-for': nextAddress() },
      body: new Uint8Array(payload),
    });
    expect(applied.status, await applied.clone().text()).toBe(200);
    const { rows: apps } = await stack.pool.query<{ id: number }>('select id from job_applications where job_id = $1', [jobId]);
    const link = await call<{ url: string }>(b.url, 'job_application_link', { body: { application_id: apps[0]!.id }, headers: { cookie: poster } });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const download = await fetch(new URL(link.body.data.url, b.url), { headers: { cookie: poster } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true);
  });

  it('stopping an instance mid-load loses no acknowledged write, and nginx routes to the survivor', async () => {
    const run = `stop-${Date.now()}`;
    const acknowledged: string[] = [];
    const refused: number[] = [];
    let sent = 0;

    const write = async () => {
      const tag = `${run}-${++sent}`;
      try {
        const res = await call(stack.url, 'contact_us', {
          body: { name: 'Load', email: 'load@example.com', code: '+20', phone: '+2001012345678', message: tag },
          headers: { 'x-forwarded-for': nextAddress() },
        });
        if (res.status === 200) acknowledged.push(tag);
        else refused.push(res.status);
      } catch {
        refused.push(0);
      }
    };
    const reads: number[] = [];
    const read = async () => {
      const res = await fetch(`${stack.url}/api/v1/en/front/home`, { headers: { 'x-access-key': WEB_ACCESS_KEY, 'x-forwarded-for': nextAddress() } });
      reads.push(res.status);
      await res.arrayBuffer();
    };
    // 8 clients; instance A is stopped (SIGTERM) after 1.5 s and 10 writes, and the load goes on
    // for 2.5 s and 20 more writes after the stop (at most a minute on a slow machine).
    let stopAt = Number.POSITIVE_INFINITY;
    let stoppedAt = Number.POSITIVE_INFINITY;
    const deadline = Date.now() + 60_000;
    const more = () => Date.now() < deadline && (Date.now() - stoppedAt < 2_500 || sent - stopAt < 20);
    const clients = Array.from({ length: 8 }, async (_, i) => {
      while (more()) await (i % 2 === 0 ? write() : read());
    });
    await sleep(1_500);
    while (sent < 10 && Date.now() < deadline) await sleep(50);
    stopAt = sent;
    stoppedAt = Date.now();
    const stopping = a.stop('SIGTERM');
    await Promise.all(clients);
    await stopping;
    expect(a.running).toBe(false);
    expect(stopAt).toBeGreaterThan(0);
    expect(sent).toBeGreaterThan(stopAt); // writes went on after the stop

    const { rows } = await stack.pool.query<{ message: string }>('select message from contact_messages where message like $1', [`${run}-%`]);
    const stored = new Set(rows.map((r) => r.message));
    console.log(
      `stop mid-load: ${sent} writes sent (${stopAt} before the stop), ${acknowledged.length} acknowledged, all ${stored.size} stored; ` +
        `${refused.length} refused (${refused.join(', ') || 'none'}); ${reads.length} reads, ${reads.filter((s) => s !== 200).length} not 200`,
    );
    expect(acknowledged.filter((tag) => !stored.has(tag))).toEqual([]);
    // What nginx could not hand to the survivor is a refusal the client saw, never a silent loss.
    expect(refused.length).toBeLessThanOrEqual(8);
    // Once A is gone, every request reaches B.
    const after = await Promise.all(Array.from({ length: 20 }, () => call(stack.url, 'home', { headers: { 'x-forwarded-for': nextAddress() } })));
    expect(after.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(reads.filter((s) => s !== 200).length).toBeLessThanOrEqual(8);
    await a.start();
  });

  it('the daily bulletin is sent once, not once per instance', async () => {
    const subscribers = ['one', 'two', 'three'].map((n) => `bulletin.${n}@cluster.example`);
    const { rows: pkg } = await stack.pool.query<{ id: number }>(
      `insert into subscription_packages (type_id, tier, billing, title_ar, title_en, price, duration_months, entitlements)
       select min(id), 'gold', 'monthly', 'باقة النشرة', 'Bulletin package', 100, 1, '["bulletins.email"]'::jsonb from subscription_types returning id`,
    );
    for (const [i, email] of subscribers.entries()) {
      await stack.pool.query(
        `with u as (insert into users (full_name, username, email, user_active, language) values ($1, $2, $3, true, 'en') returning id)
         insert into subscriptions (user_id, package_id, status, price, starts_at, end_date) select id, $4, 'active', 100, now(), current_date + 30 from u`,
        [`Subscriber ${i}`, `bulletin_cluster_${i}`, email, pkg[0]!.id],
      );
    }
    // Today's bulletin not queued yet: a price saved earlier in this file queued it 30 minutes ahead
    // (the back office's path), and the daily run would find it there.
    await stack.pool.query(`delete from pgboss.job where name = $1 and state = 'created'`, [BULLETIN_QUEUE]);
    // Every minute on both instances' timekeepers: each must not send its own.
    const boss = new PgBoss({ connectionString: stack.databaseUrl, schema: 'pgboss', supervise: false, schedule: false, migrate: false });
    await boss.start();
    await boss.schedule(DAILY_QUEUE, '* * * * *', {}, { tz: 'Africa/Cairo' });
    await boss.stop({ graceful: false });
    const bulletinTo = (email: string) => stack.mails.filter((m) => m.to.includes(email) && /bulletin/i.test(m.data)).length;
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline && !subscribers.every((e) => bulletinTo(e) > 0)) await sleep(500);
    // Two more minutes' runs may come: the day's bulletin still goes once.
    await sleep(5_000);
    expect(subscribers.map(bulletinTo)).toEqual([1, 1, 1]);
    const { rows: runs } = await stack.pool.query<{ n: number }>(`select count(*)::int as n from pgboss.job where name = $1`, [DAILY_QUEUE]);
    expect(runs[0]!.n).toBeGreaterThanOrEqual(1);
  }, 200_000);
});

/** A sample of an instance's /metrics (loopback may read it), e.g. `name{label="value"}`; undefined when absent. */
async function sample(instance: Instance, name: string): Promise<number | undefined> {
  const res = await fetch(`${instance.url}/metrics`);
  expect(res.status).toBe(200);
  const line = (await res.text()).split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

/** Polls `probe` until `ok` holds (at most 30 s); its last value. */
async function until<T>(what: string, probe: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after 30 s`);
    await sleep(100);
  }
}

describe.skipIf(!!PG_ADMIN_URL)('the public reads on a hot standby streaming from the primary', () => {
  let standby: pg.Pool;
  let headers: Record<string, string>;
  let row: PriceRow;
  const path = '/?lang=en';
  /**
   * Saves a price through A, then lets DATABASE_READ_AFTER_WRITE_MS pass on B: B's next page is read
   * from the standby. B's window opens when A's invalidation reaches it through Redis, late on a busy
   * machine (0.5 s of margin was not enough once at load average 36): 3 s of margin.
   */
  const saveAndWait = async (mid: number) => {
    await savePrice(a.url, headers, row, mid);
    await sleep(READ_AFTER_WRITE_MS + 3_000);
  };
  const lag = () => sample(a, 'binaa_db_replica_lag_seconds{pool="replica"}');

  beforeAll(async () => {
    standby = new pg.Pool({ connectionString: stack.replica!.url, max: 2 });
    standby.on('error', () => {});
    headers = await signedInAdmin(a.url);
    row = await homePriceRow(b.url);
  });
  afterAll(async () => {
    await standby?.query('select pg_wal_replay_resume()').catch(() => {});
    await standby?.end();
  });

  it('the standby streams from the primary and refuses writes', async () => {
    const { rows } = await stack.pool.query<{ state: string }>('select state from pg_stat_replication');
    expect(rows.map((r) => r.state)).toEqual(['streaming']);
    expect((await standby.query<{ standby: boolean }>('select pg_is_in_recovery() as standby')).rows[0]!.standby).toBe(true);
    await expect(standby.query('create table written_on_the_standby (x int)')).rejects.toThrow(/read-only transaction/);
  });

  it('a price saved through the back office is on the public pages once DATABASE_READ_AFTER_WRITE_MS has passed', async () => {
    expect((await page(b.url, path)).html).not.toMatch(/91,?244/);
    await saveAndWait(91_234);
    for (const instance of [b, a]) expect((await page(instance.url, path)).html).toMatch(/91,?244/);
    const { rows } = await standby.query<{ max_price: string }>('select max_price from prices where item_id = $1 and governorate_id = $2 and price_date = $3', [
      row.item_id,
      row.governorate_id,
      row.date,
    ]);
    expect(Number(rows[0]!.max_price)).toBe(91_244);
    const { rows: lagRows } = await stack.pool.query<{ write_ms: number | null; replay_ms: number | null; bytes: number }>(
      `select extract(epoch from write_lag) * 1000 as write_ms, extract(epoch from replay_lag) * 1000 as replay_ms,
              pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::float8 as bytes from pg_stat_replication`,
    );
    console.log(
      `replica after the price write: primary's pg_stat_replication write_lag ${lagRows[0]!.write_ms ?? '-'} ms, replay_lag ${lagRows[0]!.replay_ms ?? '-'} ms, ` +
        `${lagRows[0]!.bytes} bytes not replayed; /metrics binaa_db_replica_lag_seconds ${await lag()}`,
    );
  });

  it('while the standby does not replay, the pages show what it has and /metrics tells its lag; caught up, the next write shows', async () => {
    expect(await until('the lag once caught up', lag, (v) => v === 0)).toBe(0);
    await standby.query('select pg_wal_replay_pause()');
    try {
      await until(
        'replay paused',
        async () => (await standby.query<{ s: string }>('select pg_get_wal_replay_pause_state() as s')).rows[0]!.s,
        (s) => s === 'paused',
      );
      await saveAndWait(92_345);
      // Read from the standby, which has not replayed the write: the price before it.
      const stale = (await page(b.url, path)).html;
      expect(stale).toMatch(/91,?244/);
      expect(stale).not.toMatch(/92,?355/);
      const behind = await until('the lag while paused', lag, (v) => v !== undefined && v > 0);
      console.log(`replica paused: binaa_db_replica_lag_seconds ${behind}`);
    } finally {
      await standby.query('select pg_wal_replay_resume()');
    }
    expect(await until('the lag after resuming', lag, (v) => v === 0)).toBe(0);
    await saveAndWait(93_456);
    expect((await page(b.url, path)).html).toMatch(/93,?466/);
  });
});
