/** The visible part of the feedback: toast, offline alert, error modal (loaded when needed). */
import { useTranslation } from '../../i18n/react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TIMINGS } from '../../../shared/constants';
import ErrorDialog from './error-dialog';

export interface Toast {
  id: number;
  message: string;
  severity: AlertColor;
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
  return (
    <>
      {toast && (
        <Snackbar
          key={toast.id}
          open
          autoHideDuration={TIMINGS.toast}
          onClose={(_e, reason) => reason !== 'clickaway' && onToastClose()}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert severity={toast.severity} variant="filled" onClose={onToastClose} sx={{ width: '100%' }}>
            {toast.message}
          </Alert>
        </Snackbar>
      )}
      <Snackbar open={offline} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert severity="info" variant="filled" role="status">
          {t('errors.offline')}
        </Alert>
      </Snackbar>
      {modal && <ErrorDialog title={modal.title} message={modal.message} onClose={onModalClose} />}
    </>
  );
}
