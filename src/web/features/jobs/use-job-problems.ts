import { createElement, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ApiProblem } from '../../api/errors';
import { loginReturningTo } from '../../ui/entitlement-gate';
import { useSession } from '../../ui/session';
import { SubscribeFirstDialog } from '../../ui/subscribe-first-dialog';

/**
 * The answers posting and applying share: a session that ended (401) goes to /login and back
 * here, a missing package (402) opens "You must subscribe first". `handle` says whether it took
 * the problem; `dialog` is rendered once by the caller.
 */
export function useJobProblems() {
  const { setUser } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [subscribe, setSubscribe] = useState(false);
  const here = location.pathname + location.search;
  const handle = (problem: ApiProblem): boolean => {
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
  return { here, handle, dialog: createElement(SubscribeFirstDialog, { open: subscribe, onClose: () => setSubscribe(false) }) };
}
