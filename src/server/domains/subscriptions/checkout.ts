/** Taking a package: the checkout of an order through the configured payment provider, the return from it, and the trial. */
import { randomBytes } from 'node:crypto';
import { AppError, Conflict, NotFound, ValidationFailed } from '../../platform/errors';
import type { Writer } from '../../platform/idempotency';
import { PaymentProviderError } from '../../platform/payments/provider';
import { addDays, addMonths, todayIso } from '../../../shared/dates';
import type { Lang } from '../../../shared/envelope';
import { paths } from '../../../shared/paths';
import * as repo from './repository';
import { fromCents, pick, SUBSCRIPTIONS_CACHE, toCents, type SubscriptionDeps } from './subscription';

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
