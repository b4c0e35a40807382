import { and, count, desc, eq, gte, inArray, isNotNull, isNull, not, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { handledState, inboxCounts, lockAccountWrites, normalizedContains, windowStart, type LimitWindow } from '../../db/sql';
import type { DbTransaction, Writer } from '../../platform/idempotency';
import type { InboxQuery } from '../../../shared/schemas/inbox-admin';
import { dealRequests, deals, governorates, items, producers, products, productTypes, units, users } from '../../db/schema/index';

/**
 * Tables: this domain owns deals and deal_requests. A deal's row is shown with the names of its
 * product, type, producer, item, governorate and unit and its poster's display name, read inside
 * the same statement (one indexed plan per page, read-only); the requester's contact for the
 * poster's mail and "my deals" likewise. Nothing else of those tables is read or written here.
 */

const row = {
  id: deals.id,
  userId: deals.userId,
  productId: deals.productId,
  productTypeId: deals.productTypeId,
  producerId: deals.producerId,
  itemId: deals.itemId,
  governorateId: deals.governorateId,
  unitId: deals.unitId,
  quantity: deals.quantity,
  createdAt: deals.createdAt,
  closedAt: deals.closedAt,
  // The back office's moderation (issue 18): the public answers leave these out.
  isActive: deals.isActive,
  moderationReason: deals.moderationReason,
  posterEmail: users.email,
  productAr: products.nameAr,
  productEn: products.nameEn,
  typeAr: productTypes.nameAr,
  typeEn: productTypes.nameEn,
  producerAr: producers.nameAr,
  producerEn: producers.nameEn,
  itemAr: items.nameAr,
  itemEn: items.nameEn,
  govAr: governorates.nameAr,
  govEn: governorates.nameEn,
  unitAr: units.nameAr,
  unitEn: units.nameEn,
  posterName: users.fullName,
  posterAr: users.fullNameAr,
  posterEn: users.fullNameEn,
};

const withNames = (db: Pick<Db, 'select'>) =>
  db
    .select(row)
    .from(deals)
    .innerJoin(products, eq(products.id, deals.productId))
    .innerJoin(productTypes, eq(productTypes.id, deals.productTypeId))
    .innerJoin(producers, eq(producers.id, deals.producerId))
    .innerJoin(items, eq(items.id, deals.itemId))
    .innerJoin(governorates, eq(governorates.id, deals.governorateId))
    .innerJoin(units, eq(units.id, deals.unitId))
    .innerJoin(users, eq(users.id, deals.userId));
export type DealRow = Awaited<ReturnType<typeof findDeal>> & {};

export interface DealFilter {
  countryId: number;
  productId?: number;
  producerId?: number;
  itemId?: number;
  governorateId?: number;
}

/** In the list: open, not hidden by moderation, in the country's governorates, narrowed by the filters. */
const listed = (f: DealFilter): SQL | undefined =>
  and(
    eq(deals.isActive, true),
    isNull(deals.closedAt),
    sql`${deals.governorateId} = any(array(select id from governorates where country_id = ${f.countryId}))`,
    f.productId ? eq(deals.productId, f.productId) : undefined,
    f.producerId ? eq(deals.producerId, f.producerId) : undefined,
    f.itemId ? eq(deals.itemId, f.itemId) : undefined,
    f.governorateId ? eq(deals.governorateId, f.governorateId) : undefined,
  );
const newestFirst = [desc(deals.createdAt), desc(deals.id)];

export async function countDeals(db: Db, f: DealFilter): Promise<number> {
  const [r] = await db.select({ total: count() }).from(deals).where(listed(f));
  return r?.total ?? 0;
}

export const pageOfDeals = (db: Db, f: DealFilter, limit: number, offset: number) =>
  withNames(db)
    .where(listed(f))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);

/** A deal that is not hidden by moderation, open or closed. */
/** Locks a deal's row until the end of the transaction (a request and a close of it do not interleave). */
export async function lockDeal(tx: Writer, id: number): Promise<void> {
  await tx.select({ id: deals.id }).from(deals).where(eq(deals.id, id)).for('update');
}

export async function findDeal(db: Pick<Db, 'select'>, id: number) {
  const [r] = await withNames(db).where(and(eq(deals.id, id), eq(deals.isActive, true)));
  return r;
}

/** A user's deals (hidden ones too: they are the poster's), newest first. */
export const dealsOfUser = (db: Db, userId: number) =>
  withNames(db)
    .where(eq(deals.userId, userId))
    .orderBy(...newestFirst);

export type NewDeal = typeof deals.$inferInsert;

export async function insertDeal(db: Writer, deal: NewDeal): Promise<number> {
  const [r] = await db.insert(deals).values(deal).returning({ id: deals.id });
  return r!.id;
}

/** Serialises one user's creating writes of deals and requests until the end of the transaction (db/sql.ts). */
export const lockUserDeals = (db: Writer, userId: number) => lockAccountWrites(db, 'deals', userId);

/** Deals a user created in the window (closed and hidden ones count too). */
export async function countUserDealsSince(db: Writer, userId: number, window: LimitWindow): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(deals)
    .where(and(eq(deals.userId, userId), gte(deals.createdAt, windowStart(window))));
  return r?.n ?? 0;
}

/** Closes a deal of `userId` (any deal: the back office); false when it is not theirs or already closed. */
export async function closeDeal(db: Writer, id: number, userId?: number): Promise<boolean> {
  const r = await db
    .update(deals)
    .set({ closedAt: new Date() })
    .where(and(eq(deals.id, id), userId === undefined ? undefined : eq(deals.userId, userId), isNull(deals.closedAt)))
    .returning({ id: deals.id });
  return r.length > 0;
}

/** Requests a user made since `since`. */
export async function countUserRequestsSince(db: Writer, userId: number, window: LimitWindow): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(dealRequests)
    .where(and(eq(dealRequests.userId, userId), gte(dealRequests.createdAt, windowStart(window))));
  return r?.n ?? 0;
}

/** Stores a request; false when this user already requested this deal (the unique pair). */
export async function insertRequest(db: Writer, dealId: number, userId: number): Promise<boolean> {
  const r = await db.insert(dealRequests).values({ dealId, userId }).onConflictDoNothing().returning({ id: dealRequests.id });
  return r.length > 0;
}

const contact = {
  id: users.id,
  fullName: users.fullName,
  fullNameAr: users.fullNameAr,
  fullNameEn: users.fullNameEn,
  email: users.email,
  mobile: users.mobile,
  language: users.language,
};

/** Name, e-mail, mobile and mail language of a user (a requester, a poster). */
export async function findContact(db: Pick<Db, 'select'>, userId: number) {
  const [r] = await db.select(contact).from(users).where(eq(users.id, userId));
  return r;
}
export type ContactRow = NonNullable<Awaited<ReturnType<typeof findContact>>>;

/** The requests received on these deals, newest first, with the requesters' contact. */
export const requestsOn = (db: Db, dealIds: number[]) =>
  dealIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ ...contact, id: dealRequests.id, dealId: dealRequests.dealId, createdAt: dealRequests.createdAt })
        .from(dealRequests)
        .innerJoin(users, eq(users.id, dealRequests.userId))
        .where(inArray(dealRequests.dealId, dealIds))
        .orderBy(desc(dealRequests.createdAt), desc(dealRequests.id));

/** Ids of the deals a user requested. */
export const requestedBy = async (db: Db, userId: number) =>
  (await db.select({ dealId: dealRequests.dealId }).from(dealRequests).where(eq(dealRequests.userId, userId))).map((r) => r.dealId);

/** Open, visible deals for the sitemap (newest first, at most `limit`). */
export const sitemapDeals = (db: Db, limit: number) =>
  db
    .select({ id: deals.id, createdAt: deals.createdAt })
    .from(deals)
    .where(and(eq(deals.isActive, true), isNull(deals.closedAt)))
    .orderBy(...newestFirst)
    .limit(limit);

// ---------------------------------------------------------------------------------------------
// The back office's moderation (issue 18, area `marketplace`): every deal, hidden and closed ones too.

export interface ModerationFilter {
  status: 'all' | 'open' | 'closed' | 'hidden';
  /** A word of the item's or producer's names or the poster's name or e-mail; digits alone also match the id. */
  word?: string;
}

const stateOf: Record<ModerationFilter['status'], SQL | undefined> = {
  all: undefined,
  open: and(eq(deals.isActive, true), isNull(deals.closedAt)),
  closed: and(eq(deals.isActive, true), isNotNull(deals.closedAt)),
  hidden: not(deals.isActive),
};

function moderationWhere(f: ModerationFilter): SQL | undefined {
  if (!f.word) return stateOf[f.status];
  const text = normalizedContains(
    [items.nameAr, items.nameEn, producers.nameAr, producers.nameEn, users.fullName, users.fullNameAr, users.fullNameEn, users.email],
    f.word,
  );
  return and(stateOf[f.status], /^\d{1,9}$/.test(f.word) ? sql`(${text} or ${deals.id} = ${Number(f.word)})` : text);
}

/** A page of the deals in a state (newest first) and how many there are. */
export async function moderationPage(db: Db, f: ModerationFilter, limit: number, offset: number) {
  const where = moderationWhere(f);
  const [rows, totals] = await Promise.all([
    withNames(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(deals)
      .innerJoin(items, eq(items.id, deals.itemId))
      .innerJoin(producers, eq(producers.id, deals.producerId))
      .innerJoin(users, eq(users.id, deals.userId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Any deal, hidden and closed ones too. */
export async function findDealForStaff(db: Pick<Db, 'select'>, id: number) {
  const [r] = await withNames(db).where(eq(deals.id, id));
  return r;
}

/** Hides (false) or shows again (true) a deal, and keeps the back office's reason. */
export async function setDealModeration(tx: DbTransaction, id: number, change: { isActive?: boolean; moderationReason: string }): Promise<void> {
  await tx.update(deals).set(change).where(eq(deals.id, id));
}

// ---- the back office's inbox (issue 18): requests with their requester, deal and handler ----

const requester = alias(users, 'requester');
const handler = alias(users, 'handler');

const inboxRow = {
  id: dealRequests.id,
  createdAt: dealRequests.createdAt,
  handledAt: dealRequests.handledAt,
  handlerName: handler.fullName,
  handlerEmail: handler.email,
  requester: {
    fullName: requester.fullName,
    fullNameAr: requester.fullNameAr,
    fullNameEn: requester.fullNameEn,
    email: requester.email,
    mobile: requester.mobile,
    language: requester.language,
  },
  deal: row,
  posterEmail: users.email,
};

const inboxRequests = (db: Pick<Db, 'select'>) =>
  db
    .select(inboxRow)
    .from(dealRequests)
    .innerJoin(requester, eq(requester.id, dealRequests.userId))
    .innerJoin(deals, eq(deals.id, dealRequests.dealId))
    .innerJoin(products, eq(products.id, deals.productId))
    .innerJoin(productTypes, eq(productTypes.id, deals.productTypeId))
    .innerJoin(producers, eq(producers.id, deals.producerId))
    .innerJoin(items, eq(items.id, deals.itemId))
    .innerJoin(governorates, eq(governorates.id, deals.governorateId))
    .innerJoin(units, eq(units.id, deals.unitId))
    .innerJoin(users, eq(users.id, deals.userId))
    .leftJoin(handler, eq(handler.id, dealRequests.handledBy));
export type InboxRequestRow = Awaited<ReturnType<ReturnType<typeof inboxRequests>['execute']>>[number];

/** Requests, newest first, by state and the requester's e-mail or name. */
export async function listInboxRequests(db: Db, f: InboxQuery) {
  const cond = and(handledState(f.state, dealRequests.handledAt), f.q ? normalizedContains([requester.email, requester.fullName], f.q) : undefined);
  const [list, [total]] = await Promise.all([
    inboxRequests(db)
      .where(cond)
      .orderBy(desc(dealRequests.createdAt), desc(dealRequests.id))
      .limit(f.rows)
      .offset((f.page - 1) * f.rows),
    db.select({ n: count() }).from(dealRequests).innerJoin(requester, eq(requester.id, dealRequests.userId)).where(cond),
  ]);
  return { items: list, total: total?.n ?? 0 };
}

export async function countInboxRequests(db: Db) {
  const [r] = await db.select(inboxCounts(dealRequests.handledAt)).from(dealRequests);
  return r ?? { total: 0, unread: 0 };
}

/** One request with its requester and deal, its row locked until the transaction ends (a reply or a mark). */
export async function lockInboxRequest(db: Writer, id: number) {
  const [r] = await inboxRequests(db).where(eq(dealRequests.id, id)).for('update', { of: dealRequests });
  return r ?? null;
}

export const setRequestHandled = (db: Writer, id: number, by: number | null) =>
  db
    .update(dealRequests)
    .set({ handledAt: by == null ? null : new Date(), handledBy: by })
    .where(eq(dealRequests.id, id));
