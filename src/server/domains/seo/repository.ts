/**
 * Read-only queries of the SEO documents (sitemap, RSS): what a visitor may read, nothing else.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plainTextExcerpt } from '../../db/sql';
import { news, newsCategories, partners, producerTypes, producers, profileTypes } from '../../db/schema/index';

/** Visible to readers: active and published (the same rule as the news domain's). */
const visibleNews = and(eq(news.isActive, true), sql`${news.publishedAt} <= now()`);

export const newsCategoryRows = (db: Db) =>
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
    .where(visibleNews)
    .orderBy(desc(news.publishedAt), desc(news.id))
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
    .where(and(visibleNews, categoryId ? eq(news.categoryId, categoryId) : undefined))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit);

export const producerTypeRows = (db: Db) =>
  db.select({ id: producerTypes.id, slug: producerTypes.slug }).from(producerTypes).orderBy(asc(producerTypes.sort), asc(producerTypes.id));

export const activeProducers = (db: Db) =>
  db
    .select({ id: producers.id, typeId: producers.producerTypeId, typeSlug: producerTypes.slug, nameAr: producers.nameAr, nameEn: producers.nameEn })
    .from(producers)
    .innerJoin(producerTypes, eq(producerTypes.id, producers.producerTypeId))
    .where(eq(producers.isActive, true))
    .orderBy(asc(producers.id));

export const profileTypeRows = (db: Db) =>
  db.select({ id: profileTypes.id, slug: profileTypes.slug }).from(profileTypes).orderBy(asc(profileTypes.sort), asc(profileTypes.id));

export const activePartners = (db: Db) =>
  db
    .select({ id: partners.id, typeId: partners.profileTypeId, typeSlug: profileTypes.slug, nameAr: partners.nameAr, nameEn: partners.nameEn })
    .from(partners)
    .innerJoin(profileTypes, eq(profileTypes.id, partners.profileTypeId))
    .where(eq(partners.isActive, true))
    .orderBy(asc(partners.id));
