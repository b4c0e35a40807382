import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../i18n/react';
import { Alert } from '../ui/kit/alert';
import { Button } from '../ui/kit/button';
import { TextField } from '../ui/kit/field';
import { Stack, Text } from '../ui/kit/layout';
import { EMAIL_PATTERN } from '../../shared/validation';
import { useApi } from '../api/react';
import { AccountPage } from '../features/accounts/account-page';
import { AskedCaptcha, useAskedCaptcha } from '../features/accounts/captcha';
import { useFormSnackbar } from '../features/accounts/form-snackbar';
import { isCompleteOtp } from '../features/accounts/otp';
import { OtpInput } from '../features/accounts/otp-input';
import s from '../features/accounts/accounts.module.css';
import { dictionaries } from '../i18n/dictionaries';
import { useFeedback } from '../ui/feedback/feedback-provider';
import { paths } from '../../shared/paths';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, rootSeo } from '../ui/seo';
import { useSession } from '../ui/session';
import type { Route } from './+types/activate-account';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

export function meta({ matches }: Route.MetaArgs) {
  const { origin, lang } = rootSeo(matches);
  const d = dictionaries[lang].account.activate;
  return buildSeo({ origin, lang, path: '/activate-account', title: d.title, description: d.intro, noindex: true });
}

/**
 * /activate-account?email=… (SPEC sections 2, 4, 5, 8): the e-mail (prefilled), the 5-digit code,
 * a "check your mail" banner and a resend link. Success signs the user in and goes to
 * /subscription-packages. After many tries for one address the server asks for the captcha (422
 * on recaptcha_token, issue 15): the form shows the ALTCHA widget and sends again with its answer.
 */
export default function ActivateAccountPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const { user, setUser } = useSession();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  // The page is shared: the signed-in reader's address arrives after hydration (ui/session.tsx).
  const knownEmail = user?.email;
  useEffect(() => {
    if (knownEmail) setEmail((typed) => typed || knownEmail);
  }, [knownEmail]);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const snackbar = useFormSnackbar();
  const captcha = useAskedCaptcha();
  const emailValid = EMAIL_PATTERN.test(email.trim());
  const canSubmit = emailValid && isCompleteOtp(code) && !busy && !captcha.waiting;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    const res = await api.activate({ email: email.trim(), otp_token: code, ...(captcha.token ? { recaptcha_token: captcha.token } : {}) });
    setBusy(false);
    if (res.ok) {
      setUser(res.data.user);
      feedback.toast(res.msg || t('account.activate.success'));
      await navigate(paths.subscriptionPackages());
      return;
    }
    // Asked for the captcha: the code was not checked, so it stays.
    if (!captcha.afterSend(snackbar.showProblem(res.problem))) setCode('');
  };

  const resend = async () => {
    if (!emailValid) return;
    setResending(true);
    const res = await api.resendActivation({ email: email.trim() });
    setResending(false);
    if (res.ok) feedback.toast(res.msg || t('account.code_sent'), 'info');
    else snackbar.showProblem(res.problem);
  };

  return (
    <AccountPage title={t('account.activate.title')}>
      <Alert severity="info" className={s.gapBottomLarge}>
        {t('account.activate.check_mail')}
      </Alert>
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('account.activate.title')}>
        <Stack spacing={3}>
          <TextField
            id="activate-email"
            label={t('account.fields.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            fullWidth
            error={email !== '' && !emailValid}
            helperText={email !== '' && !emailValid ? t('validation.email_invalid') : undefined}
            dir="ltr"
          />
          <div>
            <Text id="activate-code-label" className={s.codeLabel}>
              {t('account.otp.label')}
            </Text>
            <OtpInput id="activate-code" label={t('account.otp.label')} value={code} onChange={setCode} autoFocus={!!email} />
          </div>
          <AskedCaptcha captcha={captcha} notice={t('account.activate.captcha')} />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={!canSubmit}>
            {busy ? t('account.activate.submitting') : t('account.activate.submit')}
          </Button>
          <Text variant="body2" align="center">
            {t('account.activate.no_code')}{' '}
            <Button variant="text" size="small" onClick={() => void resend()} disabled={!emailValid || resending} className={s.inlineButton}>
              {t('account.resend')}
            </Button>
          </Text>
        </Stack>
      </form>
      {snackbar.element}
    </AccountPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
