import { useEffect } from 'react';
import { useApi } from '../../api/react';
import { clearLocalSession } from '../../api/session';
import { forgetSignedInHint, hasSignedInHint, useSession } from '../../ui/session';

/**
 * "Opening /login or /sign-up logs out any current session" (SPEC sections 2 and 4). The page
 * posts logout from the browser: the session is an httpOnly cookie, and a cookie-authenticated
 * POST must carry the site's Origin, which only the browser's own request has.
 */
export function useEndSessionOnOpen(): void {
  const api = useApi();
  const { setUser } = useSession();
  useEffect(() => {
    // The page is shared (rendered as a visitor's): the hint cookie says whether a session is here.
    if (!hasSignedInHint()) return;
    // Before the session provider asks `me` (its effect runs after this page's): it must not bring the reader back, nor get a 401.
    forgetSignedInHint();
    void api.logout().then(() => {
      clearLocalSession();
      setUser(null);
    });
    // Once, on opening the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
