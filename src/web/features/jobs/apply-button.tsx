/**
 * "Apply" on a job (SPEC section 6): a visitor sees "login to apply", a link to /login that comes
 * back here; the job's poster sees nothing (decided after hydration: the page is shared); a
 * closed job takes no applications.
 */
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import type { Job } from '../../../shared/schemas/jobs';
import type { ApiProblem } from '../../api/errors';
import { useTranslation } from '../../i18n/react';
import { loginReturningTo } from '../../ui/entitlement-gate';
import { useSession } from '../../ui/session';
import { SubscribeFirstDialog } from '../../ui/subscribe-first-dialog';

const ApplyDialog = lazy(() => import('./apply-dialog').then((m) => ({ default: m.ApplyDialog })));

export function ApplyButton({ job, size = 'small' }: { job: Pick<Job, 'id' | 'title' | 'added_by_id' | 'closed'>; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const { user, setUser } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [subscribe, setSubscribe] = useState(false);
  const here = location.pathname + location.search;
  if (job.closed || (user && user.id === job.added_by_id)) return null;
  if (!user) {
    return (
      <Button
        component={RouterLink}
        to={loginReturningTo(here)}
        variant="outlined"
        size={size}
        startIcon={<SendIcon sx={{ transform: 'var(--binaa-mirror, none)' }} />}
      >
        {t('jobs.login_to_apply')}
      </Button>
    );
  }
  const onProblem = (problem: ApiProblem) => {
    if (problem.kind === 'unauthenticated') {
      setUser(null);
      void navigate(loginReturningTo(here));
      return true;
    }
    if (problem.kind === 'subscription_required') {
      setSubscribe(true);
      return true;
    }
    return false;
  };
  return (
    <>
      <Button variant="contained" size={size} onClick={() => setOpen(true)} startIcon={<SendIcon sx={{ transform: 'var(--binaa-mirror, none)' }} />}>
        {t('jobs.apply')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ApplyDialog open={open} job={job} onClose={() => setOpen(false)} onProblem={onProblem} />
        </Suspense>
      )}
      <SubscribeFirstDialog open={subscribe} onClose={() => setSubscribe(false)} />
    </>
  );
}
