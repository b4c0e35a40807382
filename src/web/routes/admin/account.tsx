/** /admin/account: the staff member's own security: recovery codes left, new ones (shown once). */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { adminPage } from '../../../shared/page-kind';
import { useAdminCalls } from '../../ui/admin/api';
import { AdminPage } from '../../ui/admin/admin-page';
import { useAdminT } from '../../ui/admin/i18n';
import { useAdminMe } from '../../ui/admin/me';
import { RecoveryCodes } from '../../ui/admin/second-factor';

export const handle = { ...adminPage, area: 'account' };

export default function AdminAccount() {
  const { t } = useAdminT();
  const me = useAdminMe();
  const admin = useAdminCalls();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [left, setLeft] = useState(me.recovery_codes_left);
  const renew = async () => {
    const res = await admin.recoveryCodes();
    if (res.ok) {
      setCodes(res.data.recovery_codes);
      setLeft(res.data.recovery_codes.length);
    }
  };
  return (
    <AdminPage title={t('second_factor.account_title')}>
      <Paper sx={{ p: 2, maxWidth: 560 }}>
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : (
          <Stack spacing={2}>
            <Typography>
              {me.name} — <span dir="ltr">{me.email}</span> — {t(`roles.${me.role}`)}
            </Typography>
            <Typography>{t('second_factor.codes_left', { count: left })}</Typography>
            <Button variant="outlined" onClick={() => void renew()} sx={{ alignSelf: 'start' }}>
              {t('second_factor.renew_codes')}
            </Button>
          </Stack>
        )}
      </Paper>
    </AdminPage>
  );
}
