import * as s from '../../src/server/db/schema/index';
import { buildFaqGroup, buildFaqItem, buildSitePage } from '../../src/server/db/seed/pages';
import type { Executor } from '../../src/server/db/seed/types';

type Ins<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

export async function createSitePage(db: Executor, o: Ins<typeof s.sitePages> = {}) {
  const [row] = await db.insert(s.sitePages).values(buildSitePage(o)).returning();
  return row!;
}

export async function createFaqGroup(db: Executor, o: Ins<typeof s.faqGroups> = {}) {
  const pageId = o.pageId ?? (await createSitePage(db)).id;
  const [row] = await db
    .insert(s.faqGroups)
    .values(buildFaqGroup({ ...o, pageId }))
    .returning();
  return row!;
}

export async function createFaqItem(db: Executor, o: Ins<typeof s.faqItems> = {}) {
  const groupId = o.groupId ?? (await createFaqGroup(db)).id;
  const [row] = await db
    .insert(s.faqItems)
    .values(buildFaqItem({ ...o, groupId }))
    .returning();
  return row!;
}
