import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plainTextExcerpt } from '../../db/sql';
import { searchCondition } from '../../db/search';
import { news, newsCategories } from '../../db/schema/index';

const card = {
  id: news.id,
  categoryId: news.categoryId,
  categoryNameAr: newsCategories.nameAr,
  categoryNameEn: newsCategories.nameEn,
  titleAr: news.titleAr,
  titleEn: news.titleEn,
  photo: news.photo,
  publishedAt: news.publishedAt,
  sourceAr: news.sourceAr,
  sourceEn: news.sourceEn,
  // Cards carry a short plain-text excerpt, not the whole article.
  excerptAr: plainTextExcerpt(news.bodyAr, 400),
  excerptEn: plainTextExcerpt(news.bodyEn, 400),
};
export type NewsCardRow = Awaited<ReturnType<typeof latestInCategory>>[number];

/** Visible to readers: active and published (scheduled articles appear at their time). */
const visible = and(eq(news.isActive, true), sql`${news.publishedAt} <= now()`);
const newestFirst = [desc(news.publishedAt), desc(news.id)];

export const latestInCategory = (db: Db, categoryId: number, limit: number) =>
  db
    .select(card)
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(and(eq(news.categoryId, categoryId), visible))
    .orderBy(...newestFirst)
    .limit(limit);

export const activeSliders = (db: Db, limit: number) =>
  db
    .select({
      id: news.id,
      categoryId: news.categoryId,
      titleAr: news.titleAr,
      titleEn: news.titleEn,
      photo: news.photo,
      sliderLink: news.sliderLink,
      categorySlug: newsCategories.slug,
    })
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(and(eq(news.isSlider, true), visible))
    .orderBy(...newestFirst)
    .limit(limit);

export interface NewsFilter {
  /** 0 = every category. */
  categoryId: number;
  /** Normalised search terms; empty = no search. */
  terms: readonly string[];
}

const filterCondition = (f: NewsFilter) =>
  and(visible, f.categoryId ? eq(news.categoryId, f.categoryId) : undefined, f.terms.length ? searchCondition(news.search, f.terms) : undefined);

export async function countNews(db: Db, f: NewsFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(news).where(filterCondition(f));
  return row?.total ?? 0;
}

export const pageOfNews = (db: Db, f: NewsFilter, limit: number, offset: number) =>
  db
    .select(card)
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(filterCondition(f))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);

/** A readable article with its whole body (stored sanitised, sanitised again on output). */
export async function findArticle(db: Db, id: number) {
  const [row] = await db
    .select({ ...card, bodyAr: news.bodyAr, bodyEn: news.bodyEn, categorySlug: newsCategories.slug })
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(and(eq(news.id, id), visible));
  return row;
}

export const relatedInCategory = (db: Db, categoryId: number, excludeId: number, limit: number) =>
  db
    .select(card)
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(and(eq(news.categoryId, categoryId), ne(news.id, excludeId), visible))
    .orderBy(...newestFirst)
    .limit(limit);

// ---------------------------------------------------------------------------------------------
// The SEO documents (sitemap, RSS): what a visitor may read, nothing else.

export const listCategories = (db: Db) =>
  db
    .select({ id: newsCategories.id, slug: newsCategories.slug, nameAr: newsCategories.nameAr, nameEn: newsCategories.nameEn })
    .from(newsCategories)
    .orderBy(asc(newsCategories.id));

/** Every readable article, newest first, for the sitemap (at most `limit`). */
export const sitemapNews = (db: Db, limit: number) =>
  db
    .select({
      id: news.id,
      categoryId: news.categoryId,
      categorySlug: newsCategories.slug,
      titleAr: news.titleAr,
      titleEn: news.titleEn,
      publishedAt: news.publishedAt,
      updatedAt: news.updatedAt,
    })
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(visible)
    .orderBy(...newestFirst)
    .limit(limit);

/** The latest readable articles of a category (0 = all) with a plain-text excerpt, for RSS. */
export const feedNews = (db: Db, categoryId: number, limit: number) =>
  db
    .select({
      id: news.id,
      categoryId: news.categoryId,
      categorySlug: newsCategories.slug,
      categoryNameAr: newsCategories.nameAr,
      categoryNameEn: newsCategories.nameEn,
      titleAr: news.titleAr,
      titleEn: news.titleEn,
      publishedAt: news.publishedAt,
      excerptAr: plainTextExcerpt(news.bodyAr, 600),
      excerptEn: plainTextExcerpt(news.bodyEn, 600),
    })
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(and(visible, categoryId ? eq(news.categoryId, categoryId) : undefined))
    .orderBy(...newestFirst)
    .limit(limit);
