// Longer than 300 lines: the queue's start and its install share the pool adapters, the schema names and the one-time move from pg-boss 10; split, the parts would import each other.
/**
 * The durable job queue: pg-boss 12 in the app's own PostgreSQL (schema `pgboss`, created and
 * migrated by pg-boss on start; a pg-boss 10 schema is moved over once, see setAsideV10).
 * Every e-mail goes through it (platform/mail.ts); later domains put their work there too
 * (bulletins, alerts, scheduled articles, payment activation and expiry).
 * docs/jobs.md says how to use it, decisions 019 and 034 why it is built this way.
 *
 * - pg-boss runs on the app's pool (its `db` adapter option): no second pool, nothing to close
 *   but the queue, and it works on whatever database the app was given (a test's clone included).
 * - A job is taken by one worker across all instances (SELECT … FOR UPDATE SKIP LOCKED); a
 *   failed handler is retried with the job's retry options; `stop()` lets the running handlers
 *   finish (graceful) before the app's pool closes.
 * - `transaction(fn)`: the caller's writes and its jobs commit together or not at all.
 * - `join(tx)`: the same inside a transaction the caller already holds (a request's under an
 *   Idempotency-Key, decision 020): jobs are sent through that transaction's connection.
 * - `schedule(name, cron)`: cron jobs; one instance at a time creates each due job.
 * - Nothing in the background can end the process: pg-boss reports the failures of its own
 *   loops (polling, maintenance, cron) as `error` events, logged here at most once per 5 s as a
 *   warning while the database is away (the rest at debug), and the work resumes by itself.
 */
import { PgBoss, fromDrizzle, type Db as BossDb, type JobWithMetadata, type Queue, type ScheduleOptions, type SendOptions } from 'pg-boss';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import * as schema from '../db/schema/index';

export const JOBS_SCHEMA = 'pgboss';
/** Where a pg-boss 10 schema is moved before pg-boss 12 installs its own (it cannot migrate one). */
export const JOBS_SCHEMA_V10 = 'pgboss_v10';
/** The first schema version of pg-boss 11; pg-boss 10's was 24. */
const FIRST_V11_SCHEMA_VERSION = 25;

export type JobSendOptions = Omit<SendOptions, 'db'>;
export type QueueOptions = Omit<Queue, 'name'>;

export interface Job<T> {
  id: string;
  name: string;
  data: T;
}

export interface WorkOptions {
  /** Handlers of this queue running at once in this instance (default 1). */
  concurrency?: number;
  /** How often an idle worker looks for due jobs (default 2 s; a send in this process wakes it at once). */
  pollingIntervalSeconds?: number;
}

/** A transaction of the app's database; jobs sent through it exist only if it commits. */
export interface JobTx {
  /** drizzle on the transaction's connection. */
  db: Db;
  send<T extends object>(name: string, data: T, options?: JobSendOptions): Promise<string | null>;
}

export interface JobQueue {
  /** Adds a job (null when a job with the same `id` already exists). */
  send<T extends object>(name: string, data: T, options?: JobSendOptions): Promise<string | null>;
  /** Runs `fn` in one transaction: its writes and the jobs sent through `tx.send` commit together. */
  transaction<T>(fn: (tx: JobTx) => Promise<T>): Promise<T>;
  /**
   * A JobTx on a drizzle transaction the caller already holds: its jobs exist only if that
   * transaction commits (no wake-up: a worker finds them at its next poll).
   */
  join(tx: HeldTransaction): JobTx;
  /** Handles the jobs of a queue in this instance; a throw fails the attempt (retried per the job's options). */
  work<T>(name: string, handler: (job: Job<T>) => Promise<void>, options?: WorkOptions): Promise<void>;
  /** A cron schedule (UTC unless `tz`); every instance may call it, one creates each due job. */
  schedule(name: string, cron: string, data?: object, options?: ScheduleOptions): Promise<void>;
  unschedule(name: string): Promise<void>;
  /** Creates the queue once (policy, default retries); send/work/schedule call it themselves. */
  createQueue(name: string, options?: QueueOptions): Promise<void>;
  /**
   * Every queue's jobs waiting (created, or failed and waiting for a retry) and running, across
   * instances (/metrics): pg-boss's counts, recomputed at most once a minute per queue.
   */
  queueSizes(): Promise<QueueSize[]>;
  /** A job by id (tests, the back office); completed jobs are deleted after a while. */
  getJob<T>(name: string, id: string): Promise<JobWithMetadata<T> | null>;
  /** Stops taking jobs, waits for running handlers (up to `timeoutMs`), then stops. */
  stop(): Promise<void>;
}

export interface QueueSize {
  name: string;
  /** Created or waiting for a retry (deferred ones included). */
  queued: number;
  /** Taken by a worker of some instance, not finished. */
  active: number;
}

/** A drizzle transaction (or the database itself) a caller holds. */
export type HeldTransaction = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** pg-boss's database adapter on a pool or on one client (a transaction). */
const adapter = (q: pg.Pool | pg.PoolClient): BossDb => ({
  executeSql: (text: string, values?: unknown[]) => q.query(text, values),
});

export interface JobQueueOptions {
  log: FastifyBaseLogger;
  /** How long stop() waits for running handlers (ms). */
  stopTimeoutMs?: number;
  /** Run cron schedules in this instance (default true). */
  schedule?: boolean;
}

/**
 * A handler still running when stop() gave up on it (its attempt already failed, so the job is
 * retried) may end after the app closed its pool; pg-boss then settles it, a query on a closed
 * pool. Once stopped, such a query's failure is not answered (nothing is left to report it to,
 * and the job's state is already right). Tested in tests/api/jobs.test.ts.
 */
const stoppableAdapter = (pool: pg.Pool, stopped: () => boolean): BossDb => ({
  executeSql: (text: string, values?: unknown[]) => {
    const result = pool.query(text, values);
    return stopped() ? result.catch(() => new Promise<never>(() => {})) : result;
  },
});

const LOG_EVERY_MS = 5_000;

/**
 * pg-boss's `error` and `warning` events. While the database is away every worker's poll fails
 * every couple of seconds: one line per 5 s at warn (with how many were quieted), the rest at debug.
 */
function reportTo(log: FastifyBaseLogger) {
  let last = 0;
  let quieted = 0;
  return (kind: 'error' | 'warning', detail: unknown) => {
    const now = Date.now();
    if (now - last < LOG_EVERY_MS) {
      quieted++;
      log.debug({ err: detail }, `job queue ${kind}`);
      return;
    }
    log.warn({ err: detail, sinceLastWarning: quieted }, `job queue ${kind} (its work resumes by itself)`);
    last = now;
    quieted = 0;
  };
}

/**
 * pg-boss 11 rewrote its schema and migrates none older (a pg-boss 10 `pgboss` is "Version 24 not
 * found"). Before pg-boss 12 starts, a pg-boss 10 schema is renamed to `pgboss_v10`; once the new
 * one is installed, moveJobsFromV10 copies its unfinished jobs over. Runs under the startup lock
 * (main.ts), so instances starting together do it once.
 */
async function setAsideV10(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ installed: boolean; aside: boolean }>(
    `select to_regclass($1) is not null as installed, to_regnamespace($2) is not null as aside`,
    [`${JOBS_SCHEMA}.version`, JOBS_SCHEMA_V10],
  );
  if (!rows[0]!.installed || rows[0]!.aside) return;
  const { rows: version } = await pool.query<{ version: number }>(`select version from ${JOBS_SCHEMA}.version`);
  if ((version[0]?.version ?? FIRST_V11_SCHEMA_VERSION) >= FIRST_V11_SCHEMA_VERSION) return;
  await pool.query(`alter schema ${JOBS_SCHEMA} rename to ${JOBS_SCHEMA_V10}`);
}

interface V10Job {
  id: string;
  name: string;
  data: object | null;
  priority: number;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  start_after: Date;
  singleton_key: string | null;
  expire_seconds: number;
}

/**
 * The jobs of the pg-boss 10 schema not finished yet (created, waiting for a retry, or active when
 * the old version stopped) are sent again through pg-boss 12 with their id and options, then the
 * old schema is dropped. A send with an id that exists does nothing, so a move cut half-way is
 * finished by the next start. Finished jobs (their history) are not moved, nor pg-boss 10's own
 * (`__pgboss__send-it`: its cron, which pg-boss 12 does its own way; the schedules are made again
 * by the app on start).
 */
async function moveJobsFromV10(pool: pg.Pool, boss: PgBoss, log: FastifyBaseLogger): Promise<void> {
  const { rows: aside } = await pool.query<{ aside: boolean }>(`select to_regclass($1) is not null as aside`, [`${JOBS_SCHEMA_V10}.job`]);
  if (!aside[0]!.aside) return;
  const { rows: jobs } = await pool.query<V10Job>(
    `select id, name, data, priority, retry_limit, retry_delay, retry_backoff, start_after, singleton_key,
            extract(epoch from expire_in)::int as expire_seconds
       from ${JOBS_SCHEMA_V10}.job where state in ('created', 'retry', 'active') and left(name, 10) <> '__pgboss__' order by created_on`,
  );
  const queues = new Set<string>();
  let moved = 0;
  for (const job of jobs) {
    if (!queues.has(job.name)) {
      await boss.createQueue(job.name);
      queues.add(job.name);
    }
    const id = await boss.send(job.name, job.data ?? {}, {
      id: job.id,
      priority: job.priority,
      retryLimit: job.retry_limit,
      retryDelay: job.retry_delay,
      retryBackoff: job.retry_backoff,
      startAfter: job.start_after,
      expireInSeconds: Math.max(1, job.expire_seconds),
      ...(job.singleton_key && { singletonKey: job.singleton_key }),
    });
    if (id) moved++;
  }
  await pool.query(`drop schema ${JOBS_SCHEMA_V10} cascade`);
  log.warn({ moved, unfinished: jobs.length }, 'job queue upgraded from pg-boss 10: unfinished jobs moved, the old schema dropped');
}

export async function startJobQueue(database: Database, opts: JobQueueOptions): Promise<JobQueue> {
  let stopped = false;
  await setAsideV10(database.pool);
  const boss = new PgBoss({
    db: stoppableAdapter(database.pool, () => stopped),
    schema: JOBS_SCHEMA,
    migrate: true,
    supervise: true,
    schedule: opts.schedule ?? true,
  });
  const report = reportTo(opts.log);
  boss.on('error', (err) => report('error', err));
  boss.on('warning', (warning) => report('warning', warning));
  await boss.start();
  await moveJobsFromV10(database.pool, boss, opts.log);

  const queues = new Map<string, Promise<void>>();
  const workers = new Map<string, string[]>();
  let stopping: Promise<void> | undefined;

  const createQueue = (name: string, options: QueueOptions = {}) => {
    let made = queues.get(name);
    if (!made) {
      // create_queue is `INSERT … ON CONFLICT DO NOTHING`: instances racing on the first start agree.
      made = boss.createQueue(name, options);
      made.catch(() => queues.delete(name));
      queues.set(name, made);
    }
    return made;
  };
  /** A job sent from this process is handled at once by a worker of this process, if it has one. */
  const wake = (names: Iterable<string>) => {
    for (const name of names) for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
  };

  return {
    async send(name, data, options = {}) {
      await createQueue(name);
      const id = await boss.send(name, data, options);
      wake([name]);
      return id;
    },

    async transaction(fn) {
      const client = await database.pool.connect();
      const sent = new Set<string>();
      const tx: JobTx = {
        db: drizzle(client, { schema }),
        async send(name, data, options = {}) {
          // The queue is made on the pool: its tables must outlive a rolled-back transaction.
          await createQueue(name);
          sent.add(name);
          return boss.send(name, data, { ...options, db: adapter(client) });
        },
      };
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        await client.query('BEGIN');
        result = await fn(tx);
        await client.query('COMMIT');
      } catch (err) {
        // A connection that cannot even roll back is broken: the pool drops it instead of reusing it.
        const broken = await client.query('ROLLBACK').then(
          () => false,
          () => true,
        );
        client.release(broken);
        throw err;
      }
      client.release();
      wake(sent);
      return result;
    },

    join(held) {
      return {
        db: held as Db,
        async send(name, data, options = {}) {
          await createQueue(name);
          return boss.send(name, data, { ...options, db: fromDrizzle(held, sql) });
        },
      };
    },

    async work<T>(name: string, handler: (job: Job<T>) => Promise<void>, options: WorkOptions = {}) {
      await createQueue(name);
      const ids = workers.get(name) ?? [];
      for (let i = 0; i < (options.concurrency ?? 1); i++) {
        let self = '';
        self = await boss.work<T>(name, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async ([job]) => {
          if (!job) return;
          // Fetched while the queue was stopping: this attempt fails and the job is retried, never
          // marked done unsent.
          if (stopping) throw new Error('the job queue is stopping');
          try {
            await handler({ id: job.id, name: job.name, data: job.data });
          } finally {
            // pg-boss waits a polling interval after every fetch: while there are jobs, fetch the next at once.
            boss.notifyWorker(self);
          }
        });
        ids.push(self);
      }
      workers.set(name, ids);
    },

    async schedule(name, cron, data, options) {
      await createQueue(name);
      await boss.schedule(name, cron, data, options);
    },

    unschedule: (name) => boss.unschedule(name),
    createQueue,
    async getJob<T>(name: string, id: string) {
      const [job] = await boss.findJobs<T>(name, { id });
      return job ?? null;
    },

    async queueSizes() {
      const sizes: QueueSize[] = [];
      // One queue after the other: a scrape takes one connection of the app's pool at a time.
      // pg-boss keeps the counts on its queue table; `force` recounts one older than a minute
      // (a count never taken too), so a scrape costs at most one count per queue and minute.
      for (const { name } of await boss.getQueues()) {
        const [stats] = await boss.getQueueStats(name, { force: true });
        sizes.push({ name, queued: stats?.queuedCount ?? 0, active: stats?.activeCount ?? 0 });
      }
      return sizes;
    },

    stop() {
      stopping ??= boss.stop({ graceful: true, timeout: opts.stopTimeoutMs ?? 10_000 }).finally(() => {
        stopped = true;
      });
      return stopping;
    },
  };
}

/**
 * Installs (or migrates) pg-boss's schema, with pg-boss's own queues and the given ones, then
 * stops again: the tests do it once in their migrated template, so a test app (on a clone)
 * starts its queue without creating tables.
 */
export async function installJobQueue(database: Database, queues: string[] = []): Promise<void> {
  await setAsideV10(database.pool);
  const boss = new PgBoss({ db: adapter(database.pool), schema: JOBS_SCHEMA, migrate: true, supervise: false, schedule: true });
  boss.on('error', () => {});
  await boss.start();
  for (const name of queues) await boss.createQueue(name);
  await boss.stop({ graceful: false });
}
