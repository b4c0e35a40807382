/**
 * An account as the other accounts files see it: their dependencies, the user's data (with the
 * plan and entitlements of their subscriptions), a new session, and GET me's kept answer.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { hashToken, newToken } from '../../platform/auth';
import type { Cache } from '../../platform/cache';
import { uploadUrl } from '../../platform/i18n';
import type { Mailer } from '../../platform/mail';
import type { Storage } from '../../platform/storage';
import type { Throttle } from '../../platform/throttle';
import type { UserData } from '../../../shared/schemas/accounts';
import { activeSubscriptions } from '../subscriptions';
import type { CaptchaVerifier } from './captcha';
import type { Codes } from './codes';
import * as repo from './repository';

export interface AccountDeps {
  db: Db;
  cache: Cache;
  mailer: Mailer;
  codes: Codes;
  captcha: CaptchaVerifier;
  throttle: Throttle;
  /** The public pictures (app.publicFiles): avatars under users/. */
  files: Storage;
  sessionDays: number;
  log: FastifyBaseLogger;
}

export interface RequestMeta {
  ip: string;
  userAgent?: string;
}

export async function toUserData(db: Db, u: repo.UserRow): Promise<UserData> {
  const subs = await activeSubscriptions(db, u.id);
  return {
    id: u.id,
    full_name: u.fullName,
    username: u.username,
    email: u.email,
    mobile: u.mobile,
    image: uploadUrl(u.image),
    user_active: u.userActive ? 1 : 0,
    pending_email: u.pendingEmail ?? '',
    language: u.language,
    plan: subs.plan,
    subscriptions: subs.ids.map((id) => ({ subscription_id: id })),
    entitlements: subs.entitlements,
    has_password: u.passwordHash != null,
  };
}

export async function openSession(deps: AccountDeps, userId: number, meta: RequestMeta): Promise<string> {
  const token = newToken();
  await repo.createSession(deps.db, userId, hashToken(token), deps.sessionDays, meta);
  return token;
}

export const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';

/** What accounts keep in the app cache (accounts/cache.ts). */
export const ACCOUNTS_CACHE = 'accounts:';
export const meKey = (userId: number) => `${ACCOUNTS_CACHE}me:${userId}:`;

/** After a change of what GET me shows (name, avatar, e-mail, activation): its kept answer goes. */
export const userChanged = (deps: AccountDeps, userId: number) => deps.cache.invalidate(meKey(userId));
