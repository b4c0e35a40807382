/**
 * A day in a back-office form or list filter: the browser's date input, small, its label kept
 * above, ISO YYYY-MM-DD in and out.
 *
 * The browser writes the day in the order of ITS locale, not the page's: an Arabic page in an
 * English-locale browser shows 11/28/2026, month first. So, unless an error is shown, the chosen
 * day is also written under the field as the whole site writes days ("28 نوفمبر 2026", day,
 * month's name, year), and a clerk entering a day's prices cannot be misled (as the site's
 * DateField does, src/web/ui/date-field.tsx).
 */
import TextField from '@mui/material/TextField';
import { formatDate } from '../../../shared/format';
import { useTranslation } from '../../i18n/react';

/** The day written under a date field, or `fallback` (an error, a help text) when there is one. */
export function useDayHint() {
  const { i18n } = useTranslation();
  return (value: string | null | undefined, fallback?: string) => fallback ?? (value ? formatDate(value, i18n.language) : undefined);
}

export function DateFilter({
  id,
  label,
  value,
  onChange,
  error,
  max,
  min,
}: {
  id?: string;
  label: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error?: string;
  max?: string;
  min?: string;
}) {
  const hint = useDayHint();
  return (
    <TextField
      id={id}
      type="date"
      fullWidth
      size="small"
      label={label}
      value={value}
      onChange={onChange}
      error={!!error}
      helperText={hint(value, error)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max, min } }}
    />
  );
}
