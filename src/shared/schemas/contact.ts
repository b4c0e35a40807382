import { z } from 'zod';
import { MOBILE_PATTERN, rules } from '../validation';
import { calls, defineCall } from '../contract';

/** The contact form as the user fills it (SPEC section 5, "Contact form"). */
export const contactFormSchema = z.object({
  name: rules.required().max(120, 'too_long'),
  email: rules.email(),
  code: rules.countryCode(),
  mobile: rules.mobile(),
  message: rules.required().max(5000, 'too_long'),
  /** Honeypot: humans never see nor fill it. */
  website: z.string().max(500).optional(),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/**
 * POST contact_us payload (SPEC section 7): name, email, code, phone — "the phone sent is the
 * code plus the number", e.g. "+2001012345678".
 */
export const contactUsSchema = z
  .object({
    name: rules.required().max(120, 'too_long'),
    email: rules.email(),
    code: rules.countryCode(),
    phone: rules.required(),
    message: rules.required().max(5000, 'too_long'),
    website: z.string().max(500).optional(),
  })
  .superRefine((v, ctx) => {
    const number = v.phone.startsWith(v.code) ? v.phone.slice(v.code.length) : '';
    if (!MOBILE_PATTERN.test(number)) ctx.addIssue({ code: 'custom', message: 'mobile_invalid', path: ['phone'] });
  });
export type ContactUsPayload = z.infer<typeof contactUsSchema>;

export const toContactPayload = (f: ContactForm): ContactUsPayload => ({
  name: f.name,
  email: f.email,
  code: f.code,
  phone: `${f.code}${f.mobile}`,
  message: f.message,
  website: f.website,
});

export const contactCalls = calls(
  defineCall({
    name: 'contactUs',
    method: 'POST',
    path: 'contact_us',
    body: contactUsSchema,
    answer: z.null(),
    tags: ['contact'],
    summary: 'Send a contact message (phone = country code + mobile number)',
    idempotent: true,
  }),
);
