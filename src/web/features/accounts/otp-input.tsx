/**
 * Five boxes of one digit each (SPEC section 5, "OTP"). Digits only; typing moves to the next box,
 * Backspace to the previous; a pasted or autofilled code fills every box. Codes read left to
 * right in both languages.
 */
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { cx } from '../../ui/kit/cx';
import { HelperText } from '../../ui/kit/field';
import s from './accounts.module.css';
import { eraseOtp, otpCells, otpDigits, OTP_LENGTH, typeIntoOtp } from './otp';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The group's accessible name, e.g. "Activation code". */
  label: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

export function OtpInput({ id, value, onChange, label, error, disabled, autoFocus }: Props) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => {
    const el = boxes.current[i];
    if (el) {
      el.focus();
      el.select();
    }
  };
  const onInput = (index: number, typed: string) => {
    const edit = typeIntoOtp(value, index, typed);
    onChange(edit.value);
    requestAnimationFrame(() => focus(edit.focus));
  };
  const onKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      const edit = eraseOtp(value, index);
      onChange(edit.value);
      focus(edit.focus);
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      focus(Math.max(0, Math.min(OTP_LENGTH - 1, index + (e.key === 'ArrowLeft' ? -1 : 1))));
    }
  };
  const onPaste = (index: number, e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text');
    if (!otpDigits(text)) return;
    e.preventDefault();
    onInput(index, text);
  };
  const cells = otpCells(value);
  return (
    <div>
      <div role="group" id={id} aria-label={label} aria-describedby={error ? `${id}-error` : undefined} dir="ltr" className={s.otp}>
        {cells.map((digit, i) => (
          <input
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            className={cx(s.otpBox, !!digit && s.filled)}
            value={digit}
            onChange={(e) => onInput(i, e.currentTarget.value)}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={(e) => onPaste(i, e)}
            onFocus={(e) => e.currentTarget.select()}
            disabled={disabled}
            autoFocus={autoFocus && i === 0}
            inputMode="numeric"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            aria-label={t('account.otp.digit', { n: i + 1, total: OTP_LENGTH })}
            aria-invalid={error ? 'true' : undefined}
          />
        ))}
      </div>
      {error && (
        <div className={s.center}>
          <HelperText id={`${id}-error`} error>
            {error}
          </HelperText>
        </div>
      )}
    </div>
  );
}
