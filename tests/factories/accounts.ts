import * as s from '../../src/server/db/schema/index';
import { WEB_ACCESS_KEY } from '../../src/shared/constants';
import { buildDeal, buildJob, buildPackage, buildSubscriptionType, buildUser, nextSeq } from '../../src/server/db/seed/builders';
import type { Executor } from '../../src/server/db/seed/types';
import { createItem } from './catalog';

type Ins<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

/** A user; pass `passwordHash` (argon2id) for one who can log in. Active by default. */
export async function createUser(db: Executor, o: Ins<typeof s.users> = {}) {
  const [row] = await db.insert(s.users).values(buildUser(o)).returning();
  return row!;
}

export async function createAccessKey(db: Executor, o: Ins<typeof s.accessKeys> = {}) {
  const [row] = await db
    .insert(s.accessKeys)
    .values({ key: o.key ?? `key-${nextSeq()}`, name: o.name ?? 'Test client', ...o })
    .returning();
  return row!;
}

/** The web app's public key 'binaa-web'; safe to call repeatedly. */
export async function ensureWebAccessKey(db: Executor) {
  await db.insert(s.accessKeys).values({ key: WEB_ACCESS_KEY, name: 'Binaa web app', rateLimitPerMinute: 1200 }).onConflictDoNothing();
}

/** A subscription group with a fixed id (1..3); returns the existing one if present. */
export async function ensureSubscriptionType(db: Executor, id: number, o: Ins<typeof s.subscriptionTypes> = {}) {
  await db
    .insert(s.subscriptionTypes)
    .values(buildSubscriptionType({ ...o, id }))
    .onConflictDoNothing();
  return (await db.query.subscriptionTypes.findFirst({ where: (t, { eq }) => eq(t.id, id) }))!;
}

/** A package (group 1 unless `typeId` says otherwise; the group is created when missing). */
export async function createPackage(db: Executor, o: Ins<typeof s.subscriptionPackages> = {}) {
  const typeId = o.typeId ?? 1;
  await ensureSubscriptionType(db, typeId);
  const [row] = await db
    .insert(s.subscriptionPackages)
    .values(buildPackage({ ...o, typeId }))
    .returning();
  return row!;
}

/** A user's subscription; creates the package when `packageId` is missing. Active for a month by default. */
export async function createSubscription(db: Executor, o: Ins<typeof s.subscriptions> & { userId: number }) {
  const pkg = o.packageId ? (await db.query.subscriptionPackages.findFirst({ where: (t, { eq }) => eq(t.id, o.packageId!) }))! : await createPackage(db);
  const end = new Date(Date.now() + pkg.durationMonths * 30 * 86_400_000).toISOString().slice(0, 10);
  const [row] = await db
    .insert(s.subscriptions)
    .values({ packageId: pkg.id, status: 'active', price: pkg.price, startsAt: new Date(), endDate: end, ...o })
    .returning();
  return row!;
}

/** A user with an active subscription to a package (created with `pkg` overrides). */
export async function createUserWithSubscription(
  db: Executor,
  o: { user?: Ins<typeof s.users>; pkg?: Ins<typeof s.subscriptionPackages>; subscription?: Ins<typeof s.subscriptions> } = {},
) {
  const user = await createUser(db, o.user);
  const pkg = await createPackage(db, o.pkg);
  const subscription = await createSubscription(db, { ...o.subscription, userId: user.id, packageId: pkg.id });
  return { user, pkg, subscription };
}

export async function createPayment(db: Executor, o: Ins<typeof s.payments> & { userId: number }) {
  const [row] = await db
    .insert(s.payments)
    .values({ provider: 'sandbox', invoice: `INV-${Date.now()}-${nextSeq()}`, amount: '100.00', ...o })
    .returning();
  return row!;
}

/** A deal on an item (created with its parents when `itemId` is missing) in one of its governorates. */
export async function createDeal(db: Executor, o: Ins<typeof s.deals> = {}) {
  const userId = o.userId ?? (await createUser(db)).id;
  let { itemId, productId, productTypeId, producerId, unitId, governorateId } = o;
  if (!itemId) {
    const item = await createItem(db);
    ({ productId, productTypeId, producerId, unitId } = item);
    itemId = item.id;
    governorateId ??= item.governorateIds[0];
  } else if (!productId || !productTypeId || !producerId || !unitId) {
    const item = (await db.query.items.findFirst({ where: (t, { eq }) => eq(t.id, itemId!) }))!;
    productId ??= item.productId;
    productTypeId ??= item.productTypeId;
    producerId ??= item.producerId;
    unitId ??= item.unitId;
  }
  if (!governorateId) {
    const g = await db.query.itemGovernorates.findFirst({ where: (t, { eq }) => eq(t.itemId, itemId!) });
    governorateId = g!.governorateId;
  }
  const [row] = await db
    .insert(s.deals)
    .values(
      buildDeal({
        ...o,
        userId,
        itemId,
        productId: productId!,
        productTypeId: productTypeId!,
        producerId: producerId!,
        unitId: unitId!,
        governorateId: governorateId!,
      }),
    )
    .returning();
  return row!;
}

export async function createJob(db: Executor, o: Ins<typeof s.jobs> = {}) {
  const userId = o.userId ?? (await createUser(db)).id;
  const [row] = await db
    .insert(s.jobs)
    .values(buildJob({ ...o, userId }))
    .returning();
  return row!;
}
