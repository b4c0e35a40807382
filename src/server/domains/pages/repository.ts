/** The only code that reads the tables of site content pages and their question groups. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Writer } from '../../platform/idempotency';
import { faqGroups, faqItems, sitePages } from '../../db/schema/index';

export async function findPage(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.slug, slug), eq(sitePages.isActive, true)));
  return row;
}
export type PageRow = NonNullable<Awaited<ReturnType<typeof findPage>>>;

export const listGroups = (db: Db, pageId: number) =>
  db.select().from(faqGroups).where(eq(faqGroups.pageId, pageId)).orderBy(asc(faqGroups.sort), asc(faqGroups.id));

export const listItems = (db: Db, groupIds: number[]) =>
  groupIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(faqItems)
        .where(and(inArray(faqItems.groupId, groupIds), eq(faqItems.isActive, true)))
        .orderBy(asc(faqItems.sort), asc(faqItems.id));

/** Active pages with their last change, for the sitemap. */
export const listActivePages = (db: Db) =>
  db.select({ slug: sitePages.slug, updatedAt: sitePages.updatedAt }).from(sitePages).where(eq(sitePages.isActive, true)).orderBy(asc(sitePages.id));

// The back office (issue 18, area `content`): every page and question, switched off ones too.

export const listAllPages = (db: Db) =>
  db
    .select({
      id: sitePages.id,
      slug: sitePages.slug,
      titleAr: sitePages.titleAr,
      titleEn: sitePages.titleEn,
      isActive: sitePages.isActive,
      updatedAt: sitePages.updatedAt,
    })
    .from(sitePages)
    .orderBy(asc(sitePages.id));

/** A page by id; `lock` holds it until the transaction ends (the writes of one page queue behind each other). */
export async function findPageById(db: Writer, id: number, lock = false) {
  const query = db.select().from(sitePages).where(eq(sitePages.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function updatePage(db: Writer, id: number, values: Partial<typeof sitePages.$inferInsert>) {
  await db
    .update(sitePages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sitePages.id, id));
}

export const listPageGroups = (db: Writer, pageId: number) =>
  db.select().from(faqGroups).where(eq(faqGroups.pageId, pageId)).orderBy(asc(faqGroups.sort), asc(faqGroups.id));

export const listGroupItems = (db: Writer, groupIds: number[]) =>
  groupIds.length === 0
    ? Promise.resolve([])
    : db.select().from(faqItems).where(inArray(faqItems.groupId, groupIds)).orderBy(asc(faqItems.sort), asc(faqItems.id));

export async function findGroup(db: Writer, id: number) {
  const [row] = await db.select().from(faqGroups).where(eq(faqGroups.id, id));
  return row;
}

export async function findItem(db: Writer, id: number) {
  const [row] = await db
    .select({ item: faqItems, pageId: faqGroups.pageId })
    .from(faqItems)
    .innerJoin(faqGroups, eq(faqGroups.id, faqItems.groupId))
    .where(eq(faqItems.id, id));
  return row;
}

/** A new group at the end of its page. */
export async function insertGroup(db: Writer, pageId: number, values: { nameAr: string; nameEn: string }) {
  const [row] = await db
    .insert(faqGroups)
    .values({ pageId, ...values, sort: sql`(select coalesce(max(sort), 0) + 1 from faq_groups where page_id = ${pageId})` })
    .returning();
  return row!;
}

export async function updateGroup(db: Writer, id: number, values: { nameAr: string; nameEn: string }) {
  await db.update(faqGroups).set(values).where(eq(faqGroups.id, id));
}

export async function deleteGroup(db: Writer, id: number) {
  await db.delete(faqGroups).where(eq(faqGroups.id, id));
}

export type FaqItemValues = Pick<typeof faqItems.$inferInsert, 'questionAr' | 'questionEn' | 'answerAr' | 'answerEn' | 'isActive'>;

/** A new question at the end of its group. */
export async function insertItem(db: Writer, groupId: number, values: FaqItemValues) {
  const [row] = await db
    .insert(faqItems)
    .values({ groupId, ...values, sort: sql`(select coalesce(max(sort), 0) + 1 from faq_items where group_id = ${groupId})` })
    .returning();
  return row!;
}

/** Changes a question; a move to another group puts it at that group's end. */
export async function updateItem(db: Writer, id: number, values: FaqItemValues, moveTo?: number) {
  await db
    .update(faqItems)
    .set(
      moveTo === undefined ? values : { ...values, groupId: moveTo, sort: sql`(select coalesce(max(sort), 0) + 1 from faq_items where group_id = ${moveTo})` },
    )
    .where(eq(faqItems.id, id));
}

export async function deleteItem(db: Writer, id: number) {
  await db.delete(faqItems).where(eq(faqItems.id, id));
}

/** Sort = position in `ids` (1, 2, ...), in one statement. */
export async function setSort(db: Writer, table: 'groups' | 'items', ids: number[]) {
  const t = table === 'groups' ? faqGroups : faqItems;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::int then ${i + 1}::int`),
    sql` `,
  );
  await db
    .update(t)
    .set({ sort: sql`case ${t.id} ${cases} end` })
    .where(inArray(t.id, ids));
}
