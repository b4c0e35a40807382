/**
 * The staff member's second factor before the back office opens: setting it up (a QR code to scan
 * and a first code, then the recovery codes shown once) or proving it for this session (a code of
 * the app or a recovery code). `onDone` reloads the staff member's state.
 */
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminMe, TotpEnrolment } from '../../../shared/schemas/admin';
import { useAdminCalls } from './api';
import { useAdminT } from './i18n';

/** The recovery codes, shown once, with a button that copies them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useAdminT();
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('second_factor.codes_title')}
      </Typography>
      <Alert severity="warning">{t('second_factor.codes_intro')}</Alert>
      <Box component="ul" data-testid="recovery-codes" dir="ltr" sx={{ fontFamily: 'monospace', columns: 2, m: 0, ps: 3 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
          {t('second_factor.copy')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('second_factor.codes_done')}
        </Button>
      </Stack>
    </Stack>
  );
}

function CodeForm({ label, submit, onSubmit }: { label: string; submit: string; onSubmit: (code: string) => Promise<string | null> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(await onSubmit(code));
    setBusy(false);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={(e) => void send(e)} noValidate>
      <TextField
        label={label}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        autoFocus
        required
        error={!!error}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'text', maxLength: 20 } }}
      />
      <Button type="submit" variant="contained" disabled={busy || code.trim().length < 6}>
        {submit}
      </Button>
    </Stack>
  );
}

export function SecondFactorGate({ me, onDone }: { me: AdminMe; onDone: () => void }) {
  const { t } = useAdminT();
  const admin = useAdminCalls();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (me.second_factor !== 'setup') return;
    void admin
      .secondFactorSetup()
      .then((res) =>
        res.ok
          ? setEnrolment(res.data)
          : setFailed(res.problem.kind === 'offline' ? t('shell.load_failed') : ('msg' in res.problem && res.problem.msg) || t('shell.load_failed')),
      );
  }, [admin, me.second_factor, t]);

  const problemText = (res: { ok: false; problem: { kind: string; msg?: string; fields?: Record<string, string[]> } }) =>
    res.problem.fields?.code?.[0] ?? res.problem.msg ?? t('shell.load_failed');

  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper component="main" sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 480 }}>
        {codes ? (
          <RecoveryCodes codes={codes} onDone={onDone} />
        ) : me.second_factor === 'setup' ? (
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {t('second_factor.setup_title')}
            </Typography>
            <Typography>{t('second_factor.setup_intro')}</Typography>
            {failed && <Alert severity="error">{failed}</Alert>}
            {enrolment && (
              <>
                <Box component="img" src={enrolment.qr} alt="" width={200} height={200} sx={{ alignSelf: 'center', bgcolor: '#fff' }} />
                <Typography variant="body2">{t('second_factor.secret_label')}</Typography>
                <Typography data-testid="totp-secret" dir="ltr" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                  {enrolment.secret}
                </Typography>
                <CodeForm
                  label={t('second_factor.code_label')}
                  submit={t('second_factor.enable')}
                  onSubmit={async (code) => {
                    const res = await admin.secondFactorEnable({ code });
                    if (res.ok) setCodes(res.data.recovery_codes);
                    return res.ok ? null : problemText(res);
                  }}
                />
              </>
            )}
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {t('second_factor.verify_title')}
            </Typography>
            <Typography>{t('second_factor.verify_intro')}</Typography>
            <CodeForm
              label={t('second_factor.code_label')}
              submit={t('second_factor.verify')}
              onSubmit={async (code) => {
                const res = await admin.secondFactorVerify({ code });
                if (res.ok) onDone();
                return res.ok ? null : problemText(res);
              }}
            />
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
