/** Cancel, with a refund within the return policy. */
import { Conflict, NotFound } from '../../platform/errors';
import { addDays, todayIso } from '../../../shared/dates';
import type { Lang } from '../../../shared/envelope';
import { translate } from '../../../shared/i18n/index';
import type { PlainKey } from '../../../shared/i18n/types';
import * as repo from './repository';
import { isCurrent, pick, refundable, SUBSCRIPTIONS_CACHE, toCents, type SubscriptionDeps } from './subscription';
import { formatDate, formatPrice } from '../../../shared/format';

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
          text: translate(mailLang, 'mail.refund_body', { title: pick(mailLang, found.p.titleAr, found.p.titleEn), amount: formatPrice(s.price, mailLang) }),
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
        text: translate(mailLang, 'mail.cancel_body', { title: pick(mailLang, found.p.titleAr, found.p.titleEn), date: formatDate(s.endDate, mailLang) }),
      },
      tx,
    );
    return { refunded: false, end_date: s.endDate, message: 'api.subscription_canceled' as const };
  });
  await deps.cache.invalidate(SUBSCRIPTIONS_CACHE);
  return result;
}
