/** What a reader's current packages let them do (decision 024): data of the packages, not code. */
import type { Db } from '../../db/client';
import { SubscriptionRequired } from '../../platform/errors';
import { PACKAGE_TIERS, type Entitlement, type PackageTier } from '../../../shared/constants';
import * as repo from './repository';

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
