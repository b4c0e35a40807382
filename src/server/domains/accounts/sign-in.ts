/**
 * Sign-in (SPEC sections 4, 7): login by username or e-mail, logout, the forgotten password in
 * three steps, and social sign-in with a verified e-mail.
 */
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { AppError, RateLimited } from '../../platform/errors';
import { forgetSessions } from '../../platform/auth';
import type { Lang } from '../../../shared/envelope';
import type { LoginBody, UserData } from '../../../shared/schemas/accounts';
import { openSession, toUserData, userChanged, type AccountDeps, type RequestMeta } from './account';
import { ACCOUNT_LIMITS, captchaRequired, captchaSolved, limitOrCaptcha } from './limits';
import { mailCode, sendMail } from './mails';
import * as repo from './repository';

// A real hash to verify against when the account does not exist: same time either way.
const DUMMY_HASH = argonHash('binaa-no-such-account');

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
