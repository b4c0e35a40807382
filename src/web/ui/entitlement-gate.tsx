/**
 * An action a package unlocks (issue 16: the CSV exports; deals and jobs next), gated in the
 * page as the server gates it: a visitor goes to /login (and comes back through `?next=`), a
 * signed-in reader without the entitlement (GET me's `entitlements`, or the API's 402) gets the
 * "You must subscribe first" dialog. The server's check is the one that counts; this one only
 * spares a call whose answer is known.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Entitlement } from '../../shared/constants';
import { paths } from '../../shared/paths';
import type { ApiProblem } from '../api/errors';
import { useFeedback } from './feedback/feedback-provider';
import { useSession } from './session';
import { SubscribeFirstDialog } from './subscribe-first-dialog';

/** The login page, coming back to `here` (a path with its query) after signing in. */
export const loginReturningTo = (here: string) => `${paths.login()}?next=${encodeURIComponent(here)}`;

export interface EntitlementGate {
  /** Runs `action` if the reader may (or is not known yet); `action` answers its API problem, or null. */
  run(action: () => Promise<ApiProblem | null>): Promise<void>;
  /** The dialog, to render once in the page. */
  dialog: ReactNode;
}

export function useEntitlementGate(entitlement: Entitlement): EntitlementGate {
  const { user, known, setUser } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const feedback = useFeedback();
  const [open, setOpen] = useState(false);

  const run = useCallback(
    async (action: () => Promise<ApiProblem | null>) => {
      const toLogin = () => void navigate(loginReturningTo(location.pathname + location.search));
      if (known && !user) return toLogin();
      if (user && !user.entitlements.includes(entitlement)) return setOpen(true);
      const problem = await action();
      if (!problem) return;
      if (problem.kind === 'unauthenticated') {
        // The session ended meanwhile: the reader signs in again.
        setUser(null);
        toLogin();
      } else if (problem.kind === 'subscription_required') setOpen(true);
      else feedback.report(problem);
    },
    [known, user, entitlement, navigate, location.pathname, location.search, setUser, feedback],
  );

  return { run, dialog: <SubscribeFirstDialog open={open} onClose={() => setOpen(false)} /> };
}
