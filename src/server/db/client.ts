import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index';

export type Db = NodePgDatabase<typeof schema>;
export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// DATE columns come back as 'YYYY-MM-DD' strings, never as JS Dates shifted by the time zone.
pg.types.setTypeParser(1082, (v: string) => v);

export function openDatabase(url: string, opts: { max?: number; onError?: (err: Error) => void } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    idleTimeoutMillis: 30_000,
    // Web requests run many small indexed queries: starting parallel workers for them (the planner
    // does for a 4-item comparison at millions of rows) costs more than the query itself.
    options: '-c max_parallel_workers_per_gather=0',
  });
  // A forced drop or a server restart ends idle clients: report, never crash the process.
  pool.on('error', (err) => opts.onError?.(err));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
