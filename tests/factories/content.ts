import * as s from '../../src/server/db/schema/index';
import { NEWS_CATEGORY_ROWS } from '../../src/server/db/seed/data/news';
import { buildAd, buildNews, buildPartner, buildProfileType } from '../../src/server/db/seed/builders';
import type { Executor } from '../../src/server/db/seed/types';
import { createCountry } from './geography';

type Ins<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

/** The three fixed news categories (1 general, 2 cement, 3 world); safe to call repeatedly. */
export async function ensureNewsCategories(db: Executor) {
  await db
    .insert(s.newsCategories)
    .values([...NEWS_CATEGORY_ROWS])
    .onConflictDoNothing();
}

export async function createNews(db: Executor, o: Ins<typeof s.news> = {}) {
  await ensureNewsCategories(db);
  const [row] = await db.insert(s.news).values(buildNews(o)).returning();
  return row!;
}

export async function createAd(db: Executor, o: Ins<typeof s.ads> = {}) {
  const [row] = await db.insert(s.ads).values(buildAd(o)).returning();
  return row!;
}

export async function createProfileType(db: Executor, o: Ins<typeof s.profileTypes> = {}) {
  const [row] = await db.insert(s.profileTypes).values(buildProfileType(o)).returning();
  return row!;
}

export async function createPartner(db: Executor, o: Ins<typeof s.partners> = {}) {
  const profileTypeId = o.profileTypeId ?? (await createProfileType(db)).id;
  const countryId = o.countryId ?? (await createCountry(db)).id;
  const [row] = await db
    .insert(s.partners)
    .values(buildPartner({ ...o, profileTypeId, countryId }))
    .returning();
  return row!;
}

/** The single site-settings row (id 1), upserted. */
export async function createSiteSettings(db: Executor, o: Ins<typeof s.siteSettings> = {}) {
  const values = { ...o, id: 1 };
  const [row] = await db.insert(s.siteSettings).values(values).onConflictDoUpdate({ target: s.siteSettings.id, set: values }).returning();
  return row!;
}
