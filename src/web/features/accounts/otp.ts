/**
 * The 5-digit code of activation, password reset and e-mail change (SPEC section 5, "OTP"): pure
 * helpers of the boxes input (digits only, typing moves on, a pasted code fills every box).
 */
import { OTP_LENGTH } from '../../../shared/constants';

export { OTP_LENGTH };

/** The digits of a typed or pasted text, at most `length` of them ("12 3-45x6" → "12345"). */
export function otpDigits(raw: string, length = OTP_LENGTH): string {
  // Arabic-Indic and Persian digits typed on an Arabic keyboard count as their Western values.
  const western = raw.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
  return western.replace(/\D/g, '').slice(0, length);
}

/** The boxes of a code value ('' for an empty box). */
export function otpCells(value: string, length = OTP_LENGTH): string[] {
  return Array.from({ length }, (_, i) => value[i] ?? '');
}

export interface OtpEdit {
  /** The new code (digits in box order, without gaps). */
  value: string;
  /** The box that takes the focus next. */
  focus: number;
}

/**
 * Text entered in box `index` of the code `value`: one digit replaces that box and moves on; several
 * (a paste, an SMS/e-mail autofill) fill the boxes from there; anything else changes nothing.
 */
export function typeIntoOtp(value: string, index: number, typed: string, length = OTP_LENGTH): OtpEdit {
  const digits = otpDigits(typed, length);
  if (!digits) return { value, focus: index };
  // A box holds one digit: "47" or "74" typed into the box of "4" means the new digit 7.
  const old = value[index];
  const incoming = old && digits.length === 2 && typed.length === 2 && typed.includes(old) ? (typed[0] === old ? typed[1]! : typed[0]!) : digits;
  const start = Math.min(index, value.length);
  const next = (value.slice(0, start) + incoming + value.slice(start + incoming.length)).slice(0, length);
  return { value: next, focus: Math.min(start + incoming.length, length - 1) };
}

/** Backspace in box `index`: clears that box, or the one before when it is already empty. */
export function eraseOtp(value: string, index: number): OtpEdit {
  if (index < value.length) return { value: value.slice(0, index) + value.slice(index + 1), focus: index };
  const at = Math.max(0, Math.min(index, value.length) - 1);
  return { value: value.slice(0, at) + value.slice(at + 1), focus: at };
}

export const isCompleteOtp = (value: string, length = OTP_LENGTH) => value.length === length && /^\d+$/.test(value);
