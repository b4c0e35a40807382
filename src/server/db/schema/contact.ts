import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tstz } from './columns';
import { users } from './accounts';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Dialling code chosen in the form (+20, +96, +95). */
    code: text('code').notNull(),
    /** Code plus number, as sent. */
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    lang: text('lang').notNull().default('ar'),
    ip: text('ip'),
    createdAt: createdAt(),
    /** The back office's inbox (issue 18): when and by whom it was marked handled (null = unread). */
    handledAt: tstz('handled_at'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt.desc())],
);
