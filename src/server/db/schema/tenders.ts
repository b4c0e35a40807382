import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, updatedAt } from './columns';

/** Tenders: one row a tender, its title in both languages (made by `npm run new:domain`; owner: domains/tenders). */
export const tenders = pgTable(
  'tenders',
  {
    id: idColumn(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [index('tenders_active_idx').on(t.isActive, t.id)],
);
