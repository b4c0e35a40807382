/**
 * The back office's queries of the subscriptions domain (issue 18: areas packages and payments):
 * the groups and packages with their use, the lists of subscriptions and orders with their
 * owners, an order's callbacks, the revenue by month.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cairoDay, normalizedContains } from '../../../db/sql';
import { paymentEvents, payments, subscriptionPackages, subscriptions, subscriptionTypes, users } from '../../../db/schema/index';
import type { Writer } from '../../../platform/idempotency';
import type { PaymentStatus, SubscriptionStatus } from '../../../../shared/constants';

/** The groups with how many packages each holds. */
export const adminGroups = (db: Db) =>
  db
    .select({ t: subscriptionTypes, packages: sql<number>`(select count(*)::int from subscription_packages p where p.type_id = subscription_types.id)` })
    .from(subscriptionTypes)
    .orderBy(asc(subscriptionTypes.sort), asc(subscriptionTypes.id));

export const findGroup = async (db: Writer, id: number) => (await db.select().from(subscriptionTypes).where(eq(subscriptionTypes.id, id)))[0];

export const updateGroup = async (db: Writer, id: number, changes: Partial<typeof subscriptionTypes.$inferInsert>) =>
  (await db.update(subscriptionTypes).set(changes).where(eq(subscriptionTypes.id, id)).returning())[0];

/**
 * Subscriptions of a package: every one ever made, and those giving access on `today`. (The outer
 * column is written out: drizzle names a lone table's columns unqualified, which the subquery would
 * read as its own.)
 */
const packageUse = (today: string) => ({
  subscriptions: sql<number>`(select count(*)::int from subscriptions s where s.package_id = subscription_packages.id)`,
  current: sql<number>`(select count(*)::int from subscriptions s where s.package_id = subscription_packages.id
    and s.status in ('active', 'canceled') and (s.end_date is null or s.end_date >= ${today}::date))`,
});

/** Every package (offered or not) with its use, by group and order. */
export const adminPackages = (db: Db, today: string) =>
  db
    .select({ p: subscriptionPackages, ...packageUse(today) })
    .from(subscriptionPackages)
    .orderBy(asc(subscriptionPackages.typeId), asc(subscriptionPackages.sort), asc(subscriptionPackages.id));

export const adminPackage = async (db: Writer, id: number, today: string) =>
  (
    await db
      .select({ p: subscriptionPackages, ...packageUse(today) })
      .from(subscriptionPackages)
      .where(eq(subscriptionPackages.id, id))
  )[0];

export type NewPackage = typeof subscriptionPackages.$inferInsert;

export const insertPackage = async (db: Writer, values: NewPackage) => (await db.insert(subscriptionPackages).values(values).returning())[0]!;

export const updatePackage = async (db: Writer, id: number, values: Partial<NewPackage>) =>
  (await db.update(subscriptionPackages).set(values).where(eq(subscriptionPackages.id, id)).returning())[0];

/** Locks a package row for a change that depends on its use (delete or deactivate). */
export const lockPackage = async (db: Writer, id: number) =>
  (await db.select().from(subscriptionPackages).where(eq(subscriptionPackages.id, id)).for('update'))[0];

/** Whether anything points to the package: a subscription, or an order's line (both keep it). */
export async function packageInUse(db: Writer, id: number): Promise<boolean> {
  const { rows } = await db.execute<{ used: boolean }>(sql`
    select exists (select 1 from subscriptions where package_id = ${id}) or exists (select 1 from payment_lines where package_id = ${id}) as used`);
  return rows[0]?.used ?? false;
}

export const deletePackage = (db: Writer, id: number) => db.delete(subscriptionPackages).where(eq(subscriptionPackages.id, id));

/** A subscription's status as it is today: an active or canceled one past its end is expired even before the daily run says so. */
const effectiveStatus = (today: string) =>
  sql<SubscriptionStatus>`case when ${subscriptions.status} in ('active', 'canceled') and ${subscriptions.endDate} < ${today}::date then 'expired' else ${subscriptions.status} end`;

const customer = { id: users.id, name: users.fullName, email: users.email };

const adminSubscriptionRow = (today: string) => ({
  s: subscriptions,
  status: effectiveStatus(today),
  user: customer,
  titleAr: subscriptionPackages.titleAr,
  titleEn: subscriptionPackages.titleEn,
  invoice: payments.invoice,
});

const subscriptionsWithNames = (db: Writer, today: string) =>
  db
    .select(adminSubscriptionRow(today))
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(subscriptionPackages, eq(subscriptionPackages.id, subscriptions.packageId))
    .leftJoin(payments, eq(payments.id, subscriptions.paymentId));

export type AdminSubscriptionRow = Awaited<ReturnType<ReturnType<typeof subscriptionsWithNames>['execute']>>[number];

interface ListFilter {
  status?: string;
  from?: string;
  to?: string;
  q?: string;
  page: number;
  rows: number;
}

/** The common filters of the two lists: a date range on `created_at` (Cairo days) and an owner's e-mail or name. */
const listConditions = (f: ListFilter, createdAt: typeof subscriptions.createdAt | typeof payments.createdAt) => [
  f.from ? sql`${cairoDay(createdAt)} >= ${f.from}::date` : undefined,
  f.to ? sql`${cairoDay(createdAt)} <= ${f.to}::date` : undefined,
  f.q ? normalizedContains([users.email, users.fullName], f.q) : undefined,
];

/** Subscriptions, newest first, filtered; `status` as it is today (effectiveStatus). */
export async function listSubscriptionsAdmin(db: Db, f: ListFilter, today: string) {
  const cond = and(f.status ? sql`${effectiveStatus(today)} = ${f.status}` : undefined, ...listConditions(f, subscriptions.createdAt));
  const [items, [total]] = await Promise.all([
    subscriptionsWithNames(db, today)
      .where(cond)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(f.rows)
      .offset((f.page - 1) * f.rows),
    db.select({ n: count() }).from(subscriptions).innerJoin(users, eq(users.id, subscriptions.userId)).where(cond),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The subscriptions an order paid for, oldest first. */
export const subscriptionsOfOrderAdmin = (db: Db, paymentId: number, today: string) =>
  subscriptionsWithNames(db, today).where(eq(subscriptions.paymentId, paymentId)).orderBy(asc(subscriptions.id));

const paymentsWithOwner = (db: Writer) => db.select({ o: payments, user: customer }).from(payments).innerJoin(users, eq(users.id, payments.userId));

/** Orders, newest first, filtered. */
export async function listPaymentsAdmin(db: Db, f: ListFilter) {
  const cond = and(f.status ? eq(payments.status, f.status as PaymentStatus) : undefined, ...listConditions(f, payments.createdAt));
  const [items, [total]] = await Promise.all([
    paymentsWithOwner(db)
      .where(cond)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(f.rows)
      .offset((f.page - 1) * f.rows),
    db.select({ n: count() }).from(payments).innerJoin(users, eq(users.id, payments.userId)).where(cond),
  ]);
  return { items, total: total?.n ?? 0 };
}

export const findPaymentAdmin = async (db: Writer, id: number) => (await paymentsWithOwner(db).where(eq(payments.id, id)))[0];

export const eventsOfOrder = (db: Db, paymentId: number) =>
  db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id));

/**
 * Revenue by month in Cairo, the last `months` months to the current one, oldest first: orders
 * paid in the month (count, amount) and money refunded in the month (the refunded subscriptions'
 * prices — a whole order or one line of it — dated when they were refunded, or when their order
 * was, for a refund the provider reported).
 */
export async function revenueByMonth(db: Db, months: number) {
  const { rows } = await db.execute<{ month: string; paid_count: number; paid_cents: string; refunded_count: number; refunded_cents: string }>(sql`
    with months as (
      select to_char(m, 'YYYY-MM') as month
      from generate_series(date_trunc('month', now() at time zone 'Africa/Cairo') - make_interval(months => ${months - 1}),
                           date_trunc('month', now() at time zone 'Africa/Cairo'), interval '1 month') as m
    ),
    paid as (
      select to_char(paid_at at time zone 'Africa/Cairo', 'YYYY-MM') as month, count(*)::int as n, sum(round(amount * 100))::bigint as cents
      from payments where paid_at is not null group by 1
    ),
    refunded as (
      select to_char(coalesce(s.canceled_at, p.refunded_at) at time zone 'Africa/Cairo', 'YYYY-MM') as month,
             count(distinct p.id)::int as n, sum(round(s.price * 100))::bigint as cents
      from subscriptions s join payments p on p.id = s.payment_id
      where s.status = 'refunded' and coalesce(s.canceled_at, p.refunded_at) is not null group by 1
    )
    select months.month, coalesce(paid.n, 0) as paid_count, coalesce(paid.cents, 0)::text as paid_cents,
           coalesce(refunded.n, 0) as refunded_count, coalesce(refunded.cents, 0)::text as refunded_cents
    from months left join paid using (month) left join refunded using (month)
    order by months.month`);
  return rows.map((r) => ({
    month: r.month,
    paidCount: r.paid_count,
    paidCents: Number(r.paid_cents),
    refundedCount: r.refunded_count,
    refundedCents: Number(r.refunded_cents),
  }));
}
