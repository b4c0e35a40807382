/**
 * Pure helpers of the account screens: the 5-digit code boxes, the logout storage rule, the
 * form-problem lines of SPEC section 8, the profile changes sent, and the card rules of sign-up
 * step 2 (checked in the browser only).
 */
import { describe, expect, it } from 'vitest';
import { clearLocalSession } from '../../src/web/api/session';
import { classify } from '../../src/web/api/errors';
import { cardFormSchema, formatCardNumber, formatExpiry, isCardExpiry, isCardNumber } from '../../src/web/features/accounts/card';
import { profileChanges, profileFormSchema, registerFormSchema } from '../../src/web/features/accounts/forms';
import { eraseOtp, isCompleteOtp, otpCells, otpDigits, typeIntoOtp } from '../../src/web/features/accounts/otp';
import { formProblemLines } from '../../src/web/features/accounts/problems';

describe('OTP boxes (SPEC 5: exactly 5 numeric digits)', () => {
  it('keeps digits only, at most five, Arabic-Indic digits as Western ones', () => {
    expect(otpDigits(' 12-3a45 6')).toBe('12345');
    expect(otpDigits('١٢٣٤٥')).toBe('12345');
    expect(otpDigits('abc')).toBe('');
  });

  it('typing a digit fills the box and moves to the next', () => {
    expect(typeIntoOtp('', 0, '4')).toEqual({ value: '4', focus: 1 });
    expect(typeIntoOtp('4', 1, '7')).toEqual({ value: '47', focus: 2 });
    expect(typeIntoOtp('4712', 4, '9')).toEqual({ value: '47129', focus: 4 });
  });

  it('a digit typed into a filled box replaces it, whatever side the cursor was on', () => {
    expect(typeIntoOtp('123', 1, '29').value).toBe('193');
    expect(typeIntoOtp('123', 1, '92').value).toBe('193');
  });

  it('a paste fills every box from where it lands', () => {
    expect(typeIntoOtp('', 0, '98765')).toEqual({ value: '98765', focus: 4 });
    expect(typeIntoOtp('1', 1, 'code: 2345')).toEqual({ value: '12345', focus: 4 });
    expect(typeIntoOtp('', 0, '1234567').value).toBe('12345');
  });

  it('a box past the code writes at the first empty one (no gaps)', () => {
    expect(typeIntoOtp('1', 3, '2')).toEqual({ value: '12', focus: 2 });
  });

  it('letters change nothing', () => {
    expect(typeIntoOtp('12', 2, 'x')).toEqual({ value: '12', focus: 2 });
  });

  it('Backspace clears the box, or the previous one when empty', () => {
    expect(eraseOtp('123', 1)).toEqual({ value: '13', focus: 1 });
    expect(eraseOtp('123', 3)).toEqual({ value: '12', focus: 2 });
    expect(eraseOtp('', 0)).toEqual({ value: '', focus: 0 });
  });

  it('is complete with five digits only', () => {
    expect(otpCells('12')).toEqual(['1', '2', '', '', '']);
    expect(isCompleteOtp('1234')).toBe(false);
    expect(isCompleteOtp('12345')).toBe(true);
  });
});

describe('logout on the device (SPEC 4)', () => {
  it('clears local storage but keeps the language', () => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('favourites', '[]');
    clearLocalSession();
    expect(localStorage.getItem('language')).toBe('en');
    expect(localStorage.length).toBe(1);
  });

  it('without a stored language nothing is left', () => {
    localStorage.clear();
    localStorage.setItem('country', 'saudi');
    clearLocalSession();
    expect(localStorage.length).toBe(0);
  });
});

describe('form problems (SPEC 8)', () => {
  const problem = (status: number, body: { msg?: string; data?: unknown; check?: boolean }) =>
    classify({ status, body: { check: body.check ?? false, msg: body.msg ?? '', data: body.data ?? null } })!;

  it('lists the first message of each field', () => {
    expect(formProblemLines(problem(422, { msg: 'check', data: { username: ['taken', 'other'], email: ['used'] } }))).toEqual(['taken', 'used']);
  });

  it('without fields: the msg, or nothing (the page then says "error")', () => {
    expect(formProblemLines(problem(422, { msg: 'Wrong Username or Password' }))).toEqual(['Wrong Username or Password']);
    expect(formProblemLines(problem(429, { msg: 'Please wait a minute' }))).toEqual(['Please wait a minute']);
    expect(formProblemLines(problem(200, { check: false }))).toEqual([]);
  });

  it('leaves 401, 403 and 5xx to the site-wide catalogue', () => {
    expect(formProblemLines(problem(401, {}))).toBeNull();
    expect(formProblemLines(problem(403, {}))).toBeNull();
    expect(formProblemLines(problem(500, {}))).toBeNull();
  });
});

describe('register form', () => {
  const valid = {
    name: 'Sara Ali',
    username: 'sara.ali',
    email: 'sara@example.com',
    mobile: '01012345678',
    password: 'long enough',
    confirm_password: 'long enough',
    website: '',
  };
  it('accepts a valid form and reports the shared rule keys', () => {
    expect(registerFormSchema.safeParse(valid).success).toBe(true);
    const bad = registerFormSchema.safeParse({ ...valid, username: 'a b', mobile: '0191', confirm_password: 'other' });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({ username: 'username_invalid', mobile: 'mobile_invalid', confirm_password: 'password_mismatch' });
  });
});

describe('profile form', () => {
  const user = { full_name: 'Sara Ali', email: 'sara@example.com', mobile: '01012345678' };
  const form = {
    name: 'Sara Ali',
    email: 'sara@example.com',
    mobile: '01012345678',
    change_password: false,
    needs_old_password: true,
    old_password: '',
    new_password: '',
    confirm_password: '',
  };

  it('sends only what changed', () => {
    expect(profileChanges(form, user)).toEqual({});
    expect(profileChanges({ ...form, name: ' Sara A. ', email: 'New@Example.com' }, user)).toEqual({ name: 'Sara A.', email: 'New@Example.com' });
    expect(profileChanges({ ...form, email: 'SARA@example.com' }, user)).toEqual({});
  });

  it('the password change is optional, and complete when asked', () => {
    expect(profileFormSchema.safeParse(form).success).toBe(true);
    const asked = profileFormSchema.safeParse({ ...form, change_password: true, new_password: 'short', confirm_password: 'x' });
    expect(asked.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['old_password', 'old_password_required'],
      ['new_password', 'password_min'],
      ['confirm_password', 'password_mismatch'],
    ]);
    const ok = { ...form, change_password: true, old_password: 'old one', new_password: 'new password', confirm_password: 'new password' };
    expect(profileChanges(ok, user)).toEqual({ old_password: 'old one', new_password: 'new password', confirm_password: 'new password' });
  });
});

describe('sign-up step 2 card rules (never sent)', () => {
  it('checks the card number with Luhn', () => {
    expect(isCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(isCardNumber('1234')).toBe(false);
  });

  it('checks MM/YY against the current month', () => {
    const today = new Date(2026, 4, 15);
    expect(isCardExpiry('05/26', today)).toBe(true);
    expect(isCardExpiry('04/26', today)).toBe(false);
    expect(isCardExpiry('13/30', today)).toBe(false);
    expect(isCardExpiry('1230', today)).toBe(false);
  });

  it('formats as it is typed', () => {
    expect(formatCardNumber('4242424242')).toBe('4242 4242 42');
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('1')).toBe('1');
  });

  it('requires every field', () => {
    const r = cardFormSchema.safeParse({ first_name: '', last_name: 'A', card_number: '4242424242424242', expiry: '12/99', security_code: '12' });
    expect(r.error!.issues.map((i) => i.path[0])).toEqual(['first_name', 'security_code']);
  });
});
