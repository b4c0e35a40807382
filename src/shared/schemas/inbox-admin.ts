/**
 * The back office's inbox (issue 18, area `inbox`): what readers send the site — contact messages
 * (contact domain), deal requests (deals) and job applications with their CV (jobs) — each kind
 * listed unread or handled, marked handled, answered by e-mail.
 */
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { rules } from '../validation';
import { adminPageQuery } from './admin';
import { idParam } from './common';

export const INBOX_KINDS = ['contact', 'deal_requests', 'applications'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** unread: not handled yet. */
export const INBOX_STATES = ['unread', 'handled', 'all'] as const;
export type InboxState = (typeof INBOX_STATES)[number];

export const inboxQuery = adminPageQuery.extend({
  state: z.enum(INBOX_STATES, { error: 'invalid_value' }).default('unread'),
  /** Part of the sender's name or e-mail. */
  q: z.string().trim().max(120, 'too_long').optional(),
});
export type InboxQuery = z.infer<typeof inboxQuery>;

export const inboxParams = z.object({ kind: z.enum(INBOX_KINDS), id: idParam });
export const applicationParams = z.object({ id: idParam });

/** What every kind shows: who wrote, when, and whether (and by whom) it was handled. */
const inboxBase = z.object({
  id: z.number().int(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  /** The staff member who marked it handled (name, or e-mail). */
  handled_by: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  /** The language the sender uses (the reply's mail frame). */
  lang: z.enum(LANGUAGES),
});

export const contactItemSchema = inboxBase.extend({ phone: z.string(), message: z.string() });
export type ContactItem = z.infer<typeof contactItemSchema>;

export const dealRequestItemSchema = inboxBase.extend({
  mobile: z.string(),
  deal: z.object({
    id: z.number().int(),
    /** Item, producer and governorate in the page's language. */
    title: z.string(),
    product: z.string(),
    quantity: z.string(),
    unit: z.string(),
    poster_name: z.string(),
    poster_email: z.string(),
    closed: z.boolean(),
  }),
});
export type DealRequestItem = z.infer<typeof dealRequestItemSchema>;

export const applicationItemSchema = inboxBase.extend({
  mobile: z.string(),
  comment: z.string(),
  file_name: z.string(),
  file_mime: z.string(),
  file_size: z.number().int(),
  job: z.object({ id: z.number().int(), title: z.string(), poster_name: z.string(), poster_email: z.string(), closed: z.boolean() }),
});
export type ApplicationItem = z.infer<typeof applicationItemSchema>;

const counts = z.object({ unread: z.number().int(), total: z.number().int() });
/** GET admin/inbox: the counts of each kind (the tabs' badges). */
export const inboxSummarySchema = z.object({ contact: counts, deal_requests: counts, applications: counts });
export type InboxSummary = z.infer<typeof inboxSummarySchema>;

export const handledBody = z.object({ handled: z.boolean({ error: 'invalid_value' }) });

/** POST admin/inbox/{kind}/{id}/reply: an e-mail to the sender; it marks the message handled. */
export const replyBody = z.object({
  subject: rules.required().max(200, 'too_long'),
  message: rules.required().max(5000, 'too_long'),
});
export type ReplyBody = z.infer<typeof replyBody>;
