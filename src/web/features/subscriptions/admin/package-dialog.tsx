/**
 * The package form of /admin/packages (issue 18): group, tier, billing, both titles and
 * descriptions, price in LE, duration in months, number of e-mails, the entitlements chosen from
 * ENTITLEMENTS, offered or not. It resolves with the API's own schema (packageBody, with its rules
 * across fields); the server's 422 shows under its fields.
 */
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ENTITLEMENTS, PACKAGE_BILLINGS, PACKAGE_TIERS } from '../../../../shared/constants';
import type { Lang } from '../../../../shared/envelope';
import { packageBody, type AdminPackage, type AdminPackageGroup, type PackageBody } from '../../../../shared/schemas/subscriptions-admin';
import { messageKey } from '../../../i18n/message-key';
import { useTranslation } from '../../../i18n/react';
import { useAdminApi } from '../../../ui/admin/api';
import { useAdminT } from '../../../ui/admin/i18n';
import { entitlementKey } from '../plans';
import { problemFields, problemText } from './outcome';
import { currencyLabel } from '../../../../shared/format';

type Values = z.input<typeof packageBody>;
const FIELDS = Object.keys(packageBody.shape) as (keyof Values)[];

const valuesOf = (p: AdminPackage | null, groupId: number): Values => ({
  type_id: p?.type_id ?? groupId,
  tier: p?.tier ?? 'basic',
  billing: p?.billing ?? 'monthly',
  title_ar: p?.title_ar ?? '',
  title_en: p?.title_en ?? '',
  description_ar: p?.description_ar ?? '',
  description_en: p?.description_en ?? '',
  price: p?.price ?? '',
  duration_months: p?.duration_months ?? 1,
  number_of_emails: p?.number_of_emails ?? 0,
  entitlements: p?.entitlements ?? [],
  is_active: p?.is_active ?? true,
  sort: p?.sort ?? 0,
});

const groupName = (g: AdminPackageGroup, lang: Lang) => (lang === 'ar' ? g.name_ar : g.name_en) || g.name_ar || g.name_en;

export function PackageDialog({
  pkg,
  groups,
  groupId,
  onClose,
  onSaved,
}: {
  /** null: a new package (in the group `groupId`). */
  pkg: AdminPackage | null;
  groups: AdminPackageGroup[];
  groupId: number;
  onClose: () => void;
  onSaved: (msg: string) => void;
}) {
  const { t } = useAdminT();
  const site = useTranslation();
  const lang = site.i18n.language;
  const admin = useAdminApi();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, PackageBody>({
    resolver: zodResolver(packageBody) as unknown as Resolver<Values, unknown, PackageBody>,
    defaultValues: valuesOf(pkg, groupId),
  });

  const errorText = (name: keyof Values) => {
    const e = errors[name] as { type?: string; message?: string } | undefined;
    if (!e) return undefined;
    return e.type === 'server' ? e.message : site.t(messageKey(e.message));
  };
  /** A field's error and layout; `field` adds react-hook-form's registration for a plain input. */
  const shown = (name: keyof Values) => ({
    error: !!errors[name],
    helperText: errorText(name),
    fullWidth: true,
    size: 'small' as const,
    id: `package-${name}`,
  });
  const field = (name: keyof Values) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, ...shown(name) };
  };

  /** A select of a field; the group's id travels as a number, the others as their text. */
  const select = (name: 'type_id' | 'tier' | 'billing', label: string, options: { value: string; label: string }[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field: f }) => (
        <TextField
          select
          label={label}
          {...shown(name)}
          name={f.name}
          inputRef={f.ref}
          onBlur={f.onBlur}
          value={String(f.value)}
          onChange={(e) => f.onChange(name === 'type_id' ? Number(e.target.value) : e.target.value)}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  const save = handleSubmit(async (body) => {
    setFailure(null);
    const res = pkg ? await admin.send<AdminPackage>(`packages/${pkg.id}`, { method: 'PUT', body }) : await admin.post<AdminPackage>('packages', body);
    if (res.ok) return onSaved(res.msg);
    const fields = problemFields(res.problem);
    let shown = false;
    for (const [name, messages] of Object.entries(fields)) {
      const key = name.split('.')[0] as keyof Values;
      if (FIELDS.includes(key) && messages[0]) {
        setError(key, { type: 'server', message: messages[0] }, { shouldFocus: !shown });
        shown = true;
      }
    }
    if (!shown) setFailure(problemText(res.problem, t('shell.load_failed')));
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="package-dialog-title">
      <form onSubmit={(e) => void save(e)} noValidate>
        <DialogTitle id="package-dialog-title">{pkg ? t('packages.edit_title') : t('packages.add_title')}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 4 }}>
              {select(
                'type_id',
                t('packages.group'),
                groups.map((g) => ({ value: String(g.id), label: groupName(g, lang) })),
              )}
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              {select(
                'tier',
                t('packages.tier'),
                PACKAGE_TIERS.map((tier) => ({ value: tier, label: site.t(`account.plan.${tier}`) })),
              )}
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              {select(
                'billing',
                t('packages.billing'),
                PACKAGE_BILLINGS.map((b) => ({ value: b, label: site.t(`subscriptions.${b}`) })),
              )}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label={t('packages.title_ar')} {...field('title_ar')} slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label={t('packages.title_en')} {...field('title_en')} slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label={t('packages.description_ar')}
                multiline
                minRows={2}
                {...field('description_ar')}
                slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label={t('packages.description_en')}
                multiline
                minRows={2}
                {...field('description_en')}
                slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                label={t('packages.price')}
                {...field('price')}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', dir: 'ltr' },
                  input: { endAdornment: <InputAdornment position="end">{currencyLabel(lang)}</InputAdornment> },
                }}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <TextField label={t('packages.duration')} type="number" {...field('duration_months')} slotProps={{ htmlInput: { min: 1, max: 36 } }} />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <TextField label={t('packages.emails')} type="number" {...field('number_of_emails')} slotProps={{ htmlInput: { min: 0, max: 50 } }} />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="entitlements"
                render={({ field: f }) => {
                  const chosen = new Set(f.value ?? []);
                  return (
                    <FormControl component="fieldset" error={!!errors.entitlements} fullWidth>
                      <FormLabel component="legend">{t('packages.entitlements')}</FormLabel>
                      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
                        {ENTITLEMENTS.map((e) => (
                          <FormControlLabel
                            key={e}
                            control={
                              <Checkbox
                                size="small"
                                checked={chosen.has(e)}
                                onChange={(ev) => f.onChange(ev.target.checked ? [...chosen, e] : [...chosen].filter((x) => x !== e))}
                              />
                            }
                            label={site.t(`subscriptions.entitlements.${entitlementKey(e)}`)}
                          />
                        ))}
                      </FormGroup>
                      {errors.entitlements && <FormHelperText>{errorText('entitlements')}</FormHelperText>}
                    </FormControl>
                  );
                }}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <TextField label={t('packages.sort')} type="number" {...field('sort')} />
            </Grid>
            <Grid size={{ xs: 6, sm: 8 }} sx={{ display: 'flex', alignItems: 'center' }}>
              <Controller
                control={control}
                name="is_active"
                render={({ field: f }) => (
                  <FormControlLabel control={<Switch checked={!!f.value} onChange={(e) => f.onChange(e.target.checked)} />} label={t('packages.offered')} />
                )}
              />
            </Grid>
          </Grid>
          {pkg && pkg.subscriptions > 0 && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('packages.edit_note')}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
