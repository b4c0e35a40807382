/**
 * The back office's subscriptions and orders (issue 18, area `payments`; decision 024): the lists,
 * one order with its provider events, and the refund, whose audit entry is in its own transaction;
 * after it, each reader's plan and entitlements are emptied from the cache.
 */
import type { Db } from '../../db/client';
import type { Staff } from '../../platform/admin';
import { AppError, Conflict, NotFound } from '../../platform/errors';
import { pick } from '../../platform/i18n';
import { PaymentProviderError } from '../../platform/payments/provider';
import { addDays, todayIso } from '../../../shared/dates';
import type { Lang } from '../../../shared/envelope';
import { translate } from '../../../shared/i18n/index';
import type { AdminPage } from '../../../shared/schemas/admin';
import type {
  AdminPayment,
  AdminPaymentDetail,
  AdminPaymentsQuery,
  AdminSubscription,
  AdminSubscriptionsQuery,
  RefundBody,
  RefundResult,
} from '../../../shared/schemas/subscriptions-admin';
import { recordAudit } from '../../platform/audit';
import * as repo from './repository';
import * as adminRepo from './repository/admin';
import { fromCents, money, SUBSCRIPTIONS_CACHE, toCents, type SubscriptionDeps } from './subscription';
import { formatPrice } from '../../../shared/format';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function subscriptionOf(lang: Lang, r: adminRepo.AdminSubscriptionRow): AdminSubscription {
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
  const { items, total } = await adminRepo.listSubscriptionsAdmin(db, q, todayIso());
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
  const { items, total } = await adminRepo.listPaymentsAdmin(db, q);
  return { items: items.map(paymentOf), total, page: q.page, rows: q.rows };
}

/** How an order can be refunded now (AdminPaymentDetail.refund). */
function refundWay(deps: Pick<SubscriptionDeps, 'payments'>, o: repo.PaymentRow): AdminPaymentDetail['refund'] {
  if (o.status !== 'succeeded') return 'none';
  return deps.payments.byName(o.provider)?.refunds && o.transactionId ? 'provider' : 'by_hand';
}

export async function adminPaymentDetail(deps: SubscriptionDeps, lang: Lang, id: number): Promise<AdminPaymentDetail> {
  const found = await adminRepo.findPaymentAdmin(deps.db, id);
  if (!found) throw new NotFound('api.payments_not_found');
  const [lines, subscriptions, events] = await Promise.all([
    repo.orderLines(deps.db, id),
    adminRepo.subscriptionsOfOrderAdmin(deps.db, id, todayIso()),
    adminRepo.eventsOfOrder(deps.db, id),
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
        {
          to: owner.email,
          subject: translate(lang, 'mail.refund_subject'),
          text: translate(lang, 'mail.refund_body', { title, amount: formatPrice(amount, lang) }),
        },
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
