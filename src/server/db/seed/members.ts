/** Seed steps: subscription groups and packages, demo members with a subscription, deals and jobs. */
import { hash as argonHash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import * as s from '../schema/index';
import { packageDefs, SUBSCRIPTION_TYPE_ROWS } from './data/packages';
import { DEMO_JOBS, DEMO_PASSWORD, DEMO_USERS } from './data/site';
import { buildDeal, buildJob, buildPackage, buildSubscriptionType, buildUser } from './builders';
import { addDays } from '../../../shared/dates';
import { createRng } from './random';
import type { Executor } from './types';

export async function seedPackages(db: Executor): Promise<number> {
  await db.insert(s.subscriptionTypes).values(SUBSCRIPTION_TYPE_ROWS.map((t) => buildSubscriptionType({ ...t })));
  const rows = packageDefs().map((p) => buildPackage(p));
  await db.insert(s.subscriptionPackages).values(rows);
  return rows.length;
}

export async function seedMembers(db: Executor, today: string): Promise<{ users: number; deals: number; jobs: number }> {
  const rng = createRng('members');
  // Demo members sign in with DEMO_PASSWORD (README); the admin has none until the back office sets one.
  const passwordHash = await argonHash(DEMO_PASSWORD);
  const users = await db
    .insert(s.users)
    .values(DEMO_USERS.map((u) => buildUser({ ...u, passwordHash: 'role' in u ? null : passwordHash, userActive: true })))
    .returning({ id: s.users.id });

  // The trader holds an active Gold price package paid through the sandbox provider.
  const [gold] = await db.select().from(s.subscriptionPackages).where(eq(s.subscriptionPackages.titleEn, 'Gold - monthly')).limit(1);
  if (gold) {
    const [payment] = await db
      .insert(s.payments)
      .values({
        userId: users[1]!.id,
        provider: 'sandbox',
        invoice: 'DEMO-000001',
        amount: gold.price,
        status: 'succeeded',
        providerRef: 'sandbox-demo-1',
        transactionId: 'sandbox-demo-txn-1',
        paidAt: new Date(`${addDays(today, -10)}T10:00:00+02:00`),
        createdAt: new Date(`${addDays(today, -10)}T09:58:00+02:00`),
        payload: { demo: true },
      })
      .returning({ id: s.payments.id });
    await db.insert(s.paymentLines).values({
      paymentId: payment!.id,
      packageId: gold.id,
      titleAr: gold.titleAr,
      titleEn: gold.titleEn,
      price: gold.price,
      durationMonths: gold.durationMonths,
    });
    const [sub] = await db
      .insert(s.subscriptions)
      .values({
        userId: users[1]!.id,
        packageId: gold.id,
        status: 'active',
        price: gold.price,
        startsAt: new Date(`${addDays(today, -10)}T10:00:00+02:00`),
        endDate: addDays(today, 20),
        paymentId: payment!.id,
      })
      .returning({ id: s.subscriptions.id });
    // One confirmed extra recipient of the bulletins (its token is never mailed: a fixed demo value).
    await db.insert(s.subscriptionEmails).values({
      subscriptionId: sub!.id,
      email: 'purchasing@demo.binaa.example',
      tokenHash: 'demo-confirmed',
      confirmedAt: new Date(`${addDays(today, -9)}T10:00:00+02:00`),
    });
  }

  const items = await db
    .select({ id: s.items.id, productId: s.items.productId, productTypeId: s.items.productTypeId, producerId: s.items.producerId, unitId: s.items.unitId })
    .from(s.items)
    .innerJoin(s.producers, eq(s.producers.id, s.items.producerId))
    .where(eq(s.producers.countryId, 1));
  const itemGovs = await db.select().from(s.itemGovernorates);
  const deals = Array.from({ length: 24 }, () => {
    const item = rng.pick(items);
    const govs = itemGovs.filter((g) => g.itemId === item.id);
    return buildDeal({
      userId: rng.pick(users.slice(0, 3)).id,
      productId: item.productId,
      productTypeId: item.productTypeId,
      producerId: item.producerId,
      itemId: item.id,
      governorateId: rng.pick(govs).governorateId,
      unitId: item.unitId,
      quantity: (rng.int(3, 100) * 10).toFixed(2),
      createdAt: new Date(`${addDays(today, -rng.int(0, 60))}T${String(rng.int(8, 18)).padStart(2, '0')}:00:00+02:00`),
    });
  });
  const dealIds = await db.insert(s.deals).values(deals).returning({ id: s.deals.id, userId: s.deals.userId });
  const requests = dealIds.slice(0, 8).map((d) => ({ dealId: d.id, userId: users.find((u) => u.id !== d.userId)!.id }));
  await db.insert(s.dealRequests).values(requests);

  const jobs = DEMO_JOBS.map((j, i) =>
    buildJob({
      ...j,
      userId: users[i % 3]!.id,
      email: `hr${i + 1}@demo.binaa.example`,
      attendanceDate: addDays(today, -rng.int(0, 20)),
      createdAt: new Date(`${addDays(today, -rng.int(0, 45))}T09:00:00+02:00`),
    }),
  );
  await db.insert(s.jobs).values(jobs);
  return { users: users.length, deals: deals.length, jobs: jobs.length };
}
