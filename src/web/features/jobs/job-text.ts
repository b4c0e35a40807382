import type { Lang } from '../../../shared/envelope';
import type { Job } from '../../../shared/schemas/jobs';
import { formatDate, formatPrice } from '../../../shared/format';
import type { TFunction } from '../../i18n/translator';

/** The salary range of a job as a sentence, or null when it has none. */
export function salaryText(t: TFunction, job: Pick<Job, 'salary_from' | 'salary_to'>, lang: Lang): string | null {
  const from = job.salary_from ? formatPrice(Number(job.salary_from), lang) : null;
  const to = job.salary_to ? formatPrice(Number(job.salary_to), lang) : null;
  if (from && to) return t('jobs.salary_range', { from, to });
  if (from) return t('jobs.salary_from_only', { from });
  if (to) return t('jobs.salary_to_only', { to });
  return null;
}

/** "Added by … on …". */
export const addedText = (t: TFunction, job: Pick<Job, 'added_by' | 'added_at'>, lang: Lang) =>
  t('jobs.added', { name: job.added_by, date: formatDate(job.added_at, lang) });
