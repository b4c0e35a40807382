/**
 * The durable job queue: pg-boss 10 in the app's own PostgreSQL (schema `pgboss`, created and
 * migrated by pg-boss on start). Every e-mail goes through it (platform/mail.ts); later domains
 * put their work there too (bulletins, alerts, scheduled articles, payment activation and expiry).
 * docs/jobs.md says how to use it, decision 019 why it is built this way.
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
 */
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import * as schema from '../db/schema/index';

export const JOBS_SCHEMA = 'pgboss';

export type JobSendOptions = Omit<PgBoss.SendOptions, 'db'>;
export type QueueOptions = Omit<PgBoss.Queue, 'name'>;

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
   * transaction commits (no wake-up: a worker finds them at its next poll). Give `startAfter` as
   * a Date here: pg-boss's statement reads a repeated `$n` in two types, and through drizzle each
   * occurrence is bound as a parameter of its own, so a number of seconds fails as a date.
   */
  join(tx: HeldTransaction): JobTx;
  /** Handles the jobs of a queue in this instance; a throw fails the attempt (retried per the job's options). */
  work<T>(name: string, handler: (job: Job<T>) => Promise<void>, options?: WorkOptions): Promise<void>;
  /** A cron schedule (UTC unless `tz`); every instance may call it, one creates each due job. */
  schedule(name: string, cron: string, data?: object, options?: PgBoss.ScheduleOptions): Promise<void>;
  unschedule(name: string): Promise<void>;
  /** Creates the queue once (policy, default retries); send/work/schedule call it themselves. */
  createQueue(name: string, options?: QueueOptions): Promise<void>;
  /** Every queue's jobs waiting (created, or failed and waiting for a retry) and running now, across instances (/metrics). */
  queueSizes(): Promise<QueueSize[]>;
  /** A job by id (tests, the back office); completed jobs move to the archive after a while. */
  getJob<T>(name: string, id: string): Promise<PgBoss.JobWithMetadata<T> | null>;
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

/** pg-boss's `$1`-numbered statement as drizzle SQL with the same values bound. */
function boundSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`));
  return sql.join(chunks, sql.raw(''));
}

/** pg-boss's database adapter on a pool or on one client (a transaction). */
const adapter = (q: pg.Pool | pg.PoolClient): PgBoss.Db => ({
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
 * pg-boss 10 marks a job done or failed without awaiting it (its worker's `complete`/`fail`), and a
 * fetch in flight while stop() checks for running jobs hands its job over after stop() returned:
 * both then query the pool after the queue stopped. While the pool is open (another app on the
 * same database, or the app not closed yet) they run as usual, so the job is completed or goes to
 * its retry; once the app has closed its pool, their failure is not answered (an unhandled
 * rejection otherwise, no result shape of pg-boss's to imitate) and the job is retried after its
 * expiry (at least once, never lost). Tested in tests/api/jobs.test.ts.
 */
const stoppableAdapter = (pool: pg.Pool, stopped: () => boolean): PgBoss.Db => ({
  executeSql: (text: string, values?: unknown[]) => {
    const result = pool.query(text, values);
    return stopped() ? result.catch(() => new Promise<never>(() => {})) : result;
  },
});

export async function startJobQueue(database: Database, opts: JobQueueOptions): Promise<JobQueue> {
  let stopped = false;
  const boss = new PgBoss({
    db: stoppableAdapter(database.pool, () => stopped),
    schema: JOBS_SCHEMA,
    migrate: true,
    supervise: true,
    schedule: opts.schedule ?? true,
  });
  boss.on('error', (err) => opts.log.error({ err }, 'job queue error'));
  await boss.start();

  const queues = new Map<string, Promise<void>>();
  const workers = new Map<string, string[]>();
  let stopping: Promise<void> | undefined;

  const createQueue = (name: string, options: QueueOptions = {}) => {
    let made = queues.get(name);
    if (!made) {
      // create_queue is `INSERT … ON CONFLICT DO NOTHING`: instances racing on the first start agree.
      made = boss.createQueue(name, { name, ...options });
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
          return boss.send(name, data, { ...options, db: { executeSql: (text: string, values?: unknown[]) => held.execute(boundSql(text, values)) } });
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
          // Fetched while the queue was stopping: this attempt fails (or, once stopped, stays active
          // until its expiry; see stoppableAdapter) and the job is retried, never marked done unsent.
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
    getJob: (name, id) => boss.getJobById(name, id),

    async queueSizes() {
      const sizes: QueueSize[] = [];
      // One queue after the other: a scrape takes one connection of the app's pool at a time.
      for (const { name } of await boss.getQueues()) {
        // pg-boss counts the jobs in states before the one named (created < retry < active < completed…).
        const queued = await boss.getQueueSize(name, { before: 'active' });
        const upToActive = await boss.getQueueSize(name, { before: 'completed' });
        sizes.push({ name, queued, active: Math.max(0, upToActive - queued) });
      }
      return sizes;
    },

    stop() {
      stopping ??= boss.stop({ graceful: true, wait: true, timeout: opts.stopTimeoutMs ?? 10_000 }).finally(() => {
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
  const boss = new PgBoss({ db: adapter(database.pool), schema: JOBS_SCHEMA, migrate: true, supervise: false, schedule: true });
  boss.on('error', () => {});
  await boss.start();
  for (const name of queues) await boss.createQueue(name, { name });
  await boss.stop({ graceful: false, wait: true });
}
