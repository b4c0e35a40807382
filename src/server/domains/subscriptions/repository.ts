/**
 * The only code of the subscriptions domain that touches tables, with repository/admin.ts (the back
 * office's queries): packages, subscriptions, their extra e-mails, orders (payments) with their
 * lines and callbacks. It also reads an account's contact fields (name, e-mail, mobile, language)
 * from `users` for checkouts and mails.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockAccountWrites } from '../../db/sql';
import {
  paymentEvents,
  paymentLines,
  payments,
  subscriptionEmails,
  subscriptionPackages,
  subscriptions,
  subscriptionTypes,
  users,
} from '../../db/schema/index';
import type { Writer } from '../../platform/idempotency';
import type { Entitlement, PackageTier, PaymentStatus } from '../../../shared/constants';

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

export const listTypes = (db: Db) => db.select().from(subscriptionTypes).orderBy(asc(subscriptionTypes.sort), asc(subscriptionTypes.id));

export const listActivePackages = (db: Db) =>
  db
    .select()
    .from(subscriptionPackages)
    .where(eq(subscriptionPackages.isActive, true))
    .orderBy(asc(subscriptionPackages.typeId), asc(subscriptionPackages.sort), asc(subscriptionPackages.id));

export type PackageRow = typeof subscriptionPackages.$inferSelect;

export const findPackages = (db: Writer, ids: number[]) => db.select().from(subscriptionPackages).where(inArray(subscriptionPackages.id, ids));

export const findPackage = async (db: Writer, id: number) => (await db.select().from(subscriptionPackages).where(eq(subscriptionPackages.id, id)))[0];

/** The contact fields of an account that checkouts, invoices and mails need. */
export const findAccount = async (db: Writer, userId: number) =>
  (
    await db
      .select({ id: users.id, fullName: users.fullName, email: users.email, mobile: users.mobile, language: users.language })
      .from(users)
      .where(eq(users.id, userId))
  )[0];

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

// ---- orders -------------------------------------------------------------------------------

export type PaymentRow = typeof payments.$inferSelect;

export async function insertOrder(
  db: Writer,
  order: { userId: number; provider: string; invoice: string; amount: string; lang: 'ar' | 'en' },
  lines: { packageId: number; titleAr: string; titleEn: string; price: string; durationMonths: number }[],
): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(order).returning();
  await db.insert(paymentLines).values(lines.map((l) => ({ ...l, paymentId: row!.id })));
  return row!;
}

export const setCheckout = (db: Writer, id: number, providerRef: string, checkoutUrl: string) =>
  db.update(payments).set({ providerRef, checkoutUrl, updatedAt: new Date() }).where(eq(payments.id, id));

export const findOrderByInvoice = async (db: Writer, invoice: string) => (await db.select().from(payments).where(eq(payments.invoice, invoice)))[0];

/** The order a provider's checkout reference names, locked for the activation's transaction. */
export const lockOrder = async (db: Writer, id: number) => (await db.select().from(payments).where(eq(payments.id, id)).for('update'))[0];

export const findOrderByProviderRef = async (db: Writer, provider: string, providerRef: string) =>
  (
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)))
  )[0];

export const orderLines = (db: Writer, paymentId: number) =>
  db.select().from(paymentLines).where(eq(paymentLines.paymentId, paymentId)).orderBy(asc(paymentLines.id));

/** The user's orders, newest first. */
export const userOrders = (db: Db, userId: number) =>
  db
    .select()
    .from(payments)
    // A checkout left unpaid is shown for a day, then only paid, failed and refunded orders.
    .where(and(eq(payments.userId, userId), or(sql`${payments.status} <> 'pending'`, sql`${payments.createdAt} > now() - interval '1 day'`)))
    .orderBy(desc(payments.createdAt), desc(payments.id));

/** Checkouts still pending that were made between `newerThan` and `olderThan`, oldest first (the sweep). */
export const pendingOrders = (db: Writer, olderThan: Date, newerThan: Date, limit: number) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), isNotNull(payments.providerRef), lt(payments.createdAt, olderThan), gt(payments.createdAt, newerThan)))
    .orderBy(asc(payments.createdAt))
    .limit(limit);

export const updateOrder = (
  db: Writer,
  id: number,
  changes: Partial<{ status: PaymentStatus; transactionId: string; payload: unknown; paidAt: Date; refundedAt: Date }>,
) =>
  db
    .update(payments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(payments.id, id));

export async function insertEvent(db: Writer, e: typeof paymentEvents.$inferInsert): Promise<number> {
  const [row] = await db.insert(paymentEvents).values(e).returning({ id: paymentEvents.id });
  return row!.id;
}

export const findEvent = async (db: Writer, id: number) => (await db.select().from(paymentEvents).where(eq(paymentEvents.id, id)))[0];

export const setEventOutcome = (db: Writer, id: number, outcome: string) => db.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, id));

// ---- subscriptions ------------------------------------------------------------------------

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function insertSubscriptions(db: Writer, rows: (typeof subscriptions.$inferInsert)[]) {
  return rows.length ? db.insert(subscriptions).values(rows).returning() : [];
}

/** The user's subscriptions that were ever started (not pending), newest first, with their package and group. */
export const userSubscriptions = (db: Db, userId: number) =>
  db
    .select({ s: subscriptions, p: subscriptionPackages, t: subscriptionTypes, invoice: payments.invoice, paidAt: payments.paidAt })
    .from(subscriptions)
    .innerJoin(subscriptionPackages, eq(subscriptionPackages.id, subscriptions.packageId))
    .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, subscriptionPackages.typeId))
    .leftJoin(payments, eq(payments.id, subscriptions.paymentId))
    .where(and(eq(subscriptions.userId, userId), sql`${subscriptions.status} <> 'pending'`))
    .orderBy(desc(subscriptions.id));

export const lockSubscription = async (db: Writer, id: number) =>
  (
    await db
      .select({ s: subscriptions, p: subscriptionPackages, payment: payments })
      .from(subscriptions)
      .innerJoin(subscriptionPackages, eq(subscriptionPackages.id, subscriptions.packageId))
      .leftJoin(payments, eq(payments.id, subscriptions.paymentId))
      .where(eq(subscriptions.id, id))
      .for('update', { of: subscriptions })
  )[0];

export const updateSubscription = (db: Writer, id: number, changes: Partial<typeof subscriptions.$inferInsert>) =>
  db.update(subscriptions).set(changes).where(eq(subscriptions.id, id));

export const subscriptionsOfOrder = (db: Writer, paymentId: number) => db.select().from(subscriptions).where(eq(subscriptions.paymentId, paymentId));

/** Marks every current subscription past its end as expired; the ids. */
export async function expireDue(db: Writer, today: string): Promise<number[]> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'expired' })
    .where(and(inArray(subscriptions.status, ['active', 'canceled']), lt(subscriptions.endDate, today)))
    .returning({ id: subscriptions.id });
  return rows.map((r) => r.id);
}

/** Renewing subscriptions ending on or before `day` not reminded yet (trials and canceled ones never renew). */
export const dueForReminder = (db: Writer, day: string) =>
  db
    .select({ s: subscriptions, p: subscriptionPackages })
    .from(subscriptions)
    .innerJoin(subscriptionPackages, eq(subscriptionPackages.id, subscriptions.packageId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.autoRenew, true),
        eq(subscriptions.isTrial, false),
        isNull(subscriptions.remindedAt),
        lte(subscriptions.endDate, day),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .limit(500)
    .for('update', { of: subscriptions, skipLocked: true });

// ---- extra e-mails ------------------------------------------------------------------------

export type SubscriptionEmailRow = typeof subscriptionEmails.$inferSelect;

export const emailsOf = (db: Writer, subscriptionIds: number[]) =>
  subscriptionIds.length
    ? db.select().from(subscriptionEmails).where(inArray(subscriptionEmails.subscriptionId, subscriptionIds)).orderBy(asc(subscriptionEmails.id))
    : Promise.resolve([] as SubscriptionEmailRow[]);

export const deleteEmails = (db: Writer, subscriptionId: number, emails: string[]) =>
  emails.length
    ? db.delete(subscriptionEmails).where(and(eq(subscriptionEmails.subscriptionId, subscriptionId), inArray(subscriptionEmails.email, emails)))
    : Promise.resolve();

export const insertEmail = (db: Writer, row: typeof subscriptionEmails.$inferInsert) => db.insert(subscriptionEmails).values(row).onConflictDoNothing();

/** Confirms the address of a token; the row (null when the token is unknown). */
export async function confirmEmail(db: Writer, tokenHash: string) {
  const [row] = await db
    .update(subscriptionEmails)
    .set({ confirmedAt: sql`coalesce(${subscriptionEmails.confirmedAt}, now())` })
    .where(eq(subscriptionEmails.tokenHash, tokenHash))
    .returning();
  return row ?? null;
}

/** Whether the account ever had the "Try one Month" offer. */
export const hasHadTrial = async (db: Writer, userId: number) =>
  (
    await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isTrial, true)))
      .limit(1)
  ).length > 0;

/** The latest end date of each package the user currently holds (active or canceled). */
/** Serialises the activations of one reader's orders until the end of the transaction (their end dates chain). */
export const lockUserSubscriptions = (db: Writer, userId: number) => lockAccountWrites(db, 'subscriptions', userId);

export async function currentEndDates(db: Writer, userId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ packageId: subscriptions.packageId, endDate: sql<string>`max(${subscriptions.endDate})::text` })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'canceled'])))
    .groupBy(subscriptions.packageId);
  return new Map(rows.filter((r) => r.endDate).map((r) => [r.packageId, r.endDate]));
}

/** The dashboard: live subscriptions on `today`, and what succeeded payments brought since `monthStart` (refunded ones are no longer `succeeded`). */
export async function moneyFigures(db: Pick<Db, 'execute'>, today: string, monthStart: string) {
  const { rows } = await db.execute<{ active: number; revenue: string; paid: number }>(sql`
    select
      (select count(*)::int from subscriptions where status in ('active', 'canceled') and end_date >= ${today}) as active,
      coalesce((select sum(amount) from payments where status = 'succeeded' and paid_at >= ${monthStart}::date), 0)::numeric(14, 2)::text as revenue,
      (select count(*)::int from payments where status = 'succeeded' and paid_at >= ${monthStart}::date) as paid`);
  return rows[0]!;
}
