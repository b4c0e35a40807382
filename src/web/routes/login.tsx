import { useState } from 'react';
import { Link, useNavigate, useRouteLoaderData, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../i18n/react';
import { Alert } from '../ui/kit/alert';
import { Button } from '../ui/kit/button';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '../ui/kit/dialog';
import { TextField } from '../ui/kit/field';
import { Icon } from '../ui/kit/icon';
import { iconGoogle } from '../ui/kit/icons';
import { Stack, Text } from '../ui/kit/layout';
import { useApi } from '../api/react';
import { AccountPage } from '../features/accounts/account-page';
import { AskedCaptcha, useAskedCaptcha } from '../features/accounts/captcha';
import { applyFieldErrors, errorText } from '../features/accounts/field-errors';
import { useFormSnackbar } from '../features/accounts/form-snackbar';
import { loginFormSchema, type LoginForm } from '../features/accounts/forms';
import { PasswordField } from '../features/accounts/password-field';
import { useEndSessionOnOpen } from '../features/accounts/use-end-session';
import s from '../features/accounts/accounts.module.css';
import text from '../ui/text-link.module.css';
import { dictionaries } from '../i18n/dictionaries';
import { messageKey } from '../i18n/message-key';
import { useFeedback } from '../ui/feedback/feedback-provider';
import { paths, safeNext } from '../../shared/paths';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, rootSeo } from '../ui/seo';
import { useSession } from '../ui/session';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/login';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

export function meta({ matches }: Route.MetaArgs) {
  const { origin, lang } = rootSeo(matches);
  const d = dictionaries[lang].account.login;
  return buildSeo({ origin, lang, path: paths.login(), title: d.title, description: d.intro, noindex: true });
}

/** The server's social sign-in route (another part of the accounts issue); shown when configured. */
const GOOGLE_SIGN_IN = '/auth/google?next=/';

/**
 * /login (SPEC sections 2, 4, 8): username or e-mail and password; Enter submits. After repeated
 * failures of an account the server asks for the captcha (422 on recaptcha_token, issue 15): the
 * ALTCHA widget of the register form appears, and the form is sent again with its answer.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const { setUser } = useSession();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const [params] = useSearchParams();
  const [wrong, setWrong] = useState<string | null>(null);
  const captcha = useAskedCaptcha();
  const snackbar = useFormSnackbar();
  useEndSessionOnOpen();
  // The server lists the configured providers; none (or an older answer without the field): no button.
  const google = (root?.site?.social_providers ?? []).includes('google');

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(loginFormSchema), mode: 'onChange', defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    if (captcha.waiting) return;
    const res = await api.login(captcha.token ? { ...values, recaptcha_token: captcha.token } : values);
    if (res.ok) {
      setUser(res.data.user);
      feedback.toast(res.msg || t('account.login.success'));
      // Back where the visitor was sent from (/subscription-packages, /choose-plan…): local paths only.
      await navigate(safeNext(params.get('next')) ?? paths.home());
      return;
    }
    const { problem } = res;
    if (captcha.afterSend(problem.kind === 'validation' ? problem.fields : undefined)) {
      snackbar.showProblem(problem);
    } else if (problem.kind === 'validation' && Object.keys(problem.fields).length > 0) {
      // SPEC 8: with data, the first message of each field in a snackbar.
      applyFieldErrors(problem.fields, ['username', 'password'], setError);
      snackbar.showProblem(problem);
    } else if (problem.kind === 'validation' || problem.kind === 'check') {
      setWrong(problem.msg || t('account.error'));
    } else {
      snackbar.showProblem(problem);
    }
  });

  const tr = (key: string) => t(messageKey(key));
  return (
    <AccountPage title={t('account.login.title')} intro={t('account.login.intro')}>
      {params.get('social_error') && (
        <Alert severity="error" className={s.gapBottom}>
          {t('account.login.social_failed')}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} aria-label={t('account.login.title')}>
        <Stack spacing={2}>
          <TextField
            {...register('username')}
            id="login-username"
            label={t('account.fields.username_or_email')}
            autoComplete="username"
            required
            fullWidth
            autoFocus
            error={!!errors.username}
            helperText={errorText(errors.username, tr)}
            dir="ltr"
          />
          <PasswordField
            {...register('password')}
            id="login-password"
            label={t('account.fields.password')}
            autoComplete="current-password"
            required
            fullWidth
            error={!!errors.password}
            helperText={errorText(errors.password, tr)}
          />
          <AskedCaptcha captcha={captcha} notice={t('account.login.captcha')} />
          <Text variant="body2" className={s.end}>
            <Link to={paths.forgetPassword()} className={text.link}>
              {t('account.login.forgot')}
            </Link>
          </Text>
          <Button type="submit" variant="contained" size="large" disabled={!isValid || isSubmitting || captcha.waiting} fullWidth>
            {isSubmitting ? t('account.login.submitting') : t('account.login.submit')}
          </Button>
        </Stack>
      </form>
      {google && (
        <>
          <div role="separator" className={s.or}>
            {t('account.or')}
          </div>
          <Button href={GOOGLE_SIGN_IN} variant="outlined" size="large" fullWidth startIcon={<Icon path={iconGoogle} />}>
            {t('account.login.google')}
          </Button>
        </>
      )}
      <Text variant="body2" align="center" className={s.gapTop}>
        {t('account.login.no_account')}{' '}
        <Link to={paths.signUp()} className={`${text.link} ${s.strong}`}>
          {t('auth.sign_up')}
        </Link>
      </Text>
      <Dialog open={wrong !== null} onClose={() => setWrong(null)} maxWidth="sm">
        <DialogTitle>{t('account.login.wrong_title')}</DialogTitle>
        <DialogContent>
          <Text id="login-wrong-body" color="secondary">
            {wrong}
          </Text>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setWrong(null)} autoFocus>
            {t('account.ok')}
          </Button>
        </DialogActions>
      </Dialog>
      {snackbar.element}
    </AccountPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
