import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news, newsCategories } from '../../db/schema/index';

const card = {
  id: news.id, categoryId: news.categoryId, categoryNameAr: newsCategories.nameAr, categoryNameEn: newsCategories.nameEn,
  titleAr: news.titleAr, titleEn: news.titleEn, photo: news.photo, publishedAt: news.publishedAt,
  sourceAr: news.sourceAr, sourceEn: news.sourceEn,
  // Cards carry a short plain-text excerpt, not the whole article.
  excerptAr: sql<string>`left(regexp_replace(${news.bodyAr}, '<[^>]*>', ' ', 'g'), 400)`,
  excerptEn: sql<string>`left(regexp_replace(${news.bodyEn}, '<[^>]*>', ' ', 'g'), 400)`,
};
export type NewsCardRow = Awaited<ReturnType<typeof latestInCategory>>[number];

export const latestInCategory = (db: Db, categoryId: number, limit: number) =>
  db.select(card).from(news).innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(and(eq(news.categoryId, categoryId), eq(news.isActive, true), sql`${news.publishedAt} <= now()`))
    .orderBy(desc(news.publishedAt), desc(news.id)).limit(limit);

export const activeSliders = (db: Db, limit: number) =>
  db.select({ id: news.id, categoryId: news.categoryId, titleAr: news.titleAr, titleEn: news.titleEn, photo: news.photo, sliderLink: news.sliderLink, categorySlug: newsCategories.slug })
    .from(news).innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(and(eq(news.isSlider, true), eq(news.isActive, true), sql`${news.publishedAt} <= now()`))
    .orderBy(desc(news.publishedAt), desc(news.id)).limit(limit);
