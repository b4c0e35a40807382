/**
 * The open data domain's tables (issue 20): `api_keys` and `api_key_usage`. The only code here
 * that touches them.
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema/index';
import type { Writer } from '../../platform/idempotency';

type Exec = Pick<Db, 'execute'>;

export type ApiKeyRow = {
  id: number;
  name: string;
  prefix: string;
  rate_limit_per_minute: number;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  requests_today: number;
  requests_30_days: number;
  requests_total: number;
};

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** The user's keys (or one of them) with their usage: `today` (the market's day), the last 30 days (today included), all time. */
export async function listKeys(db: Exec, userId: number, today: string, keyId?: number): Promise<ApiKeyRow[]> {
  const { rows } = await db.execute<ApiKeyRow>(sql`
    select k.id, k.name, k.prefix, k.rate_limit_per_minute,
           ${iso('k.created_at')} as created_at, ${iso('k.last_used_at')} as last_used_at, ${iso('k.revoked_at')} as revoked_at,
           coalesce((select u.requests from api_key_usage u where u.api_key_id = k.id and u.day = ${today}::date), 0)::int as requests_today,
           coalesce((select sum(u.requests) from api_key_usage u
                     where u.api_key_id = k.id and u.day > ${today}::date - 30), 0)::int as requests_30_days,
           k.request_count::int as requests_total
    from api_keys k
    where k.user_id = ${userId} ${keyId == null ? sql`` : sql`and k.id = ${keyId}`}
    order by (k.revoked_at is null) desc, k.created_at desc, k.id desc`);
  return rows;
}

/** Serialises the key writes of one user (the cap of active keys holds under concurrent calls). */
export async function lockUserKeys(tx: Writer, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`api_keys:${userId}`}, 0))`);
}

export async function countActiveKeys(db: Writer, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

/** The user's key with this hash, if any (an idempotent retry finds the key it made). */
export async function findUserKeyByHash(db: Writer, userId: number, keyHash: string) {
  const [row] = await db
    .select({ id: apiKeys.id, name: apiKeys.name, revokedAt: apiKeys.revokedAt, createdAt: apiKeys.createdAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), eq(apiKeys.keyHash, keyHash)));
  return row;
}

export async function insertKey(db: Writer, row: { userId: number; name: string; prefix: string; keyHash: string }): Promise<number> {
  const [made] = await db.insert(apiKeys).values(row).returning({ id: apiKeys.id });
  return made!.id;
}

/** Revokes the user's key (a second revoke keeps the first time); false when the user has no such key. */
export async function revokeKey(db: Writer, userId: number, keyId: number): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

export type KeyOwnerRow = { id: number; user_id: number; rate_limit_per_minute: number; revoked: boolean };

/** The key with this hash: its owner, limit and whether it is revoked. */
export async function findKeyByHash(db: Exec, keyHash: string): Promise<KeyOwnerRow | undefined> {
  const { rows } = await db.execute<KeyOwnerRow>(sql`
    select id, user_id, rate_limit_per_minute, revoked_at is not null as revoked from api_keys where key_hash = ${keyHash}`);
  return rows[0];
}

export type UsageDelta = { keyId: number; day: string; requests: number; lastUsedAt: Date };

/**
 * Adds counted requests: per key and day in `api_key_usage`, and to the keys' totals and
 * last use. Additive (`requests + excluded.requests`), so instances flushing at once add up.
 * Keys deleted meanwhile (their account) are skipped.
 */
export async function addUsage(db: Db, deltas: UsageDelta[]): Promise<void> {
  if (!deltas.length) return;
  const ids = deltas.map((d) => d.keyId);
  const days = deltas.map((d) => d.day);
  const counts = deltas.map((d) => d.requests);
  const times = deltas.map((d) => d.lastUsedAt.toISOString());
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into api_key_usage (api_key_id, day, requests)
      select u.id, u.day, u.n
      from unnest(${sql.param(ids)}::int[], ${sql.param(days)}::date[], ${sql.param(counts)}::bigint[]) as u(id, day, n)
      where exists (select 1 from api_keys k where k.id = u.id)
      on conflict (api_key_id, day) do update set requests = api_key_usage.requests + excluded.requests`);
    await tx.execute(sql`
      update api_keys k set request_count = k.request_count + t.n, last_used_at = greatest(k.last_used_at, t.at)
      from (select u.id, sum(u.n) as n, max(u.at) as at
            from unnest(${sql.param(ids)}::int[], ${sql.param(counts)}::bigint[], ${sql.param(times)}::timestamptz[]) as u(id, n, at) group by u.id) t
      where k.id = t.id`);
  });
}
