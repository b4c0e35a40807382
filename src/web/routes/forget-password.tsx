import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../i18n/react';
import { Alert } from '../ui/kit/alert';
import { Button } from '../ui/kit/button';
import { cx } from '../ui/kit/cx';
import { TextField } from '../ui/kit/field';
import { Stack, Text } from '../ui/kit/layout';
import { useApi } from '../api/react';
import { AccountPage } from '../features/accounts/account-page';
import { AskedCaptcha, useAskedCaptcha } from '../features/accounts/captcha';
import { errorText } from '../features/accounts/field-errors';
import { useFormSnackbar } from '../features/accounts/form-snackbar';
import { emailFormSchema, newPasswordFormSchema, type EmailForm, type NewPasswordForm } from '../features/accounts/forms';
import { isCompleteOtp } from '../features/accounts/otp';
import { OtpInput } from '../features/accounts/otp-input';
import { PasswordField } from '../features/accounts/password-field';
import s from '../features/accounts/accounts.module.css';
import text from '../ui/text-link.module.css';
import { dictionaries } from '../i18n/dictionaries';
import { messageKey } from '../i18n/message-key';
import { useFeedback } from '../ui/feedback/feedback-provider';
import { paths } from '../../shared/paths';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, rootSeo } from '../ui/seo';
import type { Route } from './+types/forget-password';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

export function meta({ matches }: Route.MetaArgs) {
  const { origin, lang } = rootSeo(matches);
  const d = dictionaries[lang].account.forgot;
  return buildSeo({ origin, lang, path: paths.forgetPassword(), title: d.title, description: d.intro, noindex: true });
}

type StepNo = 0 | 1 | 2;

/**
 * /forget-password (SPEC sections 2, 4, 8), three steps: 1 the e-mail (a code is sent); 2 the
 * 5 digits (moves on as soon as they are typed: nothing is checked yet); 3 the new password and
 * its confirmation, saved with the code; then /login with the message. A wrong code sends the
 * visitor back to step 2. After many requests for one address the server asks for the captcha
 * (422 on recaptcha_token, issue 15): step 1 shows the ALTCHA widget and sends again with its answer;
 * so does step 3 after many tries of codes for the address.
 */
export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const snackbar = useFormSnackbar();
  const [step, setStep] = useState<StepNo>(0);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const tr = (key: string) => t(messageKey(key));
  const captcha = useAskedCaptcha();
  const saveCaptcha = useAskedCaptcha();

  const emailForm = useForm<EmailForm>({ resolver: zodResolver(emailFormSchema), mode: 'onChange', defaultValues: { email: '' } });
  const passwordForm = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { new_password: '', confirm_password: '' },
  });

  const sendCode = emailForm.handleSubmit(async ({ email: address }) => {
    const res = await api.forgetPassword({ email: address.trim(), recaptcha_token: captcha.token ?? undefined });
    if (!res.ok) {
      if (captcha.afterSend(snackbar.showProblem(res.problem))) setStep(0);
      return;
    }
    captcha.afterSend(undefined);
    setEmail(address.trim());
    setCode('');
    feedback.toast(res.msg || t('account.code_sent'), 'info');
    setStep(1);
  });

  const onCode = (value: string) => {
    setCode(value);
    if (isCompleteOtp(value)) setStep(2);
  };

  const save = passwordForm.handleSubmit(async (values) => {
    if (saveCaptcha.waiting) return;
    const res = await api.changePassword({ email, otp_token: code, ...values, ...(saveCaptcha.token ? { recaptcha_token: saveCaptcha.token } : {}) });
    if (res.ok) {
      feedback.toast(res.msg || t('account.info'), 'info');
      await navigate(paths.login());
      return;
    }
    const fields = snackbar.showProblem(res.problem);
    if (saveCaptcha.afterSend(fields)) return; // the code was not checked: stay on this step
    if (fields.email) setStep(0);
    else if (fields.otp_token) {
      setCode('');
      setStep(1);
    } else {
      for (const name of ['new_password', 'confirm_password'] as const) {
        if (fields[name]?.[0]) passwordForm.setError(name, { type: 'server', message: fields[name][0] });
      }
    }
  });

  const steps = [t('account.forgot.step_email'), t('account.forgot.step_code'), t('account.forgot.step_password')];
  return (
    <AccountPage title={t('account.forgot.title')} intro={t('account.forgot.intro')}>
      <ol className={s.steps}>
        {steps.map((label, i) => (
          <li key={label} className={cx(s.step, i < step && s.stepDone, i === step && s.stepActive)} aria-current={i === step ? 'step' : undefined}>
            <span className={s.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>
      {step === 0 && (
        <form noValidate onSubmit={sendCode} aria-label={steps[0]}>
          <Stack spacing={2}>
            <TextField
              {...emailForm.register('email')}
              id="forgot-email"
              label={t('account.fields.email')}
              type="email"
              autoComplete="email"
              required
              fullWidth
              autoFocus
              error={!!emailForm.formState.errors.email}
              helperText={errorText(emailForm.formState.errors.email, tr)}
              dir="ltr"
            />
            <AskedCaptcha captcha={captcha} notice={t('account.forgot.captcha')} />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={!emailForm.formState.isValid || emailForm.formState.isSubmitting || captcha.waiting}
            >
              {t('account.forgot.send')}
            </Button>
          </Stack>
        </form>
      )}
      {step === 1 && (
        <Stack spacing={2}>
          <Alert severity="info">{t('account.forgot.code_sent_to', { email })}</Alert>
          <OtpInput id="forgot-code" label={t('account.otp.label')} value={code} onChange={onCode} autoFocus />
          <Stack direction="row" justifyContent="space-between">
            <Button variant="text" onClick={() => setStep(0)}>
              {t('account.forgot.change_email')}
            </Button>
            <Button variant="text" onClick={() => void sendCode()}>
              {t('account.resend')}
            </Button>
          </Stack>
        </Stack>
      )}
      {step === 2 && (
        <form noValidate onSubmit={save} aria-label={steps[2]}>
          <Stack spacing={2}>
            <PasswordField
              {...passwordForm.register('new_password')}
              id="forgot-new-password"
              label={t('account.fields.new_password')}
              autoComplete="new-password"
              required
              fullWidth
              autoFocus
              error={!!passwordForm.formState.errors.new_password}
              helperText={errorText(passwordForm.formState.errors.new_password, tr)}
            />
            <PasswordField
              {...passwordForm.register('confirm_password')}
              id="forgot-confirm-password"
              label={t('account.fields.confirm_password')}
              autoComplete="new-password"
              required
              fullWidth
              error={!!passwordForm.formState.errors.confirm_password}
              helperText={errorText(passwordForm.formState.errors.confirm_password, tr)}
            />
            <AskedCaptcha captcha={saveCaptcha} notice={t('account.forgot.captcha_save')} />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={!passwordForm.formState.isValid || passwordForm.formState.isSubmitting || saveCaptcha.waiting}
            >
              {t('account.forgot.save')}
            </Button>
            <Button variant="text" onClick={() => setStep(1)}>
              {t('account.forgot.back_to_code')}
            </Button>
          </Stack>
        </form>
      )}
      <Text variant="body2" align="center" className={s.gapTop}>
        <Link to={paths.login()} className={text.link}>
          {t('account.forgot.back_to_login')}
        </Link>
      </Text>
      {snackbar.element}
    </AccountPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
