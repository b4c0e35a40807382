/**
 * Subscriptions (SPEC: packages by group and tier). Today only what accounts need to describe a
 * user: the current subscriptions and the best tier among them.
 */
import type { Db } from '../../db/client';
import { PACKAGE_TIERS, type Entitlement, type PackageTier } from '../../../shared/constants';
import { SubscriptionRequired } from '../../platform/errors';
import * as repo from './repository';

/**
 * The prefix of what subscriptions keep in the app cache. The readers' GET me answers are built
 * from it (accounts/cache.ts): a write that changes someone's plan invalidates it.
 */
export const SUBSCRIPTIONS_CACHE = 'subscriptions:';

/**
 * The user's current subscriptions (active or canceled, not past their end), the best tier among
 * them ('free' without any) and every entitlement their packages grant.
 */
export async function activeSubscriptions(db: Pick<Db, 'execute'>, userId: number): Promise<{ ids: number[]; plan: PackageTier; entitlements: Entitlement[] }> {
  const rows = await repo.currentSubscriptions(db, userId);
  const best = rows.reduce((acc, r) => Math.max(acc, PACKAGE_TIERS.indexOf(r.tier)), 0);
  const entitlements = [...new Set(rows.flatMap((r) => r.entitlements))].sort();
  return { ids: rows.map((r) => r.id), plan: PACKAGE_TIERS[best] ?? 'free', entitlements };
}

/** Whether one of the user's current packages grants `entitlement` (data of the package, not code). */
export async function hasEntitlement(db: Pick<Db, 'execute'>, userId: number, entitlement: Entitlement): Promise<boolean> {
  const rows = await repo.currentSubscriptions(db, userId);
  return rows.some((r) => r.entitlements.includes(entitlement));
}

/** Throws 402 "You must subscribe first" unless one of the user's current packages grants `entitlement`. */
export async function requireEntitlement(db: Pick<Db, 'execute'>, userId: number, entitlement: Entitlement): Promise<void> {
  if (!(await hasEntitlement(db, userId, entitlement))) throw new SubscriptionRequired();
}
