import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, updatedAt } from './columns';

/**
 * Site content pages (FAQ, privacy policy, return policy, terms and conditions): text of the
 * site in both languages, written by the seed today and by the back office later. `slug` is the
 * page's path without the leading slash. `body*` is sanitised HTML (the allow-list of articles).
 */
export const sitePages = pgTable('site_pages', {
  id: idColumn(),
  slug: text('slug').notNull().unique(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  /** One or two sentences: the page's meta description and its lead paragraph. */
  summaryAr: text('summary_ar').notNull().default(''),
  summaryEn: text('summary_en').notNull().default(''),
  bodyAr: text('body_ar').notNull().default(''),
  bodyEn: text('body_en').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: updatedAt(),
});

/** A group of questions shown on a page (the FAQ's: prices, subscriptions and payment, ...). */
export const faqGroups = pgTable(
  'faq_groups',
  {
    id: idColumn(),
    pageId: integer('page_id')
      .notNull()
      .references(() => sitePages.id, { onDelete: 'cascade' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('faq_groups_page_idx').on(t.pageId, t.sort)],
);

/** A question and its answer (plain text, line breaks kept) in both languages. */
export const faqItems = pgTable(
  'faq_items',
  {
    id: idColumn(),
    groupId: integer('group_id')
      .notNull()
      .references(() => faqGroups.id, { onDelete: 'cascade' }),
    questionAr: text('question_ar').notNull(),
    questionEn: text('question_en').notNull(),
    answerAr: text('answer_ar').notNull(),
    answerEn: text('answer_en').notNull(),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [index('faq_items_group_idx').on(t.groupId, t.sort)],
);
