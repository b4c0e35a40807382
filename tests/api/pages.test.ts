import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/server/db/schema/index';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { invalidatePages } from '../../src/server/domains/pages/service';
import { seedPages } from '../../src/server/db/seed/pages';
import { PAGE_SLUGS, sitePageDetailSchema, type SitePageDetail } from '../../src/shared/schemas/pages';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  const faq = await f.createSitePage(db, { slug: 'faq', titleAr: 'الأسئلة الشائعة', titleEn: 'Frequently asked questions', summaryEn: 'Answers.' });
  const prices = await f.createFaqGroup(db, { pageId: faq.id, nameAr: 'الأسعار', nameEn: 'Prices', sort: 1 });
  const account = await f.createFaqGroup(db, { pageId: faq.id, nameAr: 'الحساب', nameEn: 'Account', sort: 2 });
  await f.createFaqGroup(db, { pageId: faq.id, nameEn: 'Empty group', sort: 3 });
  ids.second = (await f.createFaqItem(db, { groupId: prices.id, questionEn: 'Second?', sort: 2 })).id;
  ids.first = (await f.createFaqItem(db, { groupId: prices.id, questionAr: 'أول؟', questionEn: 'First?', answerAr: 'نعم.', answerEn: 'Yes.', sort: 1 })).id;
  ids.hidden = (await f.createFaqItem(db, { groupId: prices.id, questionEn: 'Hidden?', isActive: false })).id;
  ids.account = (await f.createFaqItem(db, { groupId: account.id, questionEn: 'Delete?' })).id;
  await f.createSitePage(db, {
    slug: 'privacy-policy',
    titleAr: 'سياسة الخصوصية',
    titleEn: 'Privacy policy',
    summaryAr: 'ملخص',
    summaryEn: 'Summary',
    bodyAr: '<h2>من نحن</h2>',
    bodyEn: '<h2>Who we are</h2>',
    updatedAt: new Date('2026-03-01T10:00:00Z'),
  });
  await f.createSitePage(db, { slug: 'return-policy', titleEn: 'Return policy', isActive: false });
  // Reached the table without the builder: sanitised on output all the same.
  await db
    .insert(s.sitePages)
    .values({ slug: 'terms-and-conditions', titleAr: 'شروط', titleEn: 'Terms', bodyEn: '<p onclick="x()">Terms<script>alert(1)</script></p>' });
});
afterAll(() => t?.close());

const page = async (lang: 'ar' | 'en', slug: string) => {
  const res = await t.api<SitePageDetail>(lang, `page/${slug}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.check).toBe(true);
  expect(sitePageDetailSchema.safeParse(res.body.data).success).toBe(true);
  return res.body.data.item;
};

describe('GET page/{slug}', () => {
  it('answers a content page in the language of the request, in the envelope', async () => {
    const res = await t.api<SitePageDetail>('en', 'page/privacy-policy');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['check', 'data', 'msg']);
    expect(res.body).toMatchObject({ check: true, msg: expect.any(String) });
    expect(res.body.data.item).toEqual({
      slug: 'privacy-policy',
      title: 'Privacy policy',
      summary: 'Summary',
      body: '<h2>Who we are</h2>',
      updated_at: '2026-03-01',
      faq: [],
    });
    expect(await page('ar', 'privacy-policy')).toMatchObject({ title: 'سياسة الخصوصية', summary: 'ملخص', body: '<h2>من نحن</h2>' });
  });

  it('the FAQ carries its groups in order with their active questions in order; empty groups are left out', async () => {
    const en = await page('en', 'faq');
    expect(en.faq.map((g) => g.name)).toEqual(['Prices', 'Account']);
    expect(en.faq[0]!.items.map((i) => i.id)).toEqual([ids.first, ids.second]);
    expect(en.faq[0]!.items[0]).toEqual({ id: ids.first, question: 'First?', answer: 'Yes.' });
    expect(en.faq[1]!.items.map((i) => i.id)).toEqual([ids.account]);
    const ar = await page('ar', 'faq');
    expect(ar.title).toBe('الأسئلة الشائعة');
    expect(ar.faq[0]).toMatchObject({ name: 'الأسعار', items: [{ question: 'أول؟', answer: 'نعم.' }, {}] });
  });

  it('an unknown or inactive page is a 404 envelope in the language; so is a malformed slug (path parameters answer 404)', async () => {
    for (const slug of ['no-such-page', 'return-policy']) {
      const en = await t.api('en', `page/${slug}`);
      expect(en.status, slug).toBe(404);
      expect(en.body).toEqual({ check: false, msg: 'This page does not exist', data: null });
    }
    expect((await t.api('ar', 'page/no-such-page')).body.msg).toBe('هذه الصفحة غير موجودة');
    const bad = await t.api('en', `page/${'a'.repeat(61)}`);
    expect(bad.status).toBe(404);
    expect(bad.body).toMatchObject({ check: false, data: null });
  });

  it('sanitises bodies on output', async () => {
    expect((await page('en', 'terms-and-conditions')).body).toBe('<p>Terms</p>');
  });

  it('is cached until the domain invalidates its prefix', async () => {
    expect((await page('en', 'terms-and-conditions')).title).toBe('Terms');
    await t.db.update(s.sitePages).set({ titleEn: 'Terms of use' }).where(eq(s.sitePages.slug, 'terms-and-conditions'));
    expect((await page('en', 'terms-and-conditions')).title).toBe('Terms');
    await invalidatePages(t.app.cache);
    expect((await page('en', 'terms-and-conditions')).title).toBe('Terms of use');
  });
});

describe('the demo seed', () => {
  it('writes the four pages in both languages with a FAQ of 10–14 questions in 3–4 groups', async () => {
    const other = await buildTestApp();
    try {
      await seedPages(other.db);
      for (const slug of PAGE_SLUGS) {
        for (const lang of ['ar', 'en'] as const) {
          const res = await other.api<SitePageDetail>(lang, `page/${slug}`);
          expect(res.status, `${lang} ${slug}`).toBe(200);
          expect(res.body.data.item.title.length).toBeGreaterThan(3);
          if (lang === 'ar') expect(res.body.data.item.title).toMatch(/[\u0600-\u06ff]/);
        }
      }
      const faq = (await other.api<SitePageDetail>('ar', 'page/faq')).body.data.item.faq;
      expect(faq.length).toBeGreaterThanOrEqual(3);
      expect(faq.length).toBeLessThanOrEqual(4);
      const count = faq.reduce((n, g) => n + g.items.length, 0);
      expect(count).toBeGreaterThanOrEqual(10);
      expect(count).toBeLessThanOrEqual(14);
      const privacy = (await other.api<SitePageDetail>('en', 'page/privacy-policy')).body.data.item.body;
      expect(privacy).toMatch(/never receive or store card numbers/);
      const returns = (await other.api<SitePageDetail>('en', 'page/return-policy')).body.data.item.body;
      expect(returns).toMatch(/fourteen days/);
      expect(returns).toMatch(/include value-added tax/);
    } finally {
      await other.close();
    }
  });
});

describe('sitemap.xml', () => {
  it('lists the active content pages in both languages with their last change; not an inactive one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    for (const lang of ['ar', 'en']) {
      expect(res.body).toContain(`/faq?lang=${lang}</loc>`);
      expect(res.body).toContain(`/terms-and-conditions?lang=${lang}</loc>`);
    }
    expect(res.body).toMatch(/\/privacy-policy\?lang=ar<\/loc><lastmod>2026-03-01T10:00:00.000Z<\/lastmod>/);
    expect(res.body).not.toContain('/return-policy');
  });
});
