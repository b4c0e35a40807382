import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { countries, governorates } from './geography';

/** Materials: cement, gypsum, steel. `slug` is the route's meta_name. */
export const products = pgTable('products', {
  id: idColumn(),
  slug: text('slug').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const productTypes = pgTable(
  'product_types',
  {
    id: idColumn(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_types_product_id_idx').on(t.productId)],
);

/** Producer menu entries (/producers/{id}/{meta_name}); `slug` is the meta_name. */
export const producerTypes = pgTable('producer_types', {
  id: idColumn(),
  slug: text('slug').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const producers = pgTable(
  'producers',
  {
    id: idColumn(),
    producerTypeId: integer('producer_type_id')
      .notNull()
      .references(() => producerTypes.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    /** Relative path under /uploads, e.g. `producers/3.webp`. */
    photo: text('photo'),
    website: text('website'),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('producers_producer_type_id_idx').on(t.producerTypeId), index('producers_country_id_idx').on(t.countryId)],
);

/** Ton, KG, KM. */
export const units = pgTable('units', {
  id: idColumn(),
  code: text('code').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
});

/** A priced article: one product type of one producer (e.g. "Nile Delta grey cement 42.5N"). */
export const items = pgTable(
  'items',
  {
    id: idColumn(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    producerId: integer('producer_id')
      .notNull()
      .references(() => producers.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('items_product_id_idx').on(t.productId),
    index('items_product_type_id_idx').on(t.productTypeId),
    index('items_producer_id_idx').on(t.producerId),
  ],
);

/** The item's "govs": governorates where the item is sold and priced. */
export const itemGovernorates = pgTable(
  'item_governorates',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.governorateId] }), index('item_governorates_governorate_id_idx').on(t.governorateId)],
);
