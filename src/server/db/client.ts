import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index';

export type Db = NodePgDatabase<typeof schema>;
export interface Database {
  db: Db;
  pool: pg.Pool;
  /**
   * The connections of the transactions a keyed write holds across its handler (decision 041):
   * a pool of their own, pipelined (statements sent without waiting for the previous answer), so
   * the held transactions never take a connection the reads and the job queue need, and their
   * number is this pool's size. Opened lazily: a process that makes no keyed write opens none.
   */
  keyedPool: pg.Pool;
  close(): Promise<void>;
}

/** Connections of the keyed writes' pool (decision 041), beside the main pool's 10. */
export const KEYED_POOL_MAX = 10;

/**
 * Limits that keep a request from waiting forever on a database that is down or frozen
 * (decision 021). 0 or absent = no limit. The app passes its configuration (DB_*_TIMEOUT_MS);
 * migrations, the seed and benchmarks open their pool without the statement and query limits.
 */
export interface DatabaseTimeouts {
  /** Opening a connection, and waiting for a free one in the pool. */
  connectMs?: number;
  /** PostgreSQL's statement_timeout: the server cancels the statement, the connection stays usable. */
  statementMs?: number;
  /**
   * How long the client waits for a query's answer. A frozen server (stopped, or a silent network)
   * never answers and never cancels: only this ends the wait. The connection is then dropped
   * (see guardAgainstUnansweredQueries).
   */
  queryMs?: number;
}

// DATE columns come back as 'YYYY-MM-DD' strings, never as JS Dates shifted by the time zone.
pg.types.setTypeParser(1082, (v: string) => v);

/** A transaction left idle (a request that died between two statements) gives its locks back after this. */
const IDLE_IN_TRANSACTION_MS = 60_000;

export function openDatabase(
  url: string,
  opts: { max?: number; keyedMax?: number; onError?: (err: Error) => void; timeouts?: DatabaseTimeouts } = {},
): Database {
  const { connectMs = 0, statementMs = 0, queryMs = 0 } = opts.timeouts ?? {};
  const config: pg.PoolConfig = {
    connectionString: url,
    idleTimeoutMillis: 30_000,
    // Web requests run many small indexed queries: starting parallel workers for them (the planner
    // does for a 4-item comparison at millions of rows) costs more than the query itself.
    options: '-c max_parallel_workers_per_gather=0',
    // Both in pg's own units (milliseconds); 0 leaves them out.
    ...(connectMs > 0 && { connectionTimeoutMillis: connectMs }),
    ...(statementMs > 0 && { statement_timeout: statementMs, idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS }),
    ...(queryMs > 0 && { query_timeout: queryMs }),
    // A peer that vanished without closing (a host or network gone) is noticed on idle connections too.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  const pool = new pg.Pool({ ...config, max: opts.max ?? 10 });
  const keyedPool = new pg.Pool({ ...config, max: opts.keyedMax ?? KEYED_POOL_MAX, pipeline: true });
  for (const p of [pool, keyedPool]) {
    guardAgainstUnansweredQueries(p);
    // A forced drop or a server restart ends idle clients: report, never crash the process.
    p.on('error', (err) => opts.onError?.(err));
  }
  const db = drizzle(pool, { schema });
  return { db, pool, keyedPool, close: async () => void (await Promise.all([pool.end(), keyedPool.end()])) };
}

/**
 * A query that failed without the server's answer (pg's query_timeout, a broken connection, a
 * FATAL from a server going down) leaves its connection unusable or in an unknown state: the
 * statement may still run, a transaction opened on it may stay open. Such a client must never
 * serve another query — a write could land in a transaction nobody commits — nor stay lent out:
 * drizzle's transaction() never releases a client whose BEGIN failed (its `begin` is outside
 * its try/finally), so each BEGIN cut by an outage would cost a pool slot for good. So at the
 * first such error the client goes back to the pool with that error, which ends it (pg 8.23's
 * end() destroys the socket when a query is still outstanding) and opens a fresh connection
 * for the next query; its holder's own later release is a no-op, and what it sends next fails
 * at once ("not queryable": no second wait for a rollback). A connection cut while lent out
 * between two statements is handled the same way rather than crashing the process with an
 * unheard 'error' event. A client given back inside a transaction or a failed one is ended
 * too. Errors the server answered without ending the session (a constraint, statement_timeout)
 * leave the connection in a known state: kept.
 */
function guardAgainstUnansweredQueries(pool: pg.Pool) {
  // Clients lent out right now (pool.query may have given one back already, on its error event).
  const lent = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => lent.add(client));
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const check = (err: unknown) => {
      const answered = err instanceof pg.DatabaseError && err.severity !== 'FATAL' && err.severity !== 'PANIC';
      if (answered || !lent.has(client)) return;
      const release = client.release;
      client.release = () => {};
      release.call(client, err instanceof Error ? err : new Error(String(err)));
    };
    // A lent client has no 'error' listener of the pool's: a connection cut between two
    // statements of a transaction would be an uncaught 'error' event, i.e. a crashed process.
    client.on('error', check);
    client.query = ((...args: unknown[]) => {
      const first = args[0] as { submit?: unknown } | undefined;
      // A Submittable (cursor, stream) reports its own errors; none is used by the app.
      if (first && typeof first === 'object' && typeof first.submit === 'function') return query(...args);
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const callback = args[last] as (err: unknown, res: unknown) => void;
        args[last] = (err: unknown, res: unknown) => {
          if (err) check(err);
          callback(err, res);
        };
        return query(...args);
      }
      return (query(...args) as Promise<unknown>).catch((err: unknown) => {
        check(err);
        throw err;
      });
    }) as typeof client.query;
  });
  pool.on('release', (err, client) => {
    lent.delete(client);
    if (err) return; // dropped by the pool anyway
    const status = client.getTransactionStatus();
    if (status === 'T' || status === 'E') void client.end().catch(() => {});
  });
}

/**
 * `select 1` with its own read timeout (pg's per-query query_timeout): a frozen server costs this
 * probe one connection, dropped after `timeoutMs`, never a pool slot held per probe.
 */
export async function pingDatabase(pool: pg.Pool, timeoutMs: number): Promise<void> {
  const probe: pg.QueryConfig & { query_timeout: number } = { text: 'select 1', query_timeout: timeoutMs };
  await pool.query(probe);
}
