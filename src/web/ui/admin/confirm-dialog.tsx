/**
 * Questions before an admin write: `useConfirm()` asks a yes/no question and runs the action
 * (deactivate, end sessions, refund…); `ConfirmDialog` is the controlled dialog of a delete.
 */
import { useCallback, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAdminT } from './i18n';

export function useConfirm(): { ask: (text: string, action: () => Promise<void> | void) => void; dialog: ReactNode } {
  const { t } = useAdminT();
  const [pending, setPending] = useState<{ text: string; action: () => Promise<void> | void } | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = useCallback((text: string, action: () => Promise<void> | void) => setPending({ text, action }), []);
  const dialog = (
    <Dialog open={!!pending} onClose={() => !busy && setPending(null)} aria-describedby="admin-confirm-text">
      <DialogContent>
        <DialogContentText id="admin-confirm-text">{pending?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setPending(null)} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await pending?.action();
            } finally {
              setBusy(false);
              setPending(null);
            }
          }}
        >
          {t('common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { ask, dialog };
}

/** "Delete this …?": a question, what follows, Cancel and the (red) action. */
export function ConfirmDialog({
  open,
  title,
  body,
  action,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  body: string;
  /** The button's label; Delete when not given. */
  action?: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useAdminT();
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="confirm-dialog-title">
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {action ?? t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
