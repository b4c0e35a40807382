/** Sign-up (SPEC sections 4, 7): register → e-mailed 5-digit code → activation (a session). Passwords are argon2id. */
import { hash as argonHash } from '@node-rs/argon2';
import { Conflict, ValidationFailed } from '../../platform/errors';
import type { Lang } from '../../../shared/envelope';
import { HONEYPOT_FIELD, type RegisterBody, type UserData } from '../../../shared/schemas/accounts';
import { isUniqueViolation, openSession, toUserData, userChanged, type AccountDeps, type RequestMeta } from './account';
import { ACCOUNT_LIMITS, limitOrCaptcha } from './limits';
import { mailCode } from './mails';
import * as repo from './repository';

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
