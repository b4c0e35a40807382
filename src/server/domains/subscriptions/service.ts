/**
 * Subscriptions (SPEC sections 3, 4, 5, 7; issue 16): packages by group and tier, the user's
 * subscriptions and their extra e-mails, checkout through the configured payment provider,
 * activation by verified callbacks only (payments.ts), cancel and refund, the trial, invoices,
 * entitlements, renewal reminders and expiry.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Cache } from '../../platform/cache';
import { AppError, Conflict, NotFound, SubscriptionRequired, ValidationFailed, ValidationFailedWithText } from '../../platform/errors';
import type { Writer } from '../../platform/idempotency';
import type { JobQueue, JobTx } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import type { Payments } from '../../platform/payments/index';
import { PaymentProviderError } from '../../platform/payments/provider';
import { PACKAGE_TIERS, type Entitlement, type PackageTier } from '../../../shared/constants';
import { addDays, addMonths, todayIso } from '../../../shared/dates';
import type { Lang } from '../../../shared/envelope';
import { translate } from '../../../shared/i18n/index';
import type { PlainKey } from '../../../shared/i18n/types';
import { paths } from '../../../shared/paths';
import {
  REFUND_DAYS,
  SUBSCRIPTION_TYPE_KEYS,
  type AddEmailsPayload,
  type Invoice,
  type PackagesData,
  type Payment,
  type SubscriptionPackage,
  type SubscriptionTypes,
  type UserSubscription,
  type UserSubscriptionsData,
} from '../../../shared/schemas/subscriptions';
import { contactDetails } from '../site';
import * as repo from './repository';

/**
 * The prefix of what the app cache keeps about people's subscriptions. The readers' GET me answers
 * are built from it (accounts/cache.ts): a write that changes someone's plan invalidates it.
 */
export const SUBSCRIPTIONS_CACHE = 'subscriptions:';
/** The packages (shown on public pages: their change empties the page cache). */
export const PACKAGES_CACHE = 'packages:';
const PACKAGES_TTL = 5 * 60_000;

export interface SubscriptionDeps {
  db: Db;
  cache: Cache;
  jobs: JobQueue;
  mailer: Mailer;
  payments: Payments;
  /** The site's origin for links in mails and the providers' return and callback URLs. */
  publicUrl: string;
}

// ---- entitlements -------------------------------------------------------------------------

/**
 * The user's current subscriptions (active or canceled, not past their end), the best tier among
 * them ('free' without any) and every entitlement their packages grant.
 */
export async function activeSubscriptions(db: Pick<Db, 'execute'>, userId: number): Promise<{ ids: number[]; plan: PackageTier; entitlements: Entitlement[] }> {
  const rows = await repo.currentSubscriptions(db, userId);
  const best = rows.reduce((acc, r) => Math.max(acc, PACKAGE_TIERS.indexOf(r.tier)), 0);
  const entitlements = [...new Set(rows.flatMap((r) => r.entitlements))].sort();
  return { ids: rows.map((r) => r.id), plan: PACKAGE_TIERS[best] ?? 'free', entitlements };
}

/** Whether one of the user's current packages grants `entitlement` (data of the package, not code). */
export async function hasEntitlement(db: Pick<Db, 'execute'>, userId: number, entitlement: Entitlement): Promise<boolean> {
  const rows = await repo.currentSubscriptions(db, userId);
  return rows.some((r) => r.entitlements.includes(entitlement));
}

/** Throws 402 "You must subscribe first" unless one of the user's current packages grants `entitlement`. */
export async function requireEntitlement(db: Pick<Db, 'execute'>, userId: number, entitlement: Entitlement): Promise<void> {
  if (!(await hasEntitlement(db, userId, entitlement))) throw new SubscriptionRequired();
}

// ---- money --------------------------------------------------------------------------------

/** "550.00" → 55000 piasters. */
export const toCents = (amount: string): number => Math.round(Number(amount) * 100);
/** 55000 → "550.00". */
export const fromCents = (cents: number): string => (cents / 100).toFixed(2);

// ---- packages -----------------------------------------------------------------------------

const pick = (lang: Lang, ar: string, en: string) => (lang === 'ar' ? ar || en : en || ar);

function packageOf(p: repo.PackageRow, typeName: string, lang: Lang): SubscriptionPackage {
  return {
    subscription_id: p.id,
    subscription_title: pick(lang, p.titleAr, p.titleEn),
    subscription_description: pick(lang, p.descriptionAr, p.descriptionEn),
    price: Number(p.price).toFixed(2),
    subscription_type_name: typeName,
    type_id: p.typeId,
    tier: p.tier,
    billing: p.billing,
    duration: p.durationMonths,
    number_of_emails: p.numberOfEmails,
    entitlements: p.entitlements as Entitlement[],
  };
}

/** `subscriptions_types` with keys "1", "2", "3" (a group without packages is still listed, empty). */
export function packageTypes(deps: Pick<SubscriptionDeps, 'db' | 'cache'>, lang: Lang): Promise<SubscriptionTypes> {
  return deps.cache.wrap(`${PACKAGES_CACHE}types:${lang}`, PACKAGES_TTL, async () => {
    const [types, packages] = await Promise.all([repo.listTypes(deps.db), repo.listActivePackages(deps.db)]);
    const out = {} as SubscriptionTypes;
    for (const key of SUBSCRIPTION_TYPE_KEYS) {
      const type = types.find((t) => String(t.id) === key);
      const name = type ? pick(lang, type.nameAr, type.nameEn) : '';
      out[key] = { name, subscriptions: packages.filter((p) => String(p.typeId) === key).map((p) => packageOf(p, name, lang)) };
    }
    return out;
  });
}

/** GET subscription: the packages, and whether the reader may still take the trial. */
export async function packagesData(deps: Pick<SubscriptionDeps, 'db' | 'cache'>, lang: Lang, userId: number | null): Promise<PackagesData> {
  const [types, trialUsed] = await Promise.all([packageTypes(deps, lang), userId ? repo.hasHadTrial(deps.db, userId) : Promise.resolve(true)]);
  return { subscriptions_types: types, trial_available: userId != null && !trialUsed };
}

// ---- the user's subscriptions ---------------------------------------------------------------

const refundableUntil = (paidAt: Date) => new Date(paidAt.getTime() + REFUND_DAYS * 86_400_000);

/** GET get_user_subscriptions: every started subscription (newest first) and the packages. */
export async function userSubscriptionsData(deps: SubscriptionDeps, lang: Lang, userId: number): Promise<UserSubscriptionsData> {
  const [rows, types] = await Promise.all([repo.userSubscriptions(deps.db, userId), packageTypes(deps, lang)]);
  const emails = await repo.emailsOf(
    deps.db,
    rows.map((r) => r.s.id),
  );
  const today = todayIso();
  const subscriptions = rows.map(({ s, p, t, invoice, paidAt }): UserSubscription => {
    const own = emails.filter((e) => e.subscriptionId === s.id);
    const current = (s.status === 'active' || s.status === 'canceled') && (s.endDate == null || s.endDate >= today);
    return {
      subscription_id: s.id,
      package_id: p.id,
      subscription_type_title: pick(lang, t.nameAr, t.nameEn),
      subscription_title: pick(lang, p.titleAr, p.titleEn),
      subscription_description: pick(lang, p.descriptionAr, p.descriptionEn),
      price: Number(s.price).toFixed(2),
      duration: p.durationMonths,
      start_date: s.startsAt ? todayIso(s.startsAt) : null,
      end_date: s.endDate,
      number_of_emails: p.numberOfEmails,
      emails: own.map((e) => e.email).join(','),
      emails_detail: own.map((e) => ({ email: e.email, confirmed: e.confirmedAt != null })),
      status: current || s.status === 'refunded' || s.status === 'pending' ? s.status : 'expired',
      auto_renew: s.autoRenew && s.status === 'active',
      is_trial: s.isTrial,
      refundable: refundable(s, paidAt),
      invoice: invoice ?? '',
    };
  });
  return { subscriptions, subscriptions_types: types };
}

function refundable(s: repo.SubscriptionRow, paidAt: Date | null): boolean {
  return !s.isTrial && s.paymentId != null && paidAt != null && s.status === 'active' && Date.now() <= refundableUntil(paidAt).getTime();
}

// ---- checkout -----------------------------------------------------------------------------

const newInvoice = () => `BN-${todayIso().replaceAll('-', '')}-${randomBytes(5).toString('hex').toUpperCase()}`;

/** The first name and the rest, as the providers' billing data wants them. */
function splitName(fullName: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first || 'Binaa', lastName: rest.join(' ') || first || 'Customer' };
}

/**
 * POST subscribe: a pending order with its lines (prices frozen from the packages), then the
 * provider's checkout for it; the answer is the checkout URL. One transaction: if the provider
 * cannot be reached nothing is kept (503) and the user may try again.
 */
export async function subscribe(deps: SubscriptionDeps, db: Writer, userId: number, lang: Lang, packageIds: number[]): Promise<string> {
  return db.transaction(async (tx) => {
    const packages = await repo.findPackages(tx, packageIds);
    const usable = packageIds.map((id) => packages.find((p) => p.id === id && p.isActive && toCents(p.price) > 0));
    const missing = usable.flatMap((p, i) => (p ? [] : [i]));
    if (missing.length) throw new ValidationFailed({ subscriptions: ['package_unavailable'] });
    const chosen = usable as repo.PackageRow[];
    const account = await repo.findAccount(tx, userId);
    if (!account) throw new NotFound();
    const cents = chosen.reduce((sum, p) => sum + toCents(p.price), 0);
    const order = await repo.insertOrder(
      tx,
      { userId, provider: deps.payments.provider.name, invoice: newInvoice(), amount: fromCents(cents), lang },
      chosen.map((p) => ({ packageId: p.id, titleAr: p.titleAr, titleEn: p.titleEn, price: p.price, durationMonths: p.durationMonths })),
    );
    const provider = deps.payments.provider;
    let checkout: Awaited<ReturnType<typeof provider.createCheckout>>;
    try {
      checkout = await provider.createCheckout({
        reference: order.invoice,
        amountCents: cents,
        currency: 'EGP',
        lines: chosen.map((p) => ({ name: pick(lang, p.titleAr, p.titleEn), amountCents: toCents(p.price), quantity: 1 })),
        customer: { ...splitName(account.fullName), email: account.email, phone: account.mobile || '+20000000000' },
        lang,
        returnUrl: `${provider.name === 'sandbox' ? '' : deps.publicUrl}${returnPath(order.invoice)}`,
        callbackUrl: `${provider.name === 'sandbox' ? '' : deps.publicUrl}${callbackPathOf(provider.name)}`,
      });
    } catch (err) {
      if (err instanceof PaymentProviderError) throw new AppError(503, 'api.payment_provider_unavailable');
      throw err;
    }
    await repo.setCheckout(tx, order.id, checkout.providerReference, checkout.url);
    return checkout.url;
  });
}

/** Where every provider sends the browser back: it redirects to /payment with the order's state. */
export const returnPath = (invoice: string) => `/payments/return/${encodeURIComponent(invoice)}`;
const callbackPathOf = (name: string) => (name === 'fawaterk' ? '/payments/fawaterk/webhook_json' : `/payments/${name}/callback`);

/** The /payment query of an order: its state from our database; a provider's failure hint for a still pending one. */
export async function returnTarget(deps: Pick<SubscriptionDeps, 'db'>, invoice: string, hint: 'success' | 'failed' | 'pending' | null): Promise<string> {
  const order = await repo.findOrderByInvoice(deps.db, invoice);
  if (!order) return paths.subscriptionPackages();
  const status = order.status === 'succeeded' ? 'success' : order.status === 'failed' ? 'failed' : hint === 'failed' ? 'failed' : 'pending';
  return paths.payment({ status, invoice: order.invoice, price: Number(order.amount).toFixed(2) });
}

// ---- orders as the user sees them ----------------------------------------------------------

function paymentOf(o: repo.PaymentRow): Payment {
  return {
    invoice: o.invoice,
    status: o.status,
    amount: Number(o.amount).toFixed(2),
    currency: o.currency,
    provider: o.provider,
    transaction_id: o.transactionId,
    created_at: o.createdAt.toISOString(),
    paid_at: o.paidAt ? o.paidAt.toISOString() : null,
  };
}

async function ownOrder(db: Writer, userId: number, invoice: string) {
  const order = await repo.findOrderByInvoice(db, invoice);
  if (!order || order.userId !== userId) throw new NotFound('api.payment_not_found');
  return order;
}

/**
 * GET payment_status: what /payment polls while a callback is late. `onPending` asks the provider
 * about an order still pending (payments.ts `reconcile`); the answer is the state as it is now.
 */
export async function paymentStatus(
  deps: Pick<SubscriptionDeps, 'db'>,
  userId: number,
  invoice: string,
  onPending?: (order: repo.PaymentRow) => Promise<void>,
) {
  const order = await ownOrder(deps.db, userId, invoice);
  if (order.status === 'pending' && onPending) await onPending(order);
  return paymentOf(order);
}

/** GET payments: the user's orders that reached a provider, newest first. */
export const userPayments = async (deps: Pick<SubscriptionDeps, 'db'>, userId: number) => (await repo.userOrders(deps.db, userId)).map(paymentOf);

/** GET invoice: the printable invoice of one of the user's orders. */
export async function invoiceOf(deps: Pick<SubscriptionDeps, 'db' | 'cache'>, userId: number, lang: Lang, invoice: string): Promise<Invoice> {
  const order = await ownOrder(deps.db, userId, invoice);
  const [lines, account, contact] = await Promise.all([repo.orderLines(deps.db, order.id), repo.findAccount(deps.db, userId), contactDetails(deps.db)]);
  const total = lines.reduce((sum, l) => sum + toCents(l.price), 0);
  return {
    ...paymentOf(order),
    lines: lines.map((l) => ({ title: pick(lang, l.titleAr, l.titleEn), price: Number(l.price).toFixed(2), duration: l.durationMonths })),
    vat: '0.00',
    total: fromCents(total),
    seller: { name: translate(lang, 'billing.seller_name'), address: translate(lang, 'billing.seller_address'), email: contact.email, phone: contact.phone },
    buyer: { name: account?.fullName ?? '', email: account?.email ?? '', mobile: account?.mobile ?? '' },
  };
}

// ---- extra e-mails ------------------------------------------------------------------------

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link of an extra address's confirmation mail (a page with a button: a mail scanner's GET confirms nothing). */
export const confirmEmailPath = (token: string) => `/subscriptions/emails/confirm?token=${encodeURIComponent(token)}`;

/**
 * POST add_emails_to_subscription: the subscription's extra addresses become `emails` (the dialog
 * sends the whole list). Only the owner, only a current subscription, at most number_of_emails.
 * A new address gets a one-click confirmation mail and receives nothing before it is followed;
 * an address kept keeps its confirmation.
 */
export async function setSubscriptionEmails(deps: SubscriptionDeps, userId: number, lang: Lang, body: AddEmailsPayload): Promise<void> {
  const wanted = [...new Set(body.emails.map((e) => e.trim().toLowerCase()))];
  await deps.jobs.transaction(async (tx) => {
    const found = await repo.lockSubscription(tx.db, body.subscription_id);
    if (!found || found.s.userId !== userId) throw new NotFound('api.subscription_not_found');
    const { s, p } = found;
    if (!isCurrent(s)) throw new Conflict('api.subscription_not_current');
    if (wanted.length > p.numberOfEmails) {
      throw new ValidationFailedWithText({ emails: [translate(lang, 'billing.max_emails', { max: p.numberOfEmails })] });
    }
    const existing = await repo.emailsOf(tx.db, [s.id]);
    const have = new Set(existing.map((e) => e.email));
    await repo.deleteEmails(
      tx.db,
      s.id,
      existing.filter((e) => !wanted.includes(e.email)).map((e) => e.email),
    );
    const owner = await repo.findAccount(tx.db, userId);
    for (const email of wanted.filter((e) => !have.has(e))) {
      const token = randomBytes(24).toString('base64url');
      await repo.insertEmail(tx.db, { subscriptionId: s.id, email, tokenHash: tokenHash(token) });
      await deps.mailer.send(
        {
          to: email,
          subject: translate(owner?.language ?? lang, 'mail.subscription_email_subject'),
          text: translate(owner?.language ?? lang, 'mail.subscription_email_body', { link: `${deps.publicUrl}${confirmEmailPath(token)}` }),
        },
        tx,
      );
    }
  });
  await deps.cache.invalidate(SUBSCRIPTIONS_CACHE);
}

/** The one-click confirmation of an extra address; false for an unknown token. */
export async function confirmSubscriptionEmail(deps: Pick<SubscriptionDeps, 'db'>, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  return (await repo.confirmEmail(deps.db, tokenHash(token))) != null;
}

// ---- cancel, refund, trial ----------------------------------------------------------------

const isCurrent = (s: repo.SubscriptionRow) => (s.status === 'active' || s.status === 'canceled') && (s.endDate == null || s.endDate >= todayIso());

/**
 * POST cancel_subscription: stops the renewal, keeps access to the end date, mails a confirmation.
 * With `refund` and within the return policy (paid, 14 days, not a trial) the provider refunds the
 * line's price and the subscription ends today; when the provider refuses, nothing changes (409).
 */
export async function cancelSubscription(
  deps: SubscriptionDeps,
  userId: number,
  lang: Lang,
  body: { subscription_id: number; refund?: boolean },
): Promise<{ refunded: boolean; end_date: string | null; message: PlainKey }> {
  const result = await deps.jobs.transaction(async (tx) => {
    const found = await repo.lockSubscription(tx.db, body.subscription_id);
    if (!found || found.s.userId !== userId) throw new NotFound('api.subscription_not_found');
    const { s, payment } = found;
    if (s.status !== 'active' || !isCurrent(s)) throw new Conflict('api.subscription_not_cancelable');
    const owner = await repo.findAccount(tx.db, userId);
    const mailLang = owner?.language ?? lang;
    if (body.refund) {
      if (!refundable(s, payment?.paidAt ?? null) || !payment?.transactionId) throw new Conflict('api.refund_not_allowed');
      const provider = deps.payments.byName(payment.provider);
      const ok = provider
        ? await provider.refund(payment.transactionId, toCents(s.price)).then(
            (r) => r.ok,
            () => false,
          )
        : false;
      if (!ok) throw new Conflict('api.refund_unavailable');
      const yesterday = addDays(todayIso(), -1);
      await repo.updateSubscription(tx.db, s.id, { status: 'refunded', autoRenew: false, canceledAt: new Date(), endDate: yesterday });
      const others = (await repo.subscriptionsOfOrder(tx.db, payment.id)).filter((o) => o.id !== s.id && o.status !== 'refunded');
      if (!others.length) await repo.updateOrder(tx.db, payment.id, { status: 'refunded', refundedAt: new Date() });
      await deps.mailer.send(
        {
          to: owner!.email,
          subject: translate(mailLang, 'mail.refund_subject'),
          text: translate(mailLang, 'mail.refund_body', { title: pick(mailLang, found.p.titleAr, found.p.titleEn), amount: Number(s.price).toFixed(2) }),
        },
        tx,
      );
      return { refunded: true, end_date: yesterday, message: 'api.subscription_refunded' as const };
    }
    await repo.updateSubscription(tx.db, s.id, { status: 'canceled', autoRenew: false, canceledAt: new Date() });
    await deps.mailer.send(
      {
        to: owner!.email,
        subject: translate(mailLang, 'mail.cancel_subject'),
        text: translate(mailLang, 'mail.cancel_body', { title: pick(mailLang, found.p.titleAr, found.p.titleEn), date: s.endDate ?? '' }),
      },
      tx,
    );
    return { refunded: false, end_date: s.endDate, message: 'api.subscription_canceled' as const };
  });
  await deps.cache.invalidate(SUBSCRIPTIONS_CACHE);
  return result;
}

/** POST start_trial: one month of a monthly paid package, once per account, no payment, never renews. */
export async function startTrial(deps: SubscriptionDeps, db: Writer, userId: number, packageId: number): Promise<{ end_date: string }> {
  const p = await repo.findPackage(db, packageId);
  if (!p || !p.isActive || p.billing !== 'monthly' || toCents(p.price) <= 0) throw new ValidationFailed({ subscription_id: ['package_unavailable'] });
  const today = todayIso();
  const endDate = addDays(addMonths(today, 1), -1);
  try {
    await db.transaction(async (tx) => {
      await repo.insertSubscriptions(tx, [
        { userId, packageId: p.id, status: 'active', price: '0.00', startsAt: new Date(), endDate, isTrial: true, autoRenew: false },
      ]);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict('api.trial_used');
    throw err;
  }
  await deps.cache.invalidate(SUBSCRIPTIONS_CACHE);
  return { end_date: endDate };
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

// ---- renewal reminders and expiry -----------------------------------------------------------

/** Days before the end date that the renewal reminder goes. */
export const REMINDER_DAYS = 7;

/**
 * The daily run (a scheduled job): subscriptions past their end become expired (their entitlements
 * already ended with the date), and renewing ones ending within 7 days get their reminder, once.
 */
export async function dailyRun(deps: SubscriptionDeps, today = todayIso()): Promise<{ expired: number; reminded: number }> {
  const expired = await repo.expireDue(deps.db, today);
  let reminded = 0;
  for (;;) {
    const batch = await deps.jobs.transaction(async (tx) => {
      const due = await repo.dueForReminder(tx.db, addDays(today, REMINDER_DAYS));
      for (const { s, p } of due) {
        const owner = await repo.findAccount(tx.db, s.userId);
        if (owner) await deps.mailer.send(reminderMail(deps, owner, p, s.endDate ?? today), tx);
        await repo.updateSubscription(tx.db, s.id, { remindedAt: new Date() });
      }
      return due.length;
    });
    reminded += batch;
    if (batch === 0) break;
  }
  if (expired.length) await deps.cache.invalidate(SUBSCRIPTIONS_CACHE);
  return { expired: expired.length, reminded };
}

function reminderMail(deps: Pick<SubscriptionDeps, 'publicUrl'>, owner: repo.AccountRow, p: repo.PackageRow, endDate: string) {
  const lang = owner.language;
  return {
    to: owner.email,
    subject: translate(lang, 'mail.renewal_subject'),
    text: translate(lang, 'mail.renewal_body', {
      title: pick(lang, p.titleAr, p.titleEn),
      date: endDate,
      link: `${deps.publicUrl}${paths.subscriptionPackages()}`,
    }),
  };
}

/** The receipt mailed when an order is paid, in the order's language. */
export function receiptMail(
  deps: Pick<SubscriptionDeps, 'publicUrl'>,
  owner: repo.AccountRow,
  order: repo.PaymentRow,
  lines: { title: string; endDate: string }[],
) {
  const lang = order.lang;
  return {
    to: owner.email,
    subject: translate(lang, 'mail.receipt_subject', { invoice: order.invoice }),
    text: translate(lang, 'mail.receipt_body', {
      invoice: order.invoice,
      amount: Number(order.amount).toFixed(2),
      lines: lines.map((l) => `- ${l.title} (${translate(lang, 'mail.until', { date: l.endDate })})`).join('\n'),
      link: `${deps.publicUrl}${paths.invoice(order.invoice)}`,
    }),
  };
}

export type { JobTx };

/** The dashboard's money: active subscriptions and this month's revenue (EGP, decimal string). */
export const moneyFigures = (db: Pick<Db, 'execute'>, today: string, monthStart: string) => repo.moneyFigures(db, today, monthStart);
