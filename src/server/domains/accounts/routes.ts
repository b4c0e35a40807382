import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthData, type UserData, accountsCalls } from '../../../shared/schemas/accounts';
import { errorEnvelope } from '../../platform/openapi';
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
import { routeOf } from '../../platform/contract-route';

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

  api.route({
    ...routeOf(accountsCalls.captcha, {}, perAddress(30)),
    handler: async () => ok(await deps.captcha.challenge()),
  });

  api.route({
    ...routeOf(accountsCalls.register, { 422: errorEnvelope, 429: errorEnvelope }, perAddress(10)),
    handler: async (req) => ok(await register(deps, requestLang(req), req.body, meta(req)), t(req, 'api.register_success')),
  });

  api.route({
    ...routeOf(accountsCalls.activate, { 409: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope }, perAddress(20)),
    handler: async (req, reply) =>
      ok(signedIn(req, reply, await activate(deps, req.body.email, req.body.otp_token, req.body.recaptcha_token, meta(req))), t(req, 'api.activation_success')),
  });

  api.route({
    ...routeOf(accountsCalls.resendActivation, { 422: errorEnvelope, 429: errorEnvelope }, perAddress(5)),
    handler: async (req) => {
      await resendActivation(deps, req.body.email);
      return ok(null, t(req, 'api.code_sent'));
    },
  });

  api.route({
    ...routeOf(accountsCalls.login, { 422: errorEnvelope, 429: errorEnvelope }, perAddress(30)),
    handler: async (req, reply) => ok(signedIn(req, reply, await login(deps, req.body, meta(req))), t(req, 'api.login_success')),
  });

  api.route({
    ...routeOf(accountsCalls.logout),
    handler: async (req, reply) => {
      if (req.session) await logout(deps, req.session.sessionId);
      clearSessionCookie(reply, secure);
      return ok(null, t(req, 'api.logged_out'));
    },
  });

  api.route({
    ...routeOf(accountsCalls.forgetPassword, { 422: errorEnvelope, 429: errorEnvelope }, perAddress(5)),
    handler: async (req) => {
      await forgetPassword(deps, req.body.email, req.body.recaptcha_token, meta(req));
      return ok(null, t(req, 'api.reset_code_sent'));
    },
  });

  api.route({
    ...routeOf(accountsCalls.changePassword, { 422: errorEnvelope, 429: errorEnvelope }, perAddress(10)),
    handler: async (req) => {
      await changePassword(deps, req.body.email, req.body.otp_token, req.body.new_password, req.body.recaptcha_token, meta(req));
      return ok(null, t(req, 'api.password_changed'));
    },
  });

  api.route({
    ...routeOf(accountsCalls.myProfile, { 401: errorEnvelope }),
    handler: async (req) => ok(await profile(deps, requireUser(req).userId)),
  });

  api.route({
    ...routeOf(accountsCalls.me, { 304: z.void().describe('Not modified: the ETag still holds'), 401: errorEnvelope }),
    handler: async (req, reply) => {
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
  });

  api.route({
    ...routeOf(accountsCalls.updateProfile, { 401: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope }, perAddress(30)),
    bodyLimit: 4 * 1024 * 1024,
    handler: async (req) => {
      const session = requireUser(req);
      const msg = await updateProfile(deps, session.userId, session.sessionId, req.body);
      return ok(await profile(deps, session.userId), t(req, msg));
    },
  });

  api.route({
    ...routeOf(accountsCalls.confirmEmail, { 401: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope }, perAddress(20)),
    handler: async (req) =>
      ok(await confirmEmail(deps, requireUser(req).userId, req.body.otp_token, req.body.recaptcha_token, meta(req)), t(req, 'api.email_changed')),
  });
}
