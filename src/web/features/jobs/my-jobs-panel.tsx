/**
 * Settings → My deals and jobs, the jobs part (issue 17): the reader's jobs (open and closed),
 * closing one (after a confirmation), and each job's applications with the applicant's contact,
 * comment and CV, downloaded through a 5-minute link the server signs for the poster only.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { MyJobs } from '../../../shared/schemas/jobs';
import { useApi } from '../../api/react';
import { formatDate } from '../../../shared/format';
import { useTranslation } from '../../i18n/react';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { Alert } from '../../ui/kit/alert';
import { Button } from '../../ui/kit/button';
import { Chip } from '../../ui/kit/chip';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '../../ui/kit/dialog';
import { Icon } from '../../ui/kit/icon';
import { iconDownload } from '../../ui/kit/icons';
import { Spinner } from '../../ui/kit/progress';
import styles from './jobs.module.css';

type MyJob = MyJobs['jobs'][number];
type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; jobs: MyJob[] };

export function MyJobsPanel() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const api = useApi();
  const feedback = useFeedback();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [closing, setClosing] = useState<MyJob | null>(null);

  const load = useCallback(async () => {
    const res = await api.myJobs();
    if (res.ok) setState({ kind: 'ready', jobs: res.data.jobs });
    else setState({ kind: 'failed' });
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  async function close(job: MyJob) {
    setClosing(null);
    const res = await api.closeJob({ job_id: job.id });
    if (res.ok) {
      feedback.toast(res.msg);
      await load();
    } else feedback.report(res.problem);
  }

  async function download(applicationId: number) {
    const res = await api.applicationLink({ application_id: applicationId });
    if (res.ok) window.location.assign(res.data.url);
    else feedback.report(res.problem);
  }

  return (
    <section aria-labelledby="my-jobs-title" className={styles.panel}>
      <h3 id="my-jobs-title" className={styles.panelTitle}>
        {t('jobs.my_jobs')}
      </h3>
      {state.kind === 'loading' && <Spinner size={28} label={t('jobs.my_jobs')} />}
      {state.kind === 'failed' && <Alert severity="error">{t('jobs.load_failed')}</Alert>}
      {state.kind === 'ready' && state.jobs.length === 0 && <p className={styles.dialogText}>{t('jobs.my_jobs_empty')}</p>}
      {state.kind === 'ready' &&
        state.jobs.map((job) => (
          <article key={job.id} className={styles.card} aria-labelledby={`my-job-${job.id}`}>
            <div className={styles.headRow}>
              <h4 id={`my-job-${job.id}`} className={styles.title}>
                <RouterLink to={job.path}>{job.title}</RouterLink>
              </h4>
              <Chip size="small" label={job.closed ? t('jobs.status_closed') : t('jobs.status_open')} color={job.closed ? 'default' : 'success'} />
            </div>
            <p className={styles.muted}>{t('jobs.added', { name: job.added_by, date: formatDate(job.added_at, lang) })}</p>
            <h5 className={styles.appsTitle}>{t('jobs.applications_n', { n: String(job.applications.length) })}</h5>
            {job.applications.length === 0 ? (
              <p className={styles.muted}>{t('jobs.no_applications')}</p>
            ) : (
              <ul className={styles.list}>
                {job.applications.map((a) => (
                  <li key={a.id} className={styles.card} aria-label={a.name}>
                    <p className={styles.strong}>{a.name}</p>
                    <ul className={styles.facts}>
                      <li dir="auto">{t('jobs.contact_email', { email: a.email })}</li>
                      {a.mobile && <li>{t('jobs.contact_mobile', { mobile: a.mobile })}</li>}
                      <li>{t('jobs.applied_on', { date: formatDate(a.applied_at, lang) })}</li>
                    </ul>
                    <p className={styles.body}>{a.comment}</p>
                    <div className={styles.actions}>
                      <Button size="small" variant="outlined" startIcon={<Icon path={iconDownload} size="small" />} onClick={() => void download(a.id)}>
                        {t('jobs.download_cv')}
                      </Button>
                      <p className={styles.muted}>{t('jobs.file_info', { name: a.file_name, size: String(Math.max(1, Math.round(a.file_size / 1024))) })}</p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            {!job.closed && (
              <div className={styles.actions}>
                <Button color="error" size="small" onClick={() => setClosing(job)}>
                  {t('jobs.close_job')}
                </Button>
              </div>
            )}
          </article>
        ))}
      <Dialog open={closing !== null} onClose={() => setClosing(null)}>
        <DialogTitle>{t('jobs.close_confirm_title')}</DialogTitle>
        <DialogContent>
          <p className={styles.dialogText}>{t('jobs.close_confirm_body')}</p>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setClosing(null)}>{t('jobs.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => closing && void close(closing)}>
            {t('jobs.close_job')}
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
