/**
 * `GET /metrics` in Prometheus' text format (issue 19, decision 029), through prom-client:
 *
 * - the process: prom-client's default metrics (CPU, memory, heap, event loop lag, GC), one set per
 *   process whatever the number of apps built in it (tests build many);
 * - HTTP: `binaa_http_request_duration_seconds` by method, route pattern (the route's declared URL,
 *   never the requested one: a bounded number of series) and status class. It counts the requests
 *   that reached the instance over a connection; the API calls a page render makes in process
 *   (app.inject) are part of that page's time;
 * - the database pools (POOLS below), the job queues and the unsent mails of the outbox: the last
 *   two are read from PostgreSQL at each scrape, each within SLOW_SOURCE_MS (else left out, and
 *   `binaa_metrics_source_up` says 0); they are the same for every instance of a database;
 * - the read replica's lag (`binaa_db_replica_lag_seconds`, with DATABASE_READ_URL): read from the
 *   replica's pool at each scrape within SLOW_SOURCE_MS, like the two above; 0 when it has replayed
 *   all the WAL it received, else the age of the last transaction it replayed (so an idle primary
 *   is no lag), absent when DATABASE_READ_URL is not a standby;
 * - the caches that asked to be reported (`observeCache`): hits, misses, entries;
 * - `binaa_app_info`: the version and Node.js of the instance.
 *
 * Who may read it: with METRICS_TOKEN, requests carrying `Authorization: Bearer <token>`; without,
 * connections whose own address is loopback (req.socket, never X-Forwarded-For nor req.ip: a proxy
 * on the same host forwards the world from 127.0.0.1, which is why nginx refuses /metrics itself,
 * deploy/nginx/binaa-locations.conf). Anyone else gets the same 404 as an unknown path. Not rate
 * limited (the API's limits live in its own scope) and not logged below warn.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CacheStats } from './cache';
import { unsentOutboxCounts } from './outbox';
import { hookList } from './route-hooks';

/** The database pools reported by `binaa_db_pool_*`, by name: the keyed writes' own (decision 041), a read replica's. */
const POOLS: readonly (readonly [name: string, pool: (app: FastifyInstance) => pg.Pool | undefined])[] = [
  ['primary', (app) => app.database.pool],
  ['keyed', (app) => app.database.keyedPool],
  ['replica', (app) => app.replica?.pool],
];

/** How long a scrape waits for each figure read from PostgreSQL (the job queues, the outbox). */
const SLOW_SOURCE_MS = 1_000;

/** Seconds; from a cached page's fraction of a millisecond to a slow export. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const STATUS_CLASS = ['1xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

/**
 * The route label of a route's URL. The web build's hashed files are one route each (web.ts serves
 * build/client without a wildcard route, a couple of hundred files): counted together.
 */
const routeLabel = (url: string) => (url.startsWith('/assets/') ? '/assets/*' : url);

export interface Metrics {
  /** Reports a cache under `cache="<name>"`: its stats() are read at each scrape. */
  observeCache(name: string, cache: { stats(): CacheStats }): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Reports a cache on /metrics; nothing when the app has no metrics (a bare Fastify in a unit test). */
export function observeCache(app: FastifyInstance, name: string, cache: { stats(): CacheStats }): void {
  if (app.hasDecorator('metrics')) app.metrics.observeCache(name, cache);
}

let processRegistry: Registry | undefined;
/** The process's own metrics, made once per process: their observers are per process too. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/;
const digest = (s: string) => createHash('sha256').update(s).digest();

/** The request may read the metrics (see the header of this file). */
function mayReadMetrics(req: FastifyRequest, token: string): boolean {
  if (token) {
    const given = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
    return given !== undefined && timingSafeEqual(digest(given), digest(token));
  }
  return LOOPBACK.test(req.socket.remoteAddress ?? '');
}

/** Resolves with `work`'s value, or rejects after `ms`. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  work.catch(() => {}); // its late failure after the timer won
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The standby's lag in seconds, or null when the server is not a standby. pg_last_xact_replay_timestamp()
 * alone grows while the primary is idle: a standby that has replayed everything it received is 0 behind.
 */
async function replicaLagSeconds(pool: pg.Pool): Promise<number | null> {
  const { rows } = await pool.query<{ lag: number | null }>(
    `select case when not pg_is_in_recovery() then null
                 when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
                 else greatest(0, extract(epoch from now() - pg_last_xact_replay_timestamp())) end::float8 as lag`,
  );
  return rows[0]?.lag ?? null;
}

export function registerMetrics(app: FastifyInstance): void {
  // Made now, not at the first scrape: the event loop and GC figures start with the process.
  const ofProcess = processMetrics();
  const registry = new Registry();
  const registers = [registry];
  const caches = new Map<string, { stats(): CacheStats }>();
  app.decorate('metrics', { observeCache: (name: string, cache: { stats(): CacheStats }) => void caches.set(name, cache) });
  caches.set('app', app.cache);

  new Gauge({
    name: 'binaa_app_info',
    help: 'The version of this instance and the Node.js it runs on (always 1).',
    labelNames: ['version', 'node'],
    registers,
  }).set({ version: app.appVersion, node: process.versions.node }, 1);

  const http = new Histogram({
    name: 'binaa_http_request_duration_seconds',
    help: 'Time to answer a request that came over a connection, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const observe = (req: FastifyRequest, reply: FastifyReply, route: string) => {
    if ((req.raw as { isLightMyRequest?: boolean }).isLightMyRequest) return;
    http.observe({ method: req.method, route, status_class: STATUS_CLASS[Math.floor(reply.statusCode / 100)] ?? '5xx' }, reply.elapsedTime / 1000);
  };
  // Each route's own hook knows its pattern (req.routeOptions builds an object per read, ~9 µs of a
  // cached page's ~40: see html-cache.ts); what no route answers, or a route handed to the 404
  // handler, runs the 404 handler's hooks, i.e. the app's: counted there as `unmatched`.
  app.addHook('onRoute', (route) => {
    const url = routeLabel(route.url);
    const counted: onResponseHookHandler = (req, reply, done) => {
      observe(req, reply, url);
      done();
    };
    route.onResponse = [...hookList(route.onResponse), counted];
  });
  app.addHook('onResponse', (req, reply, done) => {
    if (req.is404) observe(req, reply, 'unmatched');
    done();
  });

  const pool = (name: string, help: string, read: (p: pg.Pool) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'],
      registers,
      collect() {
        this.reset();
        for (const [label, of] of POOLS) {
          const p = of(app);
          if (p) this.set({ pool: label }, read(p));
        }
      },
    });
  pool('binaa_db_pool_connections', 'Connections the pool holds (busy and idle).', (p) => p.totalCount);
  pool('binaa_db_pool_idle_connections', 'Connections of the pool not lent out.', (p) => p.idleCount);
  pool('binaa_db_pool_waiting_requests', 'Queries waiting for a free connection of the pool.', (p) => p.waitingCount);

  const cacheCounter = (name: string, help: string, read: (s: CacheStats) => number) =>
    new Counter({
      name,
      help,
      labelNames: ['cache'],
      registers,
      collect() {
        this.reset();
        // A total kept by the cache itself: set by incrementing from zero.
        for (const [label, cache] of caches) this.inc({ cache: label }, read(cache.stats()));
      },
    });
  cacheCounter('binaa_cache_hits_total', 'Lookups answered from the cache since start.', (s) => s.hits);
  cacheCounter('binaa_cache_misses_total', 'Lookups the cache could not answer since start.', (s) => s.misses);
  new Gauge({
    name: 'binaa_cache_entries',
    help: 'Entries the cache holds now.',
    labelNames: ['cache'],
    registers,
    collect() {
      this.reset();
      for (const [label, cache] of caches) this.set({ cache: label }, cache.stats().entries);
    },
  });

  const sourceUp = new Gauge({
    name: 'binaa_metrics_source_up',
    help: `Whether the last scrape read this source within ${SLOW_SOURCE_MS} ms (1) or not (0: its metrics are left out).`,
    labelNames: ['source'],
    registers,
  });
  /** A gauge filled at each scrape from a read of PostgreSQL that answered within SLOW_SOURCE_MS, else left empty. */
  const slowSource =
    <T>(source: string, gauge: Gauge, read: () => Promise<T>, fill: (value: T) => void) =>
    async (): Promise<void> => {
      gauge.reset();
      try {
        fill(await within(SLOW_SOURCE_MS, read()));
        sourceUp.set({ source }, 1);
      } catch (err) {
        app.log.warn({ err, source }, 'metrics: source not read');
        sourceUp.set({ source }, 0);
      }
    };
  const jobs = new Gauge({
    name: 'binaa_job_queue_jobs',
    help: 'Jobs of each queue (every instance of the database): queued (waiting, or for a retry) and active (running).',
    labelNames: ['queue', 'state'],
    registers,
  });
  const outbox = new Gauge({
    name: 'binaa_outbox_mails',
    help: 'Mails of the outbox not sent (every instance of the database): pending (queued) and failed (its last attempt failed).',
    labelNames: ['status'],
    registers,
  });
  const replicaLag = new Gauge({
    name: 'binaa_db_replica_lag_seconds',
    help: 'How far the read replica (DATABASE_READ_URL) is behind: 0 when it has replayed all it received, else the age of its last replayed transaction.',
    // A label, so that the sample is absent (not 0) when the replica was not read or is not a standby.
    labelNames: ['pool'],
    registers,
  });
  const replica = app.replica;
  const slowSources = [
    slowSource(
      'jobs',
      jobs,
      () => app.jobs.queueSizes(),
      (sizes) => {
        for (const q of sizes) {
          jobs.set({ queue: q.name, state: 'queued' }, q.queued);
          jobs.set({ queue: q.name, state: 'active' }, q.active);
        }
      },
    ),
    slowSource(
      'outbox',
      outbox,
      () => unsentOutboxCounts(app.database.db),
      (counts) => {
        for (const [status, n] of Object.entries(counts)) outbox.set({ status }, n);
      },
    ),
    ...(replica
      ? [
          slowSource(
            'replica',
            replicaLag,
            () => replicaLagSeconds(replica.pool),
            (lag) => {
              if (lag !== null) replicaLag.set({ pool: 'replica' }, lag);
            },
          ),
        ]
      : []),
  ];

  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (req, reply) => {
    if (!mayReadMetrics(req, app.config.METRICS_TOKEN)) return reply.callNotFound();
    await Promise.all(slowSources.map((read) => read()));
    const merged = Registry.merge([ofProcess, registry]);
    return reply
      .type(merged.contentType)
      .header('cache-control', 'no-store')
      .send(await merged.metrics());
  });
}
