/** Orders as the user sees them (payment status, payments, the invoice), the receipt of a paid one, and the dashboard's money. */
import type { Db } from '../../db/client';
import { NotFound } from '../../platform/errors';
import type { Writer } from '../../platform/idempotency';
import type { Lang } from '../../../shared/envelope';
import { translate } from '../../../shared/i18n/index';
import { paths } from '../../../shared/paths';
import type { Invoice, Payment } from '../../../shared/schemas/subscriptions';
import { contactDetails } from '../site';
import * as repo from './repository';
import { fromCents, pick, toCents, type SubscriptionDeps } from './subscription';
import { formatDate, formatPrice } from '../../../shared/format';

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
      amount: formatPrice(order.amount, lang),
      lines: lines.map((l) => `- ${l.title} (${translate(lang, 'mail.until', { date: formatDate(l.endDate, lang) })})`).join('\n'),
      link: `${deps.publicUrl}${paths.invoice(order.invoice)}`,
    }),
  };
}

/** The dashboard's money: active subscriptions and this month's revenue (EGP, decimal string). */
export const moneyFigures = (db: Pick<Db, 'execute'>, today: string, monthStart: string) => repo.moneyFigures(db, today, monthStart);
