/** "Delete this …?": a question, what follows, Cancel and the (red) action. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useAdminT } from './i18n';

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
