/** A package group's names (both languages) and order, on /admin/packages. */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminPackageGroup } from '../../../../shared/schemas/subscriptions-admin';
import { useAdminApi } from '../../../ui/admin/api';
import { useAdminT } from '../../../ui/admin/i18n';
import { problemFields, problemText } from './outcome';

export function GroupDialog({ group, onClose, onSaved }: { group: AdminPackageGroup; onClose: () => void; onSaved: (msg: string) => void }) {
  const { t } = useAdminT();
  const admin = useAdminApi();
  const [values, setValues] = useState({ name_ar: group.name_ar, name_en: group.name_en, sort: String(group.sort) });
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const res = await admin.send<null>(`packages/groups/${group.id}`, { method: 'PUT', body: { ...values, sort: Number(values.sort) || 0 } });
    setBusy(false);
    if (res.ok) return onSaved(res.msg);
    setFields(problemFields(res.problem));
    setFailure(res.problem.kind === 'validation' ? null : problemText(res.problem, t('shell.load_failed')));
  };
  const input = (name: keyof typeof values, label: string, dir?: 'rtl' | 'ltr') => (
    <TextField
      id={`group-${name}`}
      label={label}
      size="small"
      fullWidth
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={!!fields[name]}
      helperText={fields[name]?.[0]}
      type={name === 'sort' ? 'number' : 'text'}
      slotProps={{ htmlInput: dir ? { dir } : {} }}
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="group-dialog-title">
      <DialogTitle id="group-dialog-title">{t('packages.group_edit_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {input('name_ar', t('packages.name_ar'), 'rtl')}
          {input('name_en', t('packages.name_en'), 'ltr')}
          {input('sort', t('packages.sort'))}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
