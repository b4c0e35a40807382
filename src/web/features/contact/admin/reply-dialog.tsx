/** The reply by e-mail of /admin/inbox: a subject and a text, queued in the outbox; the message becomes handled. */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { replyBody } from '../../../../shared/schemas/inbox-admin';
import { messageKey } from '../../../i18n/message-key';
import { useTranslation } from '../../../i18n/react';
import { useAdminApi } from '../../../ui/admin/api';
import { useAdminT } from '../../../ui/admin/i18n';

export function ReplyDialog({
  path,
  to,
  subject,
  onClose,
  onSent,
}: {
  path: string;
  to: { name: string; email: string };
  subject: string;
  onClose: () => void;
  onSent: (msg: string) => void;
}) {
  const { t } = useAdminT();
  const site = useTranslation();
  const admin = useAdminApi();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [values, setValues] = useState({ subject, message: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const parsed = replyBody.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), site.t(messageKey(i.message))])));
      return;
    }
    setBusy(true);
    const res = await admin.post<null>(path, parsed.data);
    setBusy(false);
    if (res.ok) return onSent(res.msg);
    if (res.problem.kind === 'validation') setErrors(Object.fromEntries(Object.entries(res.problem.fields).map(([k, v]) => [k, v[0]])));
    else setFailure(('msg' in res.problem && res.problem.msg) || t('shell.load_failed'));
  };
  const input = (name: 'subject' | 'message', label: string, multiline = false) => (
    <TextField
      id={`reply-${name}`}
      label={label}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={!!errors[name]}
      helperText={errors[name]}
      fullWidth
      required
      multiline={multiline}
      minRows={multiline ? 6 : undefined}
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="reply-title">
      <DialogTitle id="reply-title">{t('inbox.reply_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            {t('inbox.reply_to')} {to.name} — <bdi dir="ltr">{to.email}</bdi>
          </Typography>
          {input('subject', t('inbox.subject'))}
          {input('message', t('inbox.message'), true)}
          <Typography variant="body2" color="text.secondary">
            {t('inbox.reply_note')}
          </Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy}>
          {t('inbox.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
