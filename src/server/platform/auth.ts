/**
 * Who is asking: the session behind `Authorization: Bearer <token>` (API clients) or the
 * httpOnly cookie `binaa_session` (the web app). Tokens are 32 random bytes; only their SHA-256
 * is stored (sessions.token_hash), so a leaked table opens no account. A request that
 * authenticates with the cookie and changes something must come from our own origin (Origin
 * header = PUBLIC_URL's, or without PUBLIC_URL a loopback name of the listening port:
 * site-origin.ts), the defence against cross-site request forgery on top of SameSite=Lax.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/page-kind';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Cache } from './cache';
import { Forbidden, Unauthenticated } from './errors';
import { siteOriginCheck } from './site-origin';

export const SESSION_COOKIE = 'binaa_session';

export interface SessionUser {
  userId: number;
  sessionId: number;
  /** How the request proved it: the web app's cookie or a bearer token. */
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionUser | null;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerOf(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  return h && /^Bearer\s+/i.test(h) ? h.replace(/^Bearer\s+/i, '').trim() : undefined;
}

/** Where live sessions are kept by the hash of their token (app cache); `forgetSessions` drops them all. */
const SESSIONS_CACHE = 'sessions:';
/** How long a session found in the database is trusted without asking again (its expiry still holds). */
const SESSION_CACHE_MS = 60_000;

interface FoundSession {
  sessionId: number;
  userId: number;
  /** Epoch ms. */
  expiresAt: number;
}

/**
 * The live session of a token. With `cache`, a found (or missing) session is kept for a minute,
 * so a signed-in reader's calls (GET me on every page) cost no query; every revocation calls
 * `forgetSessions`, which drops them on this instance at once and on the others through the
 * cache's broadcast, and a kept session past its expiry is refused.
 */
export async function findSession(db: Db, token: string, cache?: Cache): Promise<{ sessionId: number; userId: number } | null> {
  if (!token || token.length > 200) return null;
  const hash = hashToken(token);
  const lookup = async (): Promise<FoundSession | null> => {
    const { rows } = await db.execute<{ id: number; user_id: number; expires_at: string | Date }>(sql`
      select id::int, user_id, expires_at from sessions
      where token_hash = ${hash} and revoked_at is null and expires_at > now()`);
    const row = rows[0];
    return row ? { sessionId: row.id, userId: row.user_id, expiresAt: new Date(row.expires_at).getTime() } : null;
  };
  const found = cache ? await cache.wrap(`${SESSIONS_CACHE}${hash}`, SESSION_CACHE_MS, lookup) : await lookup();
  return found && found.expiresAt > Date.now() ? { sessionId: found.sessionId, userId: found.userId } : null;
}

/** After a session is revoked (logout, a password change): no kept session is trusted any more. */
export const forgetSessions = (cache: Cache) => cache.invalidate(SESSIONS_CACHE);

/** Resolves req.session on every API request of the scope (null for a visitor). */
export function installSessions(api: FastifyInstance) {
  api.decorateRequest('session', null);
  const isOwnOrigin = siteOriginCheck(api);
  api.addHook('preValidation', async (req) => {
    const bearer = bearerOf(req);
    const cookie = bearer ? undefined : req.cookies?.[SESSION_COOKIE];
    const token = bearer ?? cookie;
    if (!token) return;
    const found = await findSession(api.database.db, token, api.cache);
    if (!found) {
      // A stale or revoked token: the client must forget it (SPEC section 8: 401 logs out).
      if (bearer) throw new Unauthenticated();
      return;
    }
    if (cookie && !SAFE_METHODS.has(req.method) && !isOwnOrigin(req.headers.origin)) throw new Forbidden('api.bad_origin');
    req.session = { ...found, via: bearer ? 'bearer' : 'cookie' };
  });
}

/** The signed-in user's id, else 401. */
export function requireUser(req: FastifyRequest): SessionUser {
  if (!req.session) throw new Unauthenticated();
  return req.session;
}

/**
 * The session cookie, and beside it the readable hint that a session is there (value 1, nothing
 * about the person: shared/page-kind.ts), so a shared page keeps the account menu's place before
 * its `me` call answers.
 */
export function setSessionCookie(reply: FastifyReply, token: string, opts: { maxAgeDays: number; secure: boolean }) {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.secure, maxAge: opts.maxAgeDays * 86_400 });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure: opts.secure, maxAge: opts.maxAgeDays * 86_400 });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/', httpOnly: false, sameSite: 'lax', secure });
}

/** The hint's Set-Cookie text (on or off), for the pages' scope, which has no cookie plugin (platform/web.ts). */
export function signedInHintCookie(config: Pick<Config, 'publicUrl' | 'SESSION_DAYS'>, on: boolean): string {
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${SIGNED_IN_HINT_COOKIE}=${on ? '1' : ''}; Path=/; Max-Age=${on ? config.SESSION_DAYS * 86_400 : 0}; SameSite=Lax${secure}`;
}
