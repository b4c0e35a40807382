/**
 * Settings → My deals and jobs, the jobs part (issue 17): the reader's jobs (open and closed),
 * closing one (after a confirmation), and each job's applications with the applicant's contact,
 * comment and CV, downloaded through a 5-minute link the server signs for the poster only.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { MyJobs } from '../../../shared/schemas/jobs';
import { useApi } from '../../api/react';
import { formatDate } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { useFeedback } from '../../ui/feedback/feedback-provider';
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
    const res = await api.closeJob(job.id);
    if (res.ok) {
      feedback.toast(res.msg);
      await load();
    } else feedback.report(res.problem);
  }

  async function download(applicationId: number) {
    const res = await api.applicationLink(applicationId);
    if (res.ok) window.location.assign(res.data.url);
    else feedback.report(res.problem);
  }

  return (
    <Stack spacing={2} component="section" aria-labelledby="my-jobs-title">
      <Typography id="my-jobs-title" variant="h3" sx={{ fontSize: '1.15rem' }}>
        {t('jobs.my_jobs')}
      </Typography>
      {state.kind === 'loading' && <CircularProgress size={28} aria-label={t('jobs.my_jobs')} />}
      {state.kind === 'failed' && <Alert severity="error">{t('jobs.load_failed')}</Alert>}
      {state.kind === 'ready' && state.jobs.length === 0 && <Typography color="textSecondary">{t('jobs.my_jobs_empty')}</Typography>}
      {state.kind === 'ready' &&
        state.jobs.map((job) => (
          <article key={job.id} className={styles.card} aria-labelledby={`my-job-${job.id}`}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <h4 id={`my-job-${job.id}`} className={styles.title}>
                <RouterLink to={job.path}>{job.title}</RouterLink>
              </h4>
              <Chip size="small" label={job.closed ? t('jobs.status_closed') : t('jobs.status_open')} color={job.closed ? 'default' : 'success'} />
            </Stack>
            <Typography variant="body2" color="textSecondary">
              {t('jobs.added', { name: job.added_by, date: formatDate(job.added_at, lang) })}
            </Typography>
            <Typography variant="subtitle2" component="h5">
              {t('jobs.applications_n', { n: String(job.applications.length) })}
            </Typography>
            {job.applications.length === 0 ? (
              <Typography variant="body2" color="textSecondary">
                {t('jobs.no_applications')}
              </Typography>
            ) : (
              <ul className={styles.list}>
                {job.applications.map((a) => (
                  <li key={a.id} className={styles.card} aria-label={a.name}>
                    <Typography sx={{ fontWeight: 600 }}>{a.name}</Typography>
                    <ul className={styles.facts}>
                      <li dir="auto">{t('jobs.contact_email', { email: a.email })}</li>
                      {a.mobile && <li>{t('jobs.contact_mobile', { mobile: a.mobile })}</li>}
                      <li>{t('jobs.applied_on', { date: formatDate(a.applied_at, lang) })}</li>
                    </ul>
                    <p className={styles.body}>{a.comment}</p>
                    <div className={styles.actions}>
                      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download(a.id)}>
                        {t('jobs.download_cv')}
                      </Button>
                      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                        {t('jobs.file_info', { name: a.file_name, size: String(Math.max(1, Math.round(a.file_size / 1024))) })}
                      </Typography>
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
      <Dialog open={closing !== null} onClose={() => setClosing(null)} aria-labelledby="close-job-title">
        <DialogTitle id="close-job-title">{t('jobs.close_confirm_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('jobs.close_confirm_body')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setClosing(null)}>{t('jobs.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => closing && void close(closing)}>
            {t('jobs.close_job')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
