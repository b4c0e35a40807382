/**
 * The contact form (SPEC sections 5 and 7): react-hook-form + the shared Zod schema; messages
 * are keys of the `validation` namespace; server field errors (422) show under their fields.
 */
import { useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../i18n/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { CONTACT_COUNTRY_CODES } from '../../../shared/constants';
import { contactFormSchema, toContactPayload, type ContactForm as ContactValues } from '../../../shared/schemas/contact';
import { useApi } from '../../api/react';
import { useSubmissionKey } from '../../api/idempotency';
import { messageKey } from '../../i18n/message-key';
import { visuallyHidden } from '../../ui/a11y';
import { useFeedback } from '../../ui/feedback/feedback-provider';

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
    const { ref, ...rest } = register(name);
    return {
      ...rest,
      inputRef: ref,
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
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={`${idPrefix}-title`}>
      <Typography id={`${idPrefix}-title`} component="h2" variant="h3" sx={{ mb: 0.5 }}>
        {t('contact.title')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('contact.intro')}
      </Typography>
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField {...field('name')} autoComplete="name" />
          <TextField {...field('email')} type="email" autoComplete="email" slotProps={{ htmlInput: { dir: 'ltr' } }} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '7.5rem 1fr' }}>
          <TextField
            select
            name={code.name}
            onChange={code.onChange}
            onBlur={code.onBlur}
            inputRef={code.ref}
            id={`${idPrefix}-code`}
            label={t('contact.code')}
            defaultValue={initial.code}
            size="small"
            required
            error={!!errors.code}
            helperText={errorText('code')}
            // A native select always shows a value: the label sits above it from the server's HTML on
            // (MUI finds the field filled only once it runs in the browser).
            slotProps={{ select: { native: true }, htmlInput: { dir: 'ltr' }, inputLabel: { shrink: true } }}
          >
            {CONTACT_COUNTRY_CODES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </TextField>
          <TextField
            {...field('mobile')}
            type="tel"
            autoComplete="tel-national"
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 11 } }}
          />
        </Box>
        <TextField {...field('message')} multiline minRows={3} maxRows={8} />
        {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
        <Box aria-hidden="true" sx={visuallyHidden}>
          <label htmlFor={`${idPrefix}-website`}>{t('contact.website')}</label>
          <input id={`${idPrefix}-website`} type="text" tabIndex={-1} autoComplete="off" {...website} />
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={!isValid || isSubmitting} endIcon={<SendIcon sx={{ transform: 'var(--binaa-mirror, none)' }} />}>
            {isSubmitting ? t('contact.sending') : t('contact.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
