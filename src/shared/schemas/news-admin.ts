/**
 * The newsroom's admin calls (issue 18, area `news`): the list of articles, one article as the
 * editor holds it, its saves (each names the revision it started from: a stale one answers 409),
 * publishing now, at a time or taking it off the site, the photo, related-topic suggestions and
 * the preview. Used by the routes, the /admin/news screens and the tests.
 */
import { z } from 'zod';
import '../zod-setup';
import { NEWS_CATEGORIES } from '../constants';
import { adminPageOf, adminPageQuery } from './admin';
import { idParam, newsCardSchema } from './common';
import { newsArticleSchema, RELATED_TOPICS } from './news';
import { calls, defineCall } from '../contract';

export const NEWS_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const NEWS_TITLE_MAX = 300;
export const NEWS_SUMMARY_MAX = 600;
export const NEWS_SOURCE_MAX = 200;
/** The stored HTML of one language's body. */
export const NEWS_BODY_MAX = 200_000;
export const NEWS_SLIDER_LINK_MAX = 500;
/** Related topics an editor may pick: as many as the article page shows. */
export const NEWS_RELATED_MAX = RELATED_TOPICS;
/** A photo as uploaded: at most 10 MB. */
export const NEWS_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** What an uploaded photo may be, by its content (file-type); it is stored as WebP. */
export const NEWS_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const NEWS_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
/** The stored photo's largest width (the public page asks for 1280 at most); smaller ones are kept as they are. */
export const NEWS_PHOTO_WIDTH = 1920;

const categoryId = z.coerce
  .number({ error: 'category_invalid' })
  .int('category_invalid')
  .min(NEWS_CATEGORIES.general, 'category_invalid')
  .max(NEWS_CATEGORIES.world, 'category_invalid');

/** GET admin/news: filters of the list, newest change first. */
export const adminNewsListQuery = adminPageQuery.extend({
  status: z.enum(NEWS_STATUSES, { error: 'invalid_value' }).optional(),
  category: categoryId.optional(),
  word: z.string().trim().max(100, 'too_long').optional(),
});
export type AdminNewsListQuery = z.infer<typeof adminNewsListQuery>;

/** A row of the list. Dates are ISO date-times; `published_at` only once published. */
export const adminNewsRowSchema = z.object({
  id: z.number().int(),
  title_ar: z.string(),
  title_en: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  status: z.enum(NEWS_STATUSES),
  publish_at: z.string().nullable(),
  published_at: z.string().nullable(),
  is_slider: z.boolean(),
  photo: z.string(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type AdminNewsRow = z.infer<typeof adminNewsRowSchema>;

export const newsRelatedPickSchema = z.object({
  id: z.number().int(),
  title_ar: z.string(),
  title_en: z.string(),
  status: z.enum(NEWS_STATUSES),
});
export type NewsRelatedPick = z.infer<typeof newsRelatedPickSchema>;

/** One article as the editor holds it: both languages, the stored (sanitised) bodies, its revision. */
export const adminNewsSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  title_ar: z.string(),
  title_en: z.string(),
  summary_ar: z.string(),
  summary_en: z.string(),
  body_ar: z.string(),
  body_en: z.string(),
  source_ar: z.string(),
  source_en: z.string(),
  /** `/uploads/news/…` or ''. */
  photo: z.string(),
  is_slider: z.boolean(),
  slider_link: z.string(),
  status: z.enum(NEWS_STATUSES),
  publish_at: z.string().nullable(),
  published_at: z.string().nullable(),
  revision: z.number().int(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
  related: z.array(newsRelatedPickSchema),
  /** The public page's path while published; null otherwise. */
  path: z.string().nullable(),
});
export type AdminNews = z.infer<typeof adminNewsSchema>;

/** A site path ("/subscription-packages") or a web address; '' = the article itself. */
const sliderLink = z
  .string()
  .trim()
  .max(NEWS_SLIDER_LINK_MAX, 'too_long')
  .refine((v) => v === '' || /^\/(?![/\\])\S*$/.test(v) || /^https?:\/\/[^\s/]+\S*$/i.test(v), 'news_slider_link_invalid');

const text = (max: number) => z.string().trim().max(max, 'too_long');

/** What an editor writes. Bodies are HTML: sanitised with the public page's allow-list when saved. */
export const newsFieldsSchema = z.object({
  category_id: categoryId,
  title_ar: text(NEWS_TITLE_MAX),
  title_en: text(NEWS_TITLE_MAX),
  summary_ar: text(NEWS_SUMMARY_MAX),
  summary_en: text(NEWS_SUMMARY_MAX),
  body_ar: z.string().max(NEWS_BODY_MAX, 'too_long'),
  body_en: z.string().max(NEWS_BODY_MAX, 'too_long'),
  source_ar: text(NEWS_SOURCE_MAX),
  source_en: text(NEWS_SOURCE_MAX),
  is_slider: z.boolean({ error: 'invalid_value' }),
  slider_link: sliderLink,
  /** Related topics in their order (other articles; at most NEWS_RELATED_MAX). */
  related_ids: z
    .array(idParam, { error: 'invalid_value' })
    .max(NEWS_RELATED_MAX, 'news_related_over_limit')
    .refine((ids) => new Set(ids).size === ids.length, 'news_related_invalid'),
});
export type NewsFields = z.infer<typeof newsFieldsSchema>;

/** POST admin/news: a new draft; every field may still be empty (defaults: general news). */
export const newsCreateSchema = newsFieldsSchema.partial();
export type NewsCreate = z.infer<typeof newsCreateSchema>;

const revision = z.number({ error: 'required' }).int('invalid_value').min(1, 'invalid_value');

/** PUT admin/news/{id}: the changed fields and the revision they were made on (autosave included). */
export const newsUpdateSchema = newsFieldsSchema.partial().extend({ revision });
export type NewsUpdate = z.infer<typeof newsUpdateSchema>;

/** POST admin/news/{id}/publish | unpublish. */
export const newsRevisionSchema = z.object({ revision });

/** POST admin/news/{id}/schedule: publish at a time in the future (ISO date-time with its offset). */
export const newsScheduleSchema = z.object({
  revision,
  publish_at: z.iso.datetime({ offset: true, error: 'date_invalid' }),
});
export type NewsSchedule = z.infer<typeof newsScheduleSchema>;

export const newsIdParams = z.object({ id: idParam });

/** GET admin/news/{id}/related: suggestions by the article's title (or `word`), itself and its picks left out. */
export const newsRelatedQuery = z.object({ word: z.string().trim().max(100, 'too_long').optional() });
export const newsSuggestionSchema = newsRelatedPickSchema.extend({ published_at: z.string().nullable() });
export type NewsSuggestion = z.infer<typeof newsSuggestionSchema>;

/** POST admin/news/{id}/photo (multipart/form-data, one part `photo`). */
export const newsPhotoBodySchema = z.object({ photo: z.string().meta({ format: 'binary' }) });

export const newsCategoryRowSchema = z.object({ id: z.number().int(), name_ar: z.string(), name_en: z.string() });
export type NewsCategoryRow = z.infer<typeof newsCategoryRowSchema>;

/** GET admin/news/{id}/preview: the article as the public page would show it in the request's language, whatever its status. */
export const newsPreviewSchema = z.object({
  item: newsArticleSchema,
  related_topics: z.array(newsCardSchema),
  status: z.enum(NEWS_STATUSES),
});
export type NewsPreview = z.infer<typeof newsPreviewSchema>;

/** The back office's news calls (area `news`); the photo upload stays a multipart route. */
export const newsAdminCalls = calls(
  defineCall({
    name: 'newsList',
    scope: 'admin',
    method: 'GET',
    path: 'news',
    query: adminNewsListQuery,
    answer: adminPageOf(adminNewsRowSchema),
    tags: ['admin: news'],
    summary: 'Every article (drafts, scheduled, published), the most recently changed first; filters: status, category, word',
  }),
  defineCall({
    name: 'newsCategories',
    scope: 'admin',
    method: 'GET',
    path: 'news/categories',
    answer: z.array(newsCategoryRowSchema),
    tags: ['admin: news'],
    summary: 'The news categories',
  }),
  defineCall({
    name: 'adminNews',
    scope: 'admin',
    method: 'GET',
    path: 'news/:id',
    params: newsIdParams,
    answer: adminNewsSchema,
    tags: ['admin: news'],
    summary: 'One article as the editor holds it (both languages, its revision)',
  }),
  defineCall({
    name: 'createNews',
    scope: 'admin',
    method: 'POST',
    path: 'news',
    body: newsCreateSchema,
    answer: adminNewsSchema,
    tags: ['admin: news'],
    summary: 'A new draft (any field may still be empty; bodies are sanitised with the public allow-list)',
    idempotent: true,
  }),
  defineCall({
    name: 'deleteNews',
    scope: 'admin',
    method: 'DELETE',
    path: 'news/:id',
    params: newsIdParams,
    answer: z.null(),
    tags: ['admin: news'],
    summary: 'Delete the article (and its photo)',
  }),
  defineCall({
    name: 'removeNewsPhoto',
    scope: 'admin',
    method: 'DELETE',
    path: 'news/:id/photo',
    params: newsIdParams,
    answer: adminNewsSchema,
    tags: ['admin: news'],
    summary: "Remove the article's photo",
  }),
  defineCall({
    name: 'relatedNews',
    scope: 'admin',
    method: 'GET',
    path: 'news/:id/related',
    params: newsIdParams,
    query: newsRelatedQuery,
    answer: z.array(newsSuggestionSchema),
    tags: ['admin: news'],
    summary: 'Related-topic suggestions: published articles sharing words with its titles (or with `word`), itself and its picks left out',
  }),
  defineCall({
    name: 'newsPreview',
    scope: 'admin',
    method: 'GET',
    path: 'news/:id/preview',
    params: newsIdParams,
    answer: newsPreviewSchema,
    tags: ['admin: news'],
    summary: "The article as its public page would show it in the request's language, whatever its status",
  }),
  defineCall({
    name: 'updateNews',
    scope: 'admin',
    method: 'PUT',
    path: 'news/:id',
    params: newsIdParams,
    body: newsUpdateSchema,
    answer: adminNewsSchema,
    tags: ['admin: news'],
    summary: 'Save changed fields (the autosave too) made on `revision`; 409 when the article changed meanwhile (another tab or person)',
  }),
  defineCall({
    name: 'publishNews',
    scope: 'admin',
    method: 'POST',
    path: 'news/:id/publish',
    params: newsIdParams,
    body: newsRevisionSchema,
    answer: adminNewsSchema,
    tags: ['admin: news'],
    summary: 'Publish now (a title and body in at least one language are needed: 422 otherwise)',
  }),
  defineCall({
    name: 'scheduleNews',
    scope: 'admin',
    method: 'POST',
    path: 'news/:id/schedule',
    params: newsIdParams,
    body: newsScheduleSchema,
    answer: adminNewsSchema,
    tags: ['admin: news'],
    summary: 'Publish at `publish_at` (in the future) through the job queue, exactly once; a published article must be taken off first (409)',
  }),
  defineCall({
    name: 'unpublishNews',
    scope: 'admin',
    method: 'POST',
    path: 'news/:id/unpublish',
    params: newsIdParams,
    body: newsRevisionSchema,
    answer: adminNewsSchema,
    tags: ['admin: news'],
    summary: 'Take the article off the site (or cancel its schedule): it becomes a draft',
  }),
);
