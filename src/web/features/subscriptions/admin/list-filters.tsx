/** The filters of the subscriptions and orders lists: a status, a date range (the day made) and an e-mail or name. */
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { messageKey } from '../../../i18n/message-key';
import { useTranslation } from '../../../i18n/react';
import { DateFilter } from '../../../ui/admin/date-filter';
import { useAdminT } from '../../../ui/admin/i18n';

export interface ListFilterValues {
  status: string;
  from: string;
  to: string;
  q: string;
}

export const NO_FILTERS: ListFilterValues = { status: '', from: '', to: '', q: '' };

/** A to date before the from date is shown as an error and not asked of the server. */
export const badRange = (v: Pick<ListFilterValues, 'from' | 'to'>) => !!v.from && !!v.to && v.to < v.from;

export function ListFilters({
  id,
  values,
  statuses,
  onChange,
}: {
  id: string;
  values: ListFilterValues;
  statuses: { value: string; label: string }[];
  onChange: (values: ListFilterValues) => void;
}) {
  const { t } = useAdminT();
  const site = useTranslation();
  const rangeError = badRange(values) ? site.t(messageKey('to_before_from')) : undefined;
  const set = (name: keyof ListFilterValues) => (e: { target: { value: string } }) => onChange({ ...values, [name]: e.target.value });
  const date = (name: 'from' | 'to', label: string) => (
    <DateFilter id={`${id}-${name}`} label={label} value={values[name]} onChange={set(name)} error={name === 'to' ? rangeError : undefined} />
  );
  return (
    <Grid container spacing={1.5}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextField id={`${id}-q`} fullWidth size="small" type="search" label={t('payments.search')} value={values.q} onChange={set('q')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextField id={`${id}-status`} select fullWidth size="small" label={t('payments.status')} value={values.status} onChange={set('status')}>
          <MenuItem value="">{t('common.all')}</MenuItem>
          {statuses.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>{date('from', t('payments.made_from'))}</Grid>
      <Grid size={{ xs: 6, md: 3 }}>{date('to', t('payments.made_to'))}</Grid>
    </Grid>
  );
}
