/**
 * The jobs tables (jobs, job_applications). The poster's and the applicant's display data (name,
 * e-mail, mobile, language) are read from `users` inside the same statements, read-only. What every
 * marketplace queries (limits, locks, closing, moderation, the inbox) is the marketplace kit's
 * (`market` below, domains/marketplace), run over these tables and selections.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { searchCondition } from '../../db/search';
import { jobApplications, jobs, users } from '../../db/schema/index';
import type { Writer } from '../../platform/idempotency';
import { inboxColumns, marketRepository } from '../marketplace/repository';

const row = {
  id: jobs.id,
  userId: jobs.userId,
  email: jobs.email,
  titleAr: jobs.titleAr,
  titleEn: jobs.titleEn,
  requirementsAr: jobs.requirementsAr,
  requirementsEn: jobs.requirementsEn,
  attendanceDate: jobs.attendanceDate,
  salaryFrom: jobs.salaryFrom,
  salaryTo: jobs.salaryTo,
  isActive: jobs.isActive,
  closedAt: jobs.closedAt,
  createdAt: jobs.createdAt,
  posterName: users.fullName,
  posterNameAr: users.fullNameAr,
  posterNameEn: users.fullNameEn,
};
export type JobRow = Awaited<ReturnType<typeof findJob>> & {};

const filterOf = (terms: readonly string[]) => and(market.listed, terms.length ? searchCondition(jobs.search, terms) : undefined);

export async function countJobs(db: Db, terms: readonly string[]): Promise<number> {
  const [r] = await db.select({ total: count() }).from(jobs).where(filterOf(terms));
  return r?.total ?? 0;
}

export const pageOfJobs = (db: Db, terms: readonly string[], limit: number, offset: number) =>
  db
    .select(row)
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.userId))
    .where(filterOf(terms))
    .orderBy(...market.newestFirst)
    .limit(limit)
    .offset(offset);

/** A job by id, closed ones included (null when unknown); `isActive` says whether moderation hid it. */
export async function findJob(db: Pick<Db, 'select'>, id: number) {
  const [r] = await db.select(row).from(jobs).innerJoin(users, eq(users.id, jobs.userId)).where(eq(jobs.id, id));
  return r ?? null;
}

export async function insertJob(db: Writer, values: typeof jobs.$inferInsert) {
  const [r] = await db.insert(jobs).values(values).returning({ id: jobs.id });
  return r!;
}

export async function hasApplied(db: Pick<Db, 'select'>, jobId: number, userId: number): Promise<boolean> {
  const [r] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.userId, userId)));
  return Boolean(r);
}

/** Inserts an application; null when this reader already applied to this job (the unique constraint). */
export async function insertApplication(db: Writer, values: typeof jobApplications.$inferInsert) {
  const [r] = await db.insert(jobApplications).values(values).onConflictDoNothing().returning({ id: jobApplications.id });
  return r ?? null;
}

/** An account's display and contact data, and the language of its e-mails. */
export async function findAccount(db: Pick<Db, 'select'>, userId: number) {
  const [r] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, mobile: users.mobile, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return r ?? null;
}

/** A user's own jobs (open and closed, hidden ones too), newest first. */
export const jobsOfUser = (db: Db, userId: number) =>
  db
    .select(row)
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.userId))
    .where(eq(jobs.userId, userId))
    .orderBy(...market.newestFirst);

/** The applications to some jobs, newest first, with the applicants' contact data. */
export const applicationsOf = (db: Db, jobIds: number[]) =>
  jobIds.length
    ? db
        .select({
          id: jobApplications.id,
          jobId: jobApplications.jobId,
          comment: jobApplications.comment,
          fileName: jobApplications.fileName,
          fileMime: jobApplications.fileMime,
          fileSize: jobApplications.fileSize,
          createdAt: jobApplications.createdAt,
          name: users.fullName,
          email: users.email,
          mobile: users.mobile,
        })
        .from(jobApplications)
        .innerJoin(users, eq(users.id, jobApplications.userId))
        .where(inArray(jobApplications.jobId, jobIds))
        .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    : Promise.resolve([]);

/** An application with its job's poster (who may download the CV). */
export async function findApplication(db: Db, id: number) {
  const [r] = await db
    .select({
      id: jobApplications.id,
      filePath: jobApplications.filePath,
      fileName: jobApplications.fileName,
      fileMime: jobApplications.fileMime,
      fileSize: jobApplications.fileSize,
      posterId: jobs.userId,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.id, id));
  return r ?? null;
}

/** Every listed job (sitemap), newest first. */
export const listedJobs = (db: Db, limit: number) =>
  db
    .select({ id: jobs.id, titleAr: jobs.titleAr, titleEn: jobs.titleEn, createdAt: jobs.createdAt })
    .from(jobs)
    .where(market.listed)
    .orderBy(...market.newestFirst)
    .limit(limit);

// ---------------------------------------------------------------------------------------------
// The back office (issue 18): the moderation's rows (every job, hidden and closed ones too) and the
// inbox's (applications with their applicant, job and handler).

const moderationRow = {
  ...row,
  moderationReason: jobs.moderationReason,
  posterEmail: users.email,
  applications: sql<number>`(select count(*)::int from job_applications a where a.job_id = ${jobs.id})`,
};

const applicant = alias(users, 'applicant');
const handler = alias(users, 'handler');

const inboxRow = {
  ...inboxColumns(jobApplications, applicant, handler),
  comment: jobApplications.comment,
  fileName: jobApplications.fileName,
  fileMime: jobApplications.fileMime,
  fileSize: jobApplications.fileSize,
  job: { id: jobs.id, titleAr: jobs.titleAr, titleEn: jobs.titleEn, closedAt: jobs.closedAt, isActive: jobs.isActive },
  posterName: users.fullName,
  posterEmail: users.email,
};

/** The jobs' queries of the marketplace kit: applications are a job's answers. */
export const market = marketRepository({
  tables: { posts: jobs, answers: jobApplications },
  lockScopes: { posts: 'jobs', answers: 'job_applications' },
  staffRows: (db) => db.select(moderationRow).from(jobs).innerJoin(users, eq(users.id, jobs.userId)).$dynamic(),
  staffCount: (db) => db.select({ n: count() }).from(jobs).innerJoin(users, eq(users.id, jobs.userId)).$dynamic(),
  // A word of the titles or the poster's name or e-mail.
  searched: [jobs.titleAr, jobs.titleEn, jobs.email, users.fullName, users.fullNameAr, users.fullNameEn, users.email],
  inboxRows: (db) =>
    db
      .select(inboxRow)
      .from(jobApplications)
      .innerJoin(applicant, eq(applicant.id, jobApplications.userId))
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .innerJoin(users, eq(users.id, jobs.userId))
      .leftJoin(handler, eq(handler.id, jobApplications.handledBy))
      .$dynamic(),
  inboxCount: (db) => db.select({ n: count() }).from(jobApplications).innerJoin(applicant, eq(applicant.id, jobApplications.userId)).$dynamic(),
  sender: applicant,
});
export type ModerationJobRow = NonNullable<Awaited<ReturnType<typeof market.findForStaff>>>;
export type InboxApplicationRow = NonNullable<Awaited<ReturnType<typeof market.lockInboxRow>>>;

/** An account's role and state (a staff member's CV link is checked against them at download). */
/** The role of the account behind a live session, and whether that session proved the second factor within `hours`. */
export async function findSessionRole(db: Pick<Db, 'execute'>, userId: number, sessionId: number, hours: number) {
  const { rows } = await db.execute<{ role: string; active: boolean; second_factor: boolean }>(sql`
    select u.role, u.user_active as active, coalesce(s.second_factor_at > now() - ${hours} * interval '1 hour', false) as second_factor
    from sessions s join users u on u.id = s.user_id
    where s.id = ${sessionId} and s.user_id = ${userId} and s.revoked_at is null and s.expires_at > now()`);
  return rows[0] ?? null;
}
