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
import type { Lang } from '../../../shared/envelope';
import type { Ad } from '../../../shared/schemas/common';
import { APPLICATIONS_PER_DAY, type JobCreate, type JobDetail, type JobList, type JobListQuery, type MyJobs } from '../../../shared/schemas/jobs';
import { AD_CODES } from '../../../shared/constants';
import { paths } from '../../../shared/paths';
import { searchTerms } from '../../../shared/search';
import { translate } from '../../../shared/i18n/index';
import { Conflict, Forbidden, NotFound, RateLimited } from '../../platform/errors';
import { pick } from '../../platform/i18n';
import { activeAds } from '../ads';
import { sliders } from '../news';
import { invalidateJobs, market, toJob } from './market';
import * as repo from './repository';

export { applicationFile, applicationLink, signApplicationToken, signStaffApplicationToken, staffApplicationLink } from './cv-link';

export interface JobDeps {
  db: Db;
  cache: Cache;
  jobs: JobQueue;
  mailer: Mailer;
  storage: Storage;
  secret: string;
  publicUrl: string;
}

const jobsAds = (db: Db, cache: Cache, lang: Lang): Promise<Ad[]> => market.cached(cache, `ads:${lang}`, () => activeAds(db, lang, AD_CODES.jobs));

async function pageOf(db: Db, lang: Lang, terms: string[], q: JobListQuery): Promise<JobList['items']> {
  const [total, found] = await Promise.all([repo.countJobs(db, terms), repo.pageOfJobs(db, terms, q.rows, (q.page - 1) * q.rows)]);
  return market.page(
    found.map((r) => toJob(lang, r)),
    total,
    q,
  );
}

/** GET job: sliders, the jobs ads and a page of open jobs, newest first (searches are not cached). */
export async function jobList(db: Db, cache: Cache, lang: Lang, q: JobListQuery): Promise<JobList> {
  const terms = q.word ? searchTerms(q.word) : [];
  const [all_sliders, jobs_ads, items] = await Promise.all([
    market.cached(cache, `sliders:${lang}`, () => sliders(db, lang)),
    jobsAds(db, cache, lang),
    terms.length ? pageOf(db, lang, terms, q) : market.cached(cache, `list:${lang}:${q.rows}:${q.page}`, () => pageOf(db, lang, [], q)),
  ]);
  return { all_sliders, jobs_ads, items };
}

/** GET job/{id}: a job, closed ones included (`closed: true`); unknown or hidden: 404. */
export async function jobDetail(db: Db, cache: Cache, lang: Lang, id: number): Promise<JobDetail> {
  const [item, jobs_ads] = await Promise.all([
    market.cached(cache, `job:${lang}:${id}`, async () => {
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
    await market.checkPosting(tx, userId);
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
  const done = await repo.market.closePost(deps.db, jobId, userId);
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
  if ((await repo.market.countAnsweredSince(db, userId, 'day')) >= APPLICATIONS_PER_DAY) throw new RateLimited('api.job_apply_daily_limit');
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
    // The daily limit is decided here, under the applicant's lock (the early check before the upload
    // is skipped under an Idempotency-Key, and two tabs could both pass it).
    const { posterId } = await market.answer(
      tx,
      jobId,
      userId,
      async () =>
        (await repo.insertApplication(tx, { jobId, userId, comment, filePath: cv.key, fileName: cv.name, fileMime: cv.mime, fileSize: cv.size })) !== null,
    );
    // One after the other: a transaction is one connection (pg deprecates overlapping queries on a client).
    const full = await repo.findJob(tx, jobId);
    const poster = await repo.findAccount(tx, posterId);
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
    jobs: market.withAnswers(
      rows,
      apps,
      (a) => a.jobId,
      (r, received) => ({
        ...toJob(lang, r),
        email: r.email,
        applications: received.map((a) => ({
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
      }),
    ),
  };
}

/** Every listed job for the sitemap (id, titles, date). */
export const sitemapJobs = (db: Db, limit: number) => repo.listedJobs(db, limit);

export { JOBS_CACHE, invalidateJobs, toJob } from './market';
export { applicationCounts, applicationsInbox, lockApplication, markApplication } from './admin';
