/** Renewal reminders and expiry: the daily run. */
import { addDays, todayIso } from '../../../shared/dates';
import { translate } from '../../../shared/i18n/index';
import { paths } from '../../../shared/paths';
import * as repo from './repository';
import { pick, SUBSCRIPTIONS_CACHE, type SubscriptionDeps } from './subscription';
import { formatDate } from '../../../shared/format';

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
      date: formatDate(endDate, lang),
      link: `${deps.publicUrl}${paths.subscriptionPackages()}`,
    }),
  };
}
