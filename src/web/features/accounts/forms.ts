/**
 * The account forms' schemas, built from the shared rules (src/shared/validation.ts) so the
 * browser says what the server would: messages are keys of the `validation` namespace.
 */
import { z } from 'zod';
import { loginBody, registerFields } from '../../../shared/schemas/accounts';
import { passwordsMatch, rules } from '../../../shared/validation';

/** The fields people fill (the captcha's answer is added when the server asks for it). */
export const loginFormSchema = loginBody.pick({ username: true, password: true });
export type LoginForm = z.infer<typeof loginFormSchema>;

export const registerFormSchema = z
  .object({
    ...registerFields,
    confirm_password: z.string(),
    /** The honeypot (HONEYPOT_FIELD): people never see it. */
    website: z.string(),
  })
  .superRefine(passwordsMatch('password', 'confirm_password'));
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const emailFormSchema = z.object({ email: rules.email() });
export type EmailForm = z.infer<typeof emailFormSchema>;

export const newPasswordFormSchema = z
  .object({ new_password: rules.password().max(128, 'too_long'), confirm_password: z.string() })
  .superRefine(passwordsMatch('new_password', 'confirm_password'));
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/**
 * Settings, Profile (SPEC section 5: name required, the e-mail rule; the password change is
 * optional: current (when the account has one), new and confirmation).
 */
export const profileFormSchema = z
  .object({
    name: rules.required().max(100, 'too_long'),
    email: rules.email(),
    mobile: z.union([z.literal(''), rules.mobile()]),
    change_password: z.boolean(),
    needs_old_password: z.boolean(),
    old_password: z.string(),
    new_password: z.string(),
    confirm_password: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!v.change_password) return;
    if (v.needs_old_password && !v.old_password) ctx.addIssue({ code: 'custom', message: 'old_password_required', path: ['old_password'] });
    const rule = rules.password().safeParse(v.new_password);
    if (!rule.success) ctx.addIssue({ code: 'custom', message: rule.error.issues[0]?.message ?? 'password_min', path: ['new_password'] });
    if (v.new_password !== v.confirm_password) ctx.addIssue({ code: 'custom', message: 'password_mismatch', path: ['confirm_password'] });
  });
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** The update_profile body of a saved profile form: only what changed, the password when asked. */
export function profileChanges(form: ProfileForm, current: { full_name: string; email: string; mobile: string }) {
  const body: Record<string, string> = {};
  if (form.name.trim() !== current.full_name) body.name = form.name.trim();
  if (form.email.trim().toLowerCase() !== current.email.toLowerCase()) body.email = form.email.trim();
  if (form.mobile.trim() !== current.mobile) body.mobile = form.mobile.trim();
  if (form.change_password) {
    if (form.needs_old_password) body.old_password = form.old_password;
    body.new_password = form.new_password;
    body.confirm_password = form.confirm_password;
  }
  return body;
}
