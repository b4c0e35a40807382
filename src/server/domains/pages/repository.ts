/** The only code that reads the tables of site content pages and their question groups. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
