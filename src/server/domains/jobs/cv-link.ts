/**
 * Short-lived download links of CVs: `<application id>.<expiry, unix seconds>.<HMAC-SHA256>` under
 * the app's SECRET (platform/secret.ts). Only the job's poster gets one (the back office of issue
 * 18 will call `signApplicationToken` for its own readers); the file route checks the token alone.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CV_LINK_SECONDS } from '../../../shared/schemas/jobs';
import { Forbidden, NotFound } from '../../platform/errors';
import type { Db } from '../../db/client';
import * as repo from './repository';

const mac = (secret: string, id: number, expires: number) => createHmac('sha256', secret).update(`job-application-file\n${id}\n${expires}`).digest('base64url');

/** A token for application `id` valid until `expires` (unix seconds). */
export function signApplicationToken(secret: string, id: number, expires: number): string {
  return `${id}.${expires}.${mac(secret, id, expires)}`;
}

/** The application id a token opens, or null when it is malformed, tampered with or expired. */
export function readApplicationToken(secret: string, token: string, now = Date.now()): number | null {
  const m = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  const expires = Number(m[2]);
  const given = Buffer.from(m[3]!);
  const wanted = Buffer.from(mac(secret, id, expires));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  return expires * 1000 > now ? id : null;
}

/**
 * The download link of an application's CV for `userId`: only the poster of its job (403 for
 * anyone else, 404 for an unknown application). The path is relative to the site.
 */
export async function applicationLink(
  deps: { db: Db; secret: string },
  userId: number,
  applicationId: number,
  lang: string,
  now = Date.now(),
): Promise<{ url: string; expires_at: string }> {
  const app = await repo.findApplication(deps.db, applicationId);
  if (!app) throw new NotFound('api.job_application_not_found');
  if (app.posterId !== userId) throw new Forbidden('api.job_not_yours');
  const expires = Math.floor(now / 1000) + CV_LINK_SECONDS;
  const token = signApplicationToken(deps.secret, app.id, expires);
  return { url: `/api/v1/${lang}/front/job_application_file?token=${encodeURIComponent(token)}`, expires_at: new Date(expires * 1000).toISOString() };
}

/** The stored file behind a token (its key, original name and detected type): 403 for a bad or expired token, 404 for a removed application. */
export async function applicationFile(deps: { db: Db; secret: string }, token: string) {
  const id = readApplicationToken(deps.secret, token);
  if (id === null) throw new Forbidden('api.job_link_invalid');
  const app = await repo.findApplication(deps.db, id);
  if (!app) throw new NotFound('api.job_application_not_found');
  return app;
}
