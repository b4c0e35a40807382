/**
 * The only code that reads and writes the tenders' tables (tenders, tender_materials,
 * tender_alerts, tender_notices). A tender is shown with the names of its governorate, country
 * and products, and an alert's recipient with their e-mail and language, read inside the same
 * statements (read-only; db/README.md says so beside the owners' table).
 */
import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, governorates, products, tenderAlerts, tenderMaterials, tenderNotices, tenders, users } from '../../db/schema/index';
import { normalizedContains } from '../../db/sql';
import type { DbTransaction, Writer } from '../../platform/idempotency';
import type { AlertChannel, TenderKind, TenderStatus } from '../../../shared/schemas/tenders';

/** The status a reader sees: an open tender past its deadline (`today`, Cairo) is closed. */
const statusOn = (today: string) =>
  sql<TenderStatus>`case when ${tenders.status} = 'open' and ${tenders.deadline} < ${today} then 'closed' else ${tenders.status} end`;

/** On the site: switched on and its publication time has come. */
const published = and(eq(tenders.isActive, true), lte(tenders.publishedAt, sql`now()`));

const row = (today: string) => ({
  id: tenders.id,
  titleAr: tenders.titleAr,
  titleEn: tenders.titleEn,
  buyerAr: tenders.buyerAr,
  buyerEn: tenders.buyerEn,
  kind: tenders.kind,
  status: statusOn(today),
  governorateId: tenders.governorateId,
  govAr: governorates.nameAr,
  govEn: governorates.nameEn,
  countryId: countries.id,
  countryAr: countries.nameAr,
  countryEn: countries.nameEn,
  quantity: tenders.quantity,
  unitAr: tenders.unitAr,
  unitEn: tenders.unitEn,
  deadline: tenders.deadline,
  documentsUrl: tenders.documentsUrl,
  descriptionAr: tenders.descriptionAr,
  descriptionEn: tenders.descriptionEn,
  publishedAt: tenders.publishedAt,
  updatedAt: tenders.updatedAt,
});

const withNames = (db: Pick<Db, 'select'>, today: string) =>
  db
    .select(row(today))
    .from(tenders)
    .innerJoin(governorates, eq(governorates.id, tenders.governorateId))
    .innerJoin(countries, eq(countries.id, governorates.countryId));
export type TenderRow = Awaited<ReturnType<ReturnType<typeof withNames>['where']>>[number];

export interface TenderFilter {
  today: string;
  governorateId?: number;
  productId?: number;
  status?: TenderStatus;
  kind?: TenderKind;
  word?: string;
}

function listed(f: TenderFilter): SQL | undefined {
  return and(
    published,
    f.governorateId ? eq(tenders.governorateId, f.governorateId) : undefined,
    f.kind ? eq(tenders.kind, f.kind) : undefined,
    f.status ? sql`${statusOn(f.today)} = ${f.status}` : undefined,
    f.productId
      ? sql`exists (select 1 from ${tenderMaterials} where ${tenderMaterials.tenderId} = ${tenders.id} and ${tenderMaterials.productId} = ${f.productId})`
      : undefined,
    f.word ? normalizedContains([tenders.titleAr, tenders.titleEn, tenders.buyerAr, tenders.buyerEn], f.word) : undefined,
  );
}

/** A page of the published tenders matching the filter, newest first, and how many match. */
export async function pageOfTenders(db: Db, f: TenderFilter, limit: number, offset: number): Promise<{ rows: TenderRow[]; total: number }> {
  const where = listed(f);
  const [rows, [total]] = await Promise.all([
    withNames(db, f.today).where(where).orderBy(desc(tenders.publishedAt), desc(tenders.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(tenders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A published tender (any status); undefined when unknown, switched off or not yet published. */
export async function findTender(db: Db, id: number, today: string): Promise<TenderRow | undefined> {
  const [found] = await withNames(db, today).where(and(eq(tenders.id, id), published));
  return found;
}

/** The products of tenders, by tender id (in the catalogue's order). */
export async function materialsOf(db: Pick<Db, 'select'>, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ tenderId: tenderMaterials.tenderId, id: products.id, nameAr: products.nameAr, nameEn: products.nameEn })
    .from(tenderMaterials)
    .innerJoin(products, eq(products.id, tenderMaterials.productId))
    .where(inArray(tenderMaterials.tenderId, ids))
    .orderBy(asc(products.sort), asc(products.id));
}

/** The governorates that have published tenders (the list's filter). */
export const governoratesWithTenders = (db: Db) =>
  db
    .selectDistinct({ id: governorates.id, nameAr: governorates.nameAr, nameEn: governorates.nameEn, sort: governorates.sort })
    .from(tenders)
    .innerJoin(governorates, eq(governorates.id, tenders.governorateId))
    .where(published)
    .orderBy(asc(governorates.sort), asc(governorates.id));

/** The newest published tenders (sitemap, feed). */
export const latestTenders = (db: Db, limit: number, today: string) =>
  withNames(db, today).where(published).orderBy(desc(tenders.publishedAt), desc(tenders.id)).limit(limit);

// ---------------------------------------------------------------------------------------------
// The back office (area `tenders`)

export type TenderValues = Omit<typeof tenders.$inferInsert, 'id' | 'updatedAt'>;

export async function adminPage(db: Db, q: { word?: string; active?: boolean; governorateId?: number }, limit: number, offset: number) {
  const where = and(
    q.word ? normalizedContains([tenders.titleAr, tenders.titleEn, tenders.buyerAr, tenders.buyerEn], q.word) : undefined,
    q.active === undefined ? undefined : eq(tenders.isActive, q.active),
    q.governorateId ? eq(tenders.governorateId, q.governorateId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(tenders).where(where).orderBy(desc(tenders.publishedAt), desc(tenders.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(tenders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function adminRow(db: Writer, id: number, lock = false) {
  const query = db.select().from(tenders).where(eq(tenders.id, id));
  const [found] = lock ? await query.for('update') : await query;
  return found;
}
export type TenderAdminRow = NonNullable<Awaited<ReturnType<typeof adminRow>>>;

export async function productIdsOf(db: Writer, ids: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await db
    .select({ tenderId: tenderMaterials.tenderId, productId: tenderMaterials.productId })
    .from(tenderMaterials)
    .where(inArray(tenderMaterials.tenderId, ids))
    .orderBy(asc(tenderMaterials.productId));
  for (const r of rows) out.get(r.tenderId)?.push(r.productId);
  return out;
}

export async function insertTender(tx: DbTransaction, values: TenderValues): Promise<number> {
  const [created] = await tx.insert(tenders).values(values).returning({ id: tenders.id });
  return created!.id;
}

export async function updateTender(tx: DbTransaction, id: number, values: Partial<TenderValues>): Promise<void> {
  await tx.update(tenders).set(values).where(eq(tenders.id, id));
}

/** Replaces the tender's products. */
export async function setMaterials(tx: DbTransaction, id: number, productIds: number[]): Promise<void> {
  await tx.delete(tenderMaterials).where(eq(tenderMaterials.tenderId, id));
  if (productIds.length) await tx.insert(tenderMaterials).values([...new Set(productIds)].map((productId) => ({ tenderId: id, productId })));
}

export async function deleteTender(tx: DbTransaction, id: number): Promise<void> {
  await tx.delete(tenders).where(eq(tenders.id, id));
}

// ---------------------------------------------------------------------------------------------
// Tender alerts

export const alertsOf = (db: Writer, userId: number) =>
  db
    .select({
      id: tenderAlerts.id,
      channel: tenderAlerts.channel,
      governorateId: tenderAlerts.governorateId,
      govAr: governorates.nameAr,
      govEn: governorates.nameEn,
      productId: tenderAlerts.productId,
      productAr: products.nameAr,
      productEn: products.nameEn,
    })
    .from(tenderAlerts)
    .leftJoin(governorates, eq(governorates.id, tenderAlerts.governorateId))
    .leftJoin(products, eq(products.id, tenderAlerts.productId))
    .where(eq(tenderAlerts.userId, userId))
    .orderBy(asc(tenderAlerts.id));
export type AlertRow = Awaited<ReturnType<typeof alertsOf>>[number];

export async function countAlerts(db: Writer, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tenderAlerts).where(eq(tenderAlerts.userId, userId));
  return row?.n ?? 0;
}

/** The new alert's id, or null when the reader already has the same one. */
export async function insertAlert(db: Writer, values: typeof tenderAlerts.$inferInsert): Promise<number | null> {
  const [created] = await db.insert(tenderAlerts).values(values).onConflictDoNothing().returning({ id: tenderAlerts.id });
  return created?.id ?? null;
}

export async function deleteAlert(db: Writer, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(tenderAlerts)
    .where(and(eq(tenderAlerts.id, id), eq(tenderAlerts.userId, userId)))
    .returning({ id: tenderAlerts.id });
  return gone.length > 0;
}

export async function governorateExists(db: Writer, id: number): Promise<boolean> {
  return (await db.select({ id: governorates.id }).from(governorates).where(eq(governorates.id, id))).length > 0;
}

export async function productsExist(db: Writer, ids: number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (!unique.length) return true;
  const [row] = await db.select({ n: count() }).from(products).where(inArray(products.id, unique));
  return row?.n === unique.length;
}

/**
 * The readers to tell of a tender, by channel: an alert of theirs names its governorate or one of
 * its products (and nothing that differs), their account is active, and they have not been told of
 * it by that channel. One row per reader and channel, however many of their alerts match.
 */
export function recipientsOf(db: Db, tenderId: number, governorateId: number) {
  return db
    .selectDistinct({ userId: users.id, email: users.email, lang: users.language, channel: tenderAlerts.channel })
    .from(tenderAlerts)
    .innerJoin(users, eq(users.id, tenderAlerts.userId))
    .where(
      and(
        eq(users.userActive, true),
        or(isNull(tenderAlerts.governorateId), eq(tenderAlerts.governorateId, governorateId)),
        or(
          isNull(tenderAlerts.productId),
          sql`exists (select 1 from ${tenderMaterials} where ${tenderMaterials.tenderId} = ${tenderId} and ${tenderMaterials.productId} = ${tenderAlerts.productId})`,
        ),
        sql`not exists (select 1 from ${tenderNotices} where ${tenderNotices.tenderId} = ${tenderId} and ${tenderNotices.userId} = ${users.id} and ${tenderNotices.channel} = ${tenderAlerts.channel})`,
      ),
    )
    .orderBy(asc(users.id));
}
export type Recipient = Awaited<ReturnType<typeof recipientsOf>>[number];

/** Claims the notice of a tender to a reader by a channel; false when it was sent already. */
export async function claimNotice(db: Db, tenderId: number, userId: number, channel: AlertChannel): Promise<boolean> {
  const rows = await db.insert(tenderNotices).values({ tenderId, userId, channel }).onConflictDoNothing().returning({ userId: tenderNotices.userId });
  return rows.length > 0;
}
