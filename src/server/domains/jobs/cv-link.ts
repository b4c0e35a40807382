/**
 * Short-lived download links of CVs: `<application id>.<expiry, unix seconds>.<HMAC-SHA256>` under
 * the app's SECRET (platform/secret.ts). Only the job's poster gets one (the back office of issue
 * 18 will call `signApplicationToken` for its own readers); the file route checks the token alone.
 */
import { CV_LINK_SECONDS } from '../../../shared/schemas/jobs';
import { Forbidden, NotFound } from '../../platform/errors';
import { readToken, signToken } from '../../platform/signed-token';
import type { Db } from '../../db/client';
import * as repo from './repository';

const PURPOSE = 'job-application-file';

/** A token for application `id` valid until `expires` (unix seconds). */
export const signApplicationToken = (secret: string, id: number, expires: number): string => signToken(secret, PURPOSE, id, expires);

/** The application id a token opens, or null when it is malformed, tampered with or expired. */
export const readApplicationToken = (secret: string, token: string, now = Date.now()): number | null => readToken(secret, PURPOSE, token, now);

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
