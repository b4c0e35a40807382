import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activationBody,
  authDataSchema,
  captchaSchema,
  changePasswordBody,
  confirmEmailBody,
  emailBody,
  forgetPasswordBody,
  loginBody,
  meDataSchema,
  registerBody,
  registerResult,
  updateProfileBody,
  userDataSchema,
  type AuthData,
  type UserData,
} from '../../../shared/schemas/accounts';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { ok, requestLang, t } from '../../platform/envelope';
import { clearSessionCookie, requireUser, SESSION_COOKIE, setSessionCookie } from '../../platform/auth';
import { Unauthenticated } from '../../platform/errors';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/page-kind';
import { loadSecret } from '../../platform/secret';
import { createThrottle } from '../../platform/throttle';
import { createAltcha, createRecaptcha } from './captcha';
import { createCodes } from './codes';
import { perApp } from '../../platform/per-app';
import { accountsCache } from './cache';
import type { AccountDeps } from './account';
import { confirmEmail, me as meAnswer, profile, updateProfile } from './profile';
import { changePassword, forgetPassword, login, logout } from './sign-in';
import { activate, register, resendActivation } from './sign-up';

/** Per visitor address, whatever the client key (the web key is otherwise unlimited). */
const perAddress = (max: number, timeWindow = 60_000) => ({ rateLimit: { max, timeWindow, allowList: () => false } });

/**
 * The accounts' dependencies (mailer, codes, captcha, throttle), made once per app: the API
 * routes and the social sign-in routes (http-routes.ts, another scope) share them.
 */
export const createAccountDeps = perApp((app): AccountDeps => {
  const { config } = app;
  const secret = loadSecret(config);
  const deps: AccountDeps = {
    db: app.database.db,
    cache: app.cache,
    mailer: app.mailer,
    codes: createCodes(secret),
    captcha:
      config.CAPTCHA_PROVIDER === 'recaptcha' ? createRecaptcha(config.RECAPTCHA_SITE_KEY, config.RECAPTCHA_SECRET_KEY) : createAltcha(app.database.db, secret),
    throttle: createThrottle(app.redis),
    files: app.publicFiles,
    sessionDays: config.SESSION_DAYS,
    log: app.log,
  };
  return deps;
});

export async function accountsRoutes(app: FastifyInstance) {
  const { config } = app;
  const deps = createAccountDeps(app);
  app.cache.declare(accountsCache);
  const secure = config.publicUrl.startsWith('https:');
  const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

  /** The web app gets the session as an httpOnly cookie (api_token null); API clients get the token. */
  const signedIn = (req: FastifyRequest, reply: FastifyReply, s: { user: UserData; token: string }): AuthData => {
    if (req.client?.name === 'web') {
      setSessionCookie(reply, s.token, { maxAgeDays: config.SESSION_DAYS, secure });
      return { api_token: null, user: s.user };
    }
    return { api_token: s.token, user: s.user };
  };

  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];

  api.get(
    '/captcha',
    {
      schema: {
        tags,
        summary: 'A captcha challenge for the register form (ALTCHA proof of work, or the reCAPTCHA site key)',
        response: { 200: envelopeOf(captchaSchema) },
      },
      config: perAddress(30),
    },
    async () => ok(await deps.captcha.challenge()),
  );

  api.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create an inactive account; a 5-digit activation code is e-mailed',
        body: registerBody,
        response: { 200: envelopeOf(registerResult), 422: errorEnvelope, 429: errorEnvelope },
      },
      config: { ...perAddress(10), idempotent: true },
    },
    async (req) => ok(await register(deps, requestLang(req), req.body, meta(req)), t(req, 'api.register_success')),
  );

  api.post(
    '/user_activation',
    {
      schema: {
        tags,
        summary:
          'Activate the account with the e-mailed code; answers the auth data; after 10 tries for an address in 15 minutes, only with a solved captcha (422 captcha_required)',
        body: activationBody,
        response: { 200: envelopeOf(authDataSchema), 409: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope },
      },
      config: perAddress(20),
    },
    async (req, reply) =>
      ok(signedIn(req, reply, await activate(deps, req.body.email, req.body.otp_token, req.body.recaptcha_token, meta(req))), t(req, 'api.activation_success')),
  );

  api.post(
    '/resend_activation',
    {
      schema: {
        tags,
        summary: 'A new activation code (at most once a minute)',
        body: emailBody,
        response: { 200: envelopeOf(z.null()), 422: errorEnvelope, 429: errorEnvelope },
      },
      config: perAddress(5),
    },
    async (req) => {
      await resendActivation(deps, req.body.email);
      return ok(null, t(req, 'api.code_sent'));
    },
  );

  api.post(
    '/login',
    {
      schema: {
        tags,
        summary:
          'Log in with username (or e-mail) and password; answers the auth data. After 5 failures of an account in 15 minutes, only with a solved captcha (422 captcha_required)',
        body: loginBody,
        response: { 200: envelopeOf(authDataSchema), 422: errorEnvelope, 429: errorEnvelope },
      },
      config: perAddress(30),
    },
    async (req, reply) => ok(signedIn(req, reply, await login(deps, req.body, meta(req))), t(req, 'api.login_success')),
  );

  api.post(
    '/logout',
    { schema: { tags, summary: 'End the current session (the token is revoked)', response: { 200: envelopeOf(z.null()) } } },
    async (req, reply) => {
      if (req.session) await logout(deps, req.session.sessionId);
      clearSessionCookie(reply, secure);
      return ok(null, t(req, 'api.logged_out'));
    },
  );

  api.post(
    '/forget_password',
    {
      schema: {
        tags,
        summary:
          'Step 1 of a password reset: e-mail a code (the answer never tells whether the account exists); after 5 requests for an address in an hour, only with a solved captcha (422 captcha_required)',
        body: forgetPasswordBody,
        response: { 200: envelopeOf(z.null()), 422: errorEnvelope, 429: errorEnvelope },
      },
      config: perAddress(5),
    },
    async (req) => {
      await forgetPassword(deps, req.body.email, req.body.recaptcha_token, meta(req));
      return ok(null, t(req, 'api.reset_code_sent'));
    },
  );

  api.post(
    '/change_password',
    {
      schema: {
        tags,
        summary:
          'Last step of a password reset: the code and the new password; every session ends; after 10 tries for an address in 15 minutes, only with a solved captcha (422 captcha_required)',
        body: changePasswordBody,
        response: { 200: envelopeOf(z.null()), 422: errorEnvelope, 429: errorEnvelope },
      },
      config: perAddress(10),
    },
    async (req) => {
      await changePassword(deps, req.body.email, req.body.otp_token, req.body.new_password, req.body.recaptcha_token, meta(req));
      return ok(null, t(req, 'api.password_changed'));
    },
  );

  api.get(
    '/get_my_profile',
    { schema: { tags, summary: "The signed-in user's data", response: { 200: envelopeOf(userDataSchema), 401: errorEnvelope } } },
    async (req) => ok(await profile(deps, requireUser(req).userId)),
  );

  api.get(
    '/me',
    {
      schema: {
        tags,
        summary:
          "The signed-in reader's display data, for the personal parts of the shared pages (menu, avatar, activate button, plan). Private, with an ETag: a repeat with If-None-Match costs a 304",
        response: { 200: envelopeOf(meDataSchema), 304: z.void().describe('Not modified: the ETag still holds'), 401: errorEnvelope },
      },
    },
    async (req, reply) => {
      if (!req.session) {
        // A cookie without a live session (expired or revoked): the browser forgets it and its hint.
        if (req.cookies[SESSION_COOKIE] || req.cookies[SIGNED_IN_HINT_COOKIE]) clearSessionCookie(reply, secure);
        throw new Unauthenticated();
      }
      const { data: me, etag } = await meAnswer(deps, req.session.userId);
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      // No body, no Content-Length: a 304 (RFC 9110 section 15.4.5).
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return ok(me);
    },
  );

  api.post(
    '/update_profile',
    {
      schema: {
        tags,
        summary:
          'Change name, mobile, avatar, password; a new e-mail waits for its code (confirm_email); at most 3 e-mail changes an hour per account and per address',
        body: updateProfileBody,
        response: { 200: envelopeOf(userDataSchema), 401: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope },
      },
      bodyLimit: 4 * 1024 * 1024,
      config: perAddress(30),
    },
    async (req) => {
      const session = requireUser(req);
      const msg = await updateProfile(deps, session.userId, session.sessionId, req.body);
      return ok(await profile(deps, session.userId), t(req, msg));
    },
  );

  api.post(
    '/confirm_email',
    {
      schema: {
        tags,
        summary:
          'Confirm the new e-mail with the code sent to it; the old address is told; after 10 tries of an account in 15 minutes, only with a solved captcha (422 captcha_required)',
        body: confirmEmailBody,
        response: { 200: envelopeOf(userDataSchema), 401: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope },
      },
      config: perAddress(20),
    },
    async (req) => ok(await confirmEmail(deps, requireUser(req).userId, req.body.otp_token, req.body.recaptcha_token, meta(req)), t(req, 'api.email_changed')),
  );
}
