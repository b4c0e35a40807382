/** The per-account limits of the accounts' calls, and the captcha that lets the owner past them. */
import { RateLimited, ValidationFailed } from '../../platform/errors';
import type { Throttle } from '../../platform/throttle';
import type { AccountDeps, RequestMeta } from './account';

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

export async function limit(throttle: Throttle, key: string, rule: { limit: number; windowMs: number }) {
  if (!(await throttle.hit(key, rule.limit, rule.windowMs))) throw new RateLimited();
}

/** A 422 on the captcha field: the form shows the captcha and sends again with its answer. */
export const captchaRequired = () => new ValidationFailed({ recaptcha_token: ['captcha_required'] });

/** Whether a captcha answer was given and is valid (each answer counts once). */
export const captchaSolved = async (deps: AccountDeps, token: string | undefined, meta: RequestMeta) => !!token && (await deps.captcha.verify(token, meta.ip));

/**
 * Counts a hit of `key`; beyond the rule's limit the call goes on only with a solved captcha
 * (422 captcha_required otherwise): the limit slows strangers down but never locks the owner out.
 */
export async function limitOrCaptcha(deps: AccountDeps, key: string, rule: { limit: number; windowMs: number }, token: string | undefined, meta: RequestMeta) {
  if (!(await deps.throttle.hit(key, rule.limit, rule.windowMs)) && !(await captchaSolved(deps, token, meta))) throw captchaRequired();
}
