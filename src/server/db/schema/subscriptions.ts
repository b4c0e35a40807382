import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn, tstz, updatedAt } from './columns';
import { users } from './accounts';
import { PACKAGE_BILLINGS, PACKAGE_TIERS, PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from '../../../shared/constants';

/** The three package groups (SPEC "subscriptions_types" keys 1, 2, 3); fixed ids. */
export const subscriptionTypes = pgTable('subscription_types', {
  id: integer('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const subscriptionPackages = pgTable(
  'subscription_packages',
  {
    id: idColumn(),
    typeId: integer('type_id')
      .notNull()
      .references(() => subscriptionTypes.id),
    tier: text('tier', { enum: PACKAGE_TIERS }).notNull(),
    billing: text('billing', { enum: PACKAGE_BILLINGS }).notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** LE, VAT excluded (displayed as 0). */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    durationMonths: integer('duration_months').notNull(),
    numberOfEmails: integer('number_of_emails').notNull().default(0),
    /** Capability names the package grants, e.g. 'prices.history', 'comparison', 'deals.add', 'jobs.add'. */
    entitlements: jsonb('entitlements').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('subscription_packages_type_id_idx').on(t.typeId),
    check('subscription_packages_tier_chk', sql`${t.tier} in ('free', 'basic', 'platen', 'gold', 'diamond')`),
    check('subscription_packages_billing_chk', sql`${t.billing} in ('monthly', 'yearly')`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'sandbox', 'paymob', 'fawaterk'. */
    provider: text('provider').notNull(),
    /** Our invoice / transaction number, shown on the payment result page. */
    invoice: text('invoice').notNull().unique(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('EGP'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    providerRef: text('provider_ref'),
    payload: jsonb('payload'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_user_id_idx').on(t.userId), check('payments_status_chk', sql`${t.status} in ('pending', 'succeeded', 'failed')`)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => subscriptionPackages.id),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('pending'),
    /** Price paid, copied from the package at subscription time. */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    startsAt: tstz('starts_at'),
    endDate: date('end_date', { mode: 'string' }),
    /** Extra recipients of the price bulletins, at most the package's number_of_emails. */
    emails: text('emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    paymentId: integer('payment_id').references(() => payments.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_user_id_idx').on(t.userId),
    index('subscriptions_package_id_idx').on(t.packageId),
    index('subscriptions_payment_id_idx').on(t.paymentId),
    check('subscriptions_status_chk', sql`${t.status} in ('pending', 'active', 'canceled', 'expired')`),
  ],
);
