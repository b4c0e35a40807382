/**
 * The jobs tables (jobs, job_applications). The poster's and the applicant's display data (name,
 * e-mail, mobile, language) are read from `users` inside the same statements, read-only.
 */
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, not, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { searchCondition } from '../../db/search';
import { handledState, inboxCounts, lockAccountWrites, normalizedContains, windowStart, type LimitWindow } from '../../db/sql';
import { jobApplications, jobs, users } from '../../db/schema/index';
import type { DbTransaction, Writer } from '../../platform/idempotency';
import type { InboxQuery } from '../../../shared/schemas/inbox-admin';

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

/** In the list: not hidden by moderation, not closed by its poster. */
const listed = and(eq(jobs.isActive, true), isNull(jobs.closedAt));
const newestFirst = [desc(jobs.createdAt), desc(jobs.id)];

const filterOf = (terms: readonly string[]) => and(listed, terms.length ? searchCondition(jobs.search, terms) : undefined);

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
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);

/** A job by id, closed ones included (null when unknown); `isActive` says whether moderation hid it. */
export async function findJob(db: Pick<Db, 'select'>, id: number) {
  const [r] = await db.select(row).from(jobs).innerJoin(users, eq(users.id, jobs.userId)).where(eq(jobs.id, id));
  return r ?? null;
}

/** The same, its row locked until the transaction ends (an application against a concurrent close). */
export async function lockJob(tx: Writer, id: number) {
  const [r] = await tx
    .select({ id: jobs.id, userId: jobs.userId, isActive: jobs.isActive, closedAt: jobs.closedAt })
    .from(jobs)
    .where(eq(jobs.id, id))
    .for('update');
  return r ?? null;
}

export async function insertJob(db: Writer, values: typeof jobs.$inferInsert) {
  const [r] = await db.insert(jobs).values(values).returning({ id: jobs.id });
  return r!;
}

/** Serialises one user's applications until the end of the transaction (db/sql.ts). */
export const lockUserApplications = (db: Writer, userId: number) => lockAccountWrites(db, 'job_applications', userId);

/** Serialises one user's job posts until the end of the transaction (db/sql.ts). */
export const lockUserJobs = (db: Writer, userId: number) => lockAccountWrites(db, 'jobs', userId);

/** Jobs a user posted in the window (daily limit, free monthly quota). */
export async function countPosted(db: Writer, userId: number, window: LimitWindow): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.userId, userId), gte(jobs.createdAt, windowStart(window))));
  return r?.n ?? 0;
}

/** Closes a job of `userId` (any job: the back office); the rows it closed (or found closed). */
export async function closeJob(db: Writer, id: number, userId?: number) {
  return db
    .update(jobs)
    .set({ closedAt: sql`coalesce(${jobs.closedAt}, now())` })
    .where(and(eq(jobs.id, id), userId === undefined ? undefined : eq(jobs.userId, userId)))
    .returning({ id: jobs.id });
}

/** Applications a user sent in the last 24 hours. */
export async function countAppliedToday(db: Pick<Db, 'select'> | Writer, userId: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(jobApplications)
    .where(and(eq(jobApplications.userId, userId), gte(jobApplications.createdAt, windowStart('day'))));
  return r?.n ?? 0;
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
    .orderBy(...newestFirst);

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
    .where(listed)
    .orderBy(...newestFirst)
    .limit(limit);

// ---------------------------------------------------------------------------------------------
// The back office's moderation (issue 18, area `marketplace`): every job, hidden and closed ones too.

export interface ModerationFilter {
  status: 'all' | 'open' | 'closed' | 'hidden';
  /** A word of the titles or the poster's name or e-mail; digits alone also match the id. */
  word?: string;
}

const stateOf: Record<ModerationFilter['status'], SQL | undefined> = {
  all: undefined,
  open: listed,
  closed: and(eq(jobs.isActive, true), isNotNull(jobs.closedAt)),
  hidden: not(jobs.isActive),
};

function moderationWhere(f: ModerationFilter): SQL | undefined {
  if (!f.word) return stateOf[f.status];
  const text = normalizedContains([jobs.titleAr, jobs.titleEn, jobs.email, users.fullName, users.fullNameAr, users.fullNameEn, users.email], f.word);
  return and(stateOf[f.status], /^\d{1,9}$/.test(f.word) ? sql`(${text} or ${jobs.id} = ${Number(f.word)})` : text);
}

const moderationRow = {
  ...row,
  moderationReason: jobs.moderationReason,
  posterEmail: users.email,
  applications: sql<number>`(select count(*)::int from job_applications a where a.job_id = ${jobs.id})`,
};
const moderationRows = (db: Pick<Db, 'select'>) => db.select(moderationRow).from(jobs).innerJoin(users, eq(users.id, jobs.userId));
export type ModerationJobRow = NonNullable<Awaited<ReturnType<typeof findJobForStaff>>>;

/** A page of the jobs in a state (newest first) and how many there are. */
export async function moderationPage(db: Db, f: ModerationFilter, limit: number, offset: number) {
  const where = moderationWhere(f);
  const [rows, totals] = await Promise.all([
    moderationRows(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(jobs).innerJoin(users, eq(users.id, jobs.userId)).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Any job, hidden and closed ones too. */
export async function findJobForStaff(db: Pick<Db, 'select'>, id: number) {
  const [r] = await moderationRows(db).where(eq(jobs.id, id));
  return r;
}

/** Hides (false) or shows again (true) a job, and keeps the back office's reason. */
export async function setJobModeration(tx: DbTransaction, id: number, change: { isActive?: boolean; moderationReason: string }): Promise<void> {
  await tx.update(jobs).set(change).where(eq(jobs.id, id));
}

// ---- the back office's inbox (issue 18): applications with their applicant, job and handler ----

const applicant = alias(users, 'applicant');
const handler = alias(users, 'handler');

const inboxApplications = (db: Pick<Db, 'select'>) =>
  db
    .select({
      id: jobApplications.id,
      createdAt: jobApplications.createdAt,
      handledAt: jobApplications.handledAt,
      handlerName: handler.fullName,
      handlerEmail: handler.email,
      comment: jobApplications.comment,
      fileName: jobApplications.fileName,
      fileMime: jobApplications.fileMime,
      fileSize: jobApplications.fileSize,
      applicant: {
        fullName: applicant.fullName,
        fullNameAr: applicant.fullNameAr,
        fullNameEn: applicant.fullNameEn,
        email: applicant.email,
        mobile: applicant.mobile,
        language: applicant.language,
      },
      job: { id: jobs.id, titleAr: jobs.titleAr, titleEn: jobs.titleEn, closedAt: jobs.closedAt, isActive: jobs.isActive },
      posterName: users.fullName,
      posterEmail: users.email,
    })
    .from(jobApplications)
    .innerJoin(applicant, eq(applicant.id, jobApplications.userId))
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(users, eq(users.id, jobs.userId))
    .leftJoin(handler, eq(handler.id, jobApplications.handledBy));
export type InboxApplicationRow = Awaited<ReturnType<ReturnType<typeof inboxApplications>['execute']>>[number];

/** Applications, newest first, by state and the applicant's e-mail or name. */
export async function listInboxApplications(db: Db, f: InboxQuery) {
  const cond = and(handledState(f.state, jobApplications.handledAt), f.q ? normalizedContains([applicant.email, applicant.fullName], f.q) : undefined);
  const [list, [total]] = await Promise.all([
    inboxApplications(db)
      .where(cond)
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(f.rows)
      .offset((f.page - 1) * f.rows),
    db.select({ n: count() }).from(jobApplications).innerJoin(applicant, eq(applicant.id, jobApplications.userId)).where(cond),
  ]);
  return { items: list, total: total?.n ?? 0 };
}

export async function countInboxApplications(db: Db) {
  const [r] = await db.select(inboxCounts(jobApplications.handledAt)).from(jobApplications);
  return r ?? { total: 0, unread: 0 };
}

/** One application with its applicant and job, its row locked until the transaction ends (a reply or a mark). */
export async function lockInboxApplication(db: Writer, id: number) {
  const [r] = await inboxApplications(db).where(eq(jobApplications.id, id)).for('update', { of: jobApplications });
  return r ?? null;
}

export const setApplicationHandled = (db: Writer, id: number, by: number | null) =>
  db
    .update(jobApplications)
    .set({ handledAt: by == null ? null : new Date(), handledBy: by })
    .where(eq(jobApplications.id, id));

/** An account's role and state (a staff member's CV link is checked against them at download). */
/** The role of the account behind a live session, and whether that session proved the second factor within `hours`. */
export async function findSessionRole(db: Pick<Db, 'execute'>, userId: number, sessionId: number, hours: number) {
  const { rows } = await db.execute<{ role: string; active: boolean; second_factor: boolean }>(sql`
    select u.role, u.user_active as active, coalesce(s.second_factor_at > now() - ${hours} * interval '1 hour', false) as second_factor
    from sessions s join users u on u.id = s.user_id
    where s.id = ${sessionId} and s.user_id = ${userId} and s.revoked_at is null and s.expires_at > now()`);
  return rows[0] ?? null;
}
