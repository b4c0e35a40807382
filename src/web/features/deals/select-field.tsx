/** A native select of ids for the deals filter and form: '' = none; it renders the same on the server and in the browser. */
import { SelectField } from '../../ui/kit/field';

export interface IdOption {
  id: number;
  name: string;
}

export function IdSelect({
  id,
  label,
  value,
  options,
  empty,
  onChange,
  disabled,
  required,
  error,
  helperText,
  name,
  onBlur,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly IdOption[];
  /** The label of the '' entry ("All" in the filter, "Choose…" in the form). */
  empty: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  name?: string;
  onBlur?: () => void;
}) {
  return (
    <SelectField
      id={id}
      name={name ?? id}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      disabled={disabled}
      required={required}
      error={error}
      helperText={helperText}
      size="small"
      fullWidth
    >
      <option value="">{empty}</option>
      {options.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.name}
        </option>
      ))}
    </SelectField>
  );
}
