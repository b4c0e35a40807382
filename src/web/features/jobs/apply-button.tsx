/**
 * "Apply" on a job (SPEC section 6): a visitor sees "login to apply", a link to /login that comes
 * back here; the job's poster sees nothing (decided after hydration: the page is shared); a
 * closed job takes no applications.
 */
import { lazy, Suspense, useState } from 'react';
import type { Job } from '../../../shared/schemas/jobs';
import { useTranslation } from '../../i18n/react';
import { loginReturningTo } from '../../ui/entitlement-gate';
import { Button } from '../../ui/kit/button';
import { Icon } from '../../ui/kit/icon';
import { iconSend } from '../../ui/kit/icons';
import { useSession } from '../../ui/session';
import { useJobProblems } from './use-job-problems';

const ApplyDialog = lazy(() => import('./apply-dialog').then((m) => ({ default: m.ApplyDialog })));

export function ApplyButton({ job, size = 'small' }: { job: Pick<Job, 'id' | 'title' | 'added_by_id' | 'closed'>; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const problems = useJobProblems();
  if (job.closed || (user && user.id === job.added_by_id)) return null;
  if (!user) {
    return (
      <Button to={loginReturningTo(problems.here)} variant="outlined" size={size} startIcon={<Icon path={iconSend} size="small" mirrored />}>
        {t('jobs.login_to_apply')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="contained" size={size} onClick={() => setOpen(true)} startIcon={<Icon path={iconSend} size="small" mirrored />}>
        {t('jobs.apply')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ApplyDialog open={open} job={job} onClose={() => setOpen(false)} onProblem={problems.handle} />
        </Suspense>
      )}
      {problems.dialog}
    </>
  );
}
