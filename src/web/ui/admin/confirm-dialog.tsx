/** A yes/no question before an admin write (deactivate, end sessions, refund…): `ask(text, action)`. */
import { useCallback, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
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
