/**
 * Fault test (issue 15, decision 020): kill -9 of the server during a burst of writes.
 *
 * The real server (src/server/main.ts, API + embedded PostgreSQL on a throw-away DATA_DIR) takes a
 * burst of POST contact_us, each with its own Idempotency-Key and a marker in its message; once
 * some have been acknowledged it is killed with SIGKILL mid-burst, then started again on the same
 * DATA_DIR (the orphaned PostgreSQL is recovered by the app). A second round kills the app and its
 * PostgreSQL together (PostgreSQL recovers from its write-ahead log). After each restart:
 *
 * - every acknowledged (200) write is in the database exactly once;
 * - every write that got no answer is sent again with its own key: the ones that had committed
 *   before the kill are answered with their stored first answer (`Idempotent-Replayed`), the
 *   others are stored now — and still no marker is in the table twice.
 *
 * The contact route allows 10 messages a minute per address: the burst comes from 250 loopback
 * addresses (127.77.x.y, each its own visitor; Linux routes all of 127/8 to lo), not from a
 * loosened limit. The figures are printed for the closing note.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const ADDRESSES = 250;
/** The burst never sends more than this (10 per address per minute). */
const MAX_WRITES = ADDRESSES * 8;
const WORKERS = 8;
/** Kill once this many writes were acknowledged and at least BURST_MIN_MS has passed. */
const KILL_AFTER_ACKS = 25;
const BURST_MIN_MS = 1_000;
/** The burst stops by then in any case (bounded time). */
const BURST_MAX_MS = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const addressOf = (i: number) => `127.77.${Math.floor((i % ADDRESSES) / 250)}.${(i % 250) + 1}`;
const run = Date.now().toString(36);
const keyOf = (i: number) => `fault-${run}-${i}`;
const bodyOf = (i: number) =>
  JSON.stringify({ name: 'Fault Test', email: 'fault@example.com', code: '+20', phone: '+2001012345678', message: `Fault burst write [fault-marker-${i}]` });

let dataDir = '';
let server: ChildProcess | undefined;

async function freePort(): Promise<number> {
  const wanted = Number(process.env.FAULT_TEST_PORT ?? 0);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(wanted, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the server; resolves with the milliseconds until /readyz answered 200. */
async function startServer(port: number): Promise<number> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: '',
    },
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  server = child;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited (${child.exitCode ?? child.signalCode}): ${stderr}`);
    if (performance.now() - t0 > 90_000) throw new Error(`server not ready after 90 s: ${stderr}`);
    const status = await request(port, { method: 'GET', path: '/readyz' }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return Math.round(performance.now() - t0);
    await sleep(100);
  }
}

function request(
  port: number,
  opts: { method: string; path: string; body?: string; headers?: Record<string, string>; localAddress?: string },
): Promise<{ status: number; replayed: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: opts.method, path: opts.path, headers: opts.headers, localAddress: opts.localAddress, agent: false, timeout: 10_000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, replayed: res.headers['idempotent-replayed'] === 'true' }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(opts.body);
  });
}

const write = (port: number, i: number) =>
  request(port, {
    method: 'POST',
    path: '/api/v1/en/front/contact_us',
    body: bodyOf(i),
    localAddress: addressOf(i),
    headers: { 'content-type': 'application/json', 'x-access-key': WEB_ACCESS_KEY, 'idempotency-key': keyOf(i) },
  });

/** How many rows each marker has, read straight from the embedded PostgreSQL (pg.json). */
async function countMarkers(): Promise<Map<number, number>> {
  const state = JSON.parse(readFileSync(path.join(dataDir, 'pg.json'), 'utf8')) as { password: string; port: number };
  const client = new pg.Client({ connectionString: `postgres://postgres:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}/binaa` });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ i: number; n: number }>(
      `select substring(message from 'fault-marker-([0-9]+)')::int as i, count(*)::int as n
       from contact_messages where message like 'Fault burst write %' group by 1`,
    );
    return new Map(rows.map((r) => [r.i, r.n]));
  } finally {
    await client.end();
  }
}

/** The postmaster of the embedded PostgreSQL in our DATA_DIR (its postmaster.pid). */
function postmasterPid(): number | undefined {
  const pid = Number.parseInt(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8'), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(30_000)]);
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  }
  if (!dataDir) return;
  // A failure between the kill and the restart leaves our PostgreSQL orphaned: stop it (ours only).
  const pid = Number.parseInt(await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => ''), 10);
  if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && alive(pid); i++) await sleep(100);
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  await fs.rm(dataDir, { recursive: true, force: true });
}, 60_000);

interface Round {
  /** What is killed with SIGKILL: the Node process (its PostgreSQL orphaned), or both at once. */
  kill: 'app' | 'app and postgres';
  /** The first write's number (markers and keys are unique across rounds). */
  from: number;
}

/** One burst, one kill -9, one restart, the count, the retries, the count again. */
async function burstKillRestart(port: number, { kill, from }: Round) {
  const acknowledged = new Set<number>();
  const unanswered = new Set<number>();
  const refused = new Map<number, number>();
  let next = from;
  let killed = false;
  const t0 = performance.now();
  const worker = async () => {
    while (!killed && next - from < MAX_WRITES && performance.now() - t0 < BURST_MAX_MS) {
      const i = next++;
      try {
        const res = await write(port, i);
        if (res.status === 200) acknowledged.add(i);
        else refused.set(i, res.status);
      } catch {
        unanswered.add(i);
      }
    }
  };
  const workers = Array.from({ length: WORKERS }, worker);
  while (performance.now() - t0 < BURST_MAX_MS && (acknowledged.size < KILL_AFTER_ACKS || performance.now() - t0 < BURST_MIN_MS)) await sleep(20);
  const victim = server!;
  const exited = new Promise<NodeJS.Signals | null>((resolve) => victim.once('exit', (_code, signal) => resolve(signal)));
  const postmaster = kill === 'app and postgres' ? postmasterPid() : undefined;
  victim.kill('SIGKILL');
  if (postmaster) process.kill(postmaster, 'SIGKILL');
  killed = true;
  const burstMs = Math.round(performance.now() - t0);
  expect(await exited).toBe('SIGKILL');
  await Promise.all(workers);
  const sent = next - from;

  // Restart on the same DATA_DIR: the orphaned PostgreSQL is stopped first, or (killed too) it
  // recovers from its write-ahead log.
  const restartMs = await startServer(port);
  const afterRestart = await countMarkers();
  const found = [...acknowledged].filter((i) => afterRestart.get(i) === 1).length;
  const inRound = (i: number) => i >= from && i < next;
  const duplicates = [...afterRestart].filter(([i, n]) => inRound(i) && n > 1).length;
  const committedUnanswered = [...unanswered].filter((i) => afterRestart.has(i));

  // Every write that got no answer, again with its own key, from its own address.
  const replayed = new Set<number>();
  const retryStatuses: number[] = [];
  for (const i of unanswered) {
    const res = await write(port, i);
    retryStatuses.push(res.status);
    if (res.replayed) replayed.add(i);
  }
  const afterRetries = await countMarkers();
  const stored = [...afterRetries.keys()].filter(inRound).length;
  const duplicatesAfterRetries = [...afterRetries].filter(([i, n]) => inRound(i) && n > 1).length;

  console.log(
    [
      `fault test, kill -9 of the ${kill} during a burst of POST contact_us with Idempotency-Keys:`,
      `  burst ${burstMs} ms with ${WORKERS} concurrent clients, ${sent} writes sent`,
      `  acknowledged (200) before the kill: ${acknowledged.size}; unanswered (connection cut): ${unanswered.size}; refused: ${refused.size}`,
      `  restart until ready: ${restartMs} ms`,
      `  acknowledged writes found once: ${found} of ${acknowledged.size}; markers stored twice: ${duplicates}`,
      `  unanswered writes that had committed: ${committedUnanswered.length}; retried with their keys: ${unanswered.size},` +
        ` answered with the stored first answer: ${replayed.size}, stored now: ${unanswered.size - replayed.size}`,
      `  after the retries: ${stored} distinct writes stored of ${sent} sent, markers stored twice: ${duplicatesAfterRetries}`,
    ].join('\n'),
  );

  expect(refused, 'no write refused (rate limits, validation)').toEqual(new Map());
  expect(acknowledged.size).toBeGreaterThan(0);
  expect(found, 'every acknowledged write is present exactly once').toBe(acknowledged.size);
  expect(duplicates).toBe(0);
  expect(
    retryStatuses.every((status) => status === 200),
    `retries answered ${retryStatuses.join(', ')}`,
  ).toBe(true);
  // A stored answer exists exactly for the writes that committed: those are replayed, the rest run now.
  expect([...replayed].sort((a, b) => a - b)).toEqual(committedUnanswered.sort((a, b) => a - b));
  expect(duplicatesAfterRetries).toBe(0);
  for (const i of [...acknowledged, ...unanswered]) expect(afterRetries.get(i), `write ${i}`).toBe(1);
  expect(stored).toBe(sent);
}

let port = 0;

it('kill -9 of the app during a burst of writes: after the restart every acknowledged write is there once, and retries add no duplicate', async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'binaa-fault-'));
  await fs.chmod(dataDir, 0o755); // as root, PostgreSQL (user `postgres`) must enter it
  port = await freePort();
  const firstStartMs = await startServer(port);
  console.log(`fault test: first start (new database, migrations) ${firstStartMs} ms`);
  await burstKillRestart(port, { kill: 'app', from: 0 });
}, 180_000);

it('kill -9 of the app and its PostgreSQL together: the same after crash recovery', async () => {
  if (!server || server.exitCode !== null || server.signalCode !== null) await startServer(port);
  await burstKillRestart(port, { kill: 'app and postgres', from: 100_000 });
}, 180_000);
