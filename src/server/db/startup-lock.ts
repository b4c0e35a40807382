import type pg from 'pg';

/** One key for every instance of the app on a database (any fixed 64-bit number; this is "binaa:start"). */
export const STARTUP_LOCK_KEY = 7_355_228_411_002_019n;

/**
 * Runs `work` (migrations, the demo data, the first admin) while holding a PostgreSQL session
 * advisory lock, so instances that start together on one database take turns: the first migrates
 * and seeds, the others then find nothing to do. The lock lives on a connection of its own, held
 * until `work` ends (or the process dies: PostgreSQL releases it with the session).
 */
export async function withStartupLock<T>(pool: pg.Pool, work: () => Promise<T>, onWait?: () => void): Promise<T> {
  const client = await pool.connect();
  try {
    const got = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [STARTUP_LOCK_KEY.toString()]);
    if (!got.rows[0]?.ok) {
      onWait?.();
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}
