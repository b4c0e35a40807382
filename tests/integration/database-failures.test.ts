/**
 * PostgreSQL frozen and PostgreSQL restarted under load (issue 15, decision 021), with real
 * processes: this file starts its OWN embedded PostgreSQL (not the shared test server), migrates
 * it and builds the app (API only) on it with short timeouts, then
 *
 *   frozen     SIGSTOP of the postmaster and all its children (the TCP port stays open, nothing
 *              answers): an API read, a write and /readyz answer 503 envelopes instead of
 *              hanging; a transaction cut by the freeze leaves no connection behind inside it;
 *              after SIGCONT the same requests succeed again.
 *   restarted  writes through POST contact_us from a few concurrent clients while PostgreSQL
 *              stops (immediate shutdown, like `pg_ctl stop -m immediate`) and starts again on
 *              the same data and port: 503 envelopes while it is away, success again on their
 *              own once it is back, and every acknowledged write is in the table.
 *
 * Times are printed (console.log), never asserted: the machine is shared. The contact form is
 * limited to 10 posts a minute per address whatever the client key, so every post of the load
 * comes from its own client address (app.inject's remoteAddress), as many visitors would.
 */
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/server/db/embedded';
import { childPids, pidAlive } from '../../src/server/db/embedded/procs';
import { migrateDatabase } from '../../src/server/db/migrate';
import { contactMessages } from '../../src/server/db/schema/index';
import { isDatabaseUnavailable } from '../../src/server/platform/db-errors';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';

const PORT = 4301; // this lane's range: 4300–4349
const TIMEOUTS = { connectMs: 1_000, statementMs: 1_500, queryMs: 2_000 };
const UNAVAILABLE_EN = 'Service temporarily unavailable, please try again in a moment';

let dir: string;
let dataDir: string;
let server: EmbeddedPostgres;
let database: Database;
let app: FastifyInstance;
const stopped = new Set<number>();

const ms = (t0: number) => Math.round(performance.now() - t0);
const sleep = (n: number) => new Promise((r) => setTimeout(r, n));

/** The postmaster (from postmaster.pid) and every process it started. */
function clusterPids(): number[] {
  const postmaster = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  return [postmaster, ...childPids(postmaster)];
}

function freeze() {
  for (const pid of clusterPids()) {
    process.kill(pid, 'SIGSTOP');
    stopped.add(pid);
  }
}

function thaw() {
  for (const pid of stopped) if (pidAlive(pid)) process.kill(pid, 'SIGCONT');
  stopped.clear();
}

/** A read that reaches the database every time: a bearer token nobody has (401 when up). */
async function readMe() {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/en/front/me',
    headers: { 'x-access-key': WEB_ACCESS_KEY, authorization: `Bearer ${randomBytes(16).toString('hex')}` },
  });
  return { status: res.statusCode, body: res.json<{ check: boolean; msg: string; data: unknown }>(), retryAfter: res.headers['retry-after'] };
}

let visitor = 0;
/** One contact message from a new client address (each address stays far below the form's limit). */
async function postContact(message: string) {
  visitor++;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/en/front/contact_us',
    headers: { 'x-access-key': WEB_ACCESS_KEY },
    remoteAddress: `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
    payload: { name: 'Load Test', email: 'load@example.com', code: '+20', phone: '+2001012345678', message },
  });
  return { status: res.statusCode, body: res.json<{ check: boolean; msg: string; data: unknown }>(), retryAfter: res.headers['retry-after'] };
}

async function readyz() {
  const t0 = performance.now();
  const res = await app.inject({ method: 'GET', url: '/readyz' });
  return { status: res.statusCode, ms: ms(t0) };
}

/** Rows of contact_messages through a connection of its own (not the app's pool). */
async function storedMessages(): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: server.url });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ message: string }>('select message from contact_messages');
    return new Set(rows.map((r) => r.message));
  } finally {
    await client.end().catch(() => {});
  }
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'binaa-dbfail-'));
  await fs.chmod(dir, 0o755); // as root, postgres (user `postgres`) must enter it
  dataDir = path.join(dir, 'data');
  server = await startEmbeddedPostgres({ dataDir, port: PORT, initdbFlags: ['--no-sync'] });
  const migrations = openDatabase(server.url, { max: 1, onError: () => {} });
  await migrateDatabase(migrations.db);
  await migrations.close();
  database = openDatabase(server.url, { timeouts: TIMEOUTS, onError: () => {} });
  const config = loadConfig({}, { LOG_LEVEL: 'silent', DATA_DIR: dir, NODE_ENV: 'test' });
  app = await buildApp({ config, database, web: false });
  await app.ready();
});

/** A step of the clean-up that may not finish after a failure: at most `n` ms. */
const atMost = (n: number, p: Promise<unknown> | undefined) => Promise.race([p?.catch(() => {}), sleep(n)]);

afterAll(async () => {
  thaw();
  let leftovers: number[] = [];
  try {
    leftovers = clusterPids();
  } catch {
    /* not started, or already stopped */
  }
  await atMost(5_000, app?.close());
  await atMost(5_000, database?.close());
  await atMost(15_000, server?.stop());
  // Whatever happened, no postgres of this file keeps the port.
  for (const pid of leftovers) if (pidAlive(pid)) process.kill(pid, 'SIGKILL');
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

describe('PostgreSQL frozen (SIGSTOP)', () => {
  it('answers 503 envelopes and a 503 /readyz instead of hanging, and serves again after SIGCONT', async () => {
    // Idle connections in the pool first: the hard case is a connection that is open but silent.
    expect((await readMe()).status).toBe(401);
    expect((await postContact('before the freeze')).status).toBe(200);
    expect((await readyz()).status).toBe(200);
    await Promise.all([1, 2, 3].map(() => database.pool.query('select pg_sleep(0.05)')));
    expect(database.pool.idleCount).toBeGreaterThanOrEqual(3);

    freeze();
    try {
      // A transaction whose BEGIN never gets its answer (sent on an idle connection): that
      // connection must not go back to the pool, or once PostgreSQL answers again the writes of
      // later requests would run inside a transaction nobody commits.
      let t0 = performance.now();
      await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
      const txMs = ms(t0);

      t0 = performance.now();
      const read = await readMe();
      const readMs = ms(t0);
      expect(read.status).toBe(503);
      expect(read.body).toEqual({ check: false, msg: UNAVAILABLE_EN, data: null });
      expect(read.retryAfter).toBeDefined();

      t0 = performance.now();
      const write = await postContact('during the freeze');
      const writeMs = ms(t0);
      expect(write.status).toBe(503);
      expect(write.body.check).toBe(false);

      const ready = await readyz();
      expect(ready.status).toBe(503);

      console.log(`frozen: API read 503 in ${readMs} ms, write 503 in ${writeMs} ms, /readyz 503 in ${ready.ms} ms, transaction failed in ${txMs} ms`);
    } finally {
      thaw();
    }

    const t0 = performance.now();
    let ready = await readyz();
    while (ready.status !== 200 && ms(t0) < 10_000) {
      await sleep(100);
      ready = await readyz();
    }
    console.log(`after SIGCONT: /readyz 200 after ${ms(t0)} ms`);
    expect(ready.status).toBe(200);
    expect((await readMe()).status).toBe(401);

    const after = Array.from({ length: 12 }, (_, i) => `after the freeze ${i}`);
    for (const m of after) expect((await postContact(m)).status).toBe(200);
    const stored = await storedMessages();
    for (const m of ['before the freeze', ...after]) expect(stored.has(m), m).toBe(true);
    // No connection is still lent out (drizzle never releases a client whose BEGIN failed:
    // each would be a pool slot lost for good) and none is left inside a transaction. The job
    // queue's workers borrow one for a moment when they look for jobs: a lost slot stays lent for
    // good, so it is waited for, not read once.
    await expect.poll(() => database.pool.totalCount - database.pool.idleCount, { timeout: 5_000, interval: 50 }).toBe(0);
    const { rows } = await database.pool.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});

describe('PostgreSQL restarted during a load of writes', () => {
  it('answers 503 envelopes while it is away, recovers by itself, and loses no acknowledged write', async () => {
    const acknowledged: string[] = [];
    const refused: string[] = [];
    const unexpected: string[] = [];
    let firstOkAfterBack: number | undefined;
    /** When PostgreSQL accepts connections again (set once it does). */
    const back: { at?: number } = {};
    let running = true;

    const writer = async (w: number) => {
      for (let i = 0; running; i++) {
        const message = `load ${w}-${i}`;
        const res = await postContact(message);
        if (res.status === 200 && res.body.check) {
          acknowledged.push(message);
          if (back.at !== undefined && firstOkAfterBack === undefined) firstOkAfterBack = performance.now();
        } else if (res.status === 503 && res.body.check === false && res.body.msg === UNAVAILABLE_EN && res.retryAfter) {
          refused.push(message);
        } else {
          unexpected.push(`${res.status} ${JSON.stringify(res.body)}`);
        }
        await sleep(15);
      }
    };
    // Beside the API: transactions of two rows on the app's pool (the back office's kind of
    // write), acknowledged when COMMIT answers; BEGINs cut by the stop must cost no pool slot.
    const transactions = { acknowledged: 0, failed: 0 };
    const transactionWriter = async () => {
      for (let i = 0; running; i++) {
        const pair = [`tx ${i} a`, `tx ${i} b`];
        try {
          await database.db.transaction(async (tx) => {
            for (const message of pair) {
              await tx
                .insert(contactMessages)
                .values({ name: 'Tx', email: 'tx@example.com', code: '+20', phone: '+2001012345678', message, lang: 'en', ip: '127.0.0.1' });
            }
          });
          acknowledged.push(...pair);
          transactions.acknowledged++;
        } catch (err) {
          if (isDatabaseUnavailable(err)) transactions.failed++;
          else unexpected.push(`transaction: ${String(err)}`);
        }
        await sleep(15);
      }
    };
    const writers = [...[0, 1, 2].map((w) => writer(w)), transactionWriter()];

    await sleep(800);
    const beforeStop = acknowledged.length;
    // Immediate shutdown (pg_ctl stop -m immediate): sessions cut, crash recovery on the next start.
    const postmaster = clusterPids()[0]!;
    const stopAt = performance.now();
    process.kill(postmaster, 'SIGQUIT');
    while (pidAlive(postmaster)) await sleep(20);
    const goneMs = ms(stopAt);
    await server.stop(); // releases the data folder; postgres is already gone
    await sleep(1_000); // away for a while under load
    const refusedWhileDown = refused.length;
    const startAt = performance.now();
    server = await startEmbeddedPostgres({ dataDir, port: PORT });
    const backAt = performance.now();
    back.at = backAt;

    const deadline = performance.now() + 15_000;
    while (firstOkAfterBack === undefined && performance.now() < deadline) await sleep(20);
    await sleep(500); // a little load after the recovery too
    running = false;
    await Promise.all(writers);

    const stored = await storedMessages();
    const found = acknowledged.filter((m) => stored.has(m));
    const recoveryMs = firstOkAfterBack === undefined ? undefined : Math.round(firstOkAfterBack - backAt);
    console.log(
      `restart under load: acknowledged ${acknowledged.length} (${beforeStop} before the stop), found ${found.length}; ` +
        `503 envelopes ${refused.length} (${refusedWhileDown} while down); transactions committed ${transactions.acknowledged}, failed ${transactions.failed}; unexpected ${unexpected.length}; ` +
        `down ${Math.round(backAt - stopAt)} ms (gone after ${goneMs} ms, start with crash recovery ${Math.round(backAt - startAt)} ms); first acknowledged write ${recoveryMs} ms after PostgreSQL was back`,
    );
    expect(unexpected).toEqual([]);
    expect(database.pool.totalCount - database.pool.idleCount).toBe(0);
    expect(beforeStop).toBeGreaterThan(0);
    expect(refusedWhileDown).toBeGreaterThan(0);
    expect(recoveryMs).toBeDefined();
    expect(found.length).toBe(acknowledged.length);
    expect(acknowledged.length).toBeGreaterThan(beforeStop);
    expect((await readyz()).status).toBe(200);
  });
});
