/**
 * The back office's packages and payments (issue 18, areas `packages` and `payments`): the groups
 * and packages as staff edit them, the subscriptions and orders filtered, one order with its
 * provider events, the refund and the revenue by month. Money is a decimal string in LE (EGP).
 */
import { z } from 'zod';
import { ENTITLEMENTS, PACKAGE_BILLINGS, PACKAGE_TIERS, PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from '../constants';
import { rules } from '../validation';
import { adminPageQuery } from './admin';
import { SUBSCRIPTION_TYPE_KEYS } from './subscriptions';

/** Longest a package lasts, in months (three years). */
export const MAX_PACKAGE_MONTHS = 36;
/** Most extra e-mails a package may offer. */
export const MAX_PACKAGE_EMAILS = 50;
/** "550", "550.5", "550.50": LE with at most two decimals, below 100 million. */
export const PRICE_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

const name = (max: number) => rules.required().max(max, 'too_long');
const optionalText = (max: number) => z.string().trim().max(max, 'too_long').default('');

// ---- groups -----------------------------------------------------------------------------------

/** A package group (`subscription_types`, the packages page's keys 1, 2, 3). */
export const adminPackageGroupSchema = z.object({
  id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  sort: z.number().int(),
  /** Its packages, offered or not. */
  packages: z.number().int(),
});
export type AdminPackageGroup = z.infer<typeof adminPackageGroupSchema>;

export const packageGroupParams = z.object({ id: z.coerce.number().int().min(1).max(SUBSCRIPTION_TYPE_KEYS.length) });
export const packageGroupBody = z.object({
  name_ar: name(120),
  name_en: name(120),
  sort: z.coerce.number({ error: 'invalid_value' }).int('invalid_value').min(0, 'invalid_value').max(1000, 'invalid_value').default(0),
});
export type PackageGroupBody = z.infer<typeof packageGroupBody>;

// ---- packages ---------------------------------------------------------------------------------

export const adminPackageSchema = z.object({
  id: z.number().int(),
  type_id: z.number().int(),
  tier: z.enum(PACKAGE_TIERS),
  billing: z.enum(PACKAGE_BILLINGS),
  title_ar: z.string(),
  title_en: z.string(),
  description_ar: z.string(),
  description_en: z.string(),
  price: z.string(),
  duration_months: z.number().int(),
  number_of_emails: z.number().int(),
  entitlements: z.array(z.enum(ENTITLEMENTS)),
  is_active: z.boolean(),
  sort: z.number().int(),
  /** Every subscription ever made of it (a package with any is deactivated, never deleted). */
  subscriptions: z.number().int(),
  /** Those giving access today (active or canceled, not past their end). */
  current_subscriptions: z.number().int(),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;

/** GET admin/packages: the groups and every package, offered or not. */
export const adminPackagesSchema = z.object({ groups: z.array(adminPackageGroupSchema), packages: z.array(adminPackageSchema) });
export type AdminPackages = z.infer<typeof adminPackagesSchema>;

/**
 * A package as created or replaced. Rules across fields: a `free` tier costs 0.00 and every other
 * tier more; monthly billing lasts 1 to 11 months, yearly whole years.
 */
export const packageBody = z
  .object({
    type_id: z.coerce
      .number({ error: 'packages_group_unknown' })
      .int('packages_group_unknown')
      .min(1, 'packages_group_unknown')
      .max(3, 'packages_group_unknown'),
    tier: z.enum(PACKAGE_TIERS, { error: 'invalid_value' }),
    billing: z.enum(PACKAGE_BILLINGS, { error: 'invalid_value' }),
    title_ar: name(120),
    title_en: name(120),
    description_ar: optionalText(1000),
    description_en: optionalText(1000),
    price: z.string({ error: 'packages_price_invalid' }).trim().regex(PRICE_PATTERN, 'packages_price_invalid'),
    duration_months: z.coerce
      .number({ error: 'packages_duration_invalid' })
      .int('packages_duration_invalid')
      .min(1, 'packages_duration_invalid')
      .max(MAX_PACKAGE_MONTHS, 'packages_duration_invalid'),
    number_of_emails: z.coerce
      .number({ error: 'packages_emails_invalid' })
      .int('packages_emails_invalid')
      .min(0, 'packages_emails_invalid')
      .max(MAX_PACKAGE_EMAILS, 'packages_emails_invalid'),
    entitlements: z
      .array(z.enum(ENTITLEMENTS, { error: 'packages_entitlement_unknown' }), { error: 'packages_entitlement_unknown' })
      .max(ENTITLEMENTS.length, 'packages_entitlement_unknown')
      .refine((list) => new Set(list).size === list.length, 'packages_entitlement_twice')
      .default([]),
    is_active: z.boolean({ error: 'invalid_value' }).default(true),
    sort: z.coerce.number({ error: 'invalid_value' }).int('invalid_value').min(0, 'invalid_value').max(1000, 'invalid_value').default(0),
  })
  .superRefine((v, ctx) => {
    const paid = Number(v.price) > 0;
    if ((v.tier === 'free') === paid) ctx.addIssue({ code: 'custom', message: 'packages_free_price', path: ['price'] });
    const monthly = v.billing === 'monthly';
    if (monthly ? v.duration_months > 11 : v.duration_months % 12 !== 0)
      ctx.addIssue({ code: 'custom', message: 'packages_duration_billing', path: ['duration_months'] });
  });
export type PackageBody = z.infer<typeof packageBody>;

export const packageParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** DELETE admin/packages/{id}: deleted when nobody ever subscribed to it, else deactivated. */
export const packageRemovalSchema = z.object({ deleted: z.boolean(), package: adminPackageSchema.nullable() });

// ---- subscriptions and orders -------------------------------------------------------------------

const dateQuery = z.iso.date({ error: 'date_invalid' }).optional();
/** A list's filters: a status, a date range (days in Cairo, both ends included) and an e-mail or name to look for. */
const listQuery = <S extends readonly [string, ...string[]]>(statuses: S) =>
  adminPageQuery
    .extend({
      status: z.enum(statuses, { error: 'invalid_value' }).optional(),
      from: dateQuery,
      to: dateQuery,
      q: z.string().trim().max(120, 'too_long').optional(),
    })
    .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'to_before_from', path: ['to'] });

export const adminSubscriptionsQuery = listQuery(SUBSCRIPTION_STATUSES);
export type AdminSubscriptionsQuery = z.infer<typeof adminSubscriptionsQuery>;

export const adminPaymentsQuery = listQuery(PAYMENT_STATUSES);
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuery>;

const customerSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const adminSubscriptionSchema = z.object({
  id: z.number().int(),
  user: customerSchema,
  package_id: z.number().int(),
  package_title: z.string(),
  /** The stored status, `expired` once past its end date even before the daily run marks it. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  price: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  is_trial: z.boolean(),
  auto_renew: z.boolean(),
  invoice: z.string().nullable(),
  payment_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const adminPaymentSchema = z.object({
  id: z.number().int(),
  invoice: z.string(),
  user: customerSchema,
  provider: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  transaction_id: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const paymentEventSchema = z.object({
  id: z.number().int(),
  received_at: z.string(),
  state: z.string().nullable(),
  outcome: z.string().nullable(),
  transaction_id: z.string().nullable(),
  verified: z.boolean(),
  payload: z.unknown(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/** GET admin/payments/{id}: the order, its lines, the subscriptions it paid, every provider event, and how it can be refunded. */
export const adminPaymentDetailSchema = adminPaymentSchema.extend({
  lines: z.array(z.object({ package_id: z.number().int(), title: z.string(), price: z.string(), duration_months: z.number().int() })),
  subscriptions: z.array(adminSubscriptionSchema),
  events: z.array(paymentEventSchema),
  /**
   * provider: the provider's refund call can do it; by_hand: its interface cannot (or it is not
   * the configured provider any more): refund at the provider, then mark it here; none: not paid,
   * or refunded already.
   */
  refund: z.enum(['provider', 'by_hand', 'none']),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;

/** POST admin/payments/{id}/refund. `by_hand`: the money went back at the provider's dashboard; only record it. */
export const refundBody = z.object({
  reason: z.string({ error: 'payments_refund_reason' }).trim().min(3, 'payments_refund_reason').max(500, 'too_long'),
  by_hand: z.boolean({ error: 'invalid_value' }).default(false),
});
export type RefundBody = z.infer<typeof refundBody>;

export const refundResultSchema = z.object({ amount: z.string(), by_hand: z.boolean(), subscriptions: z.array(z.number().int()) });
export type RefundResult = z.infer<typeof refundResultSchema>;

/** One month of revenue (Cairo months): orders paid in it, money refunded in it, and the difference. */
export const revenueMonthSchema = z.object({
  /** YYYY-MM. */
  month: z.string(),
  paid_count: z.number().int(),
  paid_amount: z.string(),
  refunded_count: z.number().int(),
  refunded_amount: z.string(),
  net_amount: z.string(),
});
export type RevenueMonth = z.infer<typeof revenueMonthSchema>;

/** GET admin/payments/revenue: the last 12 months, oldest first (months without money included). */
export const revenueSchema = z.object({ months: z.array(revenueMonthSchema), currency: z.literal('EGP') });
export type Revenue = z.infer<typeof revenueSchema>;
