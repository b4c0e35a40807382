import { Link as RouterLink } from 'react-router';
import type { Lang } from '../../../shared/envelope';
import type { Job } from '../../../shared/schemas/jobs';
import { formatDate } from '../../../shared/format';
import { useTranslation } from '../../i18n/react';
import { Button } from '../../ui/kit/button';
import { ApplyButton } from './apply-button';
import { addedText, salaryText } from './job-text';
import styles from './jobs.module.css';

/** A job in the list: title (its page), requirements (clamped), attendance date, salary, who added it and when, and "apply". */
export function JobCard({ job, lang }: { job: Job; lang: Lang }) {
  const { t } = useTranslation();
  const salary = salaryText(t, job, lang);
  const titleId = `job-${job.id}-title`;
  return (
    <li>
      <article className={styles.card} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          <RouterLink to={job.path}>{job.title}</RouterLink>
        </h2>
        <p className={styles.requirements}>{job.requirements}</p>
        <ul className={styles.facts}>
          <li>{t('jobs.attendance', { date: formatDate(job.attendance_date, lang) })}</li>
          {salary && <li className={styles.salary}>{salary}</li>}
          <li>{addedText(t, job, lang)}</li>
        </ul>
        <div className={styles.actions}>
          <Button to={job.path} size="small">
            {t('jobs.details')}
          </Button>
          <ApplyButton job={job} />
        </div>
      </article>
    </li>
  );
}

export function JobList({ jobs, lang }: { jobs: Job[]; lang: Lang }) {
  return (
    <ul className={styles.list}>
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} lang={lang} />
      ))}
    </ul>
  );
}
