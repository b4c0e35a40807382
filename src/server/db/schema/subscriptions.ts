import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn, tstz, updatedAt } from './columns';
import { users } from './accounts';
import { LANGUAGES, PACKAGE_BILLINGS, PACKAGE_TIERS, PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from '../../../shared/constants';

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

/**
 * An order: what the user chose at checkout, paid (or not) through one provider. The invoice is our
 * own number (shown on /payment and the printable invoice); provider_ref is the provider's id of the
 * checkout (Paymob's order, Fawaterk's invoice, the sandbox's session) that its signed callbacks name;
 * transaction_id is the provider's id of the payment that paid it, unique per provider: activation is
 * idempotent on it.
 */
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
    transactionId: text('transaction_id'),
    /** The language of the order's e-mails and invoice. */
    lang: text('lang', { enum: LANGUAGES }).notNull().default('ar'),
    checkoutUrl: text('checkout_url'),
    /** The last verified callback that changed the order (audit: every callback is in payment_events). */
    payload: jsonb('payload'),
    paidAt: tstz('paid_at'),
    refundedAt: tstz('refunded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_user_id_idx').on(t.userId),
    index('payments_provider_ref_idx').on(t.provider, t.providerRef),
    unique('payments_provider_transaction_uq').on(t.provider, t.transactionId),
    check('payments_status_chk', sql`${t.status} in ('pending', 'succeeded', 'failed', 'refunded')`),
  ],
);

/** The lines of an order, frozen at checkout (the invoice shows them whatever the package becomes). */
export const paymentLines = pgTable(
  'payment_lines',
  {
    id: idColumn(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => subscriptionPackages.id),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    durationMonths: integer('duration_months').notNull(),
  },
  (t) => [index('payment_lines_payment_id_idx').on(t.paymentId)],
);

/**
 * Every callback a provider sent, verified or not, as received (audit), with what it did:
 * activated, replay, amount_mismatch, unknown_order, failed, pending, refunded, invalid.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: idColumn(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id'),
    state: text('state'),
    verified: boolean('verified').notNull(),
    payload: jsonb('payload'),
    outcome: text('outcome'),
    receivedAt: createdAt(),
  },
  (t) => [index('payment_events_payment_id_idx').on(t.paymentId), index('payment_events_transaction_idx').on(t.provider, t.transactionId)],
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
    /** The last day of access (inclusive). */
    endDate: date('end_date', { mode: 'string' }),
    paymentId: integer('payment_id').references(() => payments.id),
    /** The "Try one Month" offer: one per account, no payment, never renews. */
    isTrial: boolean('is_trial').notNull().default(false),
    /** false once canceled: the renewal reminder says so, access lasts to end_date. */
    autoRenew: boolean('auto_renew').notNull().default(true),
    canceledAt: tstz('canceled_at'),
    /** The renewal reminder (7 days before end_date) was queued. */
    remindedAt: tstz('reminded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_user_id_idx').on(t.userId),
    index('subscriptions_package_id_idx').on(t.packageId),
    index('subscriptions_payment_id_idx').on(t.paymentId),
    index('subscriptions_end_date_idx').on(t.endDate),
    uniqueIndex('subscriptions_one_trial_uq')
      .on(t.userId)
      .where(sql`${t.isTrial}`),
    check('subscriptions_status_chk', sql`${t.status} in ('pending', 'active', 'canceled', 'expired', 'refunded')`),
  ],
);

/**
 * The extra recipients of a subscription's bulletins, at most its package's number_of_emails. An
 * address receives nothing until it followed the one-click link of its confirmation mail.
 */
export const subscriptionEmails = pgTable(
  'subscription_emails',
  {
    id: idColumn(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** sha256 of the confirmation link's token. */
    tokenHash: text('token_hash').notNull().unique(),
    confirmedAt: tstz('confirmed_at'),
    createdAt: createdAt(),
  },
  (t) => [unique('subscription_emails_subscription_email_uq').on(t.subscriptionId, t.email)],
);
