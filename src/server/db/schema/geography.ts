import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';

/** SPEC section 9 countries; `slug` is the country key (egypt, saudi, emirate, kuwait, qatar, iraq, oman). */
export const countries = pgTable('countries', {
  id: idColumn(),
  slug: text('slug').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  dialCode: text('dial_code').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** First-level regions of a country. Cairo is id 1: an empty gov_id means 1 (SPEC section 7). */
export const governorates = pgTable(
  'governorates',
  {
    id: idColumn(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('governorates_country_id_idx').on(t.countryId, t.sort)],
);
