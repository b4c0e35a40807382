/**
 * The back office's site content calls (issue 18, area `content`): the site's texts (about,
 * mission, vision, goal, disclaimer: plain text, line breaks kept, as the public pages show them),
 * its contacts and social links (site domain), and the content pages with the FAQ's groups and
 * questions (pages domain). Page bodies are rich text (HTML from the editor, sanitised by the
 * server with the public page's allow-list); FAQ answers are plain text.
 */
import { z } from 'zod';
import '../zod-setup';
import { rules } from '../validation';
import { contactInfoSchema } from './site';

export const SITE_TEXT_KEYS = ['about', 'mission', 'vision', 'goal', 'disclaimer'] as const;
export type SiteTextKey = (typeof SITE_TEXT_KEYS)[number];
export const SITE_TEXT_MAX = 10_000;
export const PAGE_TITLE_MAX = 200;
export const PAGE_SUMMARY_MAX = 500;
export const PAGE_BODY_MAX = 200_000;
export const FAQ_NAME_MAX = 200;
export const FAQ_QUESTION_MAX = 500;
export const FAQ_ANSWER_MAX = 5_000;

type TextField = `${SiteTextKey}_${'ar' | 'en'}`;
const plain = (max: number) => z.string({ error: 'required' }).trim().max(max, 'too_long');
const required = (max: number) => plain(max).min(1, 'required');

/** The site's texts in both languages (each may be empty: the public page shows a dash). */
export const siteTextsSchema = z.object(
  Object.fromEntries(SITE_TEXT_KEYS.flatMap((k) => [`${k}_ar`, `${k}_en`].map((f) => [f, plain(SITE_TEXT_MAX)]))) as Record<
    TextField,
    ReturnType<typeof plain>
  >,
);
export type SiteTexts = z.infer<typeof siteTextsSchema>;

/** +20 2 2345 6789, 01001234567, (02) 2345-6789: digits with spaces, dashes and brackets, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,24}$/;
const phone = z
  .string()
  .trim()
  .max(30, 'content_phone_invalid')
  .refine((v) => v === '' || PHONE_PATTERN.test(v), 'content_phone_invalid');
const link = z
  .string()
  .trim()
  .max(300, 'too_long')
  .refine((v) => v === '' || isWebAddress(v), 'content_link_invalid');

function isWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The contacts the footer, the contact page, invoices and the payment pages show. */
export const siteContactsSchema = z.object({
  phone,
  whatsapp: phone,
  email: rules.email(),
  facebook_link: link,
  twitter_link: link,
  youtube_link: link,
  linkedin_link: link,
});
export type SiteContacts = z.infer<typeof siteContactsSchema>;

/** GET content/site: the texts and contacts as stored (the answer's fields are plain strings: a row made elsewhere may hold anything). */
export const siteContentSchema = z.object({
  texts: z.object(Object.fromEntries(Object.keys(siteTextsSchema.shape).map((f) => [f, z.string()])) as Record<TextField, z.ZodString>),
  contacts: contactInfoSchema,
  updated_at: z.string(),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

/** A content page (faq, privacy-policy, return-policy, terms-and-conditions) as the back office edits it. */
export const adminContentPageBody = z.object({
  title_ar: required(PAGE_TITLE_MAX),
  title_en: required(PAGE_TITLE_MAX),
  summary_ar: plain(PAGE_SUMMARY_MAX).default(''),
  summary_en: plain(PAGE_SUMMARY_MAX).default(''),
  /** HTML of the editor; stored sanitised. */
  body_ar: z.string().max(PAGE_BODY_MAX, 'too_long').default(''),
  body_en: z.string().max(PAGE_BODY_MAX, 'too_long').default(''),
  is_active: z.boolean().default(true),
});
export type AdminContentPageBody = z.infer<typeof adminContentPageBody>;
export type AdminContentPageInput = z.input<typeof adminContentPageBody>;

export const faqGroupBody = z.object({ name_ar: required(FAQ_NAME_MAX), name_en: required(FAQ_NAME_MAX) });
export type FaqGroupBody = z.infer<typeof faqGroupBody>;

export const faqItemBody = z.object({
  question_ar: required(FAQ_QUESTION_MAX),
  question_en: required(FAQ_QUESTION_MAX),
  answer_ar: required(FAQ_ANSWER_MAX),
  answer_en: required(FAQ_ANSWER_MAX),
  is_active: z.boolean().default(true),
  /** Moves the question to another group of the same page (a change only). */
  group_id: z.number().int().positive().optional(),
});
export type FaqItemBody = z.infer<typeof faqItemBody>;
export type FaqItemInput = z.input<typeof faqItemBody>;

/** A new order: every id of the list, once, in the order to show. */
export const orderBody = z.object({ ids: z.array(z.number().int().positive(), { error: 'content_order_invalid' }).min(1, 'content_order_invalid').max(500) });

export const adminFaqItemSchema = z.object({
  id: z.number().int(),
  question_ar: z.string(),
  question_en: z.string(),
  answer_ar: z.string(),
  answer_en: z.string(),
  is_active: z.boolean(),
});
export type AdminFaqItem = z.infer<typeof adminFaqItemSchema>;

export const adminFaqGroupSchema = z.object({ id: z.number().int(), name_ar: z.string(), name_en: z.string(), items: z.array(adminFaqItemSchema) });
export type AdminFaqGroup = z.infer<typeof adminFaqGroupSchema>;

export const adminContentPageSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title_ar: z.string(),
  title_en: z.string(),
  is_active: z.boolean(),
  updated_at: z.string(),
});
export type AdminContentPageSummary = z.infer<typeof adminContentPageSummarySchema>;

export const adminContentPageSchema = adminContentPageSummarySchema.extend({
  summary_ar: z.string(),
  summary_en: z.string(),
  body_ar: z.string(),
  body_en: z.string(),
  /** The page's question groups in order, every question (switched off ones too). */
  faq: z.array(adminFaqGroupSchema),
});
export type AdminContentPage = z.infer<typeof adminContentPageSchema>;
