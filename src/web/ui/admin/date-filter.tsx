/** A day of a back-office list's filter (from, to): the browser's date input, small, its label kept above. */
import TextField from '@mui/material/TextField';

export function DateFilter({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id?: string;
  label: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error?: string;
}) {
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
      helperText={error}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
