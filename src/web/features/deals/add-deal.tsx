/**
 * The add-deal toggle (SPEC sections 4 and 6): "add deal" opens the form; a visitor gets "login
 * to add deal", a link to /login that comes back to this page. After a save the form closes and
 * resets, `onAdded` reloads the list and the toast says "deal added successfully". A 402 (more
 * than the free deals of the month without a package granting deals.add) opens the
 * subscribe-first dialog; a session that ended meanwhile goes to /login.
 */
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { DealList } from '../../../shared/schemas/deals';
import type { ApiProblem } from '../../api/errors';
import { useTranslation } from '../../i18n/react';
import { loginReturningTo } from '../../ui/entitlement-gate';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { Button } from '../../ui/kit/button';
import { Icon } from '../../ui/kit/icon';
import { iconAdd, iconLogin } from '../../ui/kit/icons';
import { useSession } from '../../ui/session';
import { SubscribeFirstDialog } from '../../ui/subscribe-first-dialog';
import styles from './deals.module.css';

// The form's code (react-hook-form, the zod schema) loads when the reader opens it (issue 29).
const DealForm = lazy(() => import('./deal-form').then((m) => ({ default: m.DealForm })));

export function AddDeal({
  lookups,
  onAdded,
}: {
  lookups: Pick<DealList, 'products' | 'products_types' | 'producers' | 'items' | 'governorates' | 'units'>;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const { user, known, setUser } = useSession();
  const feedback = useFeedback();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [subscribe, setSubscribe] = useState(false);
  const here = loginReturningTo(location.pathname + location.search);

  const onProblem = (problem: ApiProblem) => {
    if (problem.kind === 'subscription_required') setSubscribe(true);
    else if (problem.kind === 'unauthenticated') {
      setUser(null);
      void navigate(here);
    } else feedback.report(problem);
  };

  return (
    <>
      {known && !user ? (
        <Button to={here} variant="contained" startIcon={<Icon path={iconLogin} size="small" />} className={styles.start}>
          {t('deals.login_to_add')}
        </Button>
      ) : (
        <Button
          variant={open ? 'outlined' : 'contained'}
          startIcon={<Icon path={iconAdd} size="small" />}
          aria-expanded={open}
          aria-controls="deal-form-panel"
          disabled={!known}
          onClick={() => setOpen((o) => !o)}
          className={styles.start}
        >
          {t('deals.add')}
        </Button>
      )}
      {open && !!user && (
        <div id="deal-form-panel" className={styles.formPanel}>
          <Suspense fallback={null}>
            <DealForm
              lookups={lookups}
              onCancel={() => setOpen(false)}
              onProblem={onProblem}
              onSaved={(msg) => {
                setOpen(false);
                feedback.toast(msg || t('deals.add'));
                onAdded();
              }}
            />
          </Suspense>
        </div>
      )}
      <SubscribeFirstDialog open={subscribe} onClose={() => setSubscribe(false)} />
    </>
  );
}
