/**
 * The back office (issue 18): the staff's second factor, their recovery codes and the audit log
 * of every admin write. Owned by the `staff` domain.
 */
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tstz } from './columns';
import { users } from './accounts';

/** A staff member's TOTP secret (RFC 6238), encrypted with the server's SECRET (AES-256-GCM). */
export const staffSecondFactors = pgTable('staff_second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEnc: text('secret_enc').notNull(),
  /** Null while set up but not yet confirmed with a first code. */
  enabledAt: tstz('enabled_at'),
  /** The last 30-second step accepted: a code is accepted once (replay). */
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  /** Wrong codes in a row; at STAFF_CODE_TRIES the factor is locked for a while (a guessed code needs a million tries). */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: tstz('locked_until'),
  createdAt: createdAt(),
});

/** One-time recovery codes, only their SHA-256 kept. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);

/**
 * Every write of the back office: who, when, what, the row before and after. Written in the
 * write's own transaction; the back office can read it, never change it (no admin call writes it).
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's e-mail at the time (kept if the account is removed). */
    actor: text('actor').notNull(),
    at: createdAt(),
    area: text('area').notNull(),
    /** e.g. `price.save`, `news.update`, `user.deactivate`. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [index('admin_audit_at_idx').on(t.at), index('admin_audit_area_at_idx').on(t.area, t.at), index('admin_audit_user_idx').on(t.userId)],
);
