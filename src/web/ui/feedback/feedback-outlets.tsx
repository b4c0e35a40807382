/** The visible part of the feedback: toast, offline alert, error modal (loaded when needed). */
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { TIMINGS } from '../../../shared/constants';
import { Alert, Snackbar, type Severity } from '../kit/alert';
import ErrorDialog from './error-dialog';

export interface Toast {
  id: number;
  message: string;
  severity: Severity;
}
export interface Modal {
  title: string;
  message: string;
}

export default function FeedbackOutlets({
  toast,
  offline,
  modal,
  onToastClose,
  onModalClose,
}: {
  toast: Toast | null;
  offline: boolean;
  modal: Modal | null;
  onToastClose: () => void;
  onModalClose: () => void;
}) {
  const { t } = useTranslation();
  // A toast closes by itself after TIMINGS.toast, or with its close button.
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onToastClose, TIMINGS.toast);
    return () => clearTimeout(timer);
  }, [toast, onToastClose]);
  return (
    <>
      <Snackbar open={!!toast}>
        {toast && (
          <Alert key={toast.id} severity={toast.severity} variant="filled" onClose={onToastClose} closeLabel={t('errors.close')}>
            {toast.message}
          </Alert>
        )}
      </Snackbar>
      <Snackbar open={offline} placement="top">
        <Alert severity="info" variant="filled" role="status">
          {t('errors.offline')}
        </Alert>
      </Snackbar>
      {modal && <ErrorDialog title={modal.title} message={modal.message} onClose={onModalClose} />}
    </>
  );
}
