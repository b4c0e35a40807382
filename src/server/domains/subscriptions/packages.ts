/** The packages by group and tier (GET subscription), and the reader's subscriptions beside them (GET get_user_subscriptions). */
import type { Entitlement } from '../../../shared/constants';
import { todayIso } from '../../../shared/dates';
import type { Lang } from '../../../shared/envelope';
import {
  SUBSCRIPTION_TYPE_KEYS,
  type PackagesData,
  type SubscriptionPackage,
  type SubscriptionTypes,
  type UserSubscription,
  type UserSubscriptionsData,
} from '../../../shared/schemas/subscriptions';
import * as repo from './repository';
import { PACKAGES_CACHE, pick, refundable, type SubscriptionDeps } from './subscription';

const PACKAGES_TTL = 5 * 60_000;

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
