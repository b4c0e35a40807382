/**
 * The back office of packages and payments (issue 18, areas `packages` and `payments`; decision
 * 024): the groups and packages, the subscriptions and orders, one order with its provider events,
 * the refund, and the revenue by month. Every write leaves its audit entry in its own transaction;
 * after it, the caches it changed are emptied (the packages pages, and each reader's plan and
 * entitlements: a package's entitlements are what its subscribers may do).
 */
import type { Db } from '../../db/client';
import type { Staff } from '../../platform/admin';
import { AppError, Conflict, NotFound, ValidationFailed } from '../../platform/errors';
import { pick } from '../../platform/i18n';
import { PaymentProviderError } from '../../platform/payments/provider';
import type { Entitlement } from '../../../shared/constants';
import { addDays, todayIso } from '../../../shared/dates';
import type { Lang } from '../../../shared/envelope';
import { translate } from '../../../shared/i18n/index';
import type { AdminPage } from '../../../shared/schemas/admin';
import type {
  AdminPackage,
  AdminPackageGroup,
  AdminPackages,
  AdminPayment,
  AdminPaymentDetail,
  AdminPaymentsQuery,
  AdminSubscription,
  AdminSubscriptionsQuery,
  PackageBody,
  PackageGroupBody,
  RefundBody,
  RefundResult,
  Revenue,
} from '../../../shared/schemas/subscriptions-admin';
import { recordAudit } from '../../platform/audit';
import * as repo from './repository';
import { fromCents, PACKAGES_CACHE, SUBSCRIPTIONS_CACHE, toCents, type SubscriptionDeps } from './subscription';

/** Months the revenue chart shows, the current one included. */
export const REVENUE_MONTHS = 12;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const money = (amount: string) => Number(amount).toFixed(2);

/** A package's change reaches the public packages pages and every subscriber's entitlements. */
const invalidatePackages = (deps: Pick<SubscriptionDeps, 'cache'>) =>
  Promise.all([deps.cache.invalidate(PACKAGES_CACHE), deps.cache.invalidate(SUBSCRIPTIONS_CACHE)]);

// ---- groups and packages ------------------------------------------------------------------

const groupOf = (r: Awaited<ReturnType<typeof repo.adminGroups>>[number]): AdminPackageGroup => ({
  id: r.t.id,
  name_ar: r.t.nameAr,
  name_en: r.t.nameEn,
  sort: r.t.sort,
  packages: r.packages,
});

function packageOf(r: { p: repo.PackageRow; subscriptions: number; current: number }): AdminPackage {
  const { p } = r;
  return {
    id: p.id,
    type_id: p.typeId,
    tier: p.tier,
    billing: p.billing,
    title_ar: p.titleAr,
    title_en: p.titleEn,
    description_ar: p.descriptionAr,
    description_en: p.descriptionEn,
    price: money(p.price),
    duration_months: p.durationMonths,
    number_of_emails: p.numberOfEmails,
    entitlements: p.entitlements as Entitlement[],
    is_active: p.isActive,
    sort: p.sort,
    subscriptions: r.subscriptions,
    current_subscriptions: r.current,
  };
}

/** What the audit keeps of a package: its fields, not its counts. */
const audited = (p: repo.PackageRow) => ({ ...p, price: money(p.price) });

export async function adminPackagesData(db: Db): Promise<AdminPackages> {
  const [groups, packages] = await Promise.all([repo.adminGroups(db), repo.adminPackages(db, todayIso())]);
  return { groups: groups.map(groupOf), packages: packages.map(packageOf) };
}

export async function updatePackageGroup(deps: SubscriptionDeps, staff: Staff, id: number, body: PackageGroupBody): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findGroup(tx, id);
    if (!before) throw new NotFound('api.packages_group_not_found');
    const after = await repo.updateGroup(tx, id, { nameAr: body.name_ar, nameEn: body.name_en, sort: body.sort });
    await recordAudit(tx, staff, { area: 'packages', action: 'package_group.update', entity: 'package_group', entityId: id, before, after });
  });
  await invalidatePackages(deps);
}

const valuesOf = (b: PackageBody): repo.NewPackage => ({
  typeId: b.type_id,
  tier: b.tier,
  billing: b.billing,
  titleAr: b.title_ar,
  titleEn: b.title_en,
  descriptionAr: b.description_ar,
  descriptionEn: b.description_en,
  price: money(b.price),
  durationMonths: b.duration_months,
  numberOfEmails: b.number_of_emails,
  entitlements: b.entitlements,
  isActive: b.is_active,
  sort: b.sort,
});

async function requireGroup(db: Parameters<typeof repo.findGroup>[0], typeId: number) {
  if (!(await repo.findGroup(db, typeId))) throw new ValidationFailed({ type_id: ['packages_group_unknown'] });
}

export async function createPackage(deps: SubscriptionDeps, staff: Staff, body: PackageBody): Promise<AdminPackage> {
  const created = await deps.db.transaction(async (tx) => {
    await requireGroup(tx, body.type_id);
    const row = await repo.insertPackage(tx, valuesOf(body));
    await recordAudit(tx, staff, { area: 'packages', action: 'package.create', entity: 'package', entityId: row.id, after: audited(row) });
    return row;
  });
  await invalidatePackages(deps);
  return packageOf({ p: created, subscriptions: 0, current: 0 });
}

/**
 * Replaces a package's fields. Orders already made keep their frozen lines (title, price,
 * duration); the entitlements change at once for its current subscribers.
 */
export async function updatePackage(deps: SubscriptionDeps, staff: Staff, id: number, body: PackageBody): Promise<AdminPackage> {
  const updated = await deps.db.transaction(async (tx) => {
    const before = await repo.lockPackage(tx, id);
    if (!before) throw new NotFound('api.packages_not_found');
    await requireGroup(tx, body.type_id);
    const after = (await repo.updatePackage(tx, id, valuesOf(body)))!;
    await recordAudit(tx, staff, {
      area: 'packages',
      action: 'package.update',
      entity: 'package',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return repo.adminPackage(tx, id, todayIso());
  });
  await invalidatePackages(deps);
  return packageOf(updated!);
}

/** Deletes a package nobody ever subscribed to or ordered; one with subscriptions or orders is deactivated instead (no longer offered). */
export async function removePackage(deps: SubscriptionDeps, staff: Staff, id: number): Promise<{ deleted: boolean; package: AdminPackage | null }> {
  const result = await deps.db.transaction(async (tx) => {
    const before = await repo.lockPackage(tx, id);
    if (!before) throw new NotFound('api.packages_not_found');
    if (!(await repo.packageInUse(tx, id))) {
      await repo.deletePackage(tx, id);
      await recordAudit(tx, staff, { area: 'packages', action: 'package.delete', entity: 'package', entityId: id, before: audited(before) });
      return { deleted: true, package: null };
    }
    const after = (await repo.updatePackage(tx, id, { isActive: false }))!;
    await recordAudit(tx, staff, {
      area: 'packages',
      action: 'package.deactivate',
      entity: 'package',
      entityId: id,
      before: { is_active: before.isActive },
      after: { is_active: after.isActive },
    });
    return { deleted: false, package: packageOf((await repo.adminPackage(tx, id, todayIso()))!) };
  });
  await invalidatePackages(deps);
  return result;
}

// ---- subscriptions and orders ---------------------------------------------------------------

function subscriptionOf(lang: Lang, r: repo.AdminSubscriptionRow): AdminSubscription {
  return {
    id: r.s.id,
    user: r.user,
    package_id: r.s.packageId,
    package_title: pick(lang, r.titleAr, r.titleEn),
    status: r.status,
    price: money(r.s.price),
    start_date: r.s.startsAt ? todayIso(r.s.startsAt) : null,
    end_date: r.s.endDate,
    is_trial: r.s.isTrial,
    auto_renew: r.s.autoRenew && r.status === 'active',
    invoice: r.invoice,
    payment_id: r.s.paymentId,
    created_at: r.s.createdAt.toISOString(),
  };
}

export async function adminSubscriptions(db: Db, lang: Lang, q: AdminSubscriptionsQuery): Promise<AdminPage<AdminSubscription>> {
  const { items, total } = await repo.listSubscriptionsAdmin(db, q, todayIso());
  return { items: items.map((r) => subscriptionOf(lang, r)), total, page: q.page, rows: q.rows };
}

function paymentOf(r: { o: repo.PaymentRow; user: AdminPayment['user'] }): AdminPayment {
  const { o } = r;
  return {
    id: o.id,
    invoice: o.invoice,
    user: r.user,
    provider: o.provider,
    amount: money(o.amount),
    currency: o.currency,
    status: o.status,
    transaction_id: o.transactionId,
    created_at: o.createdAt.toISOString(),
    paid_at: iso(o.paidAt),
    refunded_at: iso(o.refundedAt),
  };
}

export async function adminPayments(db: Db, q: AdminPaymentsQuery): Promise<AdminPage<AdminPayment>> {
  const { items, total } = await repo.listPaymentsAdmin(db, q);
  return { items: items.map(paymentOf), total, page: q.page, rows: q.rows };
}

/** How an order can be refunded now (AdminPaymentDetail.refund). */
function refundWay(deps: Pick<SubscriptionDeps, 'payments'>, o: repo.PaymentRow): AdminPaymentDetail['refund'] {
  if (o.status !== 'succeeded') return 'none';
  return deps.payments.byName(o.provider)?.refunds && o.transactionId ? 'provider' : 'by_hand';
}

export async function adminPaymentDetail(deps: SubscriptionDeps, lang: Lang, id: number): Promise<AdminPaymentDetail> {
  const found = await repo.findPaymentAdmin(deps.db, id);
  if (!found) throw new NotFound('api.payments_not_found');
  const [lines, subscriptions, events] = await Promise.all([
    repo.orderLines(deps.db, id),
    repo.subscriptionsOfOrderAdmin(deps.db, id, todayIso()),
    repo.eventsOfOrder(deps.db, id),
  ]);
  return {
    ...paymentOf(found),
    lines: lines.map((l) => ({ package_id: l.packageId, title: pick(lang, l.titleAr, l.titleEn), price: money(l.price), duration_months: l.durationMonths })),
    subscriptions: subscriptions.map((r) => subscriptionOf(lang, r)),
    events: events.map((e) => ({
      id: e.id,
      received_at: e.receivedAt.toISOString(),
      state: e.state,
      outcome: e.outcome,
      transaction_id: e.transactionId,
      verified: e.verified,
      payload: e.payload,
    })),
    refund: refundWay(deps, found.o),
  };
}

/**
 * Refunds a paid order: through the provider's refund call when its interface allows (else 409
 * "refund by hand at the provider"), or, with `by_hand`, records a refund made at the provider's
 * dashboard. One transaction under the order's row lock: the order becomes refunded, its
 * subscriptions still giving access end yesterday (status refunded), a payment event and the
 * audit entry are written and the owner's mail is queued. A second refund of the same order is
 * refused (409), even when two arrive at once (the second waits for the lock, then finds it refunded).
 */
export async function refundPayment(deps: SubscriptionDeps, staff: Staff, id: number, body: RefundBody): Promise<RefundResult> {
  const result = await deps.jobs.transaction(async (tx) => {
    const order = await repo.lockOrder(tx.db, id);
    if (!order) throw new NotFound('api.payments_not_found');
    if (order.status === 'refunded') throw new Conflict('api.payments_already_refunded');
    if (order.status !== 'succeeded') throw new Conflict('api.payments_refund_not_paid');
    // A line the owner already had refunded (cancel within the return policy) is not refunded twice.
    const subscriptions = (await repo.subscriptionsOfOrder(tx.db, order.id)).filter((s) => s.status !== 'refunded');
    const cents = subscriptions.length ? subscriptions.reduce((sum, s) => sum + toCents(s.price), 0) : toCents(order.amount);
    if (!body.by_hand) {
      const provider = deps.payments.byName(order.provider);
      if (!provider?.refunds || !order.transactionId) throw new Conflict('api.payments_refund_by_hand');
      const answer = await provider.refund(order.transactionId, cents).catch((err: unknown) => {
        if (err instanceof PaymentProviderError) throw new AppError(503, 'api.payment_provider_unavailable');
        throw err;
      });
      if (!answer.ok) throw new Conflict('api.payments_refund_refused');
    }
    const now = new Date();
    const yesterday = addDays(todayIso(), -1);
    for (const s of subscriptions) {
      await repo.updateSubscription(tx.db, s.id, {
        status: 'refunded',
        autoRenew: false,
        canceledAt: now,
        endDate: s.endDate && s.endDate < yesterday ? s.endDate : yesterday,
      });
    }
    await repo.updateOrder(tx.db, order.id, { status: 'refunded', refundedAt: now });
    const amount = fromCents(cents);
    await repo.insertEvent(tx.db, {
      paymentId: order.id,
      provider: order.provider,
      transactionId: order.transactionId,
      state: 'refunded',
      verified: true,
      payload: { source: body.by_hand ? 'back_office_by_hand' : 'back_office', amountCents: cents, reason: body.reason, by: staff.email },
      outcome: body.by_hand ? 'refunded_by_hand' : 'refunded',
    });
    const owner = await repo.findAccount(tx.db, order.userId);
    if (owner) {
      const lines = await repo.orderLines(tx.db, order.id);
      const lang = owner.language;
      const title = lines.map((l) => pick(lang, l.titleAr, l.titleEn)).join(lang === 'ar' ? '، ' : ', ');
      await deps.mailer.send(
        { to: owner.email, subject: translate(lang, 'mail.refund_subject'), text: translate(lang, 'mail.refund_body', { title, amount }) },
        tx,
      );
    }
    const ids = subscriptions.map((s) => s.id);
    await recordAudit(tx.db, staff, {
      area: 'payments',
      action: body.by_hand ? 'payment.refund_by_hand' : 'payment.refund',
      entity: 'payment',
      entityId: order.id,
      before: { status: order.status, subscriptions: subscriptions.map((s) => ({ id: s.id, status: s.status, end_date: s.endDate })) },
      after: { status: 'refunded', amount, by_hand: body.by_hand, reason: body.reason, subscriptions: ids },
    });
    return { amount, by_hand: body.by_hand, subscriptions: ids };
  });
  // The owner's plan and entitlements (and GET me, built from them) change now.
  await deps.cache.invalidate(SUBSCRIPTIONS_CACHE);
  return result;
}

// ---- revenue ------------------------------------------------------------------------------

/** The last 12 months: paid, refunded and their difference, in LE. */
export async function revenue(db: Db): Promise<Revenue> {
  const months = await repo.revenueByMonth(db, REVENUE_MONTHS);
  return {
    currency: 'EGP',
    months: months.map((m) => ({
      month: m.month,
      paid_count: m.paidCount,
      paid_amount: fromCents(m.paidCents),
      refunded_count: m.refundedCount,
      refunded_amount: fromCents(m.refundedCents),
      net_amount: fromCents(m.paidCents - m.refundedCents),
    })),
  };
}
