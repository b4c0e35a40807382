/**
 * The back office's dashboard (issue 18, area `dashboard`): a domain of the top floor that owns no
 * table and reads the figures of the others through their services (decision 042); nothing
 * imports it but the list of routes (domains/index.ts).
 */
import type { Db } from '../../db/client';
import type { Lang } from '../../../shared/envelope';
import { MARKET_TIME_ZONE, todayIn } from '../../../shared/dates';
import type { Dashboard } from '../../../shared/schemas/admin';
import { mayAccess, type AdminArea, type StaffRole } from '../../../shared/admin';
import { countFailedMails } from '../../platform/mail';
import { countNewUsers } from '../accounts';
import { unhandledMessages } from '../contact';
import { priceEntryProgress } from '../prices';
import { moneyFigures } from '../subscriptions';

/**
 * The dashboard (every staff role): today's price entry per product, and the figures of the other
 * areas, each asked of the domain that owns them and only for a role that may read that area.
 */
export async function dashboard(db: Db, lang: Lang, role: StaffRole, now = new Date()): Promise<Dashboard> {
  const today = todayIn(MARKET_TIME_ZONE, now);
  const may = (area: AdminArea) => mayAccess(role, area, 'read');
  const when = <T>(area: AdminArea, get: () => Promise<T>): Promise<T | null> => (may(area) ? get() : Promise.resolve(null));
  const [prices, newUsers, money, unread, failed] = await Promise.all([
    when('prices', () => priceEntryProgress(db, lang, today)),
    when('users', () => countNewUsers(db, new Date(now.getTime() - 7 * 86_400_000))),
    when('payments', () => moneyFigures(db, today, `${today.slice(0, 7)}-01`)),
    when('inbox', () => unhandledMessages(db)),
    when('outbox', () => countFailedMails(db)),
  ]);
  return {
    date: today,
    prices,
    new_users_7d: newUsers,
    active_subscriptions: money?.active ?? null,
    revenue_month: money?.revenue ?? null,
    payments_month: money?.paid ?? null,
    unread_inbox: unread,
    failed_mails: failed,
  };
}
