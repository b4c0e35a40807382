/**
 * The add-job form (SPEC sections 4, 5 and 7): e-mail, title, requirements, attendance date (not
 * after today, Cairo), the optional salary range (from ≤ to); react-hook-form + the shared Zod
 * schema. The single inputs are sent as SPEC's payload with their Arabic and English copies.
 */
import { useRef } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { todayIso } from '../../../shared/dates';
import { JOB_REQUIREMENTS_MAX, JOB_TITLE_MAX, jobFormSchema, toJobPayload, type JobForm, type JobFormInput } from '../../../shared/schemas/jobs';
import type { ApiProblem } from '../../api/errors';
import { useSubmissionKey } from '../../api/idempotency';
import { useApi } from '../../api/react';
import { formatDate } from '../../../shared/format';
import { messageKey } from '../../i18n/message-key';
import { useTranslation } from '../../i18n/react';
import { visuallyHidden } from '../../ui/a11y';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { Button } from '../../ui/kit/button';
import { TextArea, TextField } from '../../ui/kit/field';
import styles from './jobs.module.css';

const DEFAULTS: JobFormInput = { email: '', title: '', requirements: '', attendance_date: '', salary_from: '', salary_to: '', website: '' };
/** API fields → the form's (the copies belong to the single inputs). */
const FIELD_OF: Record<string, Path<JobFormInput>> = {
  email: 'email',
  title: 'title',
  title_en: 'title',
  title_ar: 'title',
  requirements: 'requirements',
  requirements_en: 'requirements',
  requirements_ar: 'requirements',
  attendance_date: 'attendance_date',
  salary_from: 'salary_from',
  salary_to: 'salary_to',
};

export default function JobFormCard({ onSaved, onProblem }: { onSaved(): void; onProblem(problem: ApiProblem): boolean }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const feedback = useFeedback();
  const submission = useSubmissionKey();
  const sending = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<JobFormInput, unknown, JobForm>({ resolver: zodResolver(jobFormSchema), mode: 'onTouched', defaultValues: DEFAULTS });

  const onSubmit = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    const payload = toJobPayload(values);
    const res = await api.postJob(payload, submission.keyFor(payload)).finally(() => (sending.current = false));
    if (res.ok) {
      submission.done();
      feedback.toast(res.msg);
      reset(DEFAULTS);
      onSaved();
      return;
    }
    if (onProblem(res.problem)) return;
    const fields = feedback.report(res.problem);
    for (const [field, messages] of Object.entries(fields ?? {})) {
      const target = FIELD_OF[field];
      if (target && messages[0]) setError(target, { type: 'server', message: messages[0] }, { shouldFocus: true });
    }
  });

  const errorText = (name: keyof JobFormInput) => {
    const e = errors[name];
    if (!e) return undefined;
    return e.type === 'server' ? e.message : t(messageKey(e.message));
  };
  const field = (name: 'email' | 'title' | 'requirements' | 'salary_from' | 'salary_to', required = true) => {
    return {
      ...register(name),
      id: `job-${name}`,
      label: t(name === 'title' ? 'jobs.job_title' : `jobs.${name}`),
      error: !!errors[name],
      helperText: errorText(name),
      fullWidth: true,
      size: 'small' as const,
      required,
    };
  };
  const website = register('website');
  const today = todayIso();

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="job-form-title" className={styles.form}>
      <h2 id="job-form-title" className={styles.formTitle}>
        {t('jobs.form_title')}
      </h2>
      <div className={styles.formFields}>
        <div className={styles.formPair}>
          <TextField {...field('title')} maxLength={JOB_TITLE_MAX} />
          <TextField {...field('email')} type="email" autoComplete="email" dir="ltr" />
        </div>
        <TextArea {...field('requirements')} rows={3} maxLength={JOB_REQUIREMENTS_MAX} />
        <div className={styles.formTriple}>
          {/* The browser's own date field (issue 29): not after today in Cairo (SPEC section 5). */}
          <TextField
            {...register('attendance_date')}
            id="job-attendance_date"
            type="date"
            label={t('jobs.attendance_date')}
            max={today}
            fullWidth
            size="small"
            error={!!errors.attendance_date}
            // The browser writes the day in its own locale's order: the site's way under it (ui/date-field.tsx).
            helperText={errorText('attendance_date') ?? formatDate(watch('attendance_date'), i18n.language)}
          />
          <TextField {...field('salary_from', false)} inputMode="decimal" dir="ltr" />
          <TextField {...field('salary_to', false)} inputMode="decimal" dir="ltr" />
        </div>
        {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
        <div aria-hidden="true" style={visuallyHidden}>
          <label htmlFor="job-website">{t('jobs.website')}</label>
          <input id="job-website" type="text" tabIndex={-1} autoComplete="off" {...website} />
        </div>
        <div>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? t('jobs.saving') : t('jobs.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
