// Longer than 300 lines: the admin kit's one entity dialog, a switch over every field kind (text, rich text, choice, date, photo, …) that each area configures.
/**
 * The create / edit dialog of the generic entity table (entity-table.tsx): a form drawn from the
 * entity's field description, sent as one body; a 422's messages (already in the page's language)
 * go under their fields, anything else above the form. Editing a row with a logo also offers its
 * upload and removal. Full screen on phones.
 */
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { imgSrc } from '../../../shared/images';
import type { ApiProblem } from '../../api/errors';
import { useTranslation } from '../../i18n/react';
import { useFeedback } from '../feedback/feedback-provider';
import { useAdminApi } from './api';
import { nameOf, type EntityConfig, type EntityField, type EntityRow, type EntityTexts } from './entity-fields';
import { useAdminT } from './i18n';

type Values = Record<string, unknown>;

export interface EntityDialogProps {
  config: EntityConfig;
  texts: EntityTexts;
  /** The row to edit; null: a new one. */
  row: EntityRow | null;
  /** Every ref field's options, by its path. */
  options: Record<string, EntityRow[]>;
  onClose: () => void;
  /** After a save or a logo change (the list loads again). */
  onSaved: (row: EntityRow) => void;
}

const initialOf = (f: EntityField, row: EntityRow | null): unknown => {
  const v = row?.[f.name];
  if (f.kind === 'refs') return Array.isArray(v) ? v : [];
  if (f.kind === 'number') return v ?? 0;
  if (f.kind === 'date' && f.input === 'datetime-local') return v ? localMoment(String(v)) : '';
  return v ?? '';
};

/** An ISO timestamp as a `datetime-local` input shows it: the browser's own time, to the minute. */
function localMoment(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const local = new Date(d.getTime() - d.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The body as the API takes it: numbers as numbers, an empty select left out (the API says it is required). */
function bodyOf(fields: EntityField[], values: Values): Values {
  const body: Values = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.kind === 'ref') {
      if (v !== '' && v != null) body[f.name] = Number(v);
    } else if (f.kind === 'number') body[f.name] = v === '' ? 0 : Number(v);
    else if (f.kind === 'date' && f.input === 'datetime-local') body[f.name] = v ? new Date(String(v)).toISOString() : '';
    else body[f.name] = v;
  }
  return body;
}

/** A problem's message for the top of the form ('' when the fields say it all). */
const messageOf = (p: ApiProblem, fallback: string) => ('msg' in p && p.msg ? p.msg : fallback);

export function EntityDialog({ config, texts, row, options, onClose, onSaved }: EntityDialogProps) {
  const { t } = useAdminT();
  const { i18n } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const admin = useAdminApi();
  const feedback = useFeedback();
  const [current, setCurrent] = useState(row);
  const [error, setError] = useState('');
  const defaults = useMemo(() => Object.fromEntries(config.fields.map((f) => [f.name, initialOf(f, row)])), [config.fields, row]);
  const form = useForm<Values>({ defaultValues: defaults });
  const label = config.label ?? nameOf;

  const submit = form.handleSubmit(async (values) => {
    setError('');
    const body = bodyOf(config.fields, values);
    const res = current ? await admin.send<EntityRow>(`${config.path}/${current.id}`, { method: 'PUT', body }) : await admin.post<EntityRow>(config.path, body);
    if (res.ok) {
      feedback.toast(texts.saved);
      onSaved(res.data);
      onClose();
      return;
    }
    if (res.problem.kind === 'validation') {
      const known = new Set(config.fields.map((f) => f.name));
      const other: string[] = [];
      for (const [field, messages] of Object.entries(res.problem.fields)) {
        if (known.has(field)) form.setError(field, { message: messages.join(' ') });
        else other.push(...messages);
      }
      setError(other.length ? other.join(' ') : res.problem.msg);
    } else setError(messageOf(res.problem, t('shell.load_failed')));
  });

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="entity-dialog-title">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id="entity-dialog-title">{current ? texts.editTitle(label(current, i18n.language)) : texts.addTitle(config.title)}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <Grid container spacing={2}>
              {config.fields.map((f) => (
                <Grid key={f.name} size={{ xs: 12, sm: (f.kind === 'text' && f.multiline) || f.kind === 'refs' ? 12 : 6 }}>
                  <FieldInput field={f} form={form} options={options} lang={i18n.language} label={label} />
                </Grid>
              ))}
            </Grid>
            {config.photo ? (
              current ? (
                <PhotoField
                  config={config}
                  texts={texts}
                  row={current}
                  onChange={(r) => {
                    setCurrent(r);
                    onSaved(r);
                  }}
                />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {texts.photoAfterSave}
                </Typography>
              )
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

interface FieldInputProps {
  field: EntityField;
  form: UseFormReturn<Values>;
  options: Record<string, EntityRow[]>;
  lang: string;
  label: (row: EntityRow, lang: string) => string;
}

/** One field of the form: a text, a number, a select of another entity's rows, or several of them as chips. */
function FieldInput({ field: f, form, options, lang, label }: FieldInputProps) {
  const values = form.watch();
  const choices = f.kind === 'ref' || f.kind === 'refs' ? (options[f.path] ?? []).filter((o) => !f.optionsFor || f.optionsFor(o, values, options)) : [];
  return (
    <Controller
      name={f.name}
      control={form.control}
      render={({ field, fieldState }) => {
        const common = {
          label: f.label,
          required: f.required,
          error: !!fieldState.error,
          helperText: fieldState.error?.message ?? f.helper,
          fullWidth: true,
          size: 'small' as const,
        };
        if (f.kind === 'refs') {
          const chosen = new Set((field.value as number[]) ?? []);
          return (
            <Autocomplete
              multiple
              options={choices}
              value={(options[f.path] ?? []).filter((o) => chosen.has(o.id))}
              getOptionLabel={(o) => label(o, lang)}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onChange={(_e, rows) => field.onChange(rows.map((r) => r.id))}
              renderInput={(params) => <TextField {...params} {...common} inputRef={field.ref} />}
            />
          );
        }
        if (f.kind === 'choice') {
          return (
            <TextField {...common} select inputRef={field.ref} value={String(field.value ?? '')} onChange={field.onChange}>
              {f.options.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
          );
        }
        if (f.kind === 'date') {
          return (
            <TextField
              {...common}
              inputRef={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              type={f.input ?? 'date'}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
            />
          );
        }
        if (f.kind === 'ref') {
          const value = choices.some((o) => o.id === Number(field.value)) ? String(field.value) : '';
          return (
            <TextField
              {...common}
              select
              inputRef={field.ref}
              value={value}
              onChange={(e) => {
                field.onChange(e.target.value === '' ? '' : Number(e.target.value));
                for (const dependant of f.resets ?? []) form.setValue(dependant, Array.isArray(values[dependant]) ? [] : '');
              }}
            >
              {choices.map((o) => (
                <MenuItem key={o.id} value={String(o.id)}>
                  {label(o, lang)}
                </MenuItem>
              ))}
            </TextField>
          );
        }
        return (
          <TextField
            {...common}
            inputRef={field.ref}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            type={f.kind === 'number' ? 'number' : 'text'}
            multiline={f.kind === 'text' && f.multiline}
            minRows={f.kind === 'text' && f.multiline ? 3 : undefined}
            maxRows={f.kind === 'text' && f.multiline ? 10 : undefined}
            slotProps={{ htmlInput: { dir: f.kind === 'text' ? f.dir : 'ltr', ...(f.kind === 'number' ? { min: 0, step: 1 } : {}) } }}
          />
        );
      }}
    />
  );
}

/** A row's logo: shown, replaced by an upload, or removed; each change is saved at once. */
function PhotoField({ config, texts, row, onChange }: { config: EntityConfig; texts: EntityTexts; row: EntityRow; onChange: (row: EntityRow) => void }) {
  const admin = useAdminApi();
  const feedback = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const photo = String(row.photo ?? '');

  const change = async (file: File | null) => {
    setBusy(true);
    setError('');
    let body: FormData | undefined;
    if (file) {
      body = new FormData();
      body.append('photo', file);
    }
    const res = await admin.send<EntityRow>(`${config.path}/${row.id}/photo`, { method: file ? 'POST' : 'DELETE', body });
    setBusy(false);
    if (res.ok) {
      feedback.toast(file ? texts.photoSaved : texts.photoRemoved);
      onChange(res.data);
    } else setError(res.problem.kind === 'validation' ? Object.values(res.problem.fields).flat().join(' ') : messageOf(res.problem, ''));
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{texts.photo}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Box sx={{ width: 96, height: 96, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
          {photo ? (
            <img src={imgSrc(photo, 320)} alt={texts.photo} width={96} height={96} style={{ objectFit: 'contain' }} />
          ) : (
            <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', p: 0.5 }}>
              {texts.photoNone}
            </Typography>
          )}
        </Box>
        <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
          {texts.photoUpload}
        </Button>
        {photo ? (
          <Button color="error" disabled={busy} onClick={() => void change(null)}>
            {texts.photoRemove}
          </Button>
        ) : null}
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            e.target.value = '';
            if (file) void change(file);
          }}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {texts.photoHelp}
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
}
