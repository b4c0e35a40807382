/** Seed step and row builders of the site content pages (FAQ, privacy, return policy, terms). */
import * as s from '../schema/index';
import { sanitizeHtml } from '../../platform/sanitize';
import { nextSeq } from './builders';
import { CONTENT_PAGES, FAQ_GROUPS } from './data/pages';
import type { Executor } from './types';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export const buildSitePage = (o: Partial<Insert<typeof s.sitePages>> = {}): Insert<typeof s.sitePages> => {
  const n = nextSeq();
  const row = { slug: `page-${n}`, titleAr: `صفحة ${n}`, titleEn: `Page ${n}`, summaryAr: '', summaryEn: '', bodyAr: '', bodyEn: '', ...o };
  return { ...row, bodyAr: sanitizeHtml(row.bodyAr), bodyEn: sanitizeHtml(row.bodyEn) };
};

export const buildFaqGroup = (o: Partial<Insert<typeof s.faqGroups>> & { pageId: number }): Insert<typeof s.faqGroups> => {
  const n = nextSeq();
  return { nameAr: `مجموعة ${n}`, nameEn: `Group ${n}`, sort: n, ...o };
};

export const buildFaqItem = (o: Partial<Insert<typeof s.faqItems>> & { groupId: number }): Insert<typeof s.faqItems> => {
  const n = nextSeq();
  return { questionAr: `سؤال ${n}؟`, questionEn: `Question ${n}?`, answerAr: `إجابة ${n}.`, answerEn: `Answer ${n}.`, sort: n, ...o };
};

/** The four content pages and the FAQ's groups; returns the number of questions. */
export async function seedPages(db: Executor): Promise<number> {
  const pages = await db
    .insert(s.sitePages)
    .values(CONTENT_PAGES.map((p) => buildSitePage(p)))
    .returning({ id: s.sitePages.id, slug: s.sitePages.slug });
  const faqId = pages.find((p) => p.slug === 'faq')!.id;
  let questions = 0;
  for (const [g, group] of FAQ_GROUPS.entries()) {
    const [row] = await db
      .insert(s.faqGroups)
      .values(buildFaqGroup({ pageId: faqId, nameAr: group.nameAr, nameEn: group.nameEn, sort: g + 1 }))
      .returning({ id: s.faqGroups.id });
    await db.insert(s.faqItems).values(group.items.map((item, i) => buildFaqItem({ ...item, groupId: row!.id, sort: i + 1 })));
    questions += group.items.length;
  }
  return questions;
}
