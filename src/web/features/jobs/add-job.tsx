/**
 * The add-job toggle (SPEC sections 4 and 6): "add job" opens the form for a signed-in reader;
 * a visitor's "login to add job" leads to /login and back here. After a save the form closes
 * (it was reset) and the list reloads.
 */
import { lazy, Suspense, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { loginReturningTo } from '../../ui/entitlement-gate';
import { Button } from '../../ui/kit/button';
import { Icon } from '../../ui/kit/icon';
import { iconAdd, iconClose } from '../../ui/kit/icons';
import { useSession } from '../../ui/session';
import { useJobProblems } from './use-job-problems';
import styles from './jobs.module.css';

const JobFormCard = lazy(() => import('./job-form'));

export function AddJob() {
  const { t } = useTranslation();
  const { user } = useSession();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const problems = useJobProblems();

  if (!user) {
    return (
      <Button to={loginReturningTo(problems.here)} variant="contained" startIcon={<Icon path={iconAdd} size="small" />} className={styles.start}>
        {t('jobs.login_to_add')}
      </Button>
    );
  }
  return (
    <div className={styles.addJob}>
      <Button
        variant={open ? 'outlined' : 'contained'}
        startIcon={<Icon path={open ? iconClose : iconAdd} size="small" />}
        aria-expanded={open}
        aria-controls="job-form"
        onClick={() => setOpen((o) => !o)}
        className={styles.start}
      >
        {open ? t('jobs.close_form') : t('jobs.add')}
      </Button>
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
    </div>
  );
}
