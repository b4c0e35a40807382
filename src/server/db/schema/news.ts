import { boolean, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { type SQL, sql } from 'drizzle-orm';
import { createdAt, idColumn, tstz, updatedAt } from './columns';

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
    /** Sanitised HTML. */
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    /** Relative path under /uploads, e.g. `news/12.webp`. */
    photo: text('photo').notNull().default(''),
    sourceAr: text('source_ar').notNull().default(''),
    sourceEn: text('source_en').notNull().default(''),
    publishedAt: tstz('published_at').notNull().defaultNow(),
    isSlider: boolean('is_slider').notNull().default(false),
    /** Where a slider leads; null = the article itself. */
    sliderLink: text('slider_link'),
    isActive: boolean('is_active').notNull().default(true),
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
      .where(sql`${t.isSlider} and ${t.isActive}`),
    index('news_search_idx').using('gin', t.search),
  ],
);
