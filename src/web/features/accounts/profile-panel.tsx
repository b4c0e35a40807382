/**
 * Settings, Profile tab (SPEC sections 2, 4, 5): avatar, full name, e-mail, mobile. The edit
 * button opens the form (name, e-mail, mobile) with an optional password change (current, new,
 * confirmation); cancel closes both; save sends what changed and reloads the user data. A new
 * e-mail waits for the 5-digit code sent to it (confirm_email).
 */
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../i18n/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import type { UserData } from '../../../shared/schemas/accounts';
import type { ApiProblem } from '../../api/errors';
import { useApi } from '../../api/react';
import { messageKey } from '../../i18n/message-key';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { AvatarUpload } from './avatar-upload';
import { AskedCaptcha, useAskedCaptcha } from './captcha';
import { applyFieldErrors, errorText, muiField } from './field-errors';
import { profileChanges, profileFormSchema, type ProfileForm } from './forms';
import { isCompleteOtp } from './otp';
import { OtpInput } from './otp-input';
import { PasswordField } from './password-field';

const FIELDS = ['name', 'email', 'mobile', 'old_password', 'new_password', 'confirm_password'] as const;

const formOf = (user: UserData): ProfileForm => ({
  name: user.full_name,
  email: user.email,
  mobile: user.mobile,
  change_password: false,
  needs_old_password: user.has_password,
  old_password: '',
  new_password: '',
  confirm_password: '',
});

interface Props {
  user: UserData;
  /** New user data from an answer: the page reloads its data. */
  onSaved: (user: UserData) => void;
  onProblem: (problem: ApiProblem) => Record<string, string[]>;
}

export function ProfilePanel({ user, onSaved, onProblem }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const feedback = useFeedback();
  const [editing, setEditing] = useState(false);
  const tr = (key: string) => t(messageKey(key));
  const initial = useMemo(() => formOf(user), [user]);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    watch,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ProfileForm>({ resolver: zodResolver(profileFormSchema), mode: 'onTouched', values: initial });
  const changePassword = watch('change_password');

  const close = () => {
    reset(initial);
    setEditing(false);
  };

  const save = handleSubmit(async (values) => {
    const body = profileChanges(values, user);
    if (Object.keys(body).length === 0) return close();
    const res = await api.updateProfile(body);
    if (!res.ok) {
      applyFieldErrors(onProblem(res.problem), FIELDS, setError);
      return;
    }
    feedback.toast(res.msg || t('account.settings.updated'));
    setEditing(false);
    onSaved(res.data);
  });

  const field = (name: 'name' | 'email' | 'mobile') => ({
    ...muiField(register(name)),
    id: `profile-${name}`,
    label: t(`account.fields.${name === 'name' ? 'full_name' : name}`),
    error: !!errors[name],
    helperText: errorText(errors[name], tr),
    fullWidth: true,
  });
  const passwordField = (name: 'old_password' | 'new_password' | 'confirm_password') => ({
    ...muiField(register(name)),
    id: `profile-${name}`,
    label: t(`account.fields.${name}`),
    error: !!errors[name],
    helperText: errorText(errors[name], tr),
    fullWidth: true,
    required: true,
    autoComplete: name === 'old_password' ? 'current-password' : 'new-password',
  });

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
        <AvatarUpload
          user={user}
          onSaved={(next, msg) => {
            feedback.toast(msg || t('account.settings.updated'));
            onSaved(next);
          }}
          onProblem={(p) => void onProblem(p)}
        />
        {!editing && (
          <Box
            component="dl"
            sx={{
              flex: 1,
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 3,
              rowGap: { xs: 0.25, sm: 1.5 },
              width: '100%',
            }}
          >
            {(
              [
                ['full_name', user.full_name],
                ['email', user.email],
                ['mobile', user.mobile || '—'],
              ] as const
            ).map(([key, value]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Typography component="dt" color="textSecondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                  {t(`account.fields.${key}`)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {/* An e-mail or a number reads left to right inside an Arabic line. */}
                  <bdi dir={key === 'full_name' ? undefined : 'ltr'}>{value}</bdi>
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Stack>
      {user.pending_email && <ConfirmEmail user={user} onSaved={onSaved} onProblem={onProblem} />}
      {!editing ? (
        <Box>
          <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {t('account.settings.edit')}
          </Button>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={save} aria-label={t('account.settings.edit_profile')}>
          <Stack spacing={2}>
            <TextField {...field('name')} autoComplete="name" required autoFocus />
            <TextField
              {...field('email')}
              type="email"
              autoComplete="email"
              required
              slotProps={{ htmlInput: { dir: 'ltr' } }}
              helperText={errorText(errors.email, tr) ?? t('account.settings.email_hint')}
            />
            <TextField
              {...field('mobile')}
              type="tel"
              autoComplete="tel-national"
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 11 } }}
            />
            <Box>
              <Button variant="text" onClick={() => setValue('change_password', !changePassword, { shouldValidate: true })} aria-expanded={changePassword}>
                {changePassword ? t('account.settings.keep_password') : t('account.settings.change_password')}
              </Button>
            </Box>
            <Collapse in={changePassword} unmountOnExit>
              <Stack spacing={2}>
                <Divider />
                {user.has_password && <PasswordField {...passwordField('old_password')} />}
                <PasswordField {...passwordField('new_password')} />
                <PasswordField {...passwordField('confirm_password')} />
              </Stack>
            </Collapse>
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
                {t('account.settings.save')}
              </Button>
              <Button variant="outlined" onClick={close}>
                {t('account.settings.cancel')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

function ConfirmEmail({ user, onSaved, onProblem }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const feedback = useFeedback();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  // After many tries the server asks for the captcha (422 on recaptcha_token, issue 15).
  const captcha = useAskedCaptcha();
  const confirm = async () => {
    if (captcha.waiting) return;
    setBusy(true);
    const res = await api.confirmEmail(code, captcha.token ?? undefined);
    setBusy(false);
    if (!res.ok) {
      // Asked for the captcha: the code was not checked, so it stays.
      if (!captcha.afterSend(onProblem(res.problem))) setCode('');
      return;
    }
    setCode('');
    feedback.toast(res.msg || t('account.settings.updated'));
    onSaved(res.data);
  };
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Typography sx={{ mb: 1.5 }}>{t('account.settings.pending_email', { email: user.pending_email })}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <OtpInput id="confirm-email-code" label={t('account.settings.confirm_code')} value={code} onChange={setCode} />
        <Button variant="contained" disabled={!isCompleteOtp(code) || busy || captcha.waiting} onClick={() => void confirm()}>
          {t('account.settings.confirm_email')}
        </Button>
      </Stack>
      {captcha.asked !== null && (
        <Box sx={{ mt: 1.5 }}>
          <AskedCaptcha captcha={captcha} notice={t('account.settings.confirm_captcha')} />
        </Box>
      )}
    </Alert>
  );
}
