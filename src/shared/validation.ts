/**
 * The validation rules of SPEC section 5, as Zod pieces shared by the server routes and the
 * web forms. Messages are codes of the `validation` group (src/shared/i18n/<lang>/messages.json);
 * the server translates them into the request's language, the forms through the same translator (`t(messageKey(code))`).
 */
import { z } from 'zod';
// No `new Function` in the browser (the Content-Security-Policy forbids eval).
import './zod-setup';

export const MOBILE_PATTERN = /^01[0125][0-9]{8}$/;
// A pragmatic "standard e-mail pattern": local@domain.tld, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const USERNAME_PATTERN = /^(?=.{4,20}$)(?![._])(?!.*[._]{2})[A-Za-z0-9._]+(?<![._])$/;
export const PASSWORD_MIN = 8; // docs/architecture.md: 8 (NIST), not the old 5.
export const OTP_PATTERN = /^[0-9]{5}$/;
export const COUNTRY_CODES = ['+20', '+96', '+95'] as const;

const text = (missing = 'required') => z.string({ error: missing }).trim();

export const rules = {
  required: () => text().min(1, 'required'),
  email: () => text('email_required').min(1, 'email_required').regex(EMAIL_PATTERN, 'email_invalid').max(254, 'email_invalid'),
  mobile: () => text().regex(MOBILE_PATTERN, 'mobile_invalid'),
  username: () => text().regex(USERNAME_PATTERN, 'username_invalid'),
  password: () => z.string({ error: 'password_required' }).min(1, 'password_required').min(PASSWORD_MIN, 'password_min'),
  otp: () => text().regex(OTP_PATTERN, 'otp_invalid'),
  countryCode: () => z.enum(COUNTRY_CODES, { error: 'required' }),
};

/** Adds "Password not match" on `confirmField` when it differs from `field`. */
export function passwordsMatch<T extends Record<string, unknown>>(field: keyof T & string, confirmField: keyof T & string) {
  return (value: T, ctx: z.RefinementCtx) => {
    if (value[field] !== value[confirmField]) ctx.addIssue({ code: 'custom', message: 'password_mismatch', path: [confirmField] });
  };
}
