/**
 * Settings, Profile tab (SPEC sections 2, 4, 5): avatar, full name, e-mail, mobile. The edit
 * button opens the form (name, e-mail, mobile) with an optional password change (current, new,
 * confirmation); cancel closes both; save sends what changed and reloads the user data. A new
 * e-mail waits for the 5-digit code sent to it (confirm_email).
 */
import { Fragment, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../i18n/react';
import { Alert } from '../../ui/kit/alert';
import { Button } from '../../ui/kit/button';
import { TextField } from '../../ui/kit/field';
import { Icon } from '../../ui/kit/icon';
import { iconEdit } from '../../ui/kit/icons';
import { Divider, Stack, Text } from '../../ui/kit/layout';
import type { UserData } from '../../../shared/schemas/accounts';
import type { ApiProblem } from '../../api/errors';
import { useApi } from '../../api/react';
import { messageKey } from '../../i18n/message-key';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { AvatarUpload } from './avatar-upload';
import { AskedCaptcha, useAskedCaptcha } from './captcha';
import { applyFieldErrors, errorText } from './field-errors';
import { profileChanges, profileFormSchema, type ProfileForm } from './forms';
import { isCompleteOtp } from './otp';
import { OtpInput } from './otp-input';
import { PasswordField } from './password-field';
import s from './accounts.module.css';

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
    ...register(name),
    id: `profile-${name}`,
    label: t(`account.fields.${name === 'name' ? 'full_name' : name}`),
    error: !!errors[name],
    helperText: errorText(errors[name], tr),
    fullWidth: true,
  });
  const passwordField = (name: 'old_password' | 'new_password' | 'confirm_password') => ({
    ...register(name),
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
      <div className={s.profileHead}>
        <AvatarUpload
          user={user}
          onSaved={(next, msg) => {
            feedback.toast(msg || t('account.settings.updated'));
            onSaved(next);
          }}
          onProblem={(p) => void onProblem(p)}
        />
        {!editing && (
          <dl className={s.facts}>
            {(
              [
                ['full_name', user.full_name],
                ['email', user.email],
                ['mobile', user.mobile || '—'],
              ] as const
            ).map(([key, value]) => (
              <Fragment key={key}>
                <dt>{t(`account.fields.${key}`)}</dt>
                <dd>
                  {/* An e-mail or a number reads left to right inside an Arabic line. */}
                  <bdi dir={key === 'full_name' ? undefined : 'ltr'}>{value}</bdi>
                </dd>
              </Fragment>
            ))}
          </dl>
        )}
      </div>
      {user.pending_email && <ConfirmEmail user={user} onSaved={onSaved} onProblem={onProblem} />}
      {!editing ? (
        <div>
          <Button variant="contained" startIcon={<Icon path={iconEdit} size="small" />} onClick={() => setEditing(true)}>
            {t('account.settings.edit')}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={save} aria-label={t('account.settings.edit_profile')}>
          <Stack spacing={2}>
            <TextField {...field('name')} autoComplete="name" required autoFocus />
            <TextField
              {...field('email')}
              type="email"
              autoComplete="email"
              required
              dir="ltr"
              helperText={errorText(errors.email, tr) ?? t('account.settings.email_hint')}
            />
            <TextField {...field('mobile')} type="tel" autoComplete="tel-national" dir="ltr" inputMode="numeric" maxLength={11} />
            <div>
              <Button variant="text" onClick={() => setValue('change_password', !changePassword, { shouldValidate: true })} aria-expanded={changePassword}>
                {changePassword ? t('account.settings.keep_password') : t('account.settings.change_password')}
              </Button>
            </div>
            {changePassword && (
              <Stack spacing={2}>
                <Divider />
                {user.has_password && <PasswordField {...passwordField('old_password')} />}
                <PasswordField {...passwordField('new_password')} />
                <PasswordField {...passwordField('confirm_password')} />
              </Stack>
            )}
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
                {t('account.settings.save')}
              </Button>
              <Button variant="outlined" onClick={close}>
                {t('account.settings.cancel')}
              </Button>
            </Stack>
          </Stack>
        </form>
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
    const res = await api.confirmEmail({ otp_token: code, recaptcha_token: captcha.token ?? undefined });
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
    <Alert severity="warning">
      <Text>{t('account.settings.pending_email', { email: user.pending_email })}</Text>
      <div className={s.confirmRow}>
        <OtpInput id="confirm-email-code" label={t('account.settings.confirm_code')} value={code} onChange={setCode} />
        <Button variant="contained" disabled={!isCompleteOtp(code) || busy || captcha.waiting} onClick={() => void confirm()}>
          {t('account.settings.confirm_email')}
        </Button>
      </div>
      {captcha.asked !== null && (
        <div className={s.gapTopSmall}>
          <AskedCaptcha captcha={captcha} notice={t('account.settings.confirm_captcha')} />
        </div>
      )}
    </Alert>
  );
}
