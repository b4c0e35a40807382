import { useNavigate } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../i18n/react';
import { Alert } from '../ui/kit/alert';
import { Button } from '../ui/kit/button';
import { TextField } from '../ui/kit/field';
import { AccountPage } from '../features/accounts/account-page';
import { cardFormSchema, formatCardNumber, formatExpiry, type CardForm } from '../features/accounts/card';
import { errorText } from '../features/accounts/field-errors';
import s from '../features/accounts/accounts.module.css';
import { dictionaries } from '../i18n/dictionaries';
import { messageKey } from '../i18n/message-key';
import { useFeedback } from '../ui/feedback/feedback-provider';
import { paths } from '../../shared/paths';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, rootSeo } from '../ui/seo';
import type { Route } from './+types/sign-up-step2';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

export function meta({ matches }: Route.MetaArgs) {
  const { origin, lang } = rootSeo(matches);
  const d = dictionaries[lang].account.step2;
  return buildSeo({ origin, lang, path: paths.signUpStep2(), title: d.title, description: d.intro, noindex: true });
}

const DEFAULTS: CardForm = { first_name: '', last_name: '', card_number: '', expiry: '', security_code: '' };
type Field = keyof CardForm;

/**
 * /sign-up/step2, "Add Payment Method" (SPEC section 2): the card form and its rules, checked in
 * the browser only. The card data is never sent anywhere nor stored (docs/architecture.md): this page
 * makes no call with it, "Add And Continue" only says the subscription is done and goes home.
 */
export default function SignUpStep2Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isValid },
  } = useForm<CardForm>({ resolver: zodResolver(cardFormSchema), mode: 'onTouched', defaultValues: DEFAULTS });

  const onSubmit = handleSubmit(async () => {
    reset(DEFAULTS);
    feedback.toast(t('account.step2.done'));
    await navigate(paths.home());
  });

  const tr = (key: string) => t(messageKey(key));
  const input = (
    name: Field,
    props: { autoComplete: string; ltr?: boolean; format?: (v: string) => string; inputMode?: 'numeric'; maxLength?: number; placeholder?: string },
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          onChange={(e) => field.onChange(props.format ? props.format(e.target.value) : e.target.value)}
          id={`card-${name}`}
          label={t(`account.step2.${name}`)}
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          required
          fullWidth
          error={!!fieldState.error}
          helperText={errorText(fieldState.error, tr)}
          dir={props.ltr ? 'ltr' : undefined}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
        />
      )}
    />
  );

  return (
    <AccountPage title={t('account.step2.title')} intro={t('account.step2.intro')}>
      <Alert severity="info" className={s.gapBottomLarge}>
        {t('account.step2.not_stored')}
      </Alert>
      <form noValidate onSubmit={onSubmit} aria-label={t('account.step2.title')}>
        <div className={s.grid}>
          {input('first_name', { autoComplete: 'cc-given-name' })}
          {input('last_name', { autoComplete: 'cc-family-name' })}
          <div className={s.wide}>
            {input('card_number', { autoComplete: 'cc-number', ltr: true, format: formatCardNumber, inputMode: 'numeric', maxLength: 23 })}
          </div>
          {input('expiry', { autoComplete: 'cc-exp', ltr: true, format: formatExpiry, inputMode: 'numeric', maxLength: 5, placeholder: 'MM/YY' })}
          {input('security_code', { autoComplete: 'cc-csc', ltr: true, format: (v) => v.replace(/\D/g, '').slice(0, 4), inputMode: 'numeric', maxLength: 4 })}
        </div>
        <div className={s.actions}>
          <Button type="submit" variant="contained" size="large" disabled={!isValid}>
            {t('account.step2.submit')}
          </Button>
          <Button variant="outlined" size="large" onClick={() => void navigate(paths.home())}>
            {t('account.step2.free')}
          </Button>
        </div>
      </form>
    </AccountPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
