import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn, tstz } from './columns';

/** Mails to send (SMTP worker) or, without SMTP, to read in the back office. */
export const outbox = pgTable(
  'outbox',
  {
    id: idColumn(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Extra headers (List-Unsubscribe of the bulletins). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
    error: text('error'),
    /** Delivery attempts made through SMTP (each success or failure of the worker counts one). */
    attempts: integer('attempts').notNull().default(0),
    /** Times the back office queued it again (issue 18): the generation of its `mail.send` job's id. */
    resends: integer('resends').notNull().default(0),
  },
  (t) => [
    index('outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
