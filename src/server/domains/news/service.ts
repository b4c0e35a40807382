import type { Db } from '../../db/client';
import type { Cache } from '../../platform/cache';
import type { Lang } from '../../../shared/envelope';
import type { Ad, NewsCard } from '../../../shared/schemas/common';
import { RELATED_TOPICS, type NewsDetail, type NewsList, type NewsListQuery } from '../../../shared/schemas/news';
import { AD_CODES } from '../../../shared/constants';
import { searchTerms } from '../../../shared/search';
import { NotFound } from '../../platform/errors';
import { pick, uploadUrl } from '../../platform/i18n';
import { articlePath } from '../../../shared/paths';
import { sanitizeHtml } from '../../platform/sanitize';
import { activeAds } from '../ads';
import * as repo from './repository';

/** Cache prefix of every news answer; writers of news call invalidateNews. */
export const NEWS_CACHE = 'news:';
const TTL = 60_000;

/** Drops every cached news answer, and through the declarations (home/cache.ts `builtFrom`) the home answers that embed news rows and sliders. */
export const invalidateNews = (cache: Cache) => cache.invalidate(NEWS_CACHE);

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

export const toNewsCard = (lang: Lang, r: repo.NewsCardRow): NewsCard => ({
  id: r.id,
  category_id: r.categoryId,
  category_name: pick(lang, r.categoryNameAr, r.categoryNameEn),
  title: pick(lang, r.titleAr, r.titleEn),
  photo: uploadUrl(r.photo),
  add_date: r.publishedAt.toISOString().slice(0, 10),
  source: pick(lang, r.sourceAr, r.sourceEn),
  description: collapse(pick(lang, r.excerptAr, r.excerptEn)).slice(0, 200),
});

export async function latestNews(db: Db, lang: Lang, categoryId: number, limit = 12): Promise<NewsCard[]> {
  return (await repo.latestInCategory(db, categoryId, limit)).map((r) => toNewsCard(lang, r));
}

export async function sliders(db: Db, lang: Lang, limit = 10) {
  return (await repo.activeSliders(db, limit)).map((r) => {
    const title = pick(lang, r.titleAr, r.titleEn);
    return { id: r.id, title, photo: uploadUrl(r.photo), link: r.sliderLink || articlePath(r.id, r.categoryId, r.categorySlug, title) };
  });
}

/** Ads of the news pages (02-001..02-004). */
const newsAds = (db: Db, cache: Cache, lang: Lang): Promise<Ad[]> => cache.wrap(`${NEWS_CACHE}ads:${lang}`, TTL, () => activeAds(db, lang, AD_CODES.news));

const cachedSliders = (db: Db, cache: Cache, lang: Lang) => cache.wrap(`${NEWS_CACHE}sliders:${lang}`, TTL, () => sliders(db, lang));

/** One page of readable news, newest first. */
async function pageOf(db: Db, lang: Lang, filter: repo.NewsFilter, rows: number, page: number): Promise<NewsList['items']> {
  const [total, found] = await Promise.all([repo.countNews(db, filter), repo.pageOfNews(db, filter, rows, (page - 1) * rows)]);
  return {
    data: found.map((r) => toNewsCard(lang, r)),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / rows)),
    per_page: rows,
    total,
  };
}

/**
 * GET news: sliders, news ads and a page of a category (0 = all), or of the articles matching
 * `word`. Pages of the grid are cached; searches are not (their keys are unbounded) and run on
 * the GIN index of `news.search`.
 */
export async function newsList(db: Db, cache: Cache, lang: Lang, q: NewsListQuery): Promise<NewsList> {
  const terms = q.word ? searchTerms(q.word) : [];
  const filter = { categoryId: q.category, terms };
  const [all_sliders, news_ads, items] = await Promise.all([
    cachedSliders(db, cache, lang),
    newsAds(db, cache, lang),
    terms.length
      ? pageOf(db, lang, filter, q.rows, q.page)
      : cache.wrap(`${NEWS_CACHE}list:${lang}:${q.category}:${q.rows}:${q.page}`, TTL, () => pageOf(db, lang, filter, q.rows, q.page)),
  ]);
  return { all_sliders, news_ads, items };
}

/** Related topics: the ones the editor picked (still readable), then the newest of the same category. */
export async function relatedTopics(db: Db, id: number, categoryId: number): Promise<repo.NewsCardRow[]> {
  const picked = await repo.pickedRelated(db, id, RELATED_TOPICS);
  if (picked.length >= RELATED_TOPICS) return picked;
  const more = await repo.relatedInCategory(db, categoryId, [id, ...picked.map((p) => p.id)], RELATED_TOPICS - picked.length);
  return [...picked, ...more];
}

/**
 * GET news/{id}/{category_id}: the article by id alone (the category in the path is cosmetic;
 * `item.path` is the canonical one), its body sanitised once per cache period, and related
 * topics (the editor's picks first). Unknown, inactive or scheduled: NotFound (the miss is cached too).
 */
export async function newsArticle(db: Db, cache: Cache, lang: Lang, id: number): Promise<NewsDetail> {
  const [article, news_ads] = await Promise.all([
    cache.wrap(`${NEWS_CACHE}article:${lang}:${id}`, TTL, async () => {
      const row = await repo.findArticle(db, id);
      if (!row) return null;
      const related = await relatedTopics(db, row.id, row.categoryId);
      const base = toNewsCard(lang, row);
      return {
        item: {
          ...base,
          description: sanitizeHtml(pick(lang, row.bodyAr, row.bodyEn)),
          summary: collapse(pick(lang, row.summaryAr, row.summaryEn)),
          category_slug: row.categorySlug,
          comments_count: 0,
          path: articlePath(row.id, row.categoryId, row.categorySlug, base.title),
        },
        related_topics: related.map((r) => toNewsCard(lang, r)),
      };
    }),
    newsAds(db, cache, lang),
  ]);
  if (!article) throw new NotFound('api.news_not_found');
  return { news_ads, item: article.item, related_topics: article.related_topics };
}

// Reads for the SEO documents (sitemap, RSS): rows of readable articles, no cache (seo caches the documents).

/** Every news category (id, slug, names). */
export const newsCategoryList = (db: Db) => repo.listCategories(db);

/** Every readable article, newest first (at most `limit`): id, category, titles, dates. */
export const sitemapArticles = (db: Db, limit: number) => repo.sitemapNews(db, limit);

/** The latest readable articles of a category (0 = all) with plain-text excerpts. */
export const feedArticles = (db: Db, categoryId: number, limit: number) => repo.feedNews(db, categoryId, limit);
