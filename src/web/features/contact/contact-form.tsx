/**
 * The contact form (SPEC sections 5 and 7): react-hook-form + the shared Zod schema; messages
 * are keys of the `validation` namespace; server field errors (422) show under their fields.
 */
import { useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../i18n/react';
import { CONTACT_COUNTRY_CODES } from '../../../shared/constants';
import { contactFormSchema, toContactPayload, type ContactForm as ContactValues } from '../../../shared/schemas/contact';
import { useApi } from '../../api/react';
import { useSubmissionKey } from '../../api/idempotency';
import { messageKey } from '../../i18n/message-key';
import { visuallyHidden } from '../../ui/a11y';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { Button } from '../../ui/kit/button';
import { SelectField, TextArea, TextField } from '../../ui/kit/field';
import { Icon } from '../../ui/kit/icon';
import { iconSend } from '../../ui/kit/icons';
import s from './contact-form.module.css';

const DEFAULTS: ContactValues = { name: '', email: '', code: '+20', mobile: '', message: '', website: '' };
/** API field → form field (the API takes `phone` = code + mobile). */
const FIELD_OF: Record<string, Path<ContactValues>> = { phone: 'mobile', name: 'name', email: 'email', code: 'code', message: 'message' };

export default function ContactForm({
  idPrefix = 'contact',
  initialValues,
}: {
  idPrefix?: string;
  /** What the visitor typed into the server-rendered form before its code arrived (ui/deferred.tsx). */
  initialValues?: Partial<ContactValues>;
}) {
  const { t } = useTranslation();
  const [initial] = useState(() => ({ ...DEFAULTS, ...initialValues }));
  const api = useApi();
  const feedback = useFeedback();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ContactValues>({ resolver: zodResolver(contactFormSchema), mode: 'onTouched', defaultValues: initial });

  // One message per submission (decision 020): a second tap while it is on its way sends nothing,
  // and the Idempotency-Key makes any resend of it (a retry, a resubmission) answer the first answer.
  const submission = useSubmissionKey();
  const sending = useRef(false);
  const onSubmit = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    const payload = toContactPayload(values);
    const res = await api.contactUs(payload, submission.keyFor(payload)).finally(() => (sending.current = false));
    if (res.ok) {
      submission.done();
      feedback.toast(res.msg || t('contact.thanks'));
      reset(DEFAULTS);
      return;
    }
    const fields = feedback.report(res.problem);
    if (fields) {
      for (const [field, messages] of Object.entries(fields)) {
        const target = FIELD_OF[field];
        if (target && messages[0]) setError(target, { type: 'server', message: messages[0] }, { shouldFocus: true });
      }
    }
  });

  const errorText = (name: keyof ContactValues) => {
    const e = errors[name];
    if (!e) return undefined;
    return e.type === 'server' ? e.message : t(messageKey(e.message));
  };
  const field = (name: Exclude<keyof ContactValues, 'code' | 'website'>) => {
    return {
      ...register(name),
      id: `${idPrefix}-${name}`,
      label: t(`contact.${name}`),
      error: !!errors[name],
      helperText: errorText(name),
      fullWidth: true,
      size: 'small' as const,
      required: true,
    };
  };
  const code = register('code');
  const website = register('website');

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className={s.title}>
        {t('contact.title')}
      </h2>
      <p className={s.intro}>{t('contact.intro')}</p>
      <div className={s.fields}>
        <div className={s.pair}>
          <TextField {...field('name')} autoComplete="name" />
          <TextField {...field('email')} type="email" autoComplete="email" dir="ltr" />
        </div>
        <div className={s.phone}>
          <SelectField
            {...code}
            id={`${idPrefix}-code`}
            label={t('contact.code')}
            defaultValue={initial.code}
            size="small"
            required
            error={!!errors.code}
            helperText={errorText('code')}
            dir="ltr"
          >
            {CONTACT_COUNTRY_CODES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          <TextField {...field('mobile')} type="tel" autoComplete="tel-national" dir="ltr" inputMode="numeric" maxLength={11} />
        </div>
        <TextArea {...field('message')} rows={3} />
        {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
        <div aria-hidden="true" style={visuallyHidden}>
          <label htmlFor={`${idPrefix}-website`}>{t('contact.website')}</label>
          <input id={`${idPrefix}-website`} type="text" tabIndex={-1} autoComplete="off" {...website} />
        </div>
        <div>
          <Button type="submit" variant="contained" disabled={!isValid || isSubmitting} endIcon={<Icon path={iconSend} mirrored size="small" />}>
            {isSubmitting ? t('contact.sending') : t('contact.send')}
          </Button>
        </div>
      </div>
    </form>
  );
}
