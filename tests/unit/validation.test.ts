import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { rules, passwordsMatch } from '../../src/shared/validation';
import { contactFormSchema, contactUsSchema, toContactPayload } from '../../src/shared/schemas/contact';
import { translateMessage } from '../../src/shared/i18n/index';
import { z as zod } from 'zod';

/** The first message of a failed parse, as the user reads it in `lang`. */
function message(schema: z.ZodType, value: unknown, lang: 'ar' | 'en') {
  const r = schema.safeParse(value);
  expect(r.success, `expected ${JSON.stringify(value)} to be rejected`).toBe(false);
  return translateMessage(lang, r.error!.issues[0]!.message);
}
const accepts = (schema: z.ZodType, value: unknown) => expect(schema.safeParse(value).success).toBe(true);

describe('SPEC section 5 rules, with their messages in both languages', () => {
  it('required', () => {
    expect(message(rules.required(), '', 'en')).toBe('Field is required');
    expect(message(rules.required(), '   ', 'ar')).toBe('هذا الحقل مطلوب');
    expect(message(rules.required(), undefined, 'en')).toBe('Field is required');
    accepts(rules.required(), 'x');
  });

  it('e-mail: empty, then the pattern', () => {
    expect(message(rules.email(), '', 'en')).toBe('Please enter email address');
    expect(message(rules.email(), '', 'ar')).toBe('من فضلك أدخل البريد الإلكتروني');
    for (const bad of ['a@b', 'no-at.example.com', 'a b@c.com', 'x@y.c']) expect(message(rules.email(), bad, 'en')).toBe('E-mail must be valid');
    expect(message(rules.email(), 'a@b', 'ar')).toBe('يجب أن يكون البريد الإلكتروني صحيحًا');
    accepts(rules.email(), 'sales@cement.example.eg');
  });

  it('mobile: 01 then 0, 1, 2 or 5, then 8 digits', () => {
    for (const good of ['01012345678', '01112345678', '01212345678', '01512345678']) accepts(rules.mobile(), good);
    for (const bad of ['01312345678', '0101234567', '010123456789', '1012345678', '0101234567a', ''])
      expect(message(rules.mobile(), bad, 'en')).toBe('Please enter mobile number');
    expect(message(rules.mobile(), '0131', 'ar')).toBe('من فضلك أدخل رقم الموبايل');
  });

  it('username: 4-20 letters, digits, dot or underscore, no doubles, not at the ends', () => {
    for (const good of ['ahmed', 'a.b_c', 'user_2026', 'abcd', 'a'.repeat(20)]) accepts(rules.username(), good);
    for (const bad of ['abc', 'a'.repeat(21), 'a..b', 'a__b', 'a._b', '.abc', 'abc_', 'ab cd', 'أحمد'])
      expect(message(rules.username(), bad, 'en')).toBe('please enter username with no white spaces');
    expect(message(rules.username(), 'ab', 'ar')).toBe('من فضلك أدخل اسم مستخدم بدون مسافات');
  });

  it('password: required, then at least 8 characters (decision over the old 5)', () => {
    expect(message(rules.password(), '', 'en')).toBe('Password is required');
    expect(message(rules.password(), '', 'ar')).toBe('كلمة المرور مطلوبة');
    expect(message(rules.password(), '1234567', 'en')).toBe('Password must be at least 8 characters');
    accepts(rules.password(), '12345678');
  });

  it('confirmation must equal the new password', () => {
    const schema = zod.object({ new_password: zod.string(), confirm_password: zod.string() }).superRefine(passwordsMatch('new_password', 'confirm_password'));
    const r = schema.safeParse({ new_password: 'abcdefgh', confirm_password: 'abcdefgx' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual(['confirm_password']);
    expect(translateMessage('en', r.error!.issues[0]!.message)).toBe('Password not match');
    expect(translateMessage('ar', r.error!.issues[0]!.message)).toBe('كلمتا المرور غير متطابقتين');
  });

  it('OTP: exactly 5 digits', () => {
    accepts(rules.otp(), '12345');
    for (const bad of ['1234', '123456', '12a45', '']) expect(message(rules.otp(), bad, 'en')).toBe('Please enter the 5-digit code');
  });
});

describe('contact form', () => {
  const valid = { name: 'Omar', email: 'omar@example.com', code: '+20', mobile: '01012345678', message: 'Price list please' } as const;

  it('accepts a valid form and sends the code plus the number as phone', () => {
    const form = contactFormSchema.parse(valid);
    const payload = toContactPayload(form);
    expect(payload.phone).toBe('+2001012345678');
    expect(contactUsSchema.safeParse(payload).success).toBe(true);
  });

  it('only the three country codes of SPEC section 9', () => {
    for (const code of ['+20', '+96', '+95']) accepts(contactFormSchema, { ...valid, code });
    expect(message(contactFormSchema, { ...valid, code: '+44' }, 'en')).toBe('Field is required');
  });

  it('the phone sent must be the chosen code plus a valid mobile', () => {
    const bad = (phone: string, code = '+20') => {
      const r = contactUsSchema.safeParse({ ...valid, code, phone });
      expect(r.success).toBe(false);
      expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual(['phone', 'mobile_invalid']);
    };
    bad('+2001312345678');
    bad('01012345678');
    bad('+9601012345678', '+20');
    accepts(contactUsSchema, { ...valid, code: '+96', phone: '+9601012345678' });
  });
});
