import { bigint, boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn, tstz, updatedAt } from './columns';
import { LANGUAGES, ONE_TIME_CODE_PURPOSES, USER_ROLES } from '../../../shared/constants';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    fullName: text('full_name').notNull(),
    fullNameAr: text('full_name_ar').notNull().default(''),
    fullNameEn: text('full_name_en').notNull().default(''),
    username: text('username').notNull().unique(),
    /** Always stored lower-cased (a check enforces it). */
    email: text('email').notNull().unique(),
    mobile: text('mobile').notNull().default(''),
    /** argon2id hash; null for accounts created through social sign-in only. */
    passwordHash: text('password_hash'),
    /** Relative path under /uploads, e.g. `users/7.webp`. */
    image: text('image'),
    userActive: boolean('user_active').notNull().default(false),
    titleId: integer('title_id').notNull().default(2),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    /** The language of the account's e-mails (the site's language at registration). */
    language: text('language', { enum: LANGUAGES }).notNull().default('ar'),
    /** A new e-mail address waiting for its confirmation code (purpose email_change). */
    pendingEmail: text('pending_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role_chk', sql`${t.role} in ('user', 'admin', 'editor', 'prices_clerk', 'support')`),
    check('users_language_chk', sql`${t.language} in ('ar', 'en')`),
  ],
);

/** Server-side sessions; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    /** When a staff member proved the second factor in this session (the back office needs it). */
    secondFactorAt: tstz('second_factor_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** 5-digit codes for account activation and password reset; only a hash is stored. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ONE_TIME_CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: tstz('used_at'),
  },
  (t) => [
    index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose),
    check('one_time_codes_purpose_chk', sql`${t.purpose} in ('activation', 'password_reset', 'email_change')`),
  ],
);

/** X-Access-Key values naming client applications ('binaa-web' is the web app's public key). */
export const accessKeys = pgTable('access_keys', {
  id: idColumn(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  rateLimitPerMinute: integer('rate_limit_per_minute').notNull().default(600),
  revokedAt: tstz('revoked_at'),
  createdAt: createdAt(),
});

/** Accounts linked to an OpenID Connect provider (social sign-in): one row per provider subject. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('oauth_identities_provider_subject_uq').on(t.provider, t.subject), index('oauth_identities_user_id_idx').on(t.userId)],
);

/** Captcha answers already accepted (each is accepted once), kept until the challenge expires. */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    key: text('key').primaryKey(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('captcha_solutions_expires_at_idx').on(t.expiresAt)],
);
