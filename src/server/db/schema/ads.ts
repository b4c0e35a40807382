import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { idColumn, tstz } from './columns';
import { AD_LANGS } from '../../../shared/constants';

/** A banner in a fixed slot (`code`, SPEC section 9: '01-007'). `lang` 'all' shows in both languages. */
export const ads = pgTable(
  'ads',
  {
    id: idColumn(),
    code: text('code').notNull(),
    lang: text('lang', { enum: AD_LANGS }).notNull().default('all'),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    /** Relative path under /uploads, e.g. `ads/01-007.webp`. */
    photo: text('photo').notNull(),
    link: text('link').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    startsAt: tstz('starts_at').notNull().defaultNow(),
    endsAt: tstz('ends_at'),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [index('ads_code_idx').on(t.code), check('ads_lang_chk', sql`${t.lang} in ('ar', 'en', 'all')`)],
);
