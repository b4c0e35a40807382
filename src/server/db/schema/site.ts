import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { updatedAt } from './columns';

/** The site's basic data: exactly one row, id = 1. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    aboutAr: text('about_ar').notNull().default(''),
    aboutEn: text('about_en').notNull().default(''),
    missionAr: text('mission_ar').notNull().default(''),
    missionEn: text('mission_en').notNull().default(''),
    visionAr: text('vision_ar').notNull().default(''),
    visionEn: text('vision_en').notNull().default(''),
    goalAr: text('goal_ar').notNull().default(''),
    goalEn: text('goal_en').notNull().default(''),
    disclaimerAr: text('disclaimer_ar').notNull().default(''),
    disclaimerEn: text('disclaimer_en').notNull().default(''),
    phone: text('phone').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    email: text('email').notNull().default(''),
    facebookLink: text('facebook_link').notNull().default(''),
    twitterLink: text('twitter_link').notNull().default(''),
    youtubeLink: text('youtube_link').notNull().default(''),
    linkedinLink: text('linkedin_link').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);
