/** Choosing when an article goes out: a date and time in the editor's own time zone. */
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useAdminT } from '../../../ui/admin/i18n';
import { formatDateTime } from '../../../../shared/format';

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as a `datetime-local` value in the browser's time zone. */
export const toLocalInput = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** The next full hour from now. */
const nextHour = () => {
  const d = new Date(Date.now() + 3_600_000);
  d.setMinutes(0, 0, 0);
  return d;
};

export function ScheduleDialog({
  open,
  current,
  error,
  onClose,
  onSchedule,
}: {
  open: boolean;
  /** The time already set (ISO), if any. */
  current: string | null;
  error?: string;
  onClose: () => void;
  onSchedule: (iso: string) => Promise<boolean>;
}) {
  const { t, i18n } = useAdminT();
  const lang = i18n.language;
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) setValue(toLocalInput(current ? new Date(current) : nextHour()));
  }, [open, current]);
  const when = value ? new Date(value) : null;
  const past = !!when && when.getTime() <= Date.now();
  const submit = async () => {
    if (!when || past) return;
    setBusy(true);
    const done = await onSchedule(when.toISOString());
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('news.schedule.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('news.schedule.intro')}</DialogContentText>
        <TextField
          type="datetime-local"
          fullWidth
          label={t('news.schedule.when')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={past || !!error}
          helperText={past ? t('news.schedule.past') : (error ?? (when && !Number.isNaN(when.getTime()) ? formatDateTime(when, lang) : ' '))}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: toLocalInput(new Date()), name: 'publish_at' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!when || past || busy}>
          {t('news.schedule.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
