import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Integer identity key; "by default" so seeds and tests may pin an id when a contract needs one. */
export const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const tstz = (name: string) => timestamp(name, { withTimezone: true });
