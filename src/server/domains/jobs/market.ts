/**
 * Jobs on the marketplace kit (decision 046): a job is a post, an application its answer. Its
 * limits (shared/schemas/jobs.ts), cache prefix and messages, and how a job's row reads in an answer
 * (the site's, the back office's).
 */
import { APPLICATIONS_PER_DAY, FREE_JOBS_PER_MONTH, JOBS_PER_DAY, type Job } from '../../../shared/schemas/jobs';
import type { Lang } from '../../../shared/envelope';
import { paths } from '../../../shared/paths';
import { personName, pick } from '../../platform/i18n';
import { hasEntitlement } from '../subscriptions';
import { defineMarketplace } from '../marketplace/service';
import * as repo from './repository';

export const market = defineMarketplace({
  repo: repo.market,
  cachePrefix: 'jobs:',
  limits: { postsPerDay: JOBS_PER_DAY, freePostsPerMonth: FREE_JOBS_PER_MONTH, answersPerDay: APPLICATIONS_PER_DAY },
  entitled: (tx, userId) => hasEntitlement(tx, userId, 'jobs.add'),
  messages: {
    notFound: 'api.job_not_found',
    own: 'api.job_own',
    answered: 'api.job_already_applied',
    postDailyLimit: 'api.job_daily_limit',
    answerDailyLimit: 'api.job_apply_daily_limit',
  },
});

/** Cache prefix of every jobs answer; writers call invalidateJobs. */
export const JOBS_CACHE = market.cachePrefix;
export const invalidateJobs = market.invalidate;

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
