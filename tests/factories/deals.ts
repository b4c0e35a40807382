import * as s from '../../src/server/db/schema/index';
import type { Executor } from '../../src/server/db/seed/types';
import { createDeal, createUser } from './accounts';

type Ins<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

/** A request of a deal (a new deal and a new requester when not given), like the demo seed's. */
export async function createDealRequest(db: Executor, o: Ins<typeof s.dealRequests> = {}) {
  const dealId = o.dealId ?? (await createDeal(db)).id;
  const userId = o.userId ?? (await createUser(db)).id;
  const [row] = await db
    .insert(s.dealRequests)
    .values({ ...o, dealId, userId })
    .returning();
  return row!;
}
