/**
 * Who is asking: the session behind `Authorization: Bearer <token>` (API clients) or the
 * httpOnly cookie `binaa_session` (the web app). Tokens are 32 random bytes; only their SHA-256
 * is stored (sessions.token_hash), so a leaked table opens no account. A request that
 * authenticates with the cookie and changes something must come from our own origin (Origin
 * header = PUBLIC_URL's), the defence against cross-site request forgery on top of SameSite=Lax.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/page-kind';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { Forbidden, Unauthenticated } from './errors';

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

export async function findSession(db: Db, token: string): Promise<{ sessionId: number; userId: number } | null> {
  if (!token || token.length > 200) return null;
  const { rows } = await db.execute<{ id: number; user_id: number }>(sql`
    select id::int, user_id from sessions
    where token_hash = ${hashToken(token)} and revoked_at is null and expires_at > now()`);
  return rows[0] ? { sessionId: rows[0].id, userId: rows[0].user_id } : null;
}

/** Resolves req.session on every API request of the scope (null for a visitor). */
export function installSessions(api: FastifyInstance) {
  api.decorateRequest('session', null);
  const ownOrigin = new URL(api.config.publicUrl).origin;
  api.addHook('preValidation', async (req) => {
    const bearer = bearerOf(req);
    const cookie = bearer ? undefined : req.cookies?.[SESSION_COOKIE];
    const token = bearer ?? cookie;
    if (!token) return;
    const found = await findSession(api.database.db, token);
    if (!found) {
      // A stale or revoked token: the client must forget it (SPEC section 8: 401 logs out).
      if (bearer) throw new Unauthenticated();
      return;
    }
    if (cookie && !SAFE_METHODS.has(req.method) && req.headers.origin !== ownOrigin) throw new Forbidden('api.bad_origin');
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
