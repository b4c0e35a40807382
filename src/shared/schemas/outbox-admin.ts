/**
 * The back office's outbox (issue 18, area `outbox`, admins only): every mail the site queued,
 * its delivery state, and "send again" for one that failed (decision 019: mails go through the
 * `mail.send` job queue).
 */
import { z } from 'zod';
import { adminPageQuery } from './admin';
import { calls, defineCall } from '../contract';
import { idParams } from './common';

export const OUTBOX_STATUS_NAMES = ['sent', 'failed', 'pending'] as const;
export type OutboxStatusName = (typeof OUTBOX_STATUS_NAMES)[number];

const dateQuery = z.iso.date({ error: 'date_invalid' }).optional();

export const outboxQuery = adminPageQuery
  .extend({
    status: z.enum(OUTBOX_STATUS_NAMES, { error: 'invalid_value' }).optional(),
    from: dateQuery,
    to: dateQuery,
    /** Part of the address or the subject. */
    q: z.string().trim().max(120, 'too_long').optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'to_before_from', path: ['to'] });
export type OutboxQuery = z.infer<typeof outboxQuery>;

export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUS_NAMES),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** The last failed attempt's error (cleared when it is queued again). */
  error: z.string().nullable(),
  /** Delivery attempts through SMTP. */
  attempts: z.number().int(),
  /** Times the back office queued it again. */
  resends: z.number().int(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxListSchema = z.object({
  items: z.array(outboxMailSchema),
  total: z.number().int(),
  page: z.number().int(),
  rows: z.number().int(),
  /** Every mail by status, whatever the filters (the screen's counts). */
  counts: z.object({ sent: z.number().int(), failed: z.number().int(), pending: z.number().int() }),
  /** false: no SMTP_URL; mails stay in the outbox unsent (read them here). */
  smtp: z.boolean(),
});
export type OutboxList = z.infer<typeof outboxListSchema>;

/** The queue's job of a mail: created, retry, active, completed, cancelled, failed (null once archived). */
export const outboxJobSchema = z.object({
  state: z.string(),
  retry_count: z.number().int(),
  retry_limit: z.number().int(),
  /** When its next attempt may start (a retry's wait). */
  next_attempt_at: z.string().nullable(),
});

export const outboxDetailSchema = outboxMailSchema.extend({
  /** The body as text (the text part; an HTML part, if any, says the same). */
  text: z.string(),
  has_html: z.boolean(),
  job: outboxJobSchema.nullable(),
  /** Whether "send again" is allowed now: not sent, and its job will not try again by itself. */
  can_resend: z.boolean(),
});
export type OutboxDetail = z.infer<typeof outboxDetailSchema>;

/** The back office's outbox calls (area `outbox`). */
export const outboxAdminCalls = calls(
  defineCall({
    name: 'outboxList',
    scope: 'admin',
    method: 'GET',
    path: 'outbox',
    query: outboxQuery,
    answer: outboxListSchema,
    tags: ['admin: outbox'],
    summary: 'Mails, newest first, by status (sent, failed, pending), date queued (Cairo days) and address or subject',
  }),
  defineCall({
    name: 'outboxMail',
    scope: 'admin',
    method: 'GET',
    path: 'outbox/:id',
    params: idParams,
    answer: outboxDetailSchema,
    tags: ['admin: outbox'],
    summary: "One mail: recipient, subject, error, attempts, its text and its job's state",
  }),
  defineCall({
    name: 'outboxResend',
    scope: 'admin',
    method: 'POST',
    path: 'outbox/:id/resend',
    params: idParams,
    answer: z.null(),
    tags: ['admin: outbox'],
    summary: 'Queues an unsent mail again through the mail job (409 once sent, or while its job still retries)',
  }),
);
