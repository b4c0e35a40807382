import { z } from 'zod';
import { NEWS_CATEGORIES, PAGE_SIZES } from '../constants';
import { adSchema, idParam, newsCardSchema, paginatedOf, sliderSchema } from './common';
import { calls, defineCall } from '../contract';

/** Largest page a client may ask for (`rows` above it is capped, not refused). */
export const NEWS_MAX_ROWS = 50;
/** Longest search text accepted in `word`. */
export const NEWS_WORD_MAX = 100;
/** Related topics under an article. */
export const RELATED_TOPICS = 4;

/**
 * GET news query (SPEC section 7: rows=22, page, category; `word` is the news search).
 * category 0 = all, 1 general, 2 cement, 3 cement around the world; page >= 1 (a page past the
 * last answers an empty `data` with the right `last_page`); rows 1..50 (more is capped).
 */
export const newsListQuery = z.object({
  rows: z.coerce
    .number({ error: 'invalid_value' })
    .int('invalid_value')
    .min(1, 'invalid_value')
    .default(PAGE_SIZES.news)
    .transform((n) => Math.min(n, NEWS_MAX_ROWS)),
  page: z.coerce.number({ error: 'page_invalid' }).int('page_invalid').min(1, 'page_invalid').max(1_000_000, 'page_invalid').default(1),
  category: z.coerce
    .number({ error: 'category_invalid' })
    .int('category_invalid')
    .min(NEWS_CATEGORIES.all, 'category_invalid')
    .max(NEWS_CATEGORIES.world, 'category_invalid')
    .default(NEWS_CATEGORIES.all),
  /** Free text; Arabic is matched regardless of hamza forms, taa marbuta, alef maqsura, tatweel and diacritics. */
  word: z.string().trim().max(NEWS_WORD_MAX, 'too_long').optional(),
});
export type NewsListQuery = z.infer<typeof newsListQuery>;

/** GET news answer. */
export const newsListSchema = z.object({
  all_sliders: z.array(sliderSchema),
  /** Active ads of slots 02-001..02-004 in the language. */
  news_ads: z.array(adSchema),
  items: paginatedOf(newsCardSchema),
});
export type NewsList = z.infer<typeof newsListSchema>;

/** GET news/{id}/{category_id}: the category is cosmetic, the article is found by id alone. */
export const newsArticleParams = z.object({
  id: idParam,
  category_id: z.coerce.number({ error: 'invalid_id' }).int('invalid_id').min(0, 'invalid_id').max(2_147_483_647, 'invalid_id'),
});

/**
 * An article: a news card whose `description` is the whole body as sanitised HTML (an
 * allow-list: safe to render as is), plus its summary, its category slug, the comments count (always 0)
 * and its canonical site path /news/topic/{id}/{category_id}/{category_slug}/{title slug}.
 */
export const newsArticleSchema = newsCardSchema.extend({
  /** The editor's plain-text summary ('' when none): the page's description. */
  summary: z.string(),
  category_slug: z.string(),
  comments_count: z.number().int(),
  path: z.string(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/** GET news/{id}/{category_id} answer. */
export const newsDetailSchema = z.object({
  news_ads: z.array(adSchema),
  item: newsArticleSchema,
  /** The articles the editor picked, then the newest of the same category, this one excluded (up to 4). */
  related_topics: z.array(newsCardSchema),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

export const newsCalls = calls(
  defineCall({
    name: 'news',
    method: 'GET',
    path: 'news',
    query: newsListQuery,
    answer: newsListSchema,
    tags: ['news'],
    summary: 'Sliders, news ads and a page of news of a category (0 = all), or of the news matching `word`',
  }),
  defineCall({
    name: 'newsTopic',
    method: 'GET',
    path: 'news/:id/:category_id',
    params: newsArticleParams,
    answer: newsDetailSchema,
    tags: ['news'],
    summary: 'An article (sanitised HTML body, canonical path), the news ads and related topics; found by id alone',
  }),
);
