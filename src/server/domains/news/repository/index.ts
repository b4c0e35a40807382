import { and, asc, count, desc, eq, inArray, not, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { plainTextExcerpt } from '../../../db/sql';
import { searchCondition } from '../../../db/search';
import { news, newsCategories, newsRelated } from '../../../db/schema/index';

/** The editor's summary when there is one, else the opening of the body as plain text. */
const leadOf = (summary: AnyColumn, body: AnyColumn, length: number) => sql<string>`coalesce(nullif(${summary}, ''), ${plainTextExcerpt(body, length)})`;

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
  // Cards carry the summary, or a short plain-text excerpt of the body: never the whole article.
  excerptAr: leadOf(news.summaryAr, news.bodyAr, 400),
  excerptEn: leadOf(news.summaryEn, news.bodyEn, 400),
};
export type NewsCardRow = Awaited<ReturnType<typeof latestInCategory>>[number];

/** Visible to readers: published (a scheduled article is published by its job at its time; drafts never). */
export const visible = and(eq(news.status, 'published'), sql`${news.publishedAt} <= now()`);
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
    .select({ ...card, bodyAr: news.bodyAr, bodyEn: news.bodyEn, summaryAr: news.summaryAr, summaryEn: news.summaryEn, categorySlug: newsCategories.slug })
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(and(eq(news.id, id), visible));
  return row;
}

/** The readable articles an editor picked as related topics of `newsId`, in their order. */
export const pickedRelated = (db: Db, newsId: number, limit: number) =>
  db
    .select(card)
    .from(newsRelated)
    .innerJoin(news, eq(news.id, newsRelated.relatedId))
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(and(eq(newsRelated.newsId, newsId), visible))
    .orderBy(asc(newsRelated.position))
    .limit(limit);

/** The newest readable articles of a category, those of `exclude` left out. */
export const relatedInCategory = (db: Db, categoryId: number, exclude: readonly number[], limit: number) =>
  db
    .select(card)
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(and(eq(news.categoryId, categoryId), exclude.length ? not(inArray(news.id, [...exclude])) : undefined, visible))
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
      excerptAr: leadOf(news.summaryAr, news.bodyAr, 600),
      excerptEn: leadOf(news.summaryEn, news.bodyEn, 600),
    })
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(and(visible, categoryId ? eq(news.categoryId, categoryId) : undefined))
    .orderBy(...newestFirst)
    .limit(limit);
