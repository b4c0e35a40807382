/**
 * Jobs (SPEC sections 2-7, issue 17): the list with its word search, a job's page, posting,
 * closing, applying with a CV (uploads.ts reads and checks the file), the poster's applications
 * and the short-lived CV links (cv-link.ts).
 */
import type { Db } from '../../db/client';
import type { Cache } from '../../platform/cache';
import type { JobQueue } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import type { Storage } from '../../platform/storage';
import type { Writer } from '../../platform/idempotency';
import type { Staff } from '../../platform/admin';
import { moderate, type ModerationStore } from '../../platform/admin-moderation';
import type { AdminPage } from '../../../shared/schemas/admin';
import type { JobAdmin, ModerationAction, ModerationQuery } from '../../../shared/schemas/marketplace-admin';
import type { Lang } from '../../../shared/envelope';
import type { Ad } from '../../../shared/schemas/common';
import {
  APPLICATIONS_PER_DAY,
  FREE_JOBS_PER_MONTH,
  JOBS_PER_DAY,
  type Job,
  type JobCreate,
  type JobDetail,
  type JobList,
  type JobListQuery,
  type MyJobs,
} from '../../../shared/schemas/jobs';
import { AD_CODES } from '../../../shared/constants';
import { paths } from '../../../shared/paths';
import { searchTerms } from '../../../shared/search';
import { translate } from '../../../shared/i18n/index';
import { Conflict, Forbidden, NotFound, RateLimited } from '../../platform/errors';
import { personName, pick } from '../../platform/i18n';
import { activeAds } from '../ads';
import { sliders } from '../news';
import { requireEntitlement } from '../subscriptions';
import * as repo from './repository';

export { applicationFile, applicationLink, signApplicationToken, signStaffApplicationToken, staffApplicationLink } from './cv-link';
export { applicationCounts, applicationsInbox, lockApplication, markApplication } from './inbox';

/** Cache prefix of every jobs answer; writers call invalidateJobs. */
export const JOBS_CACHE = 'jobs:';
const TTL = 60_000;
export const invalidateJobs = (cache: Cache) => cache.invalidate(JOBS_CACHE);

export interface JobDeps {
  db: Db;
  cache: Cache;
  jobs: JobQueue;
  mailer: Mailer;
  storage: Storage;
  secret: string;
  publicUrl: string;
}

const money = (v: string | null) => (v === null ? null : Number(v).toFixed(2));

export function toJob(lang: Lang, r: NonNullable<repo.JobRow>): Job {
  const title = pick(lang, r.titleAr, r.titleEn);
  return {
    id: r.id,
    title,
    title_en: r.titleEn,
    title_ar: r.titleAr,
    requirements: pick(lang, r.requirementsAr, r.requirementsEn),
    requirements_en: r.requirementsEn,
    requirements_ar: r.requirementsAr,
    attendance_date: r.attendanceDate,
    salary_from: money(r.salaryFrom),
    salary_to: money(r.salaryTo),
    added_at: r.createdAt.toISOString(),
    added_by: personName(lang, { fullName: r.posterName, fullNameAr: r.posterNameAr, fullNameEn: r.posterNameEn }),
    added_by_id: r.userId,
    closed: r.closedAt !== null,
    path: paths.job(r.id, title),
  };
}

const jobsAds = (db: Db, cache: Cache, lang: Lang): Promise<Ad[]> => cache.wrap(`${JOBS_CACHE}ads:${lang}`, TTL, () => activeAds(db, lang, AD_CODES.jobs));

async function pageOf(db: Db, lang: Lang, terms: string[], rows: number, page: number): Promise<JobList['items']> {
  const [total, found] = await Promise.all([repo.countJobs(db, terms), repo.pageOfJobs(db, terms, rows, (page - 1) * rows)]);
  return { data: found.map((r) => toJob(lang, r)), current_page: page, last_page: Math.max(1, Math.ceil(total / rows)), per_page: rows, total };
}

/** GET job: sliders, the jobs ads and a page of open jobs, newest first (searches are not cached). */
export async function jobList(db: Db, cache: Cache, lang: Lang, q: JobListQuery): Promise<JobList> {
  const terms = q.word ? searchTerms(q.word) : [];
  const [all_sliders, jobs_ads, items] = await Promise.all([
    cache.wrap(`${JOBS_CACHE}sliders:${lang}`, TTL, () => sliders(db, lang)),
    jobsAds(db, cache, lang),
    terms.length
      ? pageOf(db, lang, terms, q.rows, q.page)
      : cache.wrap(`${JOBS_CACHE}list:${lang}:${q.rows}:${q.page}`, TTL, () => pageOf(db, lang, [], q.rows, q.page)),
  ]);
  return { all_sliders, jobs_ads, items };
}

/** GET job/{id}: a job, closed ones included (`closed: true`); unknown or hidden: 404. */
export async function jobDetail(db: Db, cache: Cache, lang: Lang, id: number): Promise<JobDetail> {
  const [item, jobs_ads] = await Promise.all([
    cache.wrap(`${JOBS_CACHE}job:${lang}:${id}`, TTL, async () => {
      const r = await repo.findJob(db, id);
      return r && r.isActive ? toJob(lang, r) : null;
    }),
    jobsAds(db, cache, lang),
  ]);
  if (!item) throw new NotFound('api.job_not_found');
  return { jobs_ads, item };
}

/**
 * POST job. A filled honeypot answers like a success and stores nothing. At most JOBS_PER_DAY a
 * day (429); past FREE_JOBS_PER_MONTH in the calendar month, a package granting `jobs.add` (402).
 */
export async function createJob(deps: Pick<JobDeps, 'cache'>, db: Writer, userId: number, body: JobCreate): Promise<void> {
  if (body.website) return;
  await db.transaction(async (tx) => {
    await repo.lockUserJobs(tx, userId);
    if ((await repo.countPosted(tx, userId, 'day')) >= JOBS_PER_DAY) throw new RateLimited('api.job_daily_limit');
    if ((await repo.countPosted(tx, userId, 'month')) >= FREE_JOBS_PER_MONTH) await requireEntitlement(tx, userId, 'jobs.add');
    const title = body.title ?? '';
    const requirements = body.requirements ?? '';
    await repo.insertJob(tx, {
      userId,
      email: body.email.toLowerCase(),
      titleAr: body.title_ar || title || body.title_en!,
      titleEn: body.title_en || title || body.title_ar!,
      requirementsAr: body.requirements_ar || requirements || body.requirements_en!,
      requirementsEn: body.requirements_en || requirements || body.requirements_ar!,
      attendanceDate: body.attendance_date,
      salaryFrom: body.salary_from ?? null,
      salaryTo: body.salary_to ?? null,
    });
  });
  // The route empties the cache once the request's transaction has committed (afterCommit).
}

/** POST close_job: only its poster; closing twice is harmless. */
export async function closeJob(deps: Pick<JobDeps, 'db' | 'cache'>, userId: number, jobId: number): Promise<void> {
  const done = await repo.closeJob(deps.db, jobId, userId);
  if (!done.length) {
    const job = await repo.findJob(deps.db, jobId);
    if (job) throw new Forbidden('api.job_not_yours');
    throw new NotFound('api.job_not_found');
  }
  await invalidateJobs(deps.cache);
}

/**
 * Whether `userId` may apply to `jobId` now: an open job of someone else, not applied yet, under
 * the daily limit. Checked before a file is stored, and again (locked) when the row is written.
 */
export async function checkCanApply(db: Db, userId: number, jobId: number): Promise<void> {
  const job = await repo.findJob(db, jobId);
  if (!job || !job.isActive || job.closedAt) throw new NotFound('api.job_not_found');
  if (job.userId === userId) throw new Forbidden('api.job_own');
  if (await repo.hasApplied(db, jobId, userId)) throw new Conflict('api.job_already_applied');
  if ((await repo.countAppliedToday(db, userId)) >= APPLICATIONS_PER_DAY) throw new RateLimited('api.job_apply_daily_limit');
}

export interface StoredCv {
  key: string;
  name: string;
  mime: string;
  size: number;
}

/**
 * POST apply_job, once the CV is stored: the application row and the poster's e-mail in one
 * transaction (the caller deletes the file when this throws).
 */
export async function applyToJob(deps: JobDeps, db: Writer, userId: number, jobId: number, comment: string, cv: StoredCv): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await repo.lockJob(tx, jobId);
    if (!job || !job.isActive || job.closedAt) throw new NotFound('api.job_not_found');
    if (job.userId === userId) throw new Forbidden('api.job_own');
    // The daily limit is decided here, under the applicant's lock (the early check before the upload
    // is skipped under an Idempotency-Key, and two tabs could both pass it).
    await repo.lockUserApplications(tx, userId);
    if ((await repo.countAppliedToday(tx, userId)) >= APPLICATIONS_PER_DAY) throw new RateLimited('api.job_apply_daily_limit');
    const inserted = await repo.insertApplication(tx, { jobId, userId, comment, filePath: cv.key, fileName: cv.name, fileMime: cv.mime, fileSize: cv.size });
    if (!inserted) throw new Conflict('api.job_already_applied');
    // One after the other: a transaction is one connection (pg deprecates overlapping queries on a client).
    const full = await repo.findJob(tx, jobId);
    const poster = await repo.findAccount(tx, job.userId);
    const applicant = await repo.findAccount(tx, userId);
    if (!full || !poster || !applicant) throw new NotFound('api.job_not_found');
    // To the poster's own (activated) account address, never the job's free-text e-mail: the form
    // must not turn the portal into a mailer of applicants' contacts to any address.
    await deps.mailer.send(applicationMail(deps.publicUrl, full, poster, applicant, comment), deps.jobs.join(tx));
  });
}

/** The mail to the job's poster, at their account's address and in their language: who applied and where the CV is. */
export function applicationMail(
  publicUrl: string,
  job: NonNullable<repo.JobRow>,
  poster: { email: string; language: Lang },
  applicant: { fullName: string; email: string; mobile: string },
  comment: string,
) {
  const lang = poster.language;
  const title = pick(lang, job.titleAr, job.titleEn);
  return {
    to: poster.email,
    subject: translate(lang, 'jobs_mail.application_subject', { title }),
    text: translate(lang, 'jobs_mail.application_body', {
      title,
      name: applicant.fullName,
      email: applicant.email,
      mobile: applicant.mobile || '-',
      comment,
      link: `${publicUrl}${paths.settings('market')}`,
    }),
  };
}

/** GET my_jobs: the reader's jobs (open and closed) with their applications. */
export async function myJobs(db: Db, lang: Lang, userId: number): Promise<MyJobs> {
  const rows = await repo.jobsOfUser(db, userId);
  const apps = await repo.applicationsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    jobs: rows.map((r) => ({
      ...toJob(lang, r),
      email: r.email,
      applications: apps
        .filter((a) => a.jobId === r.id)
        .map((a) => ({
          id: a.id,
          name: a.name,
          email: a.email,
          mobile: a.mobile,
          comment: a.comment,
          file_name: a.fileName,
          file_size: a.fileSize,
          file_type: a.fileMime,
          applied_at: a.createdAt.toISOString(),
        })),
    })),
  };
}

/** Every listed job for the sitemap (id, titles, date). */
export const sitemapJobs = (db: Db, limit: number) => repo.listedJobs(db, limit);

// ---------------------------------------------------------------------------------------------
// The back office's moderation (issue 18, area `marketplace`: jobs/admin-routes.ts)

function toJobAdmin(lang: Lang, r: repo.ModerationJobRow): JobAdmin {
  const j = toJob(lang, r);
  return {
    id: j.id,
    poster_name: j.added_by,
    poster_email: r.posterEmail,
    created_at: j.added_at,
    closed_at: r.closedAt?.toISOString() ?? null,
    hidden: !r.isActive,
    moderation_reason: r.moderationReason,
    path: j.path,
    title: j.title,
    email: r.email,
    attendance_date: j.attendance_date,
    applications: r.applications,
  };
}

/** Every job in a state (hidden and closed ones too), newest first, searched by a word. Never cached. */
export async function jobsForStaff(db: Db, lang: Lang, q: ModerationQuery): Promise<AdminPage<JobAdmin>> {
  const { rows, total } = await repo.moderationPage(db, { status: q.status, word: q.q || undefined }, q.rows, (q.page - 1) * q.rows);
  return { items: rows.map((r) => toJobAdmin(lang, r)), total, page: q.page, rows: q.rows };
}

/** The jobs' rows for the back office's moderation (platform/admin-moderation.ts). */
const jobStore: ModerationStore<repo.ModerationJobRow> = {
  entity: 'job',
  // Locked: an application racing the moderation waits for it (applyToJob locks the row too).
  lock: repo.lockJob,
  find: repo.findJobForStaff,
  close: (tx, id) => repo.closeJob(tx, id),
  set: repo.setJobModeration,
};

/**
 * Hides a job (gone from the list, its page answers 404), shows it again, or closes it (as its
 * poster would: it leaves the list, its page says closed, no one can apply), with the staff's
 * reason kept on the row and in the audit log; then empties the jobs caches.
 */
export async function moderateJob(deps: Pick<JobDeps, 'db' | 'cache'>, staff: Staff, lang: Lang, id: number, action: ModerationAction, reason: string) {
  const after = await moderate(deps.db, staff, jobStore, id, action, reason);
  await invalidateJobs(deps.cache);
  return toJobAdmin(lang, after);
}
