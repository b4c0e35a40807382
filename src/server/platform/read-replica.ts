/**
 * Where the hot public reads go (decision 027): `app.readDb` is the read replica of
 * DATABASE_READ_URL when there is one, else the primary.
 *
 * A replica lags behind its primary. The public reads are cached and emptied by the writes
 * (platform/cache.ts), so a read right after a write could refill the cache from a replica that has
 * not yet replayed it, and keep the old answer until the entry's time runs out. To close that
 * window, every invalidation that reaches this instance (its own or, through Redis, another's)
 * sends the hot reads to the primary for DATABASE_READ_AFTER_WRITE_MS — except one that reaches
 * only personal data (declared `personal: true`: a reader's GET me, their subscriptions), which no
 * hot read shows: a paid order a second would otherwise keep every public read on the primary
 * (bench:load's cluster-replica target measured reads on the primary 21–46 % of the time).
 *
 * Reads that decide something (sign-in, entitlements, the back office, any write's own reads)
 * always use `app.database.db`, never this.
 */
import { onlyPersonal, type Cache } from './cache';
import type { Database, Db } from '../db/client';

export interface ReadRouting {
  /** The database for a hot public read at this moment. */
  readonly db: Db;
  /** Which one `db` is now (metrics, tests). */
  readonly target: 'primary' | 'replica';
  close(): void;
}

export function routeReads(primary: Database, replica: Database | undefined, cache: Cache, afterWriteMs: number, now: () => number = Date.now): ReadRouting {
  if (!replica) return { db: primary.db, target: 'primary', close() {} };
  let primaryUntil = 0;
  const unsubscribe = cache.onInvalidate((prefixes) => {
    if (onlyPersonal(cache, prefixes)) return;
    primaryUntil = now() + afterWriteMs;
  });
  const onPrimary = () => now() < primaryUntil;
  return {
    get db() {
      return onPrimary() ? primary.db : replica.db;
    },
    get target() {
      return onPrimary() ? 'primary' : 'replica';
    },
    close: unsubscribe,
  };
}
