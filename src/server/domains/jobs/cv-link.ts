/**
 * Short-lived download links of CVs: `<application id>.<expiry, unix seconds>.<HMAC-SHA256>` under
 * the app's SECRET (platform/secret.ts). The job's poster gets one (`applicationLink`); the file
 * route checks the token alone.
 *
 * Staff of the back office's inbox (issue 18) get their own kind, bound to them:
 * `<id>.<expiry>.s<staff user id>.<HMAC>`, signed under another label so neither kind can be
 * made from the other. The file route opens it only for a request whose session is that staff
 * member's, while their account is still active staff allowed to read the inbox: a staff link
 * that leaks (a shared screen, a forwarded URL) opens nothing for anyone else, and a role taken
 * away within its five minutes closes it at once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isStaffRole, mayAccess } from '../../../shared/admin';
import { CV_LINK_SECONDS } from '../../../shared/schemas/jobs';
import { SECOND_FACTOR_HOURS } from '../../platform/admin';
import { Forbidden, NotFound } from '../../platform/errors';
import type { Db } from '../../db/client';
import * as repo from './repository';

const mac = (secret: string, id: number, expires: number, staffId?: number) =>
  createHmac('sha256', secret)
    .update(staffId === undefined ? `job-application-file\n${id}\n${expires}` : `job-application-file staff\n${id}\n${expires}\n${staffId}`)
    .digest('base64url');

/** A token for application `id` valid until `expires` (unix seconds). */
export function signApplicationToken(secret: string, id: number, expires: number): string {
  return `${id}.${expires}.${mac(secret, id, expires)}`;
}

/** A staff member's token for application `id`, valid until `expires` and only in their own session. */
export function signStaffApplicationToken(secret: string, id: number, expires: number, staffId: number): string {
  return `${id}.${expires}.s${staffId}.${mac(secret, id, expires, staffId)}`;
}

/**
 * What a token opens — the application, and the staff member it is bound to (null for a poster's
 * link) — or null when it is malformed, tampered with or expired.
 */
export function readApplicationToken(secret: string, token: string, now = Date.now()): { id: number; staffId: number | null } | null {
  const m = /^(\d{1,10})\.(\d{1,12})\.(?:s(\d{1,10})\.)?([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  const expires = Number(m[2]);
  const staffId = m[3] === undefined ? undefined : Number(m[3]);
  const given = Buffer.from(m[4]!);
  const wanted = Buffer.from(mac(secret, id, expires, staffId));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  return expires * 1000 > now ? { id, staffId: staffId ?? null } : null;
}

type LinkDeps = { db: Db; secret: string };

/**
 * A CV_LINK_SECONDS link to an application's CV (404 for an unknown application), once `allow`
 * accepted the application, signed by `sign`. The path is relative to the site.
 */
async function cvLink(
  deps: LinkDeps,
  applicationId: number,
  lang: string,
  now: number,
  allow: (app: NonNullable<Awaited<ReturnType<typeof repo.findApplication>>>) => void,
  sign: (id: number, expires: number) => string,
): Promise<{ url: string; expires_at: string }> {
  const app = await repo.findApplication(deps.db, applicationId);
  if (!app) throw new NotFound('api.job_application_not_found');
  allow(app);
  const expires = Math.floor(now / 1000) + CV_LINK_SECONDS;
  const token = sign(app.id, expires);
  return { url: `/api/v1/${lang}/front/job_application_file?token=${encodeURIComponent(token)}`, expires_at: new Date(expires * 1000).toISOString() };
}

/** The download link of an application's CV for `userId`: only the poster of its job (403 for anyone else). */
export const applicationLink = (deps: LinkDeps, userId: number, applicationId: number, lang: string, now = Date.now()) =>
  cvLink(
    deps,
    applicationId,
    lang,
    now,
    (app) => {
      if (app.posterId !== userId) throw new Forbidden('api.job_not_yours');
    },
    (id, expires) => signApplicationToken(deps.secret, id, expires),
  );

/** The download link of an application's CV for a staff member of the inbox (the back office checked their access), bound to them. */
export const staffApplicationLink = (deps: LinkDeps, staffId: number, applicationId: number, lang: string, now = Date.now()) =>
  cvLink(
    deps,
    applicationId,
    lang,
    now,
    () => {},
    (id, expires) => signStaffApplicationToken(deps.secret, id, expires, staffId),
  );

/**
 * The stored file behind a token (its key, original name and detected type): 403 for a bad or
 * expired token, and for a staff link asked by anyone but that staff member, signed in with the
 * second factor proved, still active staff who may read the inbox; 404 for a removed application.
 */
export async function applicationFile(deps: LinkDeps, token: string, session: { userId: number; sessionId: number } | null = null) {
  const opened = readApplicationToken(deps.secret, token);
  if (opened === null) throw new Forbidden('api.job_link_invalid');
  if (opened.staffId !== null) {
    // That staff member's own session, which proved the second factor as the back office asks.
    const account =
      session && opened.staffId === session.userId ? await repo.findSessionRole(deps.db, session.userId, session.sessionId, SECOND_FACTOR_HOURS) : null;
    if (!account?.active || !account.second_factor || !isStaffRole(account.role) || !mayAccess(account.role, 'inbox', 'read'))
      throw new Forbidden('api.job_link_invalid');
  }
  const app = await repo.findApplication(deps.db, opened.id);
  if (!app) throw new NotFound('api.job_application_not_found');
  return app;
}
