/**
 * The newsroom's reads and writes (issue 18): every article whatever its status, the revision
 * check of a save, the related-topic picks and the search behind their suggestions.
 */
import { and, asc, count, desc, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Writer } from '../../../platform/idempotency';
import { searchCondition } from '../../../db/search';
import { news, newsCategories, newsRelated } from '../../../db/schema/index';
import type { NewsStatus } from '../../../../shared/schemas/news-admin';

export type NewsRow = typeof news.$inferSelect;
export type NewsInsert = typeof news.$inferInsert;
/** The columns an editor changes (the search document, ids and stamps are the table's). */
export type NewsChanges = Partial<Omit<NewsInsert, 'id' | 'search' | 'createdAt' | 'createdBy' | 'revision'>>;

const row = {
  id: news.id,
  categoryId: news.categoryId,
  titleAr: news.titleAr,
  titleEn: news.titleEn,
  summaryAr: news.summaryAr,
  summaryEn: news.summaryEn,
  bodyAr: news.bodyAr,
  bodyEn: news.bodyEn,
  photo: news.photo,
  sourceAr: news.sourceAr,
  sourceEn: news.sourceEn,
  status: news.status,
  publishAt: news.publishAt,
  publishedAt: news.publishedAt,
  isSlider: news.isSlider,
  sliderLink: news.sliderLink,
  revision: news.revision,
  createdBy: news.createdBy,
  updatedBy: news.updatedBy,
  createdAt: news.createdAt,
  updatedAt: news.updatedAt,
};
export type ArticleRow = Omit<NewsRow, 'search'>;

export interface AdminNewsFilter {
  status?: NewsStatus;
  categoryId?: number;
  terms: readonly string[];
}

const listCondition = (f: AdminNewsFilter) =>
  and(
    f.status ? eq(news.status, f.status) : undefined,
    f.categoryId ? eq(news.categoryId, f.categoryId) : undefined,
    f.terms.length ? searchCondition(news.search, f.terms) : undefined,
  );

/** A page of every article (drafts included), the most recently changed first, and how many match. */
export async function listNews(db: Db, f: AdminNewsFilter, limit: number, offset: number) {
  const where = listCondition(f);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: news.id,
        titleAr: news.titleAr,
        titleEn: news.titleEn,
        categoryId: news.categoryId,
        categoryNameAr: newsCategories.nameAr,
        categoryNameEn: newsCategories.nameEn,
        status: news.status,
        publishAt: news.publishAt,
        publishedAt: news.publishedAt,
        isSlider: news.isSlider,
        photo: news.photo,
        updatedAt: news.updatedAt,
        updatedBy: news.updatedBy,
      })
      .from(news)
      .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
      .where(where)
      .orderBy(desc(news.updatedAt), desc(news.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(news).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** One article, any status; `lock`: held `FOR UPDATE` until the transaction ends. */
export async function findNews(db: Writer, id: number, lock = false): Promise<ArticleRow | undefined> {
  const q = db.select(row).from(news).where(eq(news.id, id));
  const [found] = await (lock ? q.for('update') : q);
  return found;
}

export async function insertNews(tx: Writer, values: NewsInsert): Promise<ArticleRow> {
  const [created] = await tx.insert(news).values(values).returning(row);
  return created!;
}

/**
 * Applies `changes` if the article is still at `revision`, and moves it to the next revision;
 * undefined when it is not (changed meanwhile, or gone).
 */
export async function updateAtRevision(tx: Writer, id: number, revision: number, changes: NewsChanges): Promise<ArticleRow | undefined> {
  const [updated] = await tx
    .update(news)
    .set({ ...changes, revision: sql`${news.revision} + 1`, updatedAt: sql`now()` })
    .where(and(eq(news.id, id), eq(news.revision, revision)))
    .returning(row);
  return updated;
}

export async function deleteNews(tx: Writer, id: number): Promise<ArticleRow | undefined> {
  const [deleted] = await tx.delete(news).where(eq(news.id, id)).returning(row);
  return deleted;
}

/** The related topics picked for an article, in their order. */
export const relatedPicks = (db: Writer, newsId: number) =>
  db
    .select({ id: news.id, titleAr: news.titleAr, titleEn: news.titleEn, status: news.status })
    .from(newsRelated)
    .innerJoin(news, eq(news.id, newsRelated.relatedId))
    .where(eq(newsRelated.newsId, newsId))
    .orderBy(asc(newsRelated.position));

export async function replaceRelated(tx: Writer, newsId: number, relatedIds: readonly number[]): Promise<void> {
  await tx.delete(newsRelated).where(eq(newsRelated.newsId, newsId));
  if (relatedIds.length) await tx.insert(newsRelated).values(relatedIds.map((relatedId, position) => ({ newsId, relatedId, position })));
}

/** Which of `ids` are articles. */
export async function existingIds(db: Writer, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const found = await db
    .select({ id: news.id })
    .from(news)
    .where(inArray(news.id, [...ids]));
  return new Set(found.map((r) => r.id));
}

/**
 * Published articles sharing words with `terms` (each word a prefix), the ones matching the most
 * words first, then the newest; `exclude` left out.
 */
export function suggestRelated(db: Db, terms: readonly string[], exclude: readonly number[], limit: number) {
  const matches = terms.map((term) => searchCondition(news.search, [term]));
  const score: SQL<number> = sql`(${sql.join(
    matches.map((m) => sql`(case when ${m} then 1 else 0 end)`),
    sql` + `,
  )})`;
  return db
    .select({ id: news.id, titleAr: news.titleAr, titleEn: news.titleEn, status: news.status, publishedAt: news.publishedAt })
    .from(news)
    .where(and(eq(news.status, 'published'), or(...matches), exclude.length ? not(inArray(news.id, [...exclude])) : undefined))
    .orderBy(desc(score), desc(news.publishedAt), desc(news.id))
    .limit(limit);
}

/** The categories (fixed rows). */
export const categories = (db: Db) =>
  db
    .select({ id: newsCategories.id, slug: newsCategories.slug, nameAr: newsCategories.nameAr, nameEn: newsCategories.nameEn })
    .from(newsCategories)
    .orderBy(asc(newsCategories.id));

/** A category's names; undefined for an unknown id. */
export async function findCategory(db: Writer, id: number) {
  const [found] = await db.select({ id: newsCategories.id, slug: newsCategories.slug }).from(newsCategories).where(eq(newsCategories.id, id));
  return found;
}

/**
 * The scheduled article `id` becomes published (at its `publish_at`, which must be `at` and due);
 * undefined when it is not scheduled at `at` or not due yet. One statement under the row's lock:
 * of two workers on the same job, the second finds it published.
 */
export async function publishIfDue(tx: Writer, id: number, at: Date): Promise<ArticleRow | undefined> {
  const [published] = await tx
    .update(news)
    .set({ status: 'published', publishedAt: sql`${news.publishAt}`, publishAt: null, revision: sql`${news.revision} + 1`, updatedAt: sql`now()` })
    .where(and(eq(news.id, id), eq(news.status, 'scheduled'), eq(news.publishAt, at), sql`${news.publishAt} <= now()`))
    .returning(row);
  return published;
}
