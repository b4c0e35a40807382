/**
 * An ad's form in a dialog (new or existing): slot, language, titles, link, active window,
 * priority, switch, and its picture (checked and resized by the server to the slot's size). An
 * existing ad also offers its preview on the public page and its deletion. Full screen on a phone.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UploadIcon from '@mui/icons-material/Upload';
import { adSlotPlace, adSlotSize } from '../../../../shared/ad-slots';
import { ALL_AD_CODES } from '../../../../shared/constants';
import { todayIso } from '../../../../shared/dates';
import {
  AD_IMAGE_TYPES,
  adminAdBody,
  adminAdBodyOf,
  type AdminAd,
  type AdminAdBody,
  type AdminAdInput,
  type AdPreviewLink,
} from '../../../../shared/schemas/ads-admin';
import type { ApiProblem } from '../../../api/errors';
import { useSubmissionKey } from '../../../api/idempotency';
import { useAdminApi } from '../../../ui/admin/api';
import { showServerErrors, useFieldMessage } from '../../../ui/admin/form-errors';
import { useAdminT } from '../../../ui/admin/i18n';
import { useDayHint } from '../../../ui/admin/date-filter';
import { useFeedback } from '../../../ui/feedback/feedback-provider';
import { langOptions, slotOptions } from './options';

const FIELDS = ['code', 'lang', 'title_ar', 'title_en', 'link', 'starts_on', 'ends_on', 'is_active', 'sort'] as const;

const formOf = (ad: AdminAd | null, code: string | undefined): AdminAdInput =>
  ad
    ? adminAdBodyOf(ad)
    : { code: code || ALL_AD_CODES[0]!, lang: 'all', title_ar: '', title_en: '', link: '', starts_on: todayIso(), ends_on: null, is_active: true, sort: 0 };

export function AdDialog({
  ad,
  slot,
  canWrite,
  onClose,
  onSaved,
  onDelete,
}: {
  /** The ad to edit; null for a new one. */
  ad: AdminAd | null;
  /** A new ad's slot (the list's filter). */
  slot?: string;
  canWrite: boolean;
  onClose: () => void;
  onSaved: (ad: AdminAd) => void;
  onDelete: (ad: AdminAd) => void;
}) {
  const { t } = useAdminT();
  const admin = useAdminApi();
  const feedback = useFeedback();
  const submission = useSubmissionKey();
  const message = useFieldMessage();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [current, setCurrent] = useState<AdminAd | null>(ad);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdminAdInput, unknown, AdminAdBody>({ resolver: zodResolver(adminAdBody), mode: 'onTouched', defaultValues: formOf(ad, slot) });
  const code = watch('code');
  const dayHint = useDayHint();
  const size = adSlotSize(code);
  const place = t(`ads.places.${adSlotPlace(code)}`);
  const chosen = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen)), [chosen]);

  const failed = (p: ApiProblem) => {
    if (p.kind === 'validation') {
      const rest = showServerErrors(p.fields, FIELDS, setError);
      if (p.fields.image?.[0]) setImageError(p.fields.image[0]);
      setProblem(rest.filter((m) => m !== p.fields.image?.[0])[0] ?? (p.fields.image ? null : p.msg));
    } else setProblem('msg' in p && p.msg ? p.msg : t('shell.load_failed'));
  };

  const save = handleSubmit(async (values) => {
    setProblem(null);
    setImageError(null);
    const saved = current
      ? await admin.send<AdminAd>(`ads/${current.id}`, { method: 'PUT', body: values })
      : await admin.post<AdminAd>('ads', values, submission.keyFor(values));
    if (!saved.ok) return failed(saved.problem);
    submission.done();
    let result = saved.data;
    setCurrent(result);
    if (file) {
      const form = new FormData();
      form.append('image', file);
      const uploaded = await admin.send<AdminAd>(`ads/${result.id}/image`, { method: 'POST', body: form });
      // The ad is saved; a refused picture stays in the dialog with its message.
      if (!uploaded.ok) {
        onSaved(result);
        return failed(uploaded.problem);
      }
      result = uploaded.data;
      setFile(null);
    }
    feedback.toast(t('ads.saved'), 'success');
    onSaved(result);
    onClose();
  });

  const preview = async () => {
    if (!current) return;
    // Opened at once (a window opened after an await is blocked as a pop-up), pointed at the page once the link is made.
    const tab = window.open('about:blank', '_blank');
    const link = await admin.get<AdPreviewLink>(`ads/${current.id}/preview`);
    if (!link.ok) {
      tab?.close();
      return failed(link.problem);
    }
    if (tab) {
      tab.opener = null;
      tab.location.href = link.data.url;
    } else window.location.href = link.data.url;
  };

  const picture = chosen ?? current?.photo ?? '';
  const field = (name: 'title_ar' | 'title_en' | 'link') => ({
    ...register(name),
    id: `ad-${name}`,
    label: t(`ads.${name}`),
    error: !!errors[name],
    helperText: message(errors[name]) ?? t(name === 'link' ? 'ads.link_help' : 'ads.title_help'),
    fullWidth: true,
    size: 'small' as const,
    disabled: !canWrite,
  });

  /** The slot or the language, from a list. */
  const choice = (name: 'code' | 'lang', label: string, options: ReactNode, help?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field: f }) => (
        <TextField
          {...f}
          select
          fullWidth
          size="small"
          id={`ad-${name}`}
          label={label}
          disabled={!canWrite}
          error={!!errors[name]}
          helperText={message(errors[name]) ?? help}
        >
          {options}
        </TextField>
      )}
    />
  );
  /** A day of the active window; the last one may be empty (no end). */
  const date = (name: 'starts_on' | 'ends_on') => ({
    ...register(name, name === 'ends_on' ? { setValueAs: (v: string | null) => v || null } : {}),
    id: `ad-${name}`,
    type: 'date',
    fullWidth: true,
    size: 'small' as const,
    label: t(name === 'starts_on' ? 'ads.from' : 'ads.to'),
    disabled: !canWrite,
    error: !!errors[name],
    helperText: dayHint(watch(name), message(errors[name])) ?? (name === 'ends_on' ? t('ads.to_help') : undefined),
    slotProps: { inputLabel: { shrink: true } },
  });

  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby="ad-dialog-title">
      <DialogTitle id="ad-dialog-title">{current ? t('ads.edit_title', { id: current.id }) : t('ads.new')}</DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id="ad-form" spacing={2} onSubmit={(e) => void save(e)} noValidate>
          {problem && <Alert severity="error">{problem}</Alert>}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 8 }}>
              {choice('code', t('ads.slot'), slotOptions(t), t('ads.slot_help', { place, width: size.width, height: size.height }))}
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{choice('lang', t('ads.language'), langOptions(t))}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('title_ar')} slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('title_en')} slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }} />
            </Grid>
            <Grid size={12}>
              <TextField {...field('link')} slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }} />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <TextField {...date('starts_on')} />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <TextField {...date('ends_on')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                {...register('sort', { valueAsNumber: true })}
                id="ad-sort"
                type="number"
                fullWidth
                size="small"
                label={t('ads.priority')}
                disabled={!canWrite}
                error={!!errors.sort}
                helperText={message(errors.sort) ?? t('ads.priority_help')}
                slotProps={{ htmlInput: { min: 0, max: 1000, dir: 'ltr' } }}
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="is_active"
                render={({ field: f }) => (
                  <FormControlLabel
                    control={<Switch checked={!!f.value} onChange={(e) => f.onChange(e.target.checked)} disabled={!canWrite} />}
                    label={t('ads.active')}
                  />
                )}
              />
            </Grid>
          </Grid>

          <Box component="section" aria-labelledby="ad-picture-title">
            <Typography id="ad-picture-title" variant="subtitle2" gutterBottom>
              {t('ads.picture')}
            </Typography>
            {picture ? (
              <Box
                component="img"
                src={picture}
                alt={current?.title_ar || current?.title_en || t('ads.picture')}
                sx={{
                  display: 'block',
                  width: '100%',
                  maxWidth: size.width,
                  aspectRatio: `${size.width} / ${size.height}`,
                  objectFit: 'cover',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            ) : (
              <Alert severity="warning">{t('ads.no_picture')}</Alert>
            )}
            {file && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('ads.new_picture')}
              </Typography>
            )}
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              {canWrite && (
                <Button component="label" variant="outlined" size="small" startIcon={<UploadIcon />}>
                  {t('ads.choose_picture')}
                  <input
                    hidden
                    type="file"
                    accept={AD_IMAGE_TYPES.join(',')}
                    onChange={(e) => {
                      setImageError(null);
                      setFile(e.target.files?.[0] ?? null);
                    }}
                  />
                </Button>
              )}
              {current && (
                <Typography variant="body2" color="textSecondary">
                  {t('ads.clicks')}: <bdi>{current.clicks}</bdi>
                </Typography>
              )}
            </Stack>
            <FormHelperText error={!!imageError}>{imageError ?? t('ads.picture_help', { width: size.width, height: size.height })}</FormHelperText>
          </Box>

          {current && (
            <Box>
              <Button variant="outlined" startIcon={<OpenInNewIcon />} onClick={() => void preview()} disabled={!current.photo}>
                {t('ads.preview')}
              </Button>
              <FormHelperText>{current.photo ? t('ads.preview_help') : t('ads.preview_needs_picture')}</FormHelperText>
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {current && canWrite && (
          <Button color="error" onClick={() => onDelete(current)} sx={{ marginInlineEnd: 'auto' }}>
            {t('common.delete')}
          </Button>
        )}
        <Button onClick={onClose}>{canWrite ? t('common.cancel') : t('common.close')}</Button>
        {canWrite && (
          <Button type="submit" form="ad-form" variant="contained" disabled={isSubmitting}>
            {t('common.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
