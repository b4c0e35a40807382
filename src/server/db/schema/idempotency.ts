import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The first answer of a creating POST sent with an `Idempotency-Key` header
 * (platform/idempotency.ts, decision 020). A row exists only for a request whose write and answer
 * committed together; a retry with the same key (same client, same route) gets the stored answer.
 * Rows older than 24 hours are ignored and deleted.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who sent it: `<access key name>:u<user id>` signed in, `<access key name>:ip:<address>` otherwise. */
    scope: text('scope').notNull(),
    /** The route's method and URL pattern, e.g. `POST /api/v1/:lang/front/contact_us`. */
    route: text('route').notNull(),
    /** The header's value (1-255 printable ASCII characters). */
    key: text('key').notNull(),
    /** HMAC-SHA-256 (hex, under the server's secret) of the validated request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.route, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
