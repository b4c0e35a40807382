import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import s from './kit.module.css';
import { cx } from './cx';

interface FieldFrame {
  label?: ReactNode;
  /** Shown under the field; with `error`, in the error colour and announced with the field. */
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  /** A label for screen readers only (a field whose label is shown elsewhere). */
  hiddenLabel?: boolean;
  className?: string;
  id?: string;
}

function Frame({
  id,
  label,
  helperText,
  error,
  required,
  fullWidth,
  size,
  startAdornment,
  endAdornment,
  hiddenLabel,
  className,
  children,
}: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className={cx(s.field, fullWidth && s.fullWidth, error && s.fieldError, size === 'small' && s.fieldSmall, className)}>
      {label != null && (
        <label htmlFor={id} className={cx(s.label, required && s.required, hiddenLabel && s.srOnly)}>
          {label}
        </label>
      )}
      <div className={s.control}>
        {startAdornment != null && <span className={s.adornment}>{startAdornment}</span>}
        {children}
        {endAdornment != null && <span className={s.adornment}>{endAdornment}</span>}
      </div>
      {helperText != null && helperText !== '' && (
        <p id={`${id}-helper`} className={s.helper}>
          {helperText}
        </p>
      )}
    </div>
  );
}

/** The control's id, state and description: the helper text's id after any the caller gave. */
function a11y(id: string, { error, helperText, required }: FieldFrame, describedBy?: string, autoFocus?: boolean) {
  const helper = helperText != null && helperText !== '' ? `${id}-helper` : undefined;
  return {
    id,
    'aria-invalid': error || undefined,
    'aria-describedby': [describedBy, helper].filter(Boolean).join(' ') || undefined,
    required,
    'data-autofocus': autoFocus || undefined,
  };
}

export type TextFieldProps = FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>;

/** A labelled text input (any `type`, `date` included: the browser's own picker). Forwards its ref (react-hook-form's `register`). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, ref) {
  const { label, helperText, error, required, fullWidth, size, startAdornment, endAdornment, hiddenLabel, className, id: givenId, ...input } = props;
  const auto = useId();
  const id = givenId ?? auto;
  const frame = { label, helperText, error, required, fullWidth, size, startAdornment, endAdornment, hiddenLabel, className };
  return (
    <Frame id={id} {...frame}>
      <input ref={ref} className={s.input} {...input} {...a11y(id, frame, input['aria-describedby'], input.autoFocus)} />
    </Frame>
  );
});

export type TextAreaProps = FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled multi-line text field. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(props, ref) {
  const { label, helperText, error, required, fullWidth, size, startAdornment, endAdornment, hiddenLabel, className, id: givenId, rows = 4, ...area } = props;
  const auto = useId();
  const id = givenId ?? auto;
  const frame = { label, helperText, error, required, fullWidth, size, startAdornment, endAdornment, hiddenLabel, className };
  return (
    <Frame id={id} {...frame}>
      <textarea ref={ref} className={s.input} rows={rows} {...area} {...a11y(id, frame, area['aria-describedby'], area.autoFocus)} />
    </Frame>
  );
});

export type SelectFieldProps = FieldFrame & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'>;

/** A labelled native `<select>` (its options as children: `<option value="…">`). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(props, ref) {
  const { label, helperText, error, required, fullWidth, size, startAdornment, endAdornment, hiddenLabel, className, id: givenId, children, ...select } = props;
  const auto = useId();
  const id = givenId ?? auto;
  const frame = { label, helperText, error, required, fullWidth, size, startAdornment, endAdornment, hiddenLabel, className };
  return (
    <Frame id={id} {...frame}>
      <select ref={ref} className={s.input} {...select} {...a11y(id, frame, select['aria-describedby'], select.autoFocus)}>
        {children}
      </select>
    </Frame>
  );
});

export type CheckboxProps = { label: ReactNode; className?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** A checkbox with its label (native input: keyboard and screen readers for free). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, className, ...input }, ref) {
  return (
    <label className={cx(s.check, className)}>
      <input ref={ref} type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
});

/** An on/off switch: a checkbox with `role="switch"`. */
export const Switch = forwardRef<HTMLInputElement, CheckboxProps>(function Switch({ label, className, ...input }, ref) {
  return (
    <label className={cx(s.check, s.switch, className)}>
      <input ref={ref} type="checkbox" role="switch" {...input} />
      <span>{label}</span>
    </label>
  );
});

/** A radio button with its label. */
export const Radio = forwardRef<HTMLInputElement, CheckboxProps>(function Radio({ label, className, ...input }, ref) {
  return (
    <label className={cx(s.check, className)}>
      <input ref={ref} type="radio" {...input} />
      <span>{label}</span>
    </label>
  );
});

/** A message under a group of fields (`error`: in the error colour). */
export function HelperText({ id, error, children }: { id?: string; error?: boolean; children: ReactNode }) {
  return (
    <p id={id} className={cx(s.helper, error && s.helperError)} role={error ? 'alert' : undefined}>
      {children}
    </p>
  );
}
