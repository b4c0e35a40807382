import { check, customType, index, integer, pgTable, primaryKey, text, boolean } from 'drizzle-orm/pg-core';
import { type SQL, sql } from 'drizzle-orm';
import { createdAt, idColumn, tstz, updatedAt } from './columns';
import { users } from './accounts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Fixed ids: 1 general, 2 cement, 3 cement around the world (0 = all is not a row). */
export const newsCategories = pgTable('news_categories', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
});

export const news = pgTable(
  'news',
  {
    id: idColumn(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => newsCategories.id),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    /** A short plain-text lead (cards, feeds, the page's description); empty = an excerpt of the body. */
    summaryAr: text('summary_ar').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    /** Sanitised HTML. */
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    /** Relative path under /uploads, e.g. `news/12.webp`. */
    photo: text('photo').notNull().default(''),
    sourceAr: text('source_ar').notNull().default(''),
    sourceEn: text('source_en').notNull().default(''),
    /**
     * `draft` (being written, or taken off the site), `scheduled` (published by the job queue at
     * `publish_at`) or `published` (readable from `published_at`). Values: NEWS_STATUSES.
     */
    status: text('status').notNull().default('published'),
    /** The time a scheduled article goes out; null unless `scheduled`. */
    publishAt: tstz('publish_at'),
    publishedAt: tstz('published_at').notNull().defaultNow(),
    isSlider: boolean('is_slider').notNull().default(false),
    /** Where a slider leads; null = the article itself. */
    sliderLink: text('slider_link'),
    /** Bumped by every change of the back office: a save names the revision it started from (a stale one is refused). */
    revision: integer('revision').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The search document (both languages, normalised on write by the IMMUTABLE SQL functions of
     * migration 0001_search_normalize; the query side uses the same functions). Never selected.
     */
    search: tsvector('search').generatedAlwaysAs((): SQL => sql`binaa_news_document(${news.titleAr}, ${news.titleEn}, ${news.bodyAr}, ${news.bodyEn})`),
  },
  (t) => [
    index('news_category_published_idx').on(t.categoryId, t.publishedAt.desc()),
    index('news_published_idx').on(t.publishedAt.desc()),
    index('news_sliders_idx')
      .on(t.publishedAt.desc())
      .where(sql`${t.isSlider} and ${t.status} = 'published'`),
    index('news_search_idx').using('gin', t.search),
    // The back office's list: newest change first, by status.
    index('news_status_updated_idx').on(t.status, t.updatedAt.desc()),
    check('news_status_chk', sql`${t.status} in ('draft', 'scheduled', 'published')`),
    check('news_publish_at_chk', sql`(${t.status} = 'scheduled') = (${t.publishAt} is not null)`),
  ],
);

/** Related topics an editor picked for an article (shown first under it, in `position` order). */
export const newsRelated = pgTable(
  'news_related',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.newsId, t.relatedId] }),
    index('news_related_related_idx').on(t.relatedId),
    check('news_related_self_chk', sql`${t.newsId} <> ${t.relatedId}`),
  ],
);
