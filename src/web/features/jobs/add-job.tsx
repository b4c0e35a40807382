/**
 * The add-job toggle (SPEC sections 4 and 6): "add job" opens the form for a signed-in reader;
 * a visitor's "login to add job" leads to /login and back here. After a save the form closes
 * (it was reset) and the list reloads.
 */
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useRevalidator } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from '../../i18n/react';
import { loginReturningTo } from '../../ui/entitlement-gate';
import { useSession } from '../../ui/session';
import { useJobProblems } from './use-job-problems';

const JobFormCard = lazy(() => import('./job-form'));

export function AddJob() {
  const { t } = useTranslation();
  const { user } = useSession();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const problems = useJobProblems();

  if (!user) {
    return (
      <Stack direction="row">
        <Button component={RouterLink} to={loginReturningTo(problems.here)} variant="contained" startIcon={<AddIcon />}>
          {t('jobs.login_to_add')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Stack direction="row">
        <Button
          variant={open ? 'outlined' : 'contained'}
          startIcon={open ? <CloseIcon /> : <AddIcon />}
          aria-expanded={open}
          aria-controls="job-form"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('jobs.close_form') : t('jobs.add')}
        </Button>
      </Stack>
      {open && (
        <div id="job-form">
          <Suspense fallback={null}>
            <JobFormCard
              onSaved={() => {
                setOpen(false);
                void revalidator.revalidate();
              }}
              onProblem={problems.handle}
            />
          </Suspense>
        </div>
      )}
      {problems.dialog}
    </Stack>
  );
}
