import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../i18n/react';
import { Button } from '../ui/kit/button';
import { HelperText, TextField } from '../ui/kit/field';
import { Text, VisuallyHidden } from '../ui/kit/layout';
import { HONEYPOT_FIELD } from '../../shared/schemas/accounts';
import { useApi } from '../api/react';
import { useSubmissionKey } from '../api/idempotency';
import { AccountPage } from '../features/accounts/account-page';
import { Captcha } from '../features/accounts/captcha';
import { applyFieldErrors, errorText } from '../features/accounts/field-errors';
import { useFormSnackbar } from '../features/accounts/form-snackbar';
import { registerFormSchema, type RegisterForm } from '../features/accounts/forms';
import { PasswordField } from '../features/accounts/password-field';
import { useEndSessionOnOpen } from '../features/accounts/use-end-session';
import s from '../features/accounts/accounts.module.css';
import text from '../ui/text-link.module.css';
import { dictionaries } from '../i18n/dictionaries';
import { messageKey } from '../i18n/message-key';
import { useFeedback } from '../ui/feedback/feedback-provider';
import { paths } from '../../shared/paths';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, rootSeo } from '../ui/seo';
import type { Route } from './+types/sign-up';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

export function meta({ matches }: Route.MetaArgs) {
  const { origin, lang } = rootSeo(matches);
  const d = dictionaries[lang].account.register;
  return buildSeo({ origin, lang, path: paths.signUp(), title: d.title, description: d.intro, noindex: true });
}

const DEFAULTS: RegisterForm = { name: '', username: '', email: '', mobile: '', password: '', confirm_password: '', website: '' };
const FIELDS = ['name', 'username', 'email', 'mobile', 'password', 'confirm_password'] as const;

/**
 * /sign-up (SPEC sections 2, 4, 5, 8): the registration form with the captcha. Register stays
 * disabled until the form is valid and the captcha solved; success goes to /activate-account.
 */
export default function SignUpPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const snackbar = useFormSnackbar();
  useEndSessionOnOpen();
  const [token, setToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const onToken = useCallback((value: string | null) => {
    setToken(value);
    if (value) setCaptchaError(null);
  }, []);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<RegisterForm>({ resolver: zodResolver(registerFormSchema), mode: 'onTouched', defaultValues: DEFAULTS });

  // One account per submission (decision 020): a second tap while it is on its way sends nothing,
  // and the Idempotency-Key makes any resend of it answer the first answer.
  const submission = useSubmissionKey();
  const sending = useRef(false);
  const onSubmit = handleSubmit(async (values) => {
    if (!token || sending.current) return;
    sending.current = true;
    const payload = { ...values, recaptcha_token: token };
    const res = await api.register(payload, submission.keyFor(payload)).finally(() => (sending.current = false));
    if (res.ok) {
      submission.done();
      feedback.toast(res.msg || t('account.register.success'));
      await navigate(paths.activateAccount(res.data.email));
      return;
    }
    // A captcha answer is accepted once: whatever went wrong, the visitor solves a new one.
    setCaptchaReset((n) => n + 1);
    const fields = snackbar.showProblem(res.problem);
    applyFieldErrors(fields, FIELDS, setError);
    if (fields.recaptcha_token?.[0]) setCaptchaError(fields.recaptcha_token[0]);
  });

  const tr = (key: string) => t(messageKey(key));
  const field = (name: (typeof FIELDS)[number]) => ({
    ...register(name),
    id: `sign-up-${name}`,
    label: t(`account.fields.${name}`),
    error: !!errors[name],
    helperText: errorText(errors[name], tr),
    required: true,
    fullWidth: true,
  });
  const honeypot = register(HONEYPOT_FIELD as 'website');

  return (
    <AccountPage title={t('account.register.title')} intro={t('account.register.intro')} maxWidth="md">
      <form noValidate onSubmit={onSubmit} aria-label={t('account.register.title')}>
        <div className={s.grid}>
          <TextField {...field('name')} autoComplete="name" />
          <TextField {...field('username')} autoComplete="username" dir="ltr" />
          <TextField {...field('email')} type="email" autoComplete="email" dir="ltr" />
          <TextField {...field('mobile')} type="tel" autoComplete="tel-national" dir="ltr" inputMode="numeric" maxLength={11} />
          <PasswordField {...field('password')} autoComplete="new-password" />
          <PasswordField {...field('confirm_password')} autoComplete="new-password" />
        </div>
        {/* Honeypot: off-screen and hidden from assistive technology; bots fill it. */}
        <div aria-hidden="true">
          <VisuallyHidden>
            <label htmlFor="sign-up-website">{t('account.fields.website')}</label>
            <input id="sign-up-website" type="text" tabIndex={-1} autoComplete="off" {...honeypot} />
          </VisuallyHidden>
        </div>
        <Text variant="body2" color="secondary" className={s.captchaNote}>
          {t('account.register.captcha')}
        </Text>
        <div className={s.captchaBox}>
          <Captcha onToken={onToken} resetKey={captchaReset} />
          {captchaError && <HelperText error>{captchaError}</HelperText>}
        </div>
        <div className={s.actions}>
          <Button type="submit" variant="contained" size="large" disabled={!isValid || !token || isSubmitting} className={s.submitWide}>
            {isSubmitting ? t('account.register.submitting') : t('account.register.submit')}
          </Button>
          <Text variant="body2">
            {t('account.register.have_account')}{' '}
            <Link to={paths.login()} className={`${text.link} ${s.strong}`}>
              {t('auth.login')}
            </Link>
          </Text>
        </div>
      </form>
      {snackbar.element}
    </AccountPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
