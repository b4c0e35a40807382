import { useTranslation } from '../../i18n/react';
import { Button } from '../kit/button';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '../kit/dialog';

/** The "Error" / "error happend" / "Request error" modal (SPEC section 8). Loaded on demand. */
export default function ErrorDialog({ title, message, onClose }: { title: string; message: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      {message && (
        <DialogContent>
          <p id="error-dialog-text">{message}</p>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('errors.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
