import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { countries } from './geography';

/** Industry-partner categories (/partners/{id}/{meta_name}); `slug` is the meta_name. */
export const profileTypes = pgTable('profile_types', {
  id: idColumn(),
  slug: text('slug').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const partners = pgTable(
  'partners',
  {
    id: idColumn(),
    profileTypeId: integer('profile_type_id')
      .notNull()
      .references(() => profileTypes.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    addressAr: text('address_ar').notNull().default(''),
    addressEn: text('address_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Relative path under /uploads, e.g. `partners/4.webp`. */
    photo: text('photo'),
    website: text('website'),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('partners_profile_type_id_idx').on(t.profileTypeId), index('partners_country_id_idx').on(t.countryId)],
);
