/**
 * Subscriptions (SPEC: packages by group and tier). Today only what accounts need to describe a
 * user: the current subscriptions and the best tier among them.
 */
import type { Db } from '../../db/client';
import { PACKAGE_TIERS, type PackageTier } from '../../../shared/constants';
import * as repo from './repository';

/**
 * The prefix of what subscriptions keep in the app cache. The readers' GET me answers are built
 * from it (accounts/cache.ts): a write that changes someone's plan invalidates it.
 */
export const SUBSCRIPTIONS_CACHE = 'subscriptions:';

/** The user's current subscriptions (active, not past their end) and the best tier among them ('free' without any). */
export async function activeSubscriptions(db: Pick<Db, 'execute'>, userId: number): Promise<{ ids: number[]; plan: PackageTier }> {
  const rows = await repo.currentSubscriptions(db, userId);
  const best = rows.reduce((acc, r) => Math.max(acc, PACKAGE_TIERS.indexOf(r.tier)), 0);
  return { ids: rows.map((r) => r.id), plan: PACKAGE_TIERS[best] ?? 'free' };
}
