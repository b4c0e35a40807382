/**
 * The signed-in reader's own account (SPEC sections 5, 7): GET me, the profile with avatar,
 * password and e-mail changes (a new address is confirmed with a code).
 */
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { AppError, Conflict, ValidationFailed } from '../../platform/errors';
import { forgetSessions } from '../../platform/auth';
import { weakEtag } from '../../platform/html-cache';
import { uploadUrl } from '../../platform/i18n';
import { loadSharp } from '../../platform/sharp';
import { removeUpload, storeWebp } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import type { PlainKey } from '../../../shared/i18n/index';
import { AVATAR_MAX_BYTES, type MeData, type UpdateProfileBody, type UserData } from '../../../shared/schemas/accounts';
import { activeSubscriptions } from '../subscriptions';
import { meKey, toUserData, userChanged, type AccountDeps, type RequestMeta } from './account';
import { ACCOUNT_LIMITS, limit, limitOrCaptcha } from './limits';
import { mailCode, sendMail } from './mails';
import * as repo from './repository';

const ME_CACHE_MS = 60_000;

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
