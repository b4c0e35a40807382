/**
 * A date field (the price filters, the analysis period, the add-job form): the browser's own
 * `<input type="date">` (issue 29 item 2), ISO YYYY-MM-DD in and out, `min`/`max` bounds (the
 * browser's picker offers no day outside them), an error message under it. The browser shows the
 * day in its own format and draws the calendar; the rules themselves (SPEC section 5: from ≤ to
 * ≤ today) are checked by the forms that use it, which also show their messages here.
 *
 * The browser writes the day in the order of ITS locale, not the page's: an Arabic page in an
 * English-locale browser shows 11/29/2026. So, unless an error is shown, the chosen day is also
 * written under the field as the site writes dates ("29 نوفمبر 2026"), never ambiguous.
 */
import { forwardRef } from 'react';
import { formatDate } from '../../shared/format';
import { useTranslation } from '../i18n/react';
import { TextField } from './kit/field';

export interface DateFieldProps {
  label: string;
  value: string;
  onChange: (iso: string) => void;
  min?: string;
  max?: string;
  error?: string;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField({ value, onChange, error, ...rest }, ref) {
  const { i18n } = useTranslation();
  return (
    <TextField
      ref={ref}
      type="date"
      size="small"
      fullWidth
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? (value ? formatDate(value, i18n.language) : undefined)}
      {...rest}
    />
  );
});
