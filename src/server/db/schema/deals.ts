import { boolean, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tstz } from './columns';
import { users } from './accounts';
import { items, producers, products, productTypes, units } from './catalog';
import { governorates } from './geography';

/** A user's offer of a quantity of an item in a governorate (Society → Deals). */
export const deals = pgTable(
  'deals',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    producerId: integer('producer_id')
      .notNull()
      .references(() => producers.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    quantity: numeric('quantity', { precision: 14, scale: 2 }).notNull(),
    /** False = hidden by the back office (moderation). */
    isActive: boolean('is_active').notNull().default(true),
    /** Set when its poster closes it: it leaves the list, its page says closed. */
    closedAt: tstz('closed_at'),
    /** The back office's reason for its last moderation of the deal (hidden, shown again, closed). */
    moderationReason: text('moderation_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('deals_created_at_idx').on(t.createdAt.desc()),
    index('deals_user_id_idx').on(t.userId),
    index('deals_product_id_idx').on(t.productId),
    index('deals_producer_id_idx').on(t.producerId),
    index('deals_item_id_idx').on(t.itemId),
    index('deals_governorate_id_idx').on(t.governorateId),
  ],
);

export const dealRequests = pgTable(
  'deal_requests',
  {
    id: idColumn(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The back office's inbox (issue 18): when and by whom it was marked handled (null = unread). */
    handledAt: tstz('handled_at'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [unique('deal_requests_deal_user_uq').on(t.dealId, t.userId), index('deal_requests_user_id_idx').on(t.userId)],
);
