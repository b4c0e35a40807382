/**
 * Jobs in the back office (issue 18), on the marketplace kit (decision 046): their moderation
 * (area `marketplace`: jobs/admin-routes.ts) and their applications in the inbox (area `inbox`;
 * the contact domain's inbox calls these through jobs/service.ts): an application's comment, CV
 * and job, and what a reply names and quotes.
 */
import type { Lang } from '../../../shared/envelope';
import type { ApplicationItem } from '../../../shared/schemas/inbox-admin';
import { jobAdminSchema, type JobAdmin } from '../../../shared/schemas/marketplace-admin';
import { pick } from '../../platform/i18n';
import { defineMarketAdmin, moderatedFields, type InboxBase } from '../marketplace/admin';
import { invalidateJobs, toJob } from './market';
import { market } from './repository';
import type * as repo from './repository';

function toJobAdmin(lang: Lang, r: repo.ModerationJobRow): JobAdmin {
  const j = toJob(lang, r);
  return {
    ...moderatedFields(r, { poster_name: j.added_by, created_at: j.added_at, path: j.path }),
    title: j.title,
    email: r.email,
    attendance_date: j.attendance_date,
    applications: r.applications,
  };
}

const applicationItem = (lang: Lang, r: repo.InboxApplicationRow, base: InboxBase): ApplicationItem => ({
  ...base,
  comment: r.comment,
  file_name: r.fileName,
  file_mime: r.fileMime,
  file_size: r.fileSize,
  job: {
    id: r.job.id,
    title: pick(lang, r.job.titleAr, r.job.titleEn),
    poster_name: r.posterName,
    poster_email: r.posterEmail,
    closed: r.job.closedAt !== null || !r.job.isActive,
  },
});

/** The back office's moderation of jobs (jobs/admin-routes.ts) and their applications in the inbox (the contact domain's). */
const admin = defineMarketAdmin({
  repo: market,
  invalidate: invalidateJobs,
  entity: 'job',
  path: 'marketplace/jobs',
  row: jobAdminSchema,
  toRow: toJobAdmin,
  toItem: applicationItem,
  // A reply names the job in the applicant's language and quotes their comment.
  reply: (lang, r) => ({ title: pick(lang, r.job.titleAr, r.job.titleEn), quote: r.comment }),
});

/** GET/POST admin marketplace/jobs…: every job in a state, searched by a word; hide, unhide, close with a reason. */
export const jobModerationRoutes = admin.routes;

export const applicationsInbox = admin.inbox;
export const applicationCounts = admin.counts;
export const lockApplication = admin.lock;
export const markApplication = admin.mark;
