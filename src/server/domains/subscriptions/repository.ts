import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Entitlement, PackageTier } from '../../../shared/constants';

type Executor = Pick<Db, 'execute'>;

/**
 * The user's current subscriptions (active, or canceled but not past their end: a cancel stops the
 * renewal, not the access) with their package's tier and entitlements, oldest first.
 */
export async function currentSubscriptions(db: Executor, userId: number) {
  const { rows } = await db.execute<{ id: number; tier: PackageTier; entitlements: Entitlement[] }>(sql`
    select s.id, p.tier, p.entitlements from subscriptions s join subscription_packages p on p.id = s.package_id
    where s.user_id = ${userId} and s.status in ('active', 'canceled') and (s.end_date is null or s.end_date >= current_date)
    order by s.id`);
  return rows;
}
