/**
 * Toasts, the offline alert and the error modal of SPEC section 8, for the whole site.
 * `report(problem)` applies the catalogue's reaction (api/errors.ts) to an API problem.
 * Their components load only when something is to be shown.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react';
import type { Severity as AlertColor } from '../kit/alert';
import type { FieldErrors } from '../../../shared/envelope';
import { reactionTo, type ApiProblem } from '../../api/errors';
import { useApi } from '../../api/react';
import { clearLocalSession } from '../../api/session';
import { useSession } from '../session';
import type { Modal, Toast } from './feedback-outlets';

const FeedbackOutlets = lazy(() => import('./feedback-outlets'));

export interface Feedback {
  toast(message: string, severity?: AlertColor): void;
  /** Applies the error catalogue; returns the field errors of a 422 for the form to show. */
  report(problem: ApiProblem): FieldErrors | null;
}

const FeedbackContext = createContext<Feedback>({ toast: () => {}, report: () => null });
export const useFeedback = () => useContext(FeedbackContext);

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const api = useApi();
  const { setUser } = useSession();
  const [toast, setToast] = useState<Toast | null>(null);
  const [modal, setModal] = useState<Modal | null>(null);
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    const reloading = () => setToast({ id: Date.now(), message: t('update.reloading'), severity: 'info' });
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    window.addEventListener('binaa:reloading', reloading);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      window.removeEventListener('binaa:reloading', reloading);
    };
  }, [t]);

  const closeToast = useCallback(() => setToast(null), []);
  const closeModal = useCallback(() => setModal(null), []);
  const showToast = useCallback((message: string, severity: AlertColor = 'success') => setToast({ id: Date.now(), message, severity }), []);

  const report = useCallback(
    (problem: ApiProblem): FieldErrors | null => {
      const r = reactionTo(problem);
      switch (r.type) {
        case 'offline-alert':
          setOffline(true);
          return null;
        case 'modal':
          setModal({ title: t(r.titleKey), message: r.message || (r.messageKey ? t(r.messageKey) : '') });
          return null;
        case 'logout':
          // The session is an httpOnly cookie: the server ends it (and clears the cookie).
          clearLocalSession();
          setUser(null);
          void api.logout().finally(() => r.reload && location.reload());
          return null;
        case 'navigate':
          void navigate(r.to);
          return null;
        case 'field-errors':
          return r.fields;
      }
    },
    [navigate, t, api, setUser],
  );

  const value = useMemo(() => ({ toast: showToast, report }), [showToast, report]);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (toast || modal || offline) setShown(true);
  }, [toast, modal, offline]);

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <FeedbackOutlets toast={toast} offline={offline} modal={modal} onToastClose={closeToast} onModalClose={closeModal} />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}
