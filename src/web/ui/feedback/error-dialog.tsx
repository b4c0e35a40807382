import { useTranslation } from '../../i18n/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** The "Error" / "error happend" / "Request error" modal (SPEC section 8). Loaded on demand. */
export default function ErrorDialog({ title, message, onClose }: { title: string; message: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} aria-labelledby="error-dialog-title" aria-describedby="error-dialog-text" maxWidth="xs" fullWidth>
      <DialogTitle id="error-dialog-title">{title}</DialogTitle>
      {message && (
        <DialogContent>
          <DialogContentText id="error-dialog-text">{message}</DialogContentText>
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
