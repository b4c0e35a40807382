import { boolean, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { users } from './accounts';

export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where applications are announced. */
    email: text('email').notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    requirementsAr: text('requirements_ar').notNull(),
    requirementsEn: text('requirements_en').notNull(),
    attendanceDate: date('attendance_date', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_created_at_idx').on(t.createdAt.desc()), index('jobs_user_id_idx').on(t.userId)],
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
    /** The file name as the applicant uploaded it. */
    fileName: text('file_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('job_applications_job_user_uq').on(t.jobId, t.userId), index('job_applications_user_id_idx').on(t.userId)],
);
