/**
 * Provider callbacks and activation (issue 16: "only a verified provider callback activates a
 * subscription").
 *
 * 1. `receiveCallback` (the HTTP callback): the provider verifies the signature. A verified
 *    callback is kept as received in `payment_events` (audit) with a `payments.apply` job, in one
 *    transaction, and the provider gets its 200 at once. An unsigned, tampered or malformed one is
 *    answered 400, logged, and changes nothing.
 * 2. `applyEvent` (the job): locks the order, then acts on the state:
 *    - paid: the amount (asked of the provider when the callback carries none) and currency must
 *      equal the order's, else the order stays pending and the event says `amount_mismatch`; the
 *      order becomes succeeded with the provider's transaction id, its lines become active
 *      subscriptions, and the receipt is queued, all in the same transaction. An order already
 *      paid changes nothing (a replay, or a second payment of the same order: logged).
 *    - failed: a pending order becomes failed (a paid one is never un-paid by a late failure).
 *    - refunded: a paid order and its subscriptions end (a refund made at the provider's dashboard).
 *    A crash anywhere rolls the transaction back and pg-boss retries the job: activation resumes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CallbackInput, VerifiedCallback } from '../../platform/payments/provider';
import { InvalidPaymentCallback } from '../../platform/payments/provider';
import { addDays, addMonths, todayIso } from '../../../shared/dates';
import * as repo from './repository';
import { receiptMail } from './orders';
import { SUBSCRIPTIONS_CACHE, toCents, type SubscriptionDeps } from './subscription';

export const APPLY_QUEUE = 'payments.apply';
/** Retries of an activation (a database hiccup, the provider's status call when the callback has no amount). */
const APPLY_JOB = { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 };

export type CallbackAnswer = { status: 200 } | { status: 400; reason: string } | { status: 404 };

export async function receiveCallback(deps: SubscriptionDeps, providerName: string, input: CallbackInput, log: FastifyBaseLogger): Promise<CallbackAnswer> {
  const provider = deps.payments.byName(providerName);
  if (!provider) return { status: 404 };
  let verified: VerifiedCallback;
  try {
    verified = provider.verifyCallback(input);
  } catch (err) {
    if (!(err instanceof InvalidPaymentCallback)) throw err;
    // Logged, not stored: anyone can post here, and an unsigned body is nobody's payment.
    log.warn({ provider: providerName, reason: err.message }, 'payment callback refused');
    return { status: 400, reason: err.message };
  }
  await deps.jobs.transaction(async (tx) => {
    const order = await repo.findOrderByProviderRef(tx.db, provider.name, verified.providerReference);
    const eventId = await repo.insertEvent(tx.db, {
      paymentId: order?.id ?? null,
      provider: provider.name,
      transactionId: verified.transactionId,
      state: verified.state,
      verified: true,
      payload: { amountCents: verified.amountCents, currency: verified.currency, providerReference: verified.providerReference, raw: verified.raw },
      outcome: order ? null : 'unknown_order',
    });
    if (order) await tx.send(APPLY_QUEUE, { eventId }, APPLY_JOB);
  });
  return { status: 200 };
}

/** A pending order is asked of its provider when the reader waits this long after checkout. */
const RECONCILE_AFTER_MS = 20_000;
/** …at most this often per order. */
const RECONCILE_EVERY_MS = 15_000;

/**
 * A late or lost callback: the /payment page polls the order, and an order still pending after
 * 20 s is asked of its provider (an authenticated call of ours, not a message anyone could post).
 * A paid or failed answer goes through the same event and job as a callback (amount checked,
 * idempotent on the transaction id).
 */
export async function reconcile(deps: SubscriptionDeps, order: repo.PaymentRow, log: FastifyBaseLogger): Promise<void> {
  if (order.status !== 'pending' || !order.providerRef || Date.now() - order.createdAt.getTime() < RECONCILE_AFTER_MS) return;
  const provider = deps.payments.byName(order.provider);
  if (!provider) return;
  await deps.cache.wrap(`${SUBSCRIPTIONS_CACHE}reconcile:${order.id}`, RECONCILE_EVERY_MS, async () => {
    const status = await provider.queryStatus(order.providerRef!).catch((err: unknown) => {
      log.warn({ err, invoice: order.invoice }, 'payment status query failed');
      return null;
    });
    if (!status || (status.state !== 'paid' && status.state !== 'failed') || !status.transactionId) return false;
    await deps.jobs.transaction(async (tx) => {
      const eventId = await repo.insertEvent(tx.db, {
        paymentId: order.id,
        provider: provider.name,
        transactionId: status.transactionId!,
        state: status.state,
        verified: true,
        payload: { amountCents: status.amountCents ?? null, currency: order.currency, providerReference: order.providerRef, source: 'status_query' },
      });
      await tx.send(APPLY_QUEUE, { eventId }, APPLY_JOB);
    });
    return true;
  });
}

/** How far back the sweep looks: a checkout is abandoned long before two days. */
const SWEEP_WINDOW_MS = 2 * 24 * 3600_000;
/** Orders asked per sweep at most (the oldest first; the next sweep takes the rest). */
const SWEEP_LIMIT = 200;

/**
 * The sweep (a scheduled job): every pending order of the last two days is asked of its provider,
 * as if its owner were waiting on /payment, so a paid order whose callback was lost and whose
 * owner closed the tab is still activated. `reconcile` keeps its pace per order.
 */
export async function sweepPending(deps: SubscriptionDeps, log: FastifyBaseLogger, now = Date.now()): Promise<number> {
  const due = await repo.pendingOrders(deps.db, new Date(now - RECONCILE_AFTER_MS), new Date(now - SWEEP_WINDOW_MS), SWEEP_LIMIT);
  for (const order of due) await reconcile(deps, order, log);
  return due.length;
}

/** The end date of a subscription of `months` starting `start` (its last day of access). */
export const endDateOf = (start: string, months: number) => addDays(addMonths(start, months), -1);

export async function applyEvent(deps: SubscriptionDeps, eventId: number, log: FastifyBaseLogger): Promise<string> {
  const outcome = await deps.jobs.transaction(async (tx) => {
    const event = await repo.findEvent(tx.db, eventId);
    if (!event?.paymentId || event.outcome) return event?.outcome ?? 'gone';
    const order = await repo.lockOrder(tx.db, event.paymentId);
    if (!order) return 'gone';
    const data = event.payload as { amountCents: number | null; currency: string; providerReference: string };
    const state = event.state;
    let result: string;
    if (state === 'paid') {
      if (order.status === 'succeeded' || order.status === 'refunded') {
        result = order.transactionId === event.transactionId ? 'replay' : 'already_paid';
        if (result === 'already_paid')
          log.error({ invoice: order.invoice, transactionId: event.transactionId }, 'a second payment of a paid order: refund it from the provider');
      } else {
        let amount = data.amountCents;
        if (amount == null) {
          // Fawaterk's webhook names no amount: ask the provider (a throw retries the job).
          const provider = deps.payments.byName(order.provider);
          const status = provider ? await provider.queryStatus(data.providerReference) : null;
          amount = status?.state === 'paid' ? (status.amountCents ?? null) : null;
        }
        if (amount !== toCents(order.amount) || data.currency.toUpperCase() !== order.currency.toUpperCase()) {
          log.error({ invoice: order.invoice, amount, currency: data.currency }, 'paid callback with the wrong amount or currency: not activated');
          result = 'amount_mismatch';
        } else {
          await activate(deps, tx, order, event.transactionId!, event.payload);
          result = 'activated';
        }
      }
    } else if (state === 'failed') {
      if (order.status === 'pending') {
        await repo.updateOrder(tx.db, order.id, { status: 'failed', payload: event.payload });
        result = 'failed';
      } else result = 'ignored';
    } else if (state === 'refunded') {
      // Paymob's refund made at its dashboard comes as a child transaction of the paid one: a refund
      // of the whole amount ends the order; a part (one line refunded through our cancel) was
      // already applied by the cancel itself.
      if (order.status === 'succeeded' && (order.transactionId === event.transactionId || data.amountCents === toCents(order.amount))) {
        await repo.updateOrder(tx.db, order.id, { status: 'refunded', refundedAt: new Date() });
        for (const s of await repo.subscriptionsOfOrder(tx.db, order.id)) {
          if (s.status !== 'refunded') await repo.updateSubscription(tx.db, s.id, { status: 'refunded', autoRenew: false, endDate: addDays(todayIso(), -1) });
        }
        result = 'refunded';
      } else result = 'ignored';
    } else result = 'pending';
    await repo.setEventOutcome(tx.db, eventId, result);
    return result;
  });
  if (outcome === 'activated' || outcome === 'refunded') await deps.cache.invalidate(SUBSCRIPTIONS_CACHE);
  return outcome;
}

/**
 * The order is paid: it becomes succeeded and each line an active subscription. A line whose
 * package the user already holds starts the day after that one ends (a renewal bought early).
 */
async function activate(
  deps: SubscriptionDeps,
  tx: Parameters<Parameters<SubscriptionDeps['jobs']['transaction']>[0]>[0],
  order: repo.PaymentRow,
  transactionId: string,
  payload: unknown,
) {
  const today = todayIso();
  await repo.updateOrder(tx.db, order.id, { status: 'succeeded', transactionId, paidAt: new Date(), payload });
  const lines = await repo.orderLines(tx.db, order.id);
  // Two orders of one reader applied at once (several workers) must chain their end dates, not both start today.
  await repo.lockUserSubscriptions(tx.db, order.userId);
  const current = await repo.currentEndDates(tx.db, order.userId);
  const rows = lines.map((l) => {
    const after = current.get(l.packageId);
    const start = after && after >= today ? addDays(after, 1) : today;
    const endDate = endDateOf(start, l.durationMonths);
    current.set(l.packageId, endDate);
    return {
      userId: order.userId,
      packageId: l.packageId,
      status: 'active' as const,
      price: l.price,
      startsAt: start === today ? new Date() : new Date(`${start}T00:00:00+02:00`),
      endDate,
      paymentId: order.id,
    };
  });
  await repo.insertSubscriptions(tx.db, rows);
  const owner = await repo.findAccount(tx.db, order.userId);
  if (owner) {
    const titled = lines.map((l, i) => ({ title: order.lang === 'ar' ? l.titleAr : l.titleEn, endDate: rows[i]!.endDate }));
    await deps.mailer.send(receiptMail(deps, owner, order, titled), tx);
  }
}
