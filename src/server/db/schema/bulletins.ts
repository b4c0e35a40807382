import { check, date, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn, tstz } from './columns';
import { users } from './accounts';
import { items } from './catalog';
import { governorates } from './geography';
import { LANGUAGES } from '../../../shared/constants';

/**
 * One daily price bulletin sent (or being sent) to one address for one day: the unique pair is what
 * makes a resumed or repeated run never send twice for the same day and address.
 */
export const bulletinSends = pgTable(
  'bulletin_sends',
  {
    id: idColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    lang: text('lang', { enum: LANGUAGES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('bulletin_sends_day_email_uq').on(t.day, t.email)],
);

/** Addresses that followed a bulletin's one-click unsubscribe (List-Unsubscribe): they get no more bulletins. */
export const bulletinOptOuts = pgTable('bulletin_opt_outs', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

/** "Tell me when item X in governorate Y goes above/below P" (issue 16): mailed once per crossing. */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['above', 'below'] }).notNull(),
    /** LE, compared with the day's mid price. */
    threshold: numeric('threshold', { precision: 12, scale: 2 }).notNull(),
    /** Which side of the threshold the last checked price was on: a mail goes when it moves to `direction`. */
    lastSide: text('last_side', { enum: ['above', 'below'] }),
    lastNotifiedAt: tstz('last_notified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('price_alerts_item_gov_idx').on(t.itemId, t.governorateId),
    index('price_alerts_user_id_idx').on(t.userId),
    check('price_alerts_direction_chk', sql`${t.direction} in ('above', 'below')`),
  ],
);

/** One alert mail per alert and price day: a re-run of the check never mails twice. */
export const priceAlertNotices = pgTable(
  'price_alert_notices',
  {
    id: idColumn(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => priceAlerts.id, { onDelete: 'cascade' }),
    priceDate: date('price_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('price_alert_notices_alert_day_uq').on(t.alertId, t.priceDate)],
);
