/** The extra e-mails of a subscription: they receive its price bulletins once each address confirmed. */
import { createHash, randomBytes } from 'node:crypto';
import { Conflict, NotFound, ValidationFailedWithText } from '../../platform/errors';
import type { Lang } from '../../../shared/envelope';
import { translate } from '../../../shared/i18n/index';
import type { AddEmailsPayload } from '../../../shared/schemas/subscriptions';
import * as repo from './repository';
import { isCurrent, SUBSCRIPTIONS_CACHE, type SubscriptionDeps } from './subscription';

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
