import { z } from 'zod';
import { calls, defineCall } from '../contract';
import { PAGE_SIZES } from '../constants';
import { isIsoDate, todayIso } from '../dates';
import { rules } from '../validation';
import { adSchema, idParam, paginatedOf, sliderSchema } from './common';

/** Largest page a client may ask for (`rows` above it is capped, not refused). */
export const JOBS_MAX_ROWS = 50;
export const JOB_WORD_MAX = 100;
export const JOB_TITLE_MAX = 200;
export const JOB_REQUIREMENTS_MAX = 5000;
export const JOB_COMMENT_MAX = 2000;
/** A CV: at most 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/** What a CV may be, by its content (file-type): PDF, DOC (an OLE compound file), DOCX, PNG, JPEG. */
export const CV_TYPES = {
  'application/pdf': 'pdf',
  'application/x-cfb': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/png': 'png',
  'image/jpeg': 'jpg',
} as const;
/** The file input's `accept` (a hint for the picker; the server decides by content). */
export const CV_ACCEPT =
  '.pdf,.doc,.docx,.png,.jpg,.jpeg,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/png,image/jpeg';
/** Jobs a reader may post per calendar month without a package granting `jobs.add` (like deals: 3). */
export const FREE_JOBS_PER_MONTH = 3;
/** Spam control: jobs one reader may post per day, applications one reader may send per day. */
export const JOBS_PER_DAY = 5;
export const APPLICATIONS_PER_DAY = 20;
/** A CV download link lives this long. */
export const CV_LINK_SECONDS = 300;

/** GET job query (SPEC section 7: rows=10, page, word). */
export const jobListQuery = z.object({
  rows: z.coerce
    .number({ error: 'invalid_value' })
    .int('invalid_value')
    .min(1, 'invalid_value')
    .default(PAGE_SIZES.jobs)
    .transform((n) => Math.min(n, JOBS_MAX_ROWS)),
  page: z.coerce.number({ error: 'page_invalid' }).int('page_invalid').min(1, 'page_invalid').max(1_000_000, 'page_invalid').default(1),
  /** Free text; Arabic is matched like the news search (hamza forms, taa marbuta, diacritics…). */
  word: z.string().trim().max(JOB_WORD_MAX, 'too_long').optional(),
});
export type JobListQuery = z.infer<typeof jobListQuery>;

/** A job (SPEC section 3) as lists and its page show it; money is a decimal string in LE. */
export const jobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  title_ar: z.string(),
  requirements: z.string(),
  requirements_en: z.string(),
  requirements_ar: z.string(),
  attendance_date: z.string(),
  salary_from: z.string().nullable(),
  salary_to: z.string().nullable(),
  /** When it was posted (ISO date-time). */
  added_at: z.string(),
  /** The poster's display name (never their e-mail). */
  added_by: z.string(),
  /** The poster's account id: the page hides "apply" from them after hydration. */
  added_by_id: z.number().int(),
  /** Closed by its poster: no more applications. */
  closed: z.boolean(),
  /** The job's canonical site path. */
  path: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

/** GET job answer. */
export const jobListSchema = z.object({
  all_sliders: z.array(sliderSchema),
  /** Active ads of slots 06-001..06-004 in the language. */
  jobs_ads: z.array(adSchema),
  items: paginatedOf(jobSchema),
});
export type JobList = z.infer<typeof jobListSchema>;

export const jobParams = z.object({ id: idParam });
/** GET job/{id} answer. */
export const jobDetailSchema = z.object({ jobs_ads: z.array(adSchema), item: jobSchema });
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** A salary: empty = none; else a positive amount in LE with at most two decimals. */
const salary = z
  .union([z.string().trim().max(20, 'job_salary_invalid'), z.number()], { error: 'job_salary_invalid' })
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : String(v)))
  .refine((v) => v === undefined || (/^\d{1,10}(\.\d{1,2})?$/.test(v) && Number(v) > 0), 'job_salary_invalid');

const attendanceDate = z
  .string({ error: 'date_required' })
  .trim()
  .min(1, 'date_required')
  .refine((v) => isIsoDate(v), 'date_invalid')
  .refine((v) => !isIsoDate(v) || v <= todayIso(), 'date_after_today');

function salaryRange(v: { salary_from?: string; salary_to?: string }, ctx: z.RefinementCtx) {
  if (v.salary_from !== undefined && v.salary_to !== undefined && Number(v.salary_from) > Number(v.salary_to)) {
    ctx.addIssue({ code: 'custom', message: 'job_salary_range', path: ['salary_to'] });
  }
}

/** The add-job form as the reader fills it (SPEC section 5, "Job form"). */
export const jobFormSchema = z
  .object({
    email: rules.email(),
    title: rules.required().max(JOB_TITLE_MAX, 'too_long'),
    requirements: rules.required().max(JOB_REQUIREMENTS_MAX, 'too_long'),
    attendance_date: attendanceDate,
    salary_from: salary,
    salary_to: salary,
    /** Honeypot: humans never see nor fill it. */
    website: z.string().max(500).optional(),
  })
  .superRefine(salaryRange);
export type JobFormInput = z.input<typeof jobFormSchema>;
export type JobForm = z.infer<typeof jobFormSchema>;

const optionalText = (max: number) => z.string().trim().max(max, 'too_long').optional();

/**
 * POST job payload (SPEC section 7): title, title_en, title_ar, requirements, requirements_en,
 * requirements_ar, attendance_date, email (the copies duplicated from the single inputs), plus the
 * optional salary range and the honeypot. Either the plain field or its copies suffice; an empty
 * copy falls back to the plain field.
 */
export const jobCreateSchema = z
  .object({
    email: rules.email(),
    title: optionalText(JOB_TITLE_MAX),
    title_en: optionalText(JOB_TITLE_MAX),
    title_ar: optionalText(JOB_TITLE_MAX),
    requirements: optionalText(JOB_REQUIREMENTS_MAX),
    requirements_en: optionalText(JOB_REQUIREMENTS_MAX),
    requirements_ar: optionalText(JOB_REQUIREMENTS_MAX),
    attendance_date: attendanceDate,
    salary_from: salary,
    salary_to: salary,
    website: z.string().max(500).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.title && !v.title_en && !v.title_ar) ctx.addIssue({ code: 'custom', message: 'required', path: ['title'] });
    if (!v.requirements && !v.requirements_en && !v.requirements_ar) ctx.addIssue({ code: 'custom', message: 'required', path: ['requirements'] });
    salaryRange(v, ctx);
  });
export type JobCreatePayload = z.input<typeof jobCreateSchema>;
export type JobCreate = z.infer<typeof jobCreateSchema>;

/** The form's values as SPEC section 7's payload: the single inputs duplicated into both copies. */
export const toJobPayload = (f: JobForm): JobCreatePayload => ({
  email: f.email,
  title: f.title,
  title_en: f.title,
  title_ar: f.title,
  requirements: f.requirements,
  requirements_en: f.requirements,
  requirements_ar: f.requirements,
  attendance_date: f.attendance_date,
  salary_from: f.salary_from,
  salary_to: f.salary_to,
  website: f.website,
});

/**
 * POST apply_job, multipart/form-data (SPEC section 7: id, comment, uploaded_file). The text
 * fields are checked with this schema; the file by its content on the server.
 */
export const jobApplyFieldsSchema = z.object({
  id: idParam,
  comment: rules.required().max(JOB_COMMENT_MAX, 'too_long'),
});
/** How OpenAPI describes the multipart body (the route reads the parts itself). */
export const jobApplyBodySchema = jobApplyFieldsSchema.extend({
  /** The CV: PDF, DOC, DOCX, PNG or JPEG by content, at most 5 MB. */
  uploaded_file: z.string().meta({ format: 'binary' }),
});

/** The apply dialog (SPEC section 5): both required before OK. */
export const jobApplyFormSchema = z.object({ comment: rules.required().max(JOB_COMMENT_MAX, 'too_long') });
export type JobApplyForm = z.infer<typeof jobApplyFormSchema>;

/** POST close_job. */
export const closeJobSchema = z.object({ job_id: idParam });

/** An application to one of the reader's jobs (GET my_jobs). */
export const jobApplicationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  comment: z.string(),
  file_name: z.string(),
  file_size: z.number().int(),
  file_type: z.string(),
  applied_at: z.string(),
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;

/** GET my_jobs answer: the reader's jobs, open and closed, newest first, with their applications. */
export const myJobsSchema = z.object({
  jobs: z.array(jobSchema.extend({ email: z.string(), applications: z.array(jobApplicationSchema) })),
});
export type MyJobs = z.infer<typeof myJobsSchema>;

/** POST job_application_link. */
export const applicationLinkSchema = z.object({ application_id: idParam });
/** Its answer: a download URL valid for CV_LINK_SECONDS. */
export const applicationLinkDataSchema = z.object({ url: z.string(), expires_at: z.string() });
export const applicationFileQuery = z.object({ token: z.string().max(300) });

/** Society → Jobs' front calls, declared once (decision 043); the CV upload (apply_job, multipart) stays a plain route. */
export const jobsCalls = calls(
  defineCall({
    name: 'jobs',
    method: 'GET',
    path: 'job',
    query: jobListQuery,
    answer: jobListSchema,
    tags: ['jobs'],
    summary: 'Sliders, jobs ads (06-001..06-004) and a page of open jobs, newest first, or of the jobs matching `word`',
  }),
  defineCall({
    name: 'job',
    method: 'GET',
    path: 'job/:id',
    params: jobParams,
    answer: jobDetailSchema,
    tags: ['jobs'],
    summary: 'A job (closed ones with `closed: true`) and the jobs ads; 404 for an unknown or hidden one',
  }),
  defineCall({
    name: 'postJob',
    method: 'POST',
    path: 'job',
    body: jobCreateSchema,
    answer: z.null(),
    tags: ['jobs'],
    summary:
      'Post a job (the Arabic and English copies of title and requirements, or the plain fields); needs a session. More than 3 a month needs a package granting jobs.add (402); 5 a day at most (429)',
    idempotent: true,
  }),
  defineCall({
    name: 'closeJob',
    method: 'POST',
    path: 'close_job',
    body: closeJobSchema,
    answer: z.null(),
    tags: ['jobs'],
    summary: 'Close one of your jobs: it leaves the list and takes no more applications (403 for a job of someone else)',
  }),
  defineCall({
    name: 'myJobs',
    method: 'GET',
    path: 'my_jobs',
    answer: myJobsSchema,
    tags: ['jobs'],
    summary: "The signed-in reader's jobs (open and closed) with their applications (applicant's contact, comment, CV name and size)",
  }),
  defineCall({
    name: 'applicationLink',
    method: 'POST',
    path: 'job_application_link',
    body: applicationLinkSchema,
    answer: applicationLinkDataSchema,
    tags: ['jobs'],
    summary: "A 5-minute download link of an application's CV, for its job's poster only (403 for anyone else)",
  }),
);
