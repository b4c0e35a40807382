/**
 * The content pages (privacy policy, return policy, terms, FAQ): a page is picked, then its titles,
 * summaries and bodies (rich text, ui/admin/rich-text-editor.tsx) in Arabic and English and whether
 * it is shown; saved as a whole (pages domain; the server sanitises the bodies).
 */
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { paths } from '../../../../shared/paths';
import {
  PAGE_SUMMARY_MAX,
  PAGE_TITLE_MAX,
  adminContentPageBody,
  type AdminContentPage,
  type AdminContentPageBody,
  type AdminContentPageInput,
  type AdminContentPageSummary,
} from '../../../../shared/schemas/content-admin';
import { Loaded } from '../../../ui/admin/admin-page';
import { useAdminApi, useAdminData } from '../../../ui/admin/api';
import { showServerErrors, useFieldMessage } from '../../../ui/admin/form-errors';
import { useAdminT } from '../../../ui/admin/i18n';
import { useCanWrite } from '../../../ui/admin/me';
import { RichTextEditor } from '../../../ui/admin/rich-text-editor';
import { useFeedback } from '../../../ui/feedback/feedback-provider';
import styles from './content.module.css';
import { formatShortDate } from '../../../../shared/format';

const FIELDS = ['title_ar', 'title_en', 'summary_ar', 'summary_en', 'body_ar', 'body_en', 'is_active'] as const;

const formOf = (p: AdminContentPage): AdminContentPageInput => ({
  title_ar: p.title_ar,
  title_en: p.title_en,
  summary_ar: p.summary_ar,
  summary_en: p.summary_en,
  body_ar: p.body_ar,
  body_en: p.body_en,
  is_active: p.is_active,
});

function PageForm({ page, onSaved }: { page: AdminContentPage; onSaved: (page: AdminContentPage) => void }) {
  const { t } = useAdminT();
  const admin = useAdminApi();
  const feedback = useFeedback();
  const message = useFieldMessage();
  const canWrite = useCanWrite('content');
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AdminContentPageInput, unknown, AdminContentPageBody>({
    resolver: zodResolver(adminContentPageBody),
    mode: 'onTouched',
    defaultValues: formOf(page),
  });
  const save = handleSubmit(async (body) => {
    const res = await admin.send<AdminContentPage>(`content/pages/${page.id}`, { method: 'PUT', body });
    if (res.ok) {
      feedback.toast(t('common.saved'), 'success');
      return onSaved(res.data);
    }
    if (res.problem.kind === 'validation') showServerErrors(res.problem.fields, FIELDS, setError);
    else feedback.toast(res.problem.kind === 'offline' ? t('shell.load_failed') : res.problem.msg, 'error');
  });
  const text = (name: 'title_ar' | 'title_en' | 'summary_ar' | 'summary_en') => {
    const lang = name.endsWith('_ar') ? 'ar' : 'en';
    const summary = name.startsWith('summary');
    return (
      <TextField
        {...register(name)}
        id={`page-${name}`}
        label={t(`content.${name}`)}
        fullWidth
        size="small"
        multiline={summary}
        minRows={summary ? 2 : undefined}
        disabled={!canWrite}
        error={!!errors[name]}
        helperText={message(errors[name]) ?? (summary ? t('content.summary_help') : undefined)}
        slotProps={{ htmlInput: { dir: lang === 'ar' ? 'rtl' : 'ltr', lang, maxLength: summary ? PAGE_SUMMARY_MAX : PAGE_TITLE_MAX } }}
      />
    );
  };
  const body = (name: 'body_ar' | 'body_en') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RichTextEditor
          id={`page-${name}`}
          label={t(`content.${name}`)}
          lang={name === 'body_ar' ? 'ar' : 'en'}
          blockDir="auto"
          value={field.value ?? ''}
          onChange={field.onChange}
          error={message(errors[name])}
        />
      )}
    />
  );
  return (
    <Stack component="form" spacing={2} onSubmit={(e) => void save(e)} noValidate>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>{text('title_ar')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{text('title_en')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{text('summary_ar')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{text('summary_en')}</Grid>
          <Grid size={12}>
            <Controller
              control={control}
              name="is_active"
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} disabled={!canWrite} />}
                  label={t('content.page_active')}
                />
              )}
            />
          </Grid>
        </Grid>
      </Paper>
      {body('body_ar')}
      {body('body_en')}
      {canWrite && (
        <Box className={styles.saveBar}>
          <Button type="submit" variant="contained" disabled={isSubmitting || !isDirty}>
            {t('common.save')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function PageLoader({ id }: { id: number }) {
  const { state, reload } = useAdminData<AdminContentPage>(`content/pages/${id}`);
  const [saved, setSaved] = useState<AdminContentPage | null>(null);
  return (
    <Loaded state={state} reload={reload}>
      {(loaded) => {
        const page = saved?.id === id ? saved : loaded;
        // A new key after a save: the editors start again from the stored (sanitised) bodies.
        return <PageForm key={`${page.id}:${page.updated_at}`} page={page} onSaved={setSaved} />;
      }}
    </Loaded>
  );
}

export function PagesPanel() {
  const { t, i18n } = useAdminT();
  const { state, reload } = useAdminData<AdminContentPageSummary[]>('content/pages');
  const [picked, setPicked] = useState<number | null>(null);
  return (
    <Loaded state={state} reload={reload}>
      {(pages) => {
        const current = pages.find((p) => p.id === picked) ?? pages[0];
        if (!current) return null;
        return (
          <Stack spacing={2}>
            <Box className={styles.row}>
              <TextField
                select
                size="small"
                label={t('content.page')}
                value={current.id}
                onChange={(e) => setPicked(Number(e.target.value))}
                className={styles.grow}
                sx={{ maxWidth: 420 }}
              >
                {pages.map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {i18n.language === 'ar' ? p.title_ar : p.title_en}
                  </MenuItem>
                ))}
              </TextField>
              <Typography variant="body2" color="textSecondary">
                {t('content.updated', { date: formatShortDate(current.updated_at, i18n.language) })}
              </Typography>
              <Button size="small" href={paths.sitePage(current.slug)} target="_blank" rel="noopener" endIcon={<OpenInNewIcon />}>
                {t('content.open_page')}
              </Button>
            </Box>
            <PageLoader key={current.id} id={current.id} />
          </Stack>
        );
      }}
    </Loaded>
  );
}
