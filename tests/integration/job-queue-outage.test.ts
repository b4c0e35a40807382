/**
 * The job queue never takes the server down (issue 30, decision 034): the real server
 * (src/server/main.ts, API, DATABASE_URL on a PostgreSQL this file starts and controls) sends a
 * batch of mails through a slow SMTP server while its PostgreSQL is first frozen (SIGSTOP of the
 * postmaster and all its children), then killed (SIGKILL, all of them), kept away, and started
 * again on the same data and port. Meanwhile:
 *
 * - the server process stays up (pg-boss's polling, maintenance and job settlement fail all the
 *   time: every failure is handled, none ends the process);
 * - an API read that needs the database answers the 503 envelope, from soon after the freeze
 *   until PostgreSQL is back, and its usual answer again once it is;
 * - the mail queue resumes by itself: every mail queued is sent in the end (a mail whose attempt
 *   was running at the kill is retried once its job expires).
 *
 * The mails are queued the way the app queues them (an `outbox` row and its `mail.send` job in
 * one transaction), from this process, like a second instance would. Times are printed, never
 * asserted (the machine is shared).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/server/db/embedded';
import { childPids, pidAlive } from '../../src/server/db/embedded/procs';
import { migrateDatabase } from '../../src/server/db/migrate';
import { outbox } from '../../src/server/db/schema/index';
import { startJobQueue } from '../../src/server/platform/jobs';
import { MAIL_QUEUE, mailJobId, mailJobOptions } from '../../src/server/platform/mail';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import { freePort, smtpServer } from '../helpers/smtp';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const PG_PORT = 4302; // this lane's range: 4300–4349
const MAILS = 150;
/** The slow SMTP server: 4 mails at once (the mailer's concurrency), this long each. */
const SMTP_ACCEPT_MS = 150;
/** A mail's job whose attempt was cut by the kill is retried after this (the app's own mails: 5 minutes). */
const EXPIRE_S = 20;
const UNAVAILABLE_EN = 'Service temporarily unavailable, please try again in a moment';

let dir = '';
let dataDir = '';
let pgServer: EmbeddedPostgres | undefined;
let app: ChildProcess | undefined;
let appPort = 0;
/** The end of the server's output (its log, JSON lines at warn and above, and stderr). */
let appOutput = '';
let mail: ReturnType<typeof smtpServer>;
const stopped = new Set<number>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const since = (t0: number) => Math.round(performance.now() - t0);

/** The postmaster (from postmaster.pid) and every process it started. */
function clusterPids(): number[] {
  const postmaster = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  return [postmaster, ...childPids(postmaster)];
}

function appAlive() {
  return !!app && app.exitCode === null && app.signalCode === null;
}

/** A read that reaches the database every time: a bearer token nobody has (401 when it is up). */
function readMe(): Promise<{ status: number; body: { check?: boolean; msg?: string } }> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: appPort,
        path: '/api/v1/en/front/me',
        headers: { 'x-access-key': WEB_ACCESS_KEY, authorization: `Bearer ${randomBytes(16).toString('hex')}` },
        agent: false,
        timeout: 15_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          let body = {};
          try {
            body = JSON.parse(text) as object;
          } catch {
            /* not an envelope */
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
        res.on('error', () => resolve({ status: 0, body: {} }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, body: {} }));
    req.end();
  });
}

/** Unsent outbox rows, read through a connection of its own; null while PostgreSQL is away. */
async function unsentMails(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from outbox where sent_at is null');
    return rows[0]!.n;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'binaa-jobs-outage-'));
  await fs.chmod(dir, 0o755); // as root, postgres (user `postgres`) must enter it
  dataDir = path.join(dir, 'data');
  pgServer = await startEmbeddedPostgres({ dataDir, port: PG_PORT, initdbFlags: ['--no-sync'] });
  const migrations = openDatabase(pgServer.url, { max: 1, onError: () => {} });
  await migrateDatabase(migrations.db);
  await migrations.close();

  mail = smtpServer(await freePort(), { acceptAfterMs: SMTP_ACCEPT_MS });
  await mail.start();

  appPort = await freePort();
  app = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: pgServer.url,
      DATA_DIR: dir,
      PORT: String(appPort),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SMTP_URL: mail.url,
      MAIL_RETRY_DELAY: '1',
      // Decision 021's test timeouts: the 503s come after about a second.
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '1500',
      DB_QUERY_TIMEOUT_MS: '2000',
    },
  });
  const keep = (d: Buffer) => (appOutput = (appOutput + d.toString()).slice(-50_000));
  app.stdout!.on('data', keep);
  app.stderr!.on('data', keep);
  const t0 = performance.now();
  while ((await readMe()).status !== 401) {
    if (!appAlive()) throw new Error(`server exited: ${appOutput}`);
    if (since(t0) > 120_000) throw new Error(`server not ready after 120 s: ${appOutput}`);
    await sleep(200);
  }
}, 240_000);

afterAll(async () => {
  for (const pid of stopped) if (pidAlive(pid)) process.kill(pid, 'SIGCONT');
  if (appAlive()) {
    const exited = new Promise((resolve) => app!.once('exit', resolve));
    app!.kill('SIGTERM');
    await Promise.race([exited, sleep(20_000)]);
    if (appAlive()) app!.kill('SIGKILL');
  }
  let leftovers: number[] = [];
  try {
    leftovers = clusterPids();
  } catch {
    /* not started, or already gone */
  }
  await Promise.race([pgServer?.stop().catch(() => {}), sleep(15_000)]);
  for (const pid of leftovers) if (pidAlive(pid)) process.kill(pid, 'SIGKILL');
  await mail?.stop();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
}, 60_000);

it('PostgreSQL frozen, then killed, while mails are being sent: the server stays up, answers 503 envelopes, and sends every mail once PostgreSQL is back', async () => {
  const url = pgServer!.url;
  // The mails, queued as the mailer queues them (outbox row + job, one transaction), by a second "instance".
  const queue = openDatabase(url, { max: 2, onError: () => {} });
  const jobs = await startJobQueue(queue, { log: pino({ level: 'silent' }), schedule: false });
  const options = { ...mailJobOptions({ retryDelaySeconds: 1, retryLimit: 20 }), expireInSeconds: EXPIRE_S };
  await jobs.transaction(async (tx) => {
    const rows = await tx.db
      .insert(outbox)
      .values(Array.from({ length: MAILS }, (_, i) => ({ toAddress: `reader.${i}@outage.example`, subject: `Outage test ${i}`, textBody: `mail ${i}` })))
      .returning({ id: outbox.id });
    for (const row of rows) await tx.send(MAIL_QUEUE, { outboxId: row.id }, { ...options, id: mailJobId(row.id) });
  });
  await jobs.stop();
  await queue.close();

  // Sending has begun.
  while (mail.received.length < 10) await sleep(50);
  const sentBeforeFreeze = mail.received.length;

  // Frozen: the TCP port open, nothing answering.
  const frozenAt = performance.now();
  for (const pid of clusterPids()) {
    process.kill(pid, 'SIGSTOP');
    stopped.add(pid);
  }
  let first503: number | undefined;
  const unexpected: string[] = [];
  let answered503 = 0;
  /** Reads the API until `until()` says stop: counts the 503 envelopes, keeps anything else. */
  const probe = async (until: () => boolean, expectUp: boolean) => {
    while (!until()) {
      const res = await readMe();
      if (res.status === 503 && res.body.check === false && res.body.msg === UNAVAILABLE_EN) {
        answered503++;
        first503 ??= since(frozenAt);
      } else if (!(expectUp && res.status === 401)) unexpected.push(`${res.status} ${JSON.stringify(res.body)}`);
      expect(appAlive(), appOutput).toBe(true);
      await sleep(100);
    }
  };
  const frozenFor = 6_000;
  await probe(() => since(frozenAt) > frozenFor, true);
  const sentWhileFrozen = mail.received.length - sentBeforeFreeze;

  // Killed while frozen: every process of the cluster, at once.
  const killedAt = performance.now();
  const pids = clusterPids();
  for (const pid of pids) process.kill(pid, 'SIGKILL');
  stopped.clear();
  while (pids.some(pidAlive)) await sleep(20);
  await pgServer!.stop(); // releases the data folder; postgres is already gone
  const awayFor = 5_000;
  await probe(() => since(killedAt) > awayFor, false);
  const unsentAtKill = MAILS - new Set(mail.received.map((m) => m.messageId)).size;

  // Back on the same data and port (crash recovery).
  const startAt = performance.now();
  pgServer = await startEmbeddedPostgres({ dataDir, port: PG_PORT });
  const backAt = performance.now();
  let recoveredMs: number | undefined;
  while (recoveredMs === undefined && since(backAt) < 30_000) {
    const res = await readMe();
    if (res.status === 401) recoveredMs = since(backAt);
    else await sleep(50);
  }
  const sentAtRecovery = mail.received.length;

  // Every mail in the end (one whose attempt the kill cut waits for its job's expiry).
  let unsent = await unsentMails(pgServer.url);
  while (unsent !== 0 && since(backAt) < 150_000) {
    expect(appAlive(), appOutput).toBe(true);
    await sleep(500);
    unsent = await unsentMails(pgServer.url);
  }
  const allSentMs = since(backAt);
  const ids = mail.received.map((m) => m.messageId);
  const distinct = new Set(ids).size;

  console.log(
    [
      `job queue outage: ${MAILS} mails queued, SMTP ${SMTP_ACCEPT_MS} ms a mail; ${sentBeforeFreeze} sent before the freeze, ${sentWhileFrozen} while frozen`,
      `  first 503 envelope ${first503} ms after SIGSTOP; ${answered503} envelopes while frozen (${frozenFor / 1000} s) and killed (${awayFor / 1000} s); other answers: ${unexpected.length}`,
      `  PostgreSQL killed ${Math.round(killedAt - frozenAt)} ms after the freeze; its start with crash recovery ${Math.round(backAt - startAt)} ms`,
      `  API answering again ${recoveredMs} ms after PostgreSQL was back; ${unsentAtKill} mails unsent at the kill`,
      `  after the recovery: ${distinct - new Set(ids.slice(0, sentAtRecovery)).size} mails sent, the last ${allSentMs} ms after PostgreSQL was back; ` +
        `${distinct} of ${MAILS} distinct mails received, ${ids.length - distinct} sent twice (an attempt cut between the SMTP server's acceptance and its commit)`,
      `  server process: ${appAlive() ? 'up' : 'DOWN'} throughout (pid ${app!.pid})`,
    ].join('\n'),
  );

  expect(appAlive(), appOutput).toBe(true);
  expect(unexpected, 'only 503 envelopes while PostgreSQL was away').toEqual([]);
  expect(first503).toBeDefined();
  expect(recoveredMs).toBeDefined();
  expect(unsent).toBe(0);
  expect(distinct).toBe(MAILS);
  expect(appOutput).not.toMatch(/unhandled rejection|uncaught/i);
}, 300_000);
