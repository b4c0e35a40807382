import { bigint, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn, tstz } from './columns';
import { users } from './accounts';

/**
 * Personal keys of the open data API (issue 20): made and revoked by a subscriber in Settings.
 * The key itself is shown once; only its SHA-256 is stored (`key_hash`), with a short `prefix`
 * the owner recognises it by. `rate_limit_per_minute` is the key's own limit.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull().default(60),
    requestCount: bigint('request_count', { mode: 'number' }).notNull().default(0),
    lastUsedAt: tstz('last_used_at'),
    revokedAt: tstz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('api_keys_user_id_idx').on(t.userId), check('api_keys_rate_limit_chk', sql`${t.rateLimitPerMinute} > 0`)],
);

/** Requests answered per key and day (UTC): the usage the owner sees in Settings. */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    apiKeyId: integer('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    requests: bigint('requests', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.day] })],
);
