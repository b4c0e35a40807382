/**
 * "Why?" before a moderation (hide a deal, close a job, block an account…): a title, what will
 * happen, and a required reason. `onSubmit` sends it and answers null when done, or the API's
 * problem: a 422's message under the field, another message above it.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ApiProblem } from '../../api/errors';
import { useAdminT } from './i18n';

export interface ReasonDialogProps {
  title: string;
  body: string;
  label: string;
  helper: string;
  /** The confirming button's text (the action: "Hide"). */
  action: string;
  destructive?: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<ApiProblem | null>;
}

export function ReasonDialog({ title, body, label, helper, action, destructive, onClose, onSubmit }: ReasonDialogProps) {
  const { t } = useAdminT();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const problem = await onSubmit(reason.trim());
    setBusy(false);
    if (!problem) return;
    if (problem.kind === 'validation') {
      setFieldError(problem.fields.reason?.join(' ') ?? '');
      setError(problem.fields.reason ? '' : problem.msg);
    } else setError('msg' in problem && problem.msg ? problem.msg : t('shell.load_failed'));
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="reason-dialog-title">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{body}</DialogContentText>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <TextField
              autoFocus
              required
              multiline
              minRows={2}
              label={label}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={!!fieldError}
              helperText={fieldError || helper}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} disabled={busy}>
            {action}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
