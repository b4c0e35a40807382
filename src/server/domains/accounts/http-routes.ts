/**
 * Social sign-in through OpenID Connect (docs/decisions/007-social-sign-in.md): Google, or any
 * issuer set by OIDC_GOOGLE_ISSUER (the tests run a local provider). Browser routes outside /api:
 *
 *   GET /auth/google?next=/path     → the provider's authorization endpoint (code flow, PKCE S256,
 *                                     state and nonce kept in a signed, short-lived httpOnly cookie)
 *   GET /auth/google/callback       → code exchanged, ID token checked (signature, issuer,
 *                                     audience, nonce), verified e-mail required; then the session
 *                                     cookie and a redirect to `next`
 *
 * Any failure lands on /login?social_error=1 with the reason in the log only.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import type { SOCIAL_PROVIDERS } from '../../../shared/schemas/accounts';
import { setSessionCookie } from '../../platform/auth';
import { loadSecret } from '../../platform/secret';
import { paths, safeNext as safeNextPath } from '../../../shared/paths';
import { langOfRequest } from '../../../shared/request';
import { createAccountDeps } from './routes';
import { socialProviders } from '../../config';
import { socialSignIn } from './sign-in';

type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The providers this server offers (GET default_website_data advertises them). */

const PROVIDER: SocialProvider = 'google';
const FLOW_COOKIE = 'binaa_oidc';
const FLOW_SECONDS = 600;
const FAILED = `${paths.login()}?social_error=1`;
/** Per address, each of the two routes: a person needs a handful; a script is cut off. */
const PER_ADDRESS = { limit: 30, windowMs: 10 * 60_000 };
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** A same-site path ("/news/1"), never another origin ("//evil", "/\\evil", "https://…") nor a sign-in page: else "/" (the rule: shared/paths.ts). */
export const safeNext = (next: unknown): string => safeNextPath(next) ?? '/';

interface Flow {
  /** PKCE code verifier, state, nonce, where to go afterwards, expiry (epoch seconds). */
  v: string;
  s: string;
  n: string;
  next: string;
  exp: number;
}

class SignInFailed extends Error {}

function flowCookie(secret: string) {
  const mac = (payload: string) => createHmac('sha256', secret).update(`oidc-flow:${payload}`).digest('base64url');
  return {
    seal(flow: Flow): string {
      const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    open(value: string | undefined): Flow {
      const [payload, tag] = (value ?? '').split('.');
      if (!payload || !tag) throw new SignInFailed('no sign-in flow cookie');
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(tag);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new SignInFailed('flow cookie signature');
      const flow = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Flow;
      if (!(flow.exp > Date.now() / 1000)) throw new SignInFailed('flow cookie expired');
      return flow;
    },
  };
}

export async function accountsHttpRoutes(app: FastifyInstance) {
  const { config } = app;
  const secure = config.publicUrl.startsWith('https:');
  const redirectUri = `${config.publicUrl}/auth/${PROVIDER}/callback`;
  const cookiePath = `/auth/${PROVIDER}`;
  const enabled = socialProviders(config).includes(PROVIDER);
  const deps = createAccountDeps(app);
  const flows = flowCookie(loadSecret(config));

  // Discovery once, on first use; a failure is retried on the next sign-in.
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    if (!discovered) {
      const issuer = new URL(config.OIDC_GOOGLE_ISSUER);
      // Plain http only for a provider on this machine (the tests' local one).
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      discovered = oidc
        .discovery(
          issuer,
          config.OIDC_GOOGLE_CLIENT_ID,
          config.OIDC_GOOGLE_CLIENT_SECRET,
          undefined,
          insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
        )
        .catch((err: unknown) => {
          discovered = undefined;
          throw err;
        });
    }
    return discovered;
  };

  const fail = (req: FastifyRequest, reply: FastifyReply, reason: string, err?: unknown) => {
    const e = err as { code?: string; error?: string; message?: string; cause?: { message?: string } } | undefined;
    const detail = [e?.message, e?.cause?.message].filter(Boolean).join(': ') || undefined;
    req.log.warn({ provider: PROVIDER, reason, code: e?.code ?? e?.error, detail }, 'social sign-in failed');
    return reply.header('cache-control', 'no-store').redirect(FAILED, 302);
  };
  const withinLimit = (req: FastifyRequest, route: string) => deps.throttle.hit(`oidc:${route}:${req.ip}`, PER_ADDRESS.limit, PER_ADDRESS.windowMs);

  app.get(`/auth/${PROVIDER}`, { schema: { hide: true } }, async (req, reply) => {
    if (!enabled) return fail(req, reply, 'provider not configured');
    if (!(await withinLimit(req, 'start'))) return fail(req, reply, 'rate limited');
    let target: URL;
    const flow: Flow = {
      v: oidc.randomPKCECodeVerifier(),
      s: oidc.randomState(),
      n: oidc.randomNonce(),
      next: safeNext((req.query as { next?: unknown }).next),
      exp: Math.floor(Date.now() / 1000) + FLOW_SECONDS,
    };
    try {
      target = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.v),
        code_challenge_method: 'S256',
        state: flow.s,
        nonce: flow.n,
      });
    } catch (err) {
      return fail(req, reply, 'discovery', err);
    }
    reply.setCookie(FLOW_COOKIE, flows.seal(flow), { path: cookiePath, httpOnly: true, sameSite: 'lax', secure, maxAge: FLOW_SECONDS });
    return reply.header('cache-control', 'no-store').redirect(target.href, 302);
  });

  app.get(`/auth/${PROVIDER}/callback`, { schema: { hide: true } }, async (req, reply) => {
    // One flow cookie, one attempt: whatever happens next, it is spent.
    reply.clearCookie(FLOW_COOKIE, { path: cookiePath, httpOnly: true, sameSite: 'lax', secure });
    if (!enabled) return fail(req, reply, 'provider not configured');
    if (!(await withinLimit(req, 'callback'))) return fail(req, reply, 'rate limited');
    try {
      const flow = flows.open(req.cookies[FLOW_COOKIE]);
      const cfg = await configuration();
      // The URL the provider sent the browser to: our redirect_uri plus its answer (code, state, iss).
      const current = new URL(redirectUri);
      current.search = new URL(req.url, 'http://binaa.invalid').search;
      const tokens = await oidc.authorizationCodeGrant(cfg, current, {
        pkceCodeVerifier: flow.v,
        expectedState: flow.s,
        expectedNonce: flow.n,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new SignInFailed('no ID token');
      // Google puts the e-mail in the ID token; a conformant provider may give it from userinfo only.
      const claims: Record<string, unknown> = typeof idToken.email === 'string' ? idToken : await oidc.fetchUserInfo(cfg, tokens.access_token, idToken.sub);
      if (typeof claims.email !== 'string' || !claims.email.includes('@')) throw new SignInFailed('no e-mail');
      // Linking by e-mail is only safe when the provider vouches for the address.
      if (claims.email_verified !== true) throw new SignInFailed('e-mail not verified');
      const lang = langOfRequest(req.url, req.headers.cookie);
      const session = await socialSignIn(
        deps,
        PROVIDER,
        { sub: idToken.sub, email: claims.email, name: typeof claims.name === 'string' ? claims.name : undefined },
        lang,
        { ip: req.ip, userAgent: req.headers['user-agent'] },
      );
      setSessionCookie(reply, session.token, { maxAgeDays: config.SESSION_DAYS, secure });
      req.log.info({ provider: PROVIDER, userId: session.user.id }, 'social sign-in');
      return reply.header('cache-control', 'no-store').redirect(flow.next, 302);
    } catch (err) {
      return fail(req, reply, err instanceof SignInFailed ? err.message : 'code exchange or ID token', err);
    }
  });
}
