/**
 * Accounts (SPEC sections 4, 5, 7): register → e-mailed 5-digit code → activation (a session);
 * login by username or e-mail; logout; forgotten password in three steps; profile with avatar,
 * password and e-mail changes (a new address is confirmed with a code). Passwords are argon2id.
 */
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, Conflict, RateLimited, ValidationFailed } from '../../platform/errors';
import { forgetSessions, hashToken, newToken } from '../../platform/auth';
import type { Cache } from '../../platform/cache';
import { weakEtag } from '../../platform/html-cache';
import type { Mailer } from '../../platform/mail';
import type { Throttle } from '../../platform/throttle';
import { uploadUrl } from '../../platform/i18n';
import { translate, type PlainKey } from '../../../shared/i18n/index';
import type { Lang } from '../../../shared/envelope';
import type { OneTimeCodePurpose, UserRole } from '../../../shared/constants';
import {
  AVATAR_MAX_BYTES,
  HONEYPOT_FIELD,
  type LoginBody,
  type MeData,
  type RegisterBody,
  type UpdateProfileBody,
  type UserData,
} from '../../../shared/schemas/accounts';
import { loadSharp } from '../../platform/sharp';
import { removeUpload, storeWebp } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import { activeSubscriptions } from '../subscriptions';
import type { CaptchaVerifier } from './captcha';
import type { Codes } from './codes';
import * as repo from './repository';
import type { Staff } from '../../platform/admin';
import { recordAudit } from '../../platform/audit';
import { resetSecondFactor, usersWithSecondFactor } from '../staff';
import type { AdminUser, AdminUsersQuery } from '../../../shared/schemas/accounts-admin';

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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Per-account limits (the per-address ones are on the routes). */
export const ACCOUNT_LIMITS = {
  /**
   * Failed logins of one account (by id; of one name when no account has it) within the window.
   * From `captchaAfter` on, the password is accepted only with a solved captcha (never refused
   * outright: a stranger must not be able to lock the owner out); at `alertAt` the owner is
   * e-mailed, once per window.
   */
  login: { captchaAfter: 5, alertAt: 10, windowMs: 15 * MINUTE },
  /**
   * Code tries for one address (activation, the reset's change_password: counted per address text
   * before the account is looked up) or one account (confirm_email). Beyond the limit the call
   * needs a solved captcha instead of being refused, so a stranger cannot keep the owner from
   * using their code; the code itself still locks after 5 wrong tries (codes.ts).
   */
  activation: { limit: 10, windowMs: 15 * MINUTE },
  confirmEmail: { limit: 10, windowMs: 15 * MINUTE },
  /** Reset codes asked for one address; beyond it the request needs a captcha (for any address, known or not). */
  reset: { limit: 5, windowMs: HOUR },
  /** Tries of the reset code (change_password) for one address; beyond it, the captcha as above. */
  changePassword: { limit: 10, windowMs: 15 * MINUTE },
  /** Old-password checks of update_profile, per signed-in account (429 beyond; only the account's sessions count). */
  profilePassword: { limit: 10, windowMs: 15 * MINUTE },
  /** E-mail changes asked by one account, and aimed at one address, beyond which 429 (nothing sent). */
  emailChange: { limit: 3, windowMs: HOUR },
  emailChangeTarget: { limit: 3, windowMs: HOUR },
  /** The "someone tried to use your address" note to the owner of a taken address. */
  emailInUseNote: { limit: 1, windowMs: HOUR },
} as const;

// A real hash to verify against when the account does not exist: same time either way.
const DUMMY_HASH = argonHash('binaa-no-such-account');

async function limit(throttle: Throttle, key: string, rule: { limit: number; windowMs: number }) {
  if (!(await throttle.hit(key, rule.limit, rule.windowMs))) throw new RateLimited();
}

/**
 * The code mails: fixed text and the code, in the account's language. None carries anything a
 * requester chose (not even the name): each may go to an address no one has confirmed yet (a
 * registration, a reset of an account never activated, an e-mail change), and a name of
 * someone's choosing would make it a mail relay (issue 15).
 */
const MAIL_TEMPLATES: Record<OneTimeCodePurpose, { subject: PlainKey; body: PlainKey }> = {
  activation: { subject: 'mail.activation_subject', body: 'mail.activation_body' },
  password_reset: { subject: 'mail.reset_subject', body: 'mail.reset_body' },
  email_change: { subject: 'mail.email_change_subject', body: 'mail.email_change_body' },
};

/** Sends a mail; a failed delivery is logged, never lost: the outbox keeps it. */
async function sendMail(deps: AccountDeps, to: string, lang: Lang, subject: PlainKey, body: PlainKey, values: Record<string, string>, what: string) {
  try {
    await deps.mailer.send({ to, subject: translate(lang, subject), text: translate(lang, body, values) });
  } catch (err) {
    deps.log.error({ err, what }, 'account e-mail failed');
  }
}

/** Sends a code (the user can ask for a new one if it is lost). */
const mailCode = (deps: AccountDeps, to: string, lang: Lang, purpose: OneTimeCodePurpose, code: string) =>
  sendMail(deps, to, lang, MAIL_TEMPLATES[purpose].subject, MAIL_TEMPLATES[purpose].body, { code }, purpose);

/** A 422 on the captcha field: the form shows the captcha and sends again with its answer. */
const captchaRequired = () => new ValidationFailed({ recaptcha_token: ['captcha_required'] });

/** Whether a captcha answer was given and is valid (each answer counts once). */
const captchaSolved = async (deps: AccountDeps, token: string | undefined, meta: RequestMeta) => !!token && (await deps.captcha.verify(token, meta.ip));

/**
 * Counts a hit of `key`; beyond the rule's limit the call goes on only with a solved captcha
 * (422 captcha_required otherwise): the limit slows strangers down but never locks the owner out.
 */
async function limitOrCaptcha(deps: AccountDeps, key: string, rule: { limit: number; windowMs: number }, token: string | undefined, meta: RequestMeta) {
  if (!(await deps.throttle.hit(key, rule.limit, rule.windowMs)) && !(await captchaSolved(deps, token, meta))) throw captchaRequired();
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

async function openSession(deps: AccountDeps, userId: number, meta: RequestMeta): Promise<string> {
  const token = newToken();
  await repo.createSession(deps.db, userId, hashToken(token), deps.sessionDays, meta);
  return token;
}

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';

/** POST register: an inactive account and its activation code, e-mailed. */
export async function register(deps: AccountDeps, lang: Lang, body: RegisterBody, meta: RequestMeta): Promise<{ email: string }> {
  const email = body.email.toLowerCase();
  // A bot filled the hidden field: answer like a success, store nothing.
  if (body[HONEYPOT_FIELD]) return { email };
  if (!(await deps.captcha.verify(body.recaptcha_token, meta.ip))) throw new ValidationFailed({ recaptcha_token: ['captcha_failed'] });
  const taken: Record<string, string[]> = {};
  if (await repo.usernameTaken(deps.db, body.username)) taken.username = ['username_taken'];
  if (await repo.emailTaken(deps.db, email)) taken.email = ['email_taken'];
  if (Object.keys(taken).length > 0) throw new ValidationFailed(taken);

  const passwordHash = await argonHash(body.password);
  let code: string;
  try {
    code = await deps.db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        fullName: body.name,
        username: body.username,
        email,
        mobile: body.mobile,
        passwordHash,
        titleId: body.title_id,
        language: lang,
        userActive: false,
      });
      return deps.codes.issue(tx, user!.id, 'activation', { cooldown: false });
    });
  } catch (err) {
    // Two registrations racing for the same name: the loser gets the field error, not a 500.
    if (isUniqueViolation(err))
      throw new ValidationFailed((err as Error).message.includes('email') ? { email: ['email_taken'] } : { username: ['username_taken'] });
    throw err;
  }
  await mailCode(deps, email, lang, 'activation', code);
  return { email };
}

/**
 * POST user_activation: the right code activates the account and opens a session. Beyond
 * ACCOUNT_LIMITS.activation tries for one address (counted before the account is looked up, so
 * unknown addresses answer alike), only with a solved captcha.
 */
export async function activate(
  deps: AccountDeps,
  email: string,
  code: string,
  captchaToken: string | undefined,
  meta: RequestMeta,
): Promise<{ user: UserData; token: string }> {
  await limitOrCaptcha(deps, `activation:${email.toLowerCase()}`, ACCOUNT_LIMITS.activation, captchaToken, meta);
  const user = await repo.findUserByEmail(deps.db, email);
  if (user?.userActive) throw new Conflict('api.already_active');
  await deps.codes.consume(deps.db, user?.id, 'activation', code);
  const active = await repo.updateUser(deps.db, user!.id, { userActive: true });
  await userChanged(deps, user!.id);
  return { user: await toUserData(deps.db, active!), token: await openSession(deps, user!.id, meta) };
}

/** POST resend_activation: a new code (once a minute) for an inactive account; the same answer otherwise. */
export async function resendActivation(deps: AccountDeps, email: string): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user || user.userActive) return;
  const code = await deps.codes.issue(deps.db, user.id, 'activation', { cooldown: true });
  await mailCode(deps, user.email, user.language, 'activation', code);
}

/**
 * POST login: by username or e-mail. Wrong either way: the same answer and the same time.
 * Failures are counted per account (per name when no account has it, so the answers do not tell
 * which names exist): after ACCOUNT_LIMITS.login.captchaAfter of them the password is checked
 * only with a solved captcha (422 captcha_required otherwise); the owner is never locked out.
 */
export async function login(deps: AccountDeps, body: LoginBody, meta: RequestMeta): Promise<{ user: UserData; token: string }> {
  const rule = ACCOUNT_LIMITS.login;
  const user = await repo.findUserByLogin(deps.db, body.username);
  const key = user ? `login-fail:user:${user.id}` : `login-fail:name:${body.username.toLowerCase()}`;
  const failures = await deps.throttle.peek(key);
  if (failures >= rule.captchaAfter && !(await captchaSolved(deps, body.recaptcha_token, meta))) throw captchaRequired();
  const ok = await argonVerify(user?.passwordHash ?? (await DUMMY_HASH), body.password).catch(() => false);
  if (!user || !user.passwordHash || !ok) {
    await deps.throttle.hit(key, rule.alertAt, rule.windowMs);
    if (user && failures + 1 >= rule.alertAt && (await deps.throttle.hit(`login-alert:user:${user.id}`, 1, rule.windowMs)))
      await sendMail(deps, user.email, user.language, 'mail.login_failures_subject', 'mail.login_failures_body', {}, 'login alert');
    throw new AppError(422, 'api.wrong_credentials');
  }
  // The session and the account's data at once: two pooled connections, one round trip of waiting.
  const [, data, token] = await Promise.all([deps.throttle.reset(key), toUserData(deps.db, user), openSession(deps, user.id, meta)]);
  return { user: data, token };
}

export async function logout(deps: AccountDeps, sessionId: number): Promise<void> {
  await repo.revokeSession(deps.db, sessionId);
  await forgetSessions(deps.cache);
}

/**
 * POST forget_password: a reset code when the account exists; the answer never tells. Beyond
 * ACCOUNT_LIMITS.reset requests for one address, a solved captcha is needed (for any address,
 * known or not): strangers cannot use the limit to keep the owner from resetting.
 */
export async function forgetPassword(deps: AccountDeps, email: string, captchaToken: string | undefined, meta: RequestMeta): Promise<void> {
  await limitOrCaptcha(deps, `reset:${email.toLowerCase()}`, ACCOUNT_LIMITS.reset, captchaToken, meta);
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user) return;
  let code: string;
  try {
    code = await deps.codes.issue(deps.db, user.id, 'password_reset', { cooldown: true });
  } catch (err) {
    if (err instanceof RateLimited) return; // a code went out less than a minute ago: say nothing more
    throw err;
  }
  await mailCode(deps, user.email, user.language, 'password_reset', code);
}

/**
 * POST change_password: the code of step 2 is checked here (SPEC section 4), then every session
 * ends. Beyond ACCOUNT_LIMITS.changePassword tries for one address (counted before the account is
 * looked up), only with a solved captcha.
 */
export async function changePassword(
  deps: AccountDeps,
  email: string,
  code: string,
  newPassword: string,
  captchaToken: string | undefined,
  meta: RequestMeta,
): Promise<void> {
  await limitOrCaptcha(deps, `change-password:${email.toLowerCase()}`, ACCOUNT_LIMITS.changePassword, captchaToken, meta);
  const user = await repo.findUserByEmail(deps.db, email);
  await deps.codes.consume(deps.db, user?.id, 'password_reset', code);
  const passwordHash = await argonHash(newPassword);
  await deps.db.transaction(async (tx) => {
    // The code came through the mailbox: the address is proven, so the account is active too.
    await repo.updateUser(tx, user!.id, { passwordHash, userActive: true });
    await repo.revokeUserSessions(tx, user!.id);
  });
  await forgetSessions(deps.cache);
  await userChanged(deps, user!.id);
}

/** What accounts keep in the app cache (accounts/cache.ts). */
export const ACCOUNTS_CACHE = 'accounts:';
const ME_CACHE_MS = 60_000;
const meKey = (userId: number) => `${ACCOUNTS_CACHE}me:${userId}:`;

/** After a change of what GET me shows (name, avatar, e-mail, activation): its kept answer goes. */
const userChanged = (deps: AccountDeps, userId: number) => deps.cache.invalidate(meKey(userId));

/**
 * GET me: the display data of the personal parts of shared pages (a subset of the profile) and
 * its ETag, kept a minute per user (every page of a signed-in reader asks): dropped by the
 * account's own changes, and by any invalidation of `subscriptions:` (the plan; accounts/cache.ts).
 */
export async function me(deps: AccountDeps, userId: number): Promise<{ data: MeData; etag: string }> {
  return deps.cache.wrap(meKey(userId), ME_CACHE_MS, async () => {
    const user = await repo.findUserById(deps.db, userId);
    if (!user) throw new AppError(401, 'api.unauthenticated');
    const { plan, entitlements } = await activeSubscriptions(deps.db, user.id);
    const data: MeData = {
      id: user.id,
      full_name: user.fullName,
      username: user.username,
      email: user.email,
      image: uploadUrl(user.image),
      user_active: user.userActive ? 1 : 0,
      plan,
      entitlements,
    };
    return { data, etag: weakEtag(JSON.stringify(data)) };
  });
}

export async function profile(deps: AccountDeps, userId: number): Promise<UserData> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw new AppError(401, 'api.unauthenticated');
  return toUserData(deps.db, user);
}

const IMAGE_DATA_URL = /^data:(image\/(?:jpeg|png|webp));base64,([A-Za-z0-9+/=\s]+)$/;

/** A data URL → a 256×256 WebP under users/ in the public files; returns its key. */
async function storeAvatar(files: Storage, userId: number, dataUrl: string): Promise<string> {
  const m = IMAGE_DATA_URL.exec(dataUrl);
  if (!m) throw new ValidationFailed({ image: ['image_invalid'] });
  const bytes = Buffer.from(m[2]!, 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) throw new ValidationFailed({ image: ['image_too_large'] });
  const sharp = await loadSharp();
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().resize(256, 256, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch {
    throw new ValidationFailed({ image: ['image_invalid'] });
  }
  return storeWebp(files, 'users', String(userId), webp);
}

/**
 * POST update_profile. Returns the message key: profile_updated, or email_change_sent when a
 * new address waits for its code. All checks run before anything is written; the writes are
 * one transaction.
 *
 * A new e-mail (issue 15): at most ACCOUNT_LIMITS.emailChange per account and
 * emailChangeTarget per address an hour (429, nothing sent). The new address gets fixed text and
 * the code only. An address another account holds gets the same answer (no account discovery)
 * but no code: its owner gets a fixed "someone tried to use your address" note, at most once an
 * hour; the pending address cannot be confirmed (no one knows its code, and confirm_email checks
 * again).
 */
export async function updateProfile(deps: AccountDeps, userId: number, sessionId: number, body: UpdateProfileBody): Promise<PlainKey> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw new AppError(401, 'api.unauthenticated');
  const changes: repo.UserChanges = {};
  if (body.name !== undefined) changes.fullName = body.name;
  if (body.full_name_ar !== undefined) changes.fullNameAr = body.full_name_ar;
  if (body.full_name_en !== undefined) changes.fullNameEn = body.full_name_en;
  if (body.mobile !== undefined) changes.mobile = body.mobile;

  let passwordChanged = false;
  if (body.new_password) {
    if (user.passwordHash) {
      if (!body.old_password) throw new ValidationFailed({ old_password: ['old_password_required'] });
      // Per account (not per address): strangers' change_password tries cannot use it up.
      await limit(deps.throttle, `profile-password:user:${user.id}`, ACCOUNT_LIMITS.profilePassword);
      if (!(await argonVerify(user.passwordHash, body.old_password).catch(() => false))) throw new ValidationFailed({ old_password: ['old_password_wrong'] });
    }
    changes.passwordHash = await argonHash(body.new_password);
    passwordChanged = true;
  }

  const newEmail = body.email?.toLowerCase();
  const emailChange = newEmail !== undefined && newEmail !== user.email;
  let holder: repo.UserRow | undefined;
  if (emailChange) {
    await limit(deps.throttle, `email-change:user:${user.id}`, ACCOUNT_LIMITS.emailChange);
    await limit(deps.throttle, `email-change:to:${newEmail}`, ACCOUNT_LIMITS.emailChangeTarget);
    holder = await repo.findUserByEmail(deps.db, newEmail);
    changes.pendingEmail = newEmail;
  }

  let stored: string | undefined;
  if (body.image !== undefined) {
    stored = body.image === '' ? undefined : await storeAvatar(deps.files, user.id, body.image);
    changes.image = stored ?? null;
  }

  let code: string | undefined;
  try {
    code = await deps.db.transaction(async (tx) => {
      if (Object.keys(changes).length > 0) await repo.updateUser(tx, user.id, changes);
      // Another device may hold the old password: only this session stays open.
      if (passwordChanged) await repo.revokeUserSessions(tx, user.id, sessionId);
      return emailChange ? deps.codes.issue(tx, user.id, 'email_change', { cooldown: false }) : undefined;
    });
  } catch (err) {
    await removeUpload(deps.files, stored);
    throw err;
  }
  if (passwordChanged) await forgetSessions(deps.cache);
  await userChanged(deps, user.id);
  if (emailChange && code) {
    // A taken address: its code is never sent (it only replaced any earlier live one).
    if (!holder) await mailCode(deps, newEmail, user.language, 'email_change', code);
    else if (await deps.throttle.hit(`email-in-use-note:${newEmail}`, ACCOUNT_LIMITS.emailInUseNote.limit, ACCOUNT_LIMITS.emailInUseNote.windowMs))
      await sendMail(deps, newEmail, holder.language, 'mail.email_in_use_subject', 'mail.email_in_use_body', {}, 'e-mail in use note');
    return 'api.email_change_sent';
  }
  return 'api.profile_updated';
}

/**
 * POST confirm_email: the code sent to the pending address makes it the account's e-mail. Tries
 * are counted per account (not per address: activation tries on that address by anyone do not
 * count); beyond ACCOUNT_LIMITS.confirmEmail, only with a solved captcha.
 */
export async function confirmEmail(deps: AccountDeps, userId: number, code: string, captchaToken: string | undefined, meta: RequestMeta): Promise<UserData> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw new AppError(401, 'api.unauthenticated');
  if (!user.pendingEmail) throw new Conflict('api.no_pending_email');
  await limitOrCaptcha(deps, `confirm-email:user:${user.id}`, ACCOUNT_LIMITS.confirmEmail, captchaToken, meta);
  await deps.codes.consume(deps.db, user.id, 'email_change', code);
  if (await repo.emailTaken(deps.db, user.pendingEmail, user.id)) throw new ValidationFailed({ email: ['email_taken'] });
  const updated = await repo.updateUser(deps.db, user.id, { email: user.pendingEmail, pendingEmail: null });
  await userChanged(deps, user.id);
  // The old address is told (fixed text, nothing the requester chose): a stolen session cannot move the account quietly.
  await sendMail(deps, user.email, user.language, 'mail.email_changed_subject', 'mail.email_changed_body', {}, 'e-mail changed notice');
  return toUserData(deps.db, updated!);
}

/**
 * Social sign-in with a verified e-mail: the account linked to this provider subject; else the
 * account with that e-mail (linked now); else a new active account. Returns a session.
 */
export async function socialSignIn(
  deps: AccountDeps,
  provider: string,
  claims: { sub: string; email: string; name?: string },
  lang: Lang,
  meta: RequestMeta,
): Promise<{ user: UserData; token: string }> {
  const email = claims.email.toLowerCase();
  const userId = await deps.db.transaction(async (tx) => {
    const identity = await repo.findIdentity(tx, provider, claims.sub);
    if (identity) return identity.userId;
    let user = await repo.findUserByEmail(tx, email);
    if (user) {
      // The provider proved the address: an account waiting for its code is active now.
      if (!user.userActive) await repo.updateUser(tx, user.id, { userActive: true });
    } else {
      const base =
        email
          .split('@')[0]!
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 14) || 'user';
      let username = base.length >= 4 ? base : `${base}user`;
      for (let i = 2; await repo.usernameTaken(tx, username); i++) username = `${base.slice(0, 14)}${i}`;
      user = await repo.insertUser(tx, { fullName: claims.name?.trim() || username, username, email, passwordHash: null, userActive: true, language: lang });
    }
    await repo.linkIdentity(tx, user!.id, provider, claims.sub, email);
    return user!.id;
  });
  await userChanged(deps, userId); // perhaps activated by the provider's proof
  const user = (await repo.findUserById(deps.db, userId))!;
  return { user: await toUserData(deps.db, user), token: await openSession(deps, user.id, meta) };
}

// The back office's users (issue 18, area `users`): search, activate/deactivate, end sessions, roles.

export async function adminUsers(db: Db, q: AdminUsersQuery): Promise<{ items: AdminUser[]; total: number }> {
  const { items, total } = await repo.listUsers(db, q);
  const withFactor = await usersWithSecondFactor(
    db,
    items.map((r) => r.user.id),
  );
  return {
    total,
    items: items.map(({ user, sessions, lastSignIn }) => ({
      id: user.id,
      name: user.fullName,
      username: user.username,
      email: user.email,
      mobile: user.mobile,
      role: user.role,
      active: user.userActive,
      created_at: user.createdAt.toISOString(),
      sessions,
      last_sign_in: lastSignIn ? new Date(lastSignIn).toISOString() : null,
      second_factor: withFactor.has(user.id),
    })),
  };
}

/** What the audit keeps of an account (no password hash). */
const auditView = (u: repo.UserRow) => ({ email: u.email, role: u.role, active: u.userActive });

/**
 * A change of an account by the back office, one transaction with its audit entry: the row is
 * locked, nobody changes their own role or state (no admin locks themselves out), and the last
 * active admin is neither demoted nor deactivated. Ending the sessions drops the kept ones too.
 */
async function changeUser(
  deps: Pick<AccountDeps, 'db' | 'cache'>,
  staff: Staff,
  userId: number,
  action: string,
  change: (user: repo.UserRow, tx: repo.Executor) => Promise<repo.UserChanges | null>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, userId);
    if (!user) throw new AppError(404, 'api.user_not_found');
    const changes = await change(user, tx);
    const after = changes ? { ...user, ...changes } : user;
    if (changes) await repo.updateUser(tx, userId, changes);
    await recordAudit(tx, staff, { area: 'users', action, entity: 'user', entityId: userId, before: auditView(user), after: auditView(after) });
  });
  await forgetSessions(deps.cache);
  await userChanged(deps as AccountDeps, userId);
}

async function refuseSelfOrLastAdmin(tx: repo.Executor, staff: Staff, user: repo.UserRow, losesAdmin: boolean) {
  if (user.id === staff.userId) throw new Conflict('api.user_not_self');
  if (losesAdmin && user.role === 'admin' && user.userActive && (await repo.otherActiveAdmins(tx, user.id)) === 0) throw new Conflict('api.user_last_admin');
}

export const setUserActive = (deps: Pick<AccountDeps, 'db' | 'cache'>, staff: Staff, userId: number, active: boolean) =>
  changeUser(deps, staff, userId, active ? 'user.activate' : 'user.deactivate', async (user, tx) => {
    await refuseSelfOrLastAdmin(tx, staff, user, !active);
    // A deactivated account is signed out everywhere.
    if (!active) await repo.revokeUserSessions(tx, user.id);
    return { userActive: active };
  });

export const setUserRole = (deps: Pick<AccountDeps, 'db' | 'cache'>, staff: Staff, userId: number, role: UserRole) =>
  changeUser(deps, staff, userId, 'user.role', async (user, tx) => {
    await refuseSelfOrLastAdmin(tx, staff, user, role !== 'admin');
    return { role };
  });

export const endUserSessions = (deps: Pick<AccountDeps, 'db' | 'cache'>, staff: Staff, userId: number) =>
  changeUser(deps, staff, userId, 'user.end_sessions', async (user, tx) => {
    await repo.revokeUserSessions(tx, user.id);
    return null;
  });

/** An admin removes a staff member's second factor (a lost phone): set up again at the next visit. */
export const resetUserSecondFactor = (deps: Pick<AccountDeps, 'db' | 'cache'>, staff: Staff, userId: number) =>
  deps.db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, userId);
    if (!user) throw new AppError(404, 'api.user_not_found');
    if (user.id === staff.userId) throw new Conflict('api.user_not_self');
    await resetSecondFactor(tx, staff, userId);
  });

/** The dashboard's new accounts since `since`. */
export const countNewUsers = (db: Db, since: Date) => repo.countUsersSince(db, since);
