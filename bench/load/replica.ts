/**
 * The read replica under load (issue 30, item 7): while a level runs, every second,
 *
 * - each instance's `/metrics` (loopback, no token): `binaa_db_replica_lag_seconds{pool="replica"}`,
 *   what the instance itself reports (0 when the standby has replayed all the WAL it received, else
 *   the age of its last replayed transaction: src/server/platform/metrics.ts);
 * - the primary's `pg_stat_replication`: `write_lag` and `replay_lag` (the time from a commit's WAL
 *   flushed on the primary to the standby having written it / replayed it, i.e. visible there), and
 *   `pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)`, the bytes of WAL not yet replayed.
 *   PostgreSQL shows NULL for the two times once the standby has caught up and no WAL is coming:
 *   such a sample counts as 0 (nothing behind), and how many there were is kept.
 *
 * and, over the whole window, the transactions of the site's database on each server
 * (`pg_stat_database.xact_commit + xact_rollback`, read from the `postgres` database so that the
 * readings are not counted): the standby only runs the hot public reads the instances route to it
 * (src/server/platform/read-replica.ts) and the scrapes' own lag query (one per instance per
 * scrape, subtracted); the primary runs everything else. PostgreSQL flushes a busy backend's
 * counters at most once a second, so a window's counts are exact to about a second of traffic.
 *
 * Why the standby serves what it serves: the bench listens on the stack's Redis to the cache
 * invalidations the instances broadcast (`binaa:cache:invalidate`, src/server/platform/cache.ts).
 * Each one sends every instance's hot reads to the primary for DATABASE_READ_AFTER_WRITE_MS
 * (whatever it emptied: a subscription, a session, a price): the union of those windows over the
 * level is the share of time the instances read from the primary, printed with the invalidations a
 * second and the prefixes that caused them.
 *
 * The scrapes themselves cost each instance three small queries a second (jobs, outbox, lag).
 */
import { accountsCache } from '../../src/server/domains/accounts/cache';
import { subscriptionsCache } from '../../src/server/domains/subscriptions/cache';
import { Redis } from 'ioredis';
import pg from 'pg';
import { request } from 'undici';

export interface ReplicaSource {
  /** The primary's site database (a superuser: pg_stat_replication's lag columns). */
  primaryUrl: string;
  /** The standby's site database. */
  standbyUrl: string;
  /** Each instance's /metrics. */
  metricsUrls: string[];
  /** The stack's Redis, where the instances broadcast their cache invalidations. */
  redisUrl: string;
  /** The instances' DATABASE_READ_AFTER_WRITE_MS. */
  afterWriteMs: number;
}

/** p50/p99/max of one figure over a window's samples. */
export interface Spread {
  samples: number;
  p50: number;
  p99: number;
  max: number;
}

export interface ReplicaLevel {
  /** binaa_db_replica_lag_seconds of every instance's scrapes, in ms. */
  metricLagMs: Spread;
  /** Scrapes that had no replica lag (the source did not answer within 1 s, or /metrics failed). */
  metricMissing: number;
  /** Samples of pg_stat_replication that failed or found no standby, and the last reason. */
  replicationMissing: number;
  replicationError?: string;
  writeLagMs: Spread;
  replayLagMs: Spread;
  /** Samples whose write_lag / replay_lag was NULL (caught up, idle): counted as 0 above. */
  lagNull: number;
  replayBytes: Spread;
  /** Transactions per second of the site's database on each server over the window. */
  primaryTps: number;
  /** The standby's, less the scrapes' own lag queries. */
  standbyTps: number;
  /** standbyTps / (primaryTps + standbyTps), %. */
  standbyShare: number;
  /** Cache invalidations broadcast per second, and the share of the window the instances' hot reads went to the primary (%). */
  invalidationsPerSecond: number;
  onPrimaryShare: number;
  /** Invalidations by their first prefix ("subscriptions:" …), most frequent first. */
  invalidatedPrefixes: Record<string, number>;
}

const database = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.href;
};

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
  return { samples: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN };
}

async function metricLag(url: string): Promise<number | undefined> {
  try {
    const res = await request(url, { headersTimeout: 2_000, bodyTimeout: 2_000 });
    const text = await res.body.text();
    if (res.statusCode !== 200) return undefined;
    const m = /^binaa_db_replica_lag_seconds\{pool="replica"\} ([0-9.e+-]+)$/m.exec(text);
    return m ? Number(m[1]) * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** The channel of BroadcastCache (src/server/platform/cache.ts). */
const INVALIDATIONS = 'binaa:cache:invalidate';
/** The prefixes of the declarations of one person's data (`personal: true`), whose invalidations leave the hot reads on the replica. */
const PERSONAL = [...accountsCache.prefixes, ...subscriptionsCache.prefixes];

/** Of [from, to], the part covered by the windows [t, t + length] of `times` (sorted), in ms. */
export function covered(times: number[], length: number, from: number, to: number): number {
  let sum = 0;
  let end = from;
  for (const t of times) {
    const a = Math.max(t, end);
    const b = Math.min(t + length, to);
    if (b > a) sum += b - a;
    end = Math.max(end, Math.min(t + length, to));
  }
  return sum;
}

/** Runs `fn` every `ms`, skipping a tick while the previous run is still going (a busy machine); the answer stops it and waits for the run in flight. */
function every(ms: number, fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= fn().finally(() => (running = undefined));
  }, ms);
  return async () => {
    clearInterval(timer);
    await running;
  };
}

interface Counts {
  primary: number;
  standby: number;
}

export interface ReplicaWatch {
  /** Starts sampling (at the measured window's start); stop() answers the window's figures. */
  start(): { stop(): Promise<ReplicaLevel> };
  close(): Promise<void>;
}

/** Opens the two monitoring connections; `start()` per level. */
export async function watchReplica(source: ReplicaSource, intervalMs = 1_000): Promise<ReplicaWatch> {
  const siteDb = new URL(source.primaryUrl).pathname.slice(1);
  const connect = async (url: string) => {
    const client = new pg.Client({ connectionString: database(url, 'postgres'), statement_timeout: 2_000 });
    client.on('error', () => {});
    await client.connect();
    return client;
  };
  const primary = await connect(source.primaryUrl);
  const standby = await connect(source.standbyUrl);
  const xacts = async (client: pg.Client) =>
    Number((await client.query<{ n: string }>('select xact_commit + xact_rollback as n from pg_stat_database where datname = $1', [siteDb])).rows[0]?.n ?? NaN);
  const counts = async (): Promise<Counts> => ({ primary: await xacts(primary), standby: await xacts(standby) });
  // Arrival times of the invalidations (ms, performance.now()) and their first prefix; a level reads its own part.
  const invalidations: { at: number; prefix: string; opensWindow: boolean }[] = [];
  const redis = new Redis(source.redisUrl, { maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  redis.on('message', (_channel: string, message: string) => {
    let prefixes: unknown;
    try {
      prefixes = JSON.parse(message);
    } catch {
      return;
    }
    const list = Array.isArray(prefixes) ? prefixes.map(String) : [];
    // As the app's routing (platform/read-replica.ts): only one person's data opens no window.
    invalidations.push({
      at: performance.now(),
      prefix: list[0] ?? '?',
      opensWindow: !list.length || !list.every((p) => PERSONAL.some((q) => p.startsWith(q) || q.startsWith(p))),
    });
  });
  await redis.subscribe(INVALIDATIONS);

  return {
    start() {
      const startedAt = performance.now();
      const first = counts();
      const metric: number[] = [];
      let metricMissing = 0;
      let scrapes = 0;
      const write: number[] = [];
      const replay: number[] = [];
      const bytes: number[] = [];
      let lagNull = 0;
      /** Why a pg_stat_replication sample is missing. */
      const replicationMissing: string[] = [];
      const replication = async () => {
        try {
          const { rows } = await primary.query<{ write_ms: number | null; replay_ms: number | null; bytes: number | null }>(
            `select extract(epoch from write_lag)::float8 * 1000 as write_ms, extract(epoch from replay_lag)::float8 * 1000 as replay_ms,
                    pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::float8 as bytes
               from pg_stat_replication`,
          );
          if (!rows.length) replicationMissing.push('no standby in pg_stat_replication');
          for (const r of rows) {
            if (r.write_ms === null || r.replay_ms === null) lagNull++;
            write.push(r.write_ms ?? 0);
            replay.push(r.replay_ms ?? 0);
            if (r.bytes !== null) bytes.push(r.bytes);
          }
        } catch (err) {
          replicationMissing.push((err as Error).message);
        }
      };
      const scrape = async () => {
        const lags = await Promise.all(source.metricsUrls.map(metricLag));
        scrapes += lags.length;
        for (const lag of lags) {
          if (lag === undefined) metricMissing++;
          else metric.push(lag);
        }
      };
      // Each its own tick: a slow scrape of a saturated instance does not hold back the primary's figures.
      const loops = [every(intervalMs, scrape), every(intervalMs, replication)];
      return {
        async stop() {
          await Promise.all(loops.map((stop) => stop()));
          const [a, b] = [await first, await counts()];
          const stoppedAt = performance.now();
          const seconds = (stoppedAt - startedAt) / 1000;
          // A window opened just before the level still covers its start.
          const mine = invalidations.filter((i) => i.at > startedAt - source.afterWriteMs && i.at <= stoppedAt);
          const prefixes: Record<string, number> = {};
          for (const i of mine) if (i.at > startedAt) prefixes[i.prefix] = (prefixes[i.prefix] ?? 0) + 1;
          const primaryTps = (b.primary - a.primary) / seconds;
          // Each scrape that reached the replica ran one lag query on it.
          const standbyTps = Math.max(0, (b.standby - a.standby - (scrapes - metricMissing)) / seconds);
          return {
            metricLagMs: spread(metric),
            metricMissing,
            replicationMissing: replicationMissing.length,
            ...(replicationMissing.length && { replicationError: replicationMissing.at(-1) }),
            writeLagMs: spread(write),
            replayLagMs: spread(replay),
            lagNull,
            replayBytes: spread(bytes),
            primaryTps,
            standbyTps,
            standbyShare: primaryTps + standbyTps > 0 ? (100 * standbyTps) / (primaryTps + standbyTps) : 0,
            invalidationsPerSecond: Object.values(prefixes).reduce((n, c) => n + c, 0) / seconds,
            onPrimaryShare:
              (100 *
                covered(
                  mine.filter((i) => i.opensWindow).map((i) => i.at),
                  source.afterWriteMs,
                  startedAt,
                  stoppedAt,
                )) /
              (stoppedAt - startedAt),
            invalidatedPrefixes: Object.fromEntries(Object.entries(prefixes).sort((x, y) => y[1] - x[1])),
          };
        },
      };
    },
    async close() {
      redis.disconnect();
      await Promise.all([primary.end().catch(() => {}), standby.end().catch(() => {})]);
    },
  };
}
