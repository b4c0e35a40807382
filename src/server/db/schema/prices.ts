import { bigint, check, date, index, integer, numeric, pgTable, primaryKey, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { items } from './catalog';
import { governorates } from './geography';

/**
 * One daily price of an item in a governorate, in LE per the item's unit.
 * min = ex-factory, max = consumer price, mid = their average (see db/README.md).
 */
export const prices = pgTable(
  'prices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id),
    priceDate: date('price_date', { mode: 'string' }).notNull(),
    minPrice: numeric('min_price', { precision: 12, scale: 2 }).notNull(),
    maxPrice: numeric('max_price', { precision: 12, scale: 2 }).notNull(),
    midPrice: numeric('mid_price', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    unique('prices_item_gov_date_uq').on(t.itemId, t.governorateId, t.priceDate),
    index('prices_price_date_idx').on(t.priceDate),
    index('prices_item_id_price_date_idx').on(t.itemId, t.priceDate),
    check('prices_min_le_max', sql`${t.minPrice} <= ${t.maxPrice}`),
  ],
);

/**
 * The daily national rollup of an item (issue 20): one row per item and price day, aggregated over
 * the governorates priced that day — the lowest min, the highest max, the average of the mids.
 * Maintained by triggers on `prices` (migration 0014), so every writer (back office, import,
 * seed, benchmark) keeps it true in the same transaction; `updated_at` moves with each change of a
 * price row of the day (migration 0016) and gives the open data API its Last-Modified. Read-only for the application.
 */
export const priceDays = pgTable(
  'price_days',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    priceDate: date('price_date', { mode: 'string' }).notNull(),
    govCount: integer('gov_count').notNull(),
    minPrice: numeric('min_price', { precision: 12, scale: 2 }).notNull(),
    maxPrice: numeric('max_price', { precision: 12, scale: 2 }).notNull(),
    midPrice: numeric('mid_price', { precision: 12, scale: 2 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.priceDate] }), index('price_days_price_date_idx').on(t.priceDate)],
);

/**
 * When a price day of an item lost its last price (its `price_days` row deleted; migration 0016):
 * the open data API's Last-Modified counts these too, so a client polling with If-Modified-Since
 * learns that a day went away. Kept by the same triggers; read-only for the application.
 */
export const priceDaysRemoved = pgTable(
  'price_days_removed',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    priceDate: date('price_date', { mode: 'string' }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.priceDate] })],
);
