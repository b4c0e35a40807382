import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { ALERT_CHANNELS, TENDER_KINDS, TENDER_STATUSES } from '../../../shared/tenders';
import { createdAt, idColumn, tstz, updatedAt } from './columns';
import { users } from './accounts';
import { products } from './catalog';
import { governorates } from './geography';

const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Tenders (issue 31 item 7; owner: domains/tenders): a buyer's call for offers to supply building
 * materials or to build, in both languages. The country follows the governorate. A tender is on
 * the site when `is_active` and `published_at` has come; an `open` one past its `deadline` reads
 * closed without a write.
 */
export const tenders = pgTable(
  'tenders',
  {
    id: idColumn(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    buyerAr: text('buyer_ar').notNull(),
    buyerEn: text('buyer_en').notNull(),
    kind: text('kind', { enum: TENDER_KINDS }).notNull(),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id),
    quantity: numeric('quantity', { precision: 14, scale: 2 }).notNull(),
    unitAr: text('unit_ar').notNull(),
    unitEn: text('unit_en').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    documentsUrl: text('documents_url').notNull(),
    status: text('status', { enum: TENDER_STATUSES }).notNull().default('open'),
    /** Plain text (line breaks kept); never HTML. */
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    publishedAt: tstz('published_at').notNull().defaultNow(),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tenders_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    index('tenders_governorate_idx').on(t.governorateId),
    check('tenders_kind_chk', sql`${t.kind} in (${oneOf(TENDER_KINDS)})`),
    check('tenders_status_chk', sql`${t.status} in (${oneOf(TENDER_STATUSES)})`),
    check('tenders_documents_url_chk', sql`${t.documentsUrl} like 'https://%'`),
  ],
);

/** The catalogue's products a tender asks for (at least one; the back office sees to it). */
export const tenderMaterials = pgTable(
  'tender_materials',
  {
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.tenderId, t.productId] }), index('tender_materials_product_idx').on(t.productId, t.tenderId)],
);

/** A reader's tender alert: new tenders in a governorate and/or for a product, by a channel. */
export const tenderAlerts = pgTable(
  'tender_alerts',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    governorateId: integer('governorate_id').references(() => governorates.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ALERT_CHANNELS }).notNull().default('email'),
    createdAt: createdAt(),
  },
  (t) => [
    index('tender_alerts_user_idx').on(t.userId),
    unique('tender_alerts_uq').on(t.userId, t.governorateId, t.productId, t.channel).nullsNotDistinct(),
    check('tender_alerts_some_chk', sql`${t.governorateId} is not null or ${t.productId} is not null`),
    check('tender_alerts_channel_chk', sql`${t.channel} in (${oneOf(ALERT_CHANNELS)})`),
  ],
);

/** One notice of one tender to one reader by one channel: written with the message, so a re-run never sends twice. */
export const tenderNotices = pgTable(
  'tender_notices',
  {
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ALERT_CHANNELS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenderId, t.userId, t.channel] })],
);
