import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { Writer } from '../../platform/idempotency';
import { inboxColumns, marketRepository } from '../marketplace/repository';
import { dealRequests, deals, governorates, items, producers, products, productTypes, units, users } from '../../db/schema/index';

/**
 * Tables: this domain owns deals and deal_requests. A deal's row is shown with the names of its
 * product, type, producer, item, governorate and unit and its poster's display name, read inside
 * the same statement (one indexed plan per page, read-only); the requester's contact for the
 * poster's mail and "my deals" likewise. Nothing else of those tables is read or written here.
 * What every marketplace queries (limits, locks, closing, moderation, the inbox) is the marketplace
 * kit's (`market` below, domains/marketplace), run over these tables and selections.
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

/** The joins of a deal's names (every one is required), on a selection that has `deals`. */
const joinNames = <Q extends PgSelect>(q: Q) =>
  q
    .innerJoin(products, eq(products.id, deals.productId))
    .innerJoin(productTypes, eq(productTypes.id, deals.productTypeId))
    .innerJoin(producers, eq(producers.id, deals.producerId))
    .innerJoin(items, eq(items.id, deals.itemId))
    .innerJoin(governorates, eq(governorates.id, deals.governorateId))
    .innerJoin(units, eq(units.id, deals.unitId))
    .innerJoin(users, eq(users.id, deals.userId));

const withNames = (db: Pick<Db, 'select'>) => joinNames(db.select(row).from(deals).$dynamic());
export type DealRow = Awaited<ReturnType<typeof findDeal>> & {};

// ---- the back office's inbox (issue 18): requests with their requester, deal and handler ----

const requester = alias(users, 'requester');
const handler = alias(users, 'handler');

const inboxRow = {
  ...inboxColumns(dealRequests, requester, handler),
  deal: row,
  posterEmail: users.email,
};

/** The deals' queries of the marketplace kit: requests are a deal's answers; one lock scope for both. */
export const market = marketRepository({
  tables: { posts: deals, answers: dealRequests },
  lockScopes: { posts: 'deals', answers: 'deals' },
  staffRows: withNames,
  staffCount: (db) =>
    db
      .select({ n: count() })
      .from(deals)
      .innerJoin(items, eq(items.id, deals.itemId))
      .innerJoin(producers, eq(producers.id, deals.producerId))
      .innerJoin(users, eq(users.id, deals.userId))
      .$dynamic(),
  // A word of the item's or producer's names or the poster's name or e-mail.
  searched: [items.nameAr, items.nameEn, producers.nameAr, producers.nameEn, users.fullName, users.fullNameAr, users.fullNameEn, users.email],
  inboxRows: (db) =>
    joinNames(
      db
        .select(inboxRow)
        .from(dealRequests)
        .innerJoin(requester, eq(requester.id, dealRequests.userId))
        .innerJoin(deals, eq(deals.id, dealRequests.dealId))
        .$dynamic(),
    ).leftJoin(handler, eq(handler.id, dealRequests.handledBy)),
  inboxCount: (db) => db.select({ n: count() }).from(dealRequests).innerJoin(requester, eq(requester.id, dealRequests.userId)).$dynamic(),
  sender: requester,
});
export type InboxRequestRow = Awaited<ReturnType<typeof market.listInbox>>['items'][number];

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
    market.listed,
    sql`${deals.governorateId} = any(array(select id from governorates where country_id = ${f.countryId}))`,
    f.productId ? eq(deals.productId, f.productId) : undefined,
    f.producerId ? eq(deals.producerId, f.producerId) : undefined,
    f.itemId ? eq(deals.itemId, f.itemId) : undefined,
    f.governorateId ? eq(deals.governorateId, f.governorateId) : undefined,
  );

export async function countDeals(db: Db, f: DealFilter): Promise<number> {
  const [r] = await db.select({ total: count() }).from(deals).where(listed(f));
  return r?.total ?? 0;
}

export const pageOfDeals = (db: Db, f: DealFilter, limit: number, offset: number) =>
  withNames(db)
    .where(listed(f))
    .orderBy(...market.newestFirst)
    .limit(limit)
    .offset(offset);

/** A deal that is not hidden by moderation, open or closed. */
export async function findDeal(db: Pick<Db, 'select'>, id: number) {
  const [r] = await withNames(db).where(and(eq(deals.id, id), eq(deals.isActive, true)));
  return r;
}

/** A user's deals (hidden ones too: they are the poster's), newest first. */
export const dealsOfUser = (db: Db, userId: number) =>
  withNames(db)
    .where(eq(deals.userId, userId))
    .orderBy(...market.newestFirst);

export type NewDeal = typeof deals.$inferInsert;

export async function insertDeal(db: Writer, deal: NewDeal): Promise<number> {
  const [r] = await db.insert(deals).values(deal).returning({ id: deals.id });
  return r!.id;
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
    .where(market.listed)
    .orderBy(...market.newestFirst)
    .limit(limit);
