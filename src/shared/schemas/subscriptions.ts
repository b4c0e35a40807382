/**
 * Subscriptions and payments (SPEC sections 3, 4, 5 and 7; issue 16): the packages, the user's
 * subscriptions, checkout, the order (payment) state, invoices, cancel and the trial.
 */
import { z } from 'zod';
import { ENTITLEMENTS, PACKAGE_BILLINGS, PACKAGE_TIERS, PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from '../constants';
import { rules } from '../validation';
import { idParam } from './common';
import { calls, defineCall } from '../contract';

/** The SPEC's group keys of `subscriptions_types`. */
export const SUBSCRIPTION_TYPE_KEYS = ['1', '2', '3'] as const;

/** Most packages one checkout may hold (one per group and tier is already 27). */
export const MAX_PACKAGES_PER_ORDER = 10;

/** Days after payment within which an unused subscription may be refunded (return policy). */
export const REFUND_DAYS = 14;

/** Subscription package (SPEC section 3) plus what /choose-plan shows. Prices in LE, VAT excluded. */
export const subscriptionPackageSchema = z.object({
  subscription_id: z.number().int(),
  subscription_title: z.string(),
  subscription_description: z.string(),
  /** LE as a decimal string, e.g. "550.00". */
  price: z.string(),
  subscription_type_name: z.string(),
  type_id: z.number().int(),
  tier: z.enum(PACKAGE_TIERS),
  billing: z.enum(PACKAGE_BILLINGS),
  /** Months. */
  duration: z.number().int(),
  number_of_emails: z.number().int(),
  entitlements: z.array(z.enum(ENTITLEMENTS)),
});
export type SubscriptionPackage = z.infer<typeof subscriptionPackageSchema>;

export const subscriptionTypeSchema = z.object({ name: z.string(), subscriptions: z.array(subscriptionPackageSchema) });

/** `subscriptions_types` with keys "1", "2", "3" (SPEC section 7, GET subscription). */
export const subscriptionTypesSchema = z.record(z.enum(SUBSCRIPTION_TYPE_KEYS), subscriptionTypeSchema);
export type SubscriptionTypes = z.infer<typeof subscriptionTypesSchema>;

/** GET subscription. */
export const packagesDataSchema = z.object({
  subscriptions_types: subscriptionTypesSchema,
  /** True when the "Try one Month" offer is still open to the reader (false for visitors: they sign in first). */
  trial_available: z.boolean(),
});
export type PackagesData = z.infer<typeof packagesDataSchema>;

export const subscriptionEmailSchema = z.object({ email: z.string(), confirmed: z.boolean() });

/** User subscription (SPEC section 3) plus its state for Settings → Subscriptions. */
export const userSubscriptionSchema = z.object({
  subscription_id: z.number().int(),
  package_id: z.number().int(),
  subscription_type_title: z.string(),
  subscription_title: z.string(),
  subscription_description: z.string(),
  price: z.string(),
  /** Months. */
  duration: z.number().int(),
  /** YYYY-MM-DD or null. */
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  number_of_emails: z.number().int(),
  /** The extra e-mails, comma separated (SPEC); `emails_detail` says which are confirmed. */
  emails: z.string(),
  emails_detail: z.array(subscriptionEmailSchema),
  status: z.enum(SUBSCRIPTION_STATUSES),
  auto_renew: z.boolean(),
  is_trial: z.boolean(),
  /** Within the return policy (14 days, unused): cancel may refund it. */
  refundable: z.boolean(),
  /** The invoice of the order that paid it ('' for a trial). */
  invoice: z.string(),
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;

/** GET get_user_subscriptions: data.subscriptions and data.subscriptions_types. */
export const userSubscriptionsDataSchema = z.object({
  subscriptions: z.array(userSubscriptionSchema),
  subscriptions_types: subscriptionTypesSchema,
});
export type UserSubscriptionsData = z.infer<typeof userSubscriptionsDataSchema>;

/** POST subscribe: the chosen packages' ids (SPEC: "subscriptions (list of chosen packages)"). */
export const subscribeSchema = z.object({
  subscriptions: z
    .array(idParam, { error: 'packages_required' })
    .min(1, 'packages_required')
    .max(MAX_PACKAGES_PER_ORDER, 'too_many_packages')
    .refine((ids) => new Set(ids).size === ids.length, 'duplicate_packages'),
});
export type SubscribePayload = z.infer<typeof subscribeSchema>;

/** POST subscribe answers the provider's checkout URL (SPEC: "data is the payment URL"). */
export const subscribeDataSchema = z.string();

/** POST add_emails_to_subscription (SPEC section 7). The count rule is checked against the package. */
export const addEmailsSchema = z.object({
  subscription_id: idParam,
  emails: z.array(rules.email()).max(50, 'too_many_emails'),
});
export type AddEmailsPayload = z.infer<typeof addEmailsSchema>;

/** POST cancel_subscription: stop renewal; `refund` asks for the money back where the return policy allows. */
export const cancelSubscriptionSchema = z.object({ subscription_id: idParam, refund: z.boolean().optional() });
export type CancelSubscriptionPayload = z.infer<typeof cancelSubscriptionSchema>;
export const cancelDataSchema = z.object({ refunded: z.boolean(), end_date: z.string().nullable() });

/** POST start_trial: the "Try one Month" offer of a monthly paid package. */
export const startTrialSchema = z.object({ subscription_id: idParam });

/** An order as the /payment page and Settings → Payment settings see it. */
export const paymentSchema = z.object({
  invoice: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** LE, decimal string. */
  amount: z.string(),
  currency: z.string(),
  provider: z.string(),
  transaction_id: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const invoiceLineSchema = z.object({ title: z.string(), price: z.string(), duration: z.number().int() });

/** The printable invoice: seller, buyer, lines, VAT (0) and total. */
export const invoiceSchema = paymentSchema.extend({
  lines: z.array(invoiceLineSchema),
  vat: z.string(),
  total: z.string(),
  seller: z.object({ name: z.string(), address: z.string(), email: z.string(), phone: z.string() }),
  buyer: z.object({ name: z.string(), email: z.string(), mobile: z.string() }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceQuerySchema = z.object({ invoice: z.string().min(1, 'required').max(40, 'invalid_invoice') });
export const paymentsListSchema = z.array(paymentSchema);

/** The payment providers a checkout may use (the server offers those with keys). */
export const PAYMENT_PROVIDER_NAMES = ['sandbox', 'paymob', 'fawaterk'] as const;

/** The subscriptions and payments calls of the front API (SPEC sections 2, 4, 7; issue 16). A 402 anywhere: subscription_required. */
export const subscriptionsCalls = calls(
  defineCall({
    name: 'packages',
    method: 'GET',
    path: 'subscription',
    answer: packagesDataSchema,
    tags: ['subscriptions'],
    summary: 'The subscription packages in their three groups (keys 1, 2, 3); trial_available for a signed-in reader who never had the trial',
  }),
  defineCall({
    name: 'subscribe',
    method: 'POST',
    path: 'subscribe',
    body: subscribeSchema,
    answer: subscribeDataSchema,
    tags: ['subscriptions'],
    summary: 'Checkout: a pending order of the chosen packages; data is the payment provider URL the browser goes to',
    idempotent: true,
  }),
  defineCall({
    name: 'userSubscriptions',
    method: 'GET',
    path: 'get_user_subscriptions',
    answer: userSubscriptionsDataSchema,
    tags: ['subscriptions'],
    summary: "The signed-in user's subscriptions (newest first) and the packages",
  }),
  defineCall({
    name: 'addEmailsToSubscription',
    method: 'POST',
    path: 'add_emails_to_subscription',
    body: addEmailsSchema,
    answer: z.null(),
    tags: ['subscriptions'],
    summary: "Sets the extra e-mails of one of the user's current subscriptions (at most its number_of_emails); each new address gets a confirmation mail",
  }),
  defineCall({
    name: 'cancelSubscription',
    method: 'POST',
    path: 'cancel_subscription',
    body: cancelSubscriptionSchema,
    answer: cancelDataSchema,
    tags: ['subscriptions'],
    summary: 'Stops the renewal (access lasts to the end date); with refund, within the return policy, the provider refunds it and it ends today',
  }),
  defineCall({
    name: 'startTrial',
    method: 'POST',
    path: 'start_trial',
    body: startTrialSchema,
    answer: z.object({ end_date: z.string() }),
    tags: ['subscriptions'],
    summary: '"Try one Month": a month of a monthly paid package, once per account, no payment',
    idempotent: true,
  }),
  defineCall({
    name: 'paymentStatus',
    method: 'GET',
    path: 'payment_status',
    query: invoiceQuerySchema,
    answer: paymentSchema,
    tags: ['subscriptions'],
    summary: "The state of one of the user's orders (the /payment page polls it while the provider's callback is late)",
  }),
  defineCall({
    name: 'payments',
    method: 'GET',
    path: 'payments',
    answer: paymentsListSchema,
    tags: ['subscriptions'],
    summary: "The user's orders, newest first",
  }),
  defineCall({
    name: 'invoice',
    method: 'GET',
    path: 'invoice',
    query: invoiceQuerySchema,
    answer: invoiceSchema,
    tags: ['subscriptions'],
    summary: "The printable invoice of one of the user's orders: seller, buyer, lines, VAT (0) and total",
  }),
);
