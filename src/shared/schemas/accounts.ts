import { z } from 'zod';
import { ENTITLEMENTS, OTP_LENGTH, PACKAGE_TIERS, REGISTRATION_TITLE_ID } from '../constants';
import { passwordsMatch, rules } from '../validation';
import { calls, defineCall } from '../contract';

/**
 * Accounts (SPEC sections 3, 4, 5, 7, 8): register, activation, login, logout, forgotten
 * password, profile. Field names are the spec's. Messages are i18n keys of `validation`.
 *
 * Sessions: the web app (access key binaa-web) receives its session in an httpOnly SameSite=Lax
 * cookie (`binaa_session`) and `api_token` is then null; other API clients receive `api_token`
 * and send `Authorization: Bearer <api_token>`. See docs/decisions/006-accounts.md.
 */

/** The register form's honeypot: must stay empty (a filled one is answered like a success). */
export const HONEYPOT_FIELD = 'website';
/** Resend of an activation / reset code: at most once per this many seconds. */
export const RESEND_COOLDOWN_SECONDS = 60;
/** A code is valid this long. */
export const CODE_TTL_MINUTES = 10;
/** Wrong tries before a code is locked. */
export const CODE_MAX_ATTEMPTS = 5;
/** Largest avatar accepted (bytes of the decoded image). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

const otp = () =>
  z
    .string({ error: 'otp_invalid' })
    .trim()
    .regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), 'otp_invalid');

/** POST register. `recaptcha_token` is the captcha's answer (an ALTCHA payload by default). */
/** The register form's own fields and rules: the server's body and the web form share them. */
export const registerFields = {
  name: rules.required().max(100, 'too_long'),
  username: rules.username(),
  email: rules.email(),
  mobile: rules.mobile(),
  password: rules.password().max(128, 'too_long'),
};

export const registerBody = z
  .object({
    ...registerFields,
    /** Optional for API clients; the web form always sends it. */
    confirm_password: z.string().optional(),
    /** Stored in an integer column: a positive 32-bit id (a larger one answered 500 before the fuzz suite found it). */
    title_id: z.coerce
      .number({ error: 'invalid_value' })
      .int('invalid_value')
      .positive('invalid_value')
      .max(2_147_483_647, 'invalid_value')
      .default(REGISTRATION_TITLE_ID),
    recaptcha_token: z.string({ error: 'captcha_required' }).min(1, 'captcha_required').max(10_000, 'captcha_required'),
    [HONEYPOT_FIELD]: z.string().max(500).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.confirm_password !== undefined && v.confirm_password !== v.password)
      ctx.addIssue({ code: 'custom', message: 'password_mismatch', path: ['confirm_password'] });
  });
export type RegisterBody = z.infer<typeof registerBody>;
/** POST register answer: msg "Register Successfully"; data.email for /activate-account. */
export const registerResult = z.object({ email: z.string() });

/**
 * The captcha's answer where the server asks for it only after repeated failures (login, forgotten
 * password): absent at first; a 422 `{ recaptcha_token: ['captcha_required'] }` asks for it.
 */
const optionalCaptcha = () => z.string().max(10_000, 'captcha_required').optional();

/** POST login: username or e-mail, and password (and the captcha once the account saw repeated failures). */
export const loginBody = z.object({
  username: rules.required().max(254, 'too_long'),
  password: z.string({ error: 'password_required' }).min(1, 'password_required').max(128, 'too_long'),
  recaptcha_token: optionalCaptcha(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** POST user_activation (and the captcha once the address saw many tries). */
export const activationBody = z.object({ email: rules.email(), otp_token: otp(), recaptcha_token: optionalCaptcha() });
/** POST resend_activation. */
export const emailBody = z.object({ email: rules.email() });
/** POST forget_password: the e-mail (and the captcha once the address saw many requests). */
export const forgetPasswordBody = emailBody.extend({ recaptcha_token: optionalCaptcha() });
export type ForgetPasswordBody = z.infer<typeof forgetPasswordBody>;

/** POST change_password (the last step of "forgot password"; the captcha once the address saw many tries). */
export const changePasswordBody = z
  .object({
    email: rules.email(),
    otp_token: otp(),
    new_password: rules.password().max(128, 'too_long'),
    confirm_password: z.string({ error: 'password_mismatch' }),
    recaptcha_token: optionalCaptcha(),
  })
  .superRefine(passwordsMatch('new_password', 'confirm_password'));

export const userSubscriptionRefSchema = z.object({ subscription_id: z.number().int() });

/** User data (SPEC section 3) plus the plan label of the header/drawer and the account's language. */
export const userDataSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  username: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** '' or a site path of the avatar (/uploads/users/…webp). */
  image: z.string(),
  /** 1 = active; anything else shows the red "activate your account" button. */
  user_active: z.number().int(),
  /** An e-mail waiting for its confirmation code ('' when none). */
  pending_email: z.string(),
  language: z.enum(['ar', 'en']),
  plan: z.enum(PACKAGE_TIERS),
  subscriptions: z.array(userSubscriptionRefSchema),
  /** What the current packages grant (SPEC "You must subscribe first"): the interface offers or gates actions by it. */
  entitlements: z.array(z.enum(ENTITLEMENTS)),
  /** True when the account can log in with a password (false: social sign-in only). */
  has_password: z.boolean(),
});
export type UserData = z.infer<typeof userDataSchema>;

/**
 * GET me: what the personal parts of a shared page show (the header's menu and avatar, the
 * activate button, the plan label, the Subscription link's target), and nothing more: no
 * mobile, no pending e-mail. A UserData is a MeData too (the account pages hand theirs on).
 */
export const meDataSchema = userDataSchema.pick({
  id: true,
  full_name: true,
  username: true,
  email: true,
  image: true,
  user_active: true,
  plan: true,
  entitlements: true,
});
export type MeData = z.infer<typeof meDataSchema>;

/** Auth data (SPEC section 3): the token for API clients (null for the web app: the cookie holds it) and the user. */
export const authDataSchema = z.object({ api_token: z.string().nullable(), user: userDataSchema });
export type AuthData = z.infer<typeof authDataSchema>;

/**
 * POST update_profile. Only the fields sent change. `image` is a data URL (image/jpeg, png or
 * webp, at most 2 MB) or '' to remove the avatar. A new `email` is not applied at once: a code
 * goes to the new address and POST confirm_email applies it. A password change needs
 * old_password (when the account has one), new_password and confirm_password.
 */
export const updateProfileBody = z
  .object({
    name: rules.required().max(100, 'too_long').optional(),
    full_name_en: z.string().trim().max(100, 'too_long').optional(),
    full_name_ar: z.string().trim().max(100, 'too_long').optional(),
    email: rules.email().optional(),
    mobile: z.union([z.literal(''), rules.mobile()]).optional(),
    image: z.string().max(3_000_000, 'image_too_large').optional(),
    old_password: z.string().max(128, 'too_long').optional(),
    new_password: z.union([z.literal(''), rules.password().max(128, 'too_long')]).optional(),
    confirm_password: z.string().max(128, 'too_long').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.new_password && v.confirm_password !== v.new_password) ctx.addIssue({ code: 'custom', message: 'password_mismatch', path: ['confirm_password'] });
  });
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** POST confirm_email: the code sent to the pending address (and the captcha once the account saw many tries). */
export const confirmEmailBody = z.object({ otp_token: otp(), recaptcha_token: optionalCaptcha() });

/** GET captcha: the challenge of the configured provider. */
export const captchaSchema = z.object({
  provider: z.enum(['altcha', 'recaptcha']),
  /** ALTCHA: the challenge JSON for the widget. */
  challenge: z.record(z.string(), z.unknown()).nullable(),
  /** reCAPTCHA: the site key. */
  site_key: z.string().nullable(),
});
export type Captcha = z.infer<typeof captchaSchema>;

/** Social sign-in providers configured on the server (GET default_website_data carries them too). */
export const SOCIAL_PROVIDERS = ['google'] as const;

/** The accounts calls of the front API (SPEC sections 4, 7); the web app's session is an httpOnly cookie: api_token is null. */
export const accountsCalls = calls(
  defineCall({
    name: 'captcha',
    method: 'GET',
    path: 'captcha',
    answer: captchaSchema,
    tags: ['accounts'],
    summary: 'A captcha challenge for the register form (ALTCHA proof of work, or the reCAPTCHA site key)',
  }),
  defineCall({
    name: 'register',
    method: 'POST',
    path: 'register',
    body: registerBody,
    answer: registerResult,
    tags: ['accounts'],
    summary: 'Create an inactive account; a 5-digit activation code is e-mailed',
    idempotent: true,
  }),
  defineCall({
    name: 'activate',
    method: 'POST',
    path: 'user_activation',
    body: activationBody,
    answer: authDataSchema,
    tags: ['accounts'],
    summary:
      'Activate the account with the e-mailed code; answers the auth data; after 10 tries for an address in 15 minutes, only with a solved captcha (422 captcha_required)',
  }),
  defineCall({
    name: 'resendActivation',
    method: 'POST',
    path: 'resend_activation',
    body: emailBody,
    answer: z.null(),
    tags: ['accounts'],
    summary: 'A new activation code (at most once a minute)',
  }),
  defineCall({
    name: 'login',
    method: 'POST',
    path: 'login',
    body: loginBody,
    answer: authDataSchema,
    tags: ['accounts'],
    summary:
      'Log in with username (or e-mail) and password; answers the auth data. After 5 failures of an account in 15 minutes, only with a solved captcha (422 captcha_required)',
  }),
  defineCall({
    name: 'logout',
    method: 'POST',
    path: 'logout',
    answer: z.null(),
    tags: ['accounts'],
    summary: 'End the current session (the token is revoked)',
  }),
  defineCall({
    name: 'forgetPassword',
    method: 'POST',
    path: 'forget_password',
    body: forgetPasswordBody,
    answer: z.null(),
    tags: ['accounts'],
    summary:
      'Step 1 of a password reset: e-mail a code (the answer never tells whether the account exists); after 5 requests for an address in an hour, only with a solved captcha (422 captcha_required)',
  }),
  defineCall({
    name: 'changePassword',
    method: 'POST',
    path: 'change_password',
    body: changePasswordBody,
    answer: z.null(),
    tags: ['accounts'],
    summary:
      'Last step of a password reset: the code and the new password; every session ends; after 10 tries for an address in 15 minutes, only with a solved captcha (422 captcha_required)',
  }),
  defineCall({
    name: 'myProfile',
    method: 'GET',
    path: 'get_my_profile',
    answer: userDataSchema,
    tags: ['accounts'],
    summary: "The signed-in user's data",
  }),
  defineCall({
    name: 'me',
    method: 'GET',
    path: 'me',
    answer: meDataSchema,
    tags: ['accounts'],
    summary:
      "The signed-in reader's display data, for the personal parts of the shared pages (menu, avatar, activate button, plan). Private, with an ETag: a repeat with If-None-Match costs a 304",
  }),
  defineCall({
    name: 'updateProfile',
    method: 'POST',
    path: 'update_profile',
    body: updateProfileBody,
    answer: userDataSchema,
    tags: ['accounts'],
    summary:
      'Change name, mobile, avatar, password; a new e-mail waits for its code (confirm_email); at most 3 e-mail changes an hour per account and per address',
  }),
  defineCall({
    name: 'confirmEmail',
    method: 'POST',
    path: 'confirm_email',
    body: confirmEmailBody,
    answer: userDataSchema,
    tags: ['accounts'],
    summary:
      'Confirm the new e-mail with the code sent to it; the old address is told; after 10 tries of an account in 15 minutes, only with a solved captcha (422 captcha_required)',
  }),
);
