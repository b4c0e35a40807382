/**
 * A date field (the price filters, the analysis period, the add-job form): the browser's own
 * `<input type="date">` (issue 29 item 2), ISO YYYY-MM-DD in and out, `min`/`max` bounds (the
 * browser's picker offers no day outside them), an error message under it. The browser shows the
 * day in its own format and draws the calendar; the rules themselves (SPEC section 5: from ≤ to
 * ≤ today) are checked by the forms that use it, which also show their messages here.
 */
import { forwardRef } from 'react';
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
  return (
    <TextField
      ref={ref}
      type="date"
      size="small"
      fullWidth
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error}
      {...rest}
    />
  );
});
