import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tstz } from './columns';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
import { users } from './accounts';

export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The job's contact e-mail (SPEC's job form), shown to its poster; application notices go to the poster's account address. */
    email: text('email').notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    requirementsAr: text('requirements_ar').notNull(),
    requirementsEn: text('requirements_en').notNull(),
    attendanceDate: date('attendance_date', { mode: 'string' }).notNull(),
    /** Optional monthly salary range in LE (from <= to when both are given). */
    salaryFrom: numeric('salary_from', { precision: 12, scale: 2 }),
    salaryTo: numeric('salary_to', { precision: 12, scale: 2 }),
    /** False = hidden by the back office (moderation). */
    isActive: boolean('is_active').notNull().default(true),
    /** Set when its poster closes it: it leaves the list, its page says closed. */
    closedAt: tstz('closed_at'),
    /** The back office's reason for its last moderation of the job (hidden, shown again, closed). */
    moderationReason: text('moderation_reason'),
    createdAt: createdAt(),
    /**
     * The word-search document (both languages, normalised on write like the news: the same
     * IMMUTABLE functions of migration 0001_search_normalize). Never selected.
     */
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => sql`binaa_news_document(${jobs.titleAr}, ${jobs.titleEn}, ${jobs.requirementsAr}, ${jobs.requirementsEn})`,
    ),
  },
  (t) => [
    index('jobs_created_at_idx').on(t.createdAt.desc()),
    index('jobs_user_id_idx').on(t.userId),
    index('jobs_search_idx').using('gin', t.search),
    check('jobs_salary_range_ck', sql`${t.salaryFrom} is null or ${t.salaryTo} is null or ${t.salaryFrom} <= ${t.salaryTo}`),
  ],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: idColumn(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    /** Storage key of the uploaded CV, e.g. `cv/2026/01/<uuid>.pdf` (never served publicly). */
    filePath: text('file_path').notNull(),
    /** The file name as the applicant uploaded it (its base name only, for the download). */
    fileName: text('file_name').notNull(),
    /** The type found in the file's content (file-type), never the declared one. */
    fileMime: text('file_mime').notNull(),
    fileSize: integer('file_size').notNull(),
    createdAt: createdAt(),
    /** The back office's inbox (issue 18): when and by whom it was marked handled (null = unread). */
    handledAt: tstz('handled_at'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [unique('job_applications_job_user_uq').on(t.jobId, t.userId), index('job_applications_user_id_idx').on(t.userId)],
);
