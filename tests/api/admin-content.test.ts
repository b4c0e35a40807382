/**
 * The back office's site content (issue 18, area `content`): the site's texts and contacts, the
 * content pages (rich-text bodies sanitised with the public allow-list, directions kept) and the
 * FAQ's groups and questions. Each write is seen at once by the public API (its caches emptied)
 * and leaves an audit entry.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/server/db/schema/index';
import type { AdminContentPage, AdminContentPageSummary, SiteContent } from '../../src/shared/schemas/content-admin';
import type { SitePageDetail } from '../../src/shared/schemas/pages';
import type { DefaultWebsiteData } from '../../src/shared/schemas/site';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signedInStaff } from '../helpers/staff';

let t: TestApp;
let editor: Awaited<ReturnType<typeof signedInStaff>>;
let terms: { id: number };
let faq: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  editor = await signedInStaff(t, 'editor');
  await f.createSiteSettings(t.db, { aboutAr: 'عن بناء', aboutEn: 'About Binaa', email: 'info@binaa.example', phone: '+20 2 2345 6789' });
  terms = await f.createSitePage(t.db, {
    slug: 'terms-and-conditions',
    titleAr: 'الشروط والأحكام',
    titleEn: 'Terms and conditions',
    bodyEn: '<p>Old terms</p>',
  });
  faq = await f.createSitePage(t.db, { slug: 'faq', titleAr: 'الأسئلة الشائعة', titleEn: 'FAQ' });
});
afterAll(async () => t?.close());

const as = {
  get headers() {
    return editor.headers;
  },
};
const put = <T>(path: string, body: unknown, lang = 'en') => t.admin<T>(lang, path, { method: 'PUT', headers: as.headers, body });
const post = <T>(path: string, body: unknown, lang = 'en') => t.admin<T>(lang, path, { method: 'POST', headers: as.headers, body });
const del = <T>(path: string) => t.admin<T>('en', path, { method: 'DELETE', headers: as.headers });
const entries = (entity: string, id: number) =>
  t.db
    .select()
    .from(s.adminAudit)
    .where(and(eq(s.adminAudit.entity, entity), eq(s.adminAudit.entityId, String(id))))
    .orderBy(s.adminAudit.id);
const site = async (lang = 'en') => (await t.api<DefaultWebsiteData>(lang, 'default_website_data')).body.data;
const publicPage = async (slug: string, lang = 'en') => t.api<SitePageDetail>(lang, `page/${slug}`);

describe("the site's texts and contacts", () => {
  it('are read in both languages and a change reaches the public default data at once', async () => {
    const read = await t.admin<SiteContent>('en', 'content/site', { headers: editor.headers });
    expect(read.body.data.texts).toMatchObject({ about_ar: 'عن بناء', about_en: 'About Binaa', mission_en: '' });
    expect((await site()).website_basic_data.about).toBe('About Binaa'); // cached now

    const texts = {
      ...read.body.data.texts,
      about_en: 'Binaa: prices every morning.\nNews every day.',
      about_ar: 'بناء: أسعار كل صباح.',
      mission_en: 'Clear prices',
    };
    const saved = await put<SiteContent>('content/site/texts', texts);
    expect(saved.status).toBe(200);
    expect(saved.body.data.texts.about_en).toBe('Binaa: prices every morning.\nNews every day.');
    expect((await site()).website_basic_data).toMatchObject({ about: 'Binaa: prices every morning.\nNews every day.', mission: 'Clear prices' });
    expect((await site('ar')).website_basic_data.about).toBe('بناء: أسعار كل صباح.');

    const [entry] = (await entries('site_settings', 1)).filter((e) => e.action === 'site.texts.update');
    expect(entry).toMatchObject({
      area: 'content',
      actor: editor.user.email,
      before: { about_ar: 'عن بناء', about_en: 'About Binaa', mission_en: '' },
      after: { about_ar: 'بناء: أسعار كل صباح.', about_en: 'Binaa: prices every morning.\nNews every day.', mission_en: 'Clear prices' },
    });
  });

  it('takes phones, e-mail and social links, refusing bad ones with 422 in the request language', async () => {
    const contacts = {
      phone: '+20 2 1111 2222',
      whatsapp: '01001234567',
      email: 'hello@binaa.example',
      facebook_link: 'https://facebook.com/binaa',
      twitter_link: '',
      youtube_link: 'https://youtube.com/@binaa',
      linkedin_link: '',
    };
    const saved = await put<SiteContent>('content/site/contacts', contacts);
    expect(saved.status).toBe(200);
    expect((await site()).contact_info).toEqual({ ...contacts });

    const bad = await put('content/site/contacts', { ...contacts, phone: 'call us', facebook_link: 'javascript:alert(1)', email: 'nope' });
    expect(bad.status).toBe(422);
    expect(bad.body.data).toEqual({
      phone: ['Enter a phone number of digits (spaces, dashes, brackets and a leading + allowed)'],
      facebook_link: ['Enter a full web address starting with https://'],
      email: ['E-mail must be valid'],
    });
    const badAr = await put('content/site/contacts', { ...contacts, youtube_link: 'youtube.com/x' }, 'ar');
    expect(badAr.body.data).toEqual({ youtube_link: ['أدخل عنوان ويب كاملًا يبدأ بـ https://'] });
    expect((await site()).contact_info.phone).toBe('+20 2 1111 2222');
    const logged = (await entries('site_settings', 1)).filter((e) => e.action === 'site.contacts.update');
    expect(logged).toHaveLength(1);
    expect(logged[0]!.after).toMatchObject({ phone: '+20 2 1111 2222', email: 'hello@binaa.example' });
  });
});

describe('the content pages', () => {
  it('are listed, and a page is changed: the public page follows, its body sanitised with the directions kept', async () => {
    const list = await t.admin<AdminContentPageSummary[]>('en', 'content/pages', { headers: editor.headers });
    expect(list.body.data.map((p) => p.slug)).toEqual(['terms-and-conditions', 'faq']);
    expect((await publicPage('terms-and-conditions')).body.data.item.body).toBe('<p>Old terms</p>'); // cached now

    const body = {
      title_ar: 'الشروط والأحكام',
      title_en: 'Terms of use',
      summary_ar: 'ملخص',
      summary_en: 'In short',
      body_ar: '<p dir="rtl">يلتزم المستخدم <strong>بالشروط</strong>.</p><p dir="ltr">Binaa Ltd.</p><script>alert(1)</script>',
      body_en:
        '<h2 dir="ltr">Use</h2><p onclick="steal()">Be fair.<img src="x" onerror="alert(2)"></p><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe>',
      is_active: true,
    };
    const saved = await put<AdminContentPage>(`content/pages/${terms.id}`, body);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      title_en: 'Terms of use',
      body_ar: '<p dir="rtl">يلتزم المستخدم <strong>بالشروط</strong>.</p><p dir="ltr">Binaa Ltd.</p>',
      body_en: '<h2 dir="ltr">Use</h2><p>Be fair.</p><a rel="noopener nofollow" target="_blank">x</a>',
    });
    const en = await publicPage('terms-and-conditions');
    expect(en.body.data.item).toMatchObject({ title: 'Terms of use', summary: 'In short', body: saved.body.data.body_en });
    const ar = await publicPage('terms-and-conditions', 'ar');
    expect(ar.body.data.item.body).toBe('<p dir="rtl">يلتزم المستخدم <strong>بالشروط</strong>.</p><p dir="ltr">Binaa Ltd.</p>');

    const [entry] = await entries('site_page', terms.id);
    expect(entry).toMatchObject({ action: 'page.update', area: 'content', before: { titleEn: 'Terms and conditions' }, after: { titleEn: 'Terms of use' } });

    // Switched off, the public page is gone.
    await put(`content/pages/${terms.id}`, { ...body, is_active: false });
    expect((await publicPage('terms-and-conditions')).status).toBe(404);
    await put(`content/pages/${terms.id}`, body);

    const missing = await put(`content/pages/${terms.id}`, { ...body, title_en: '  ' }, 'ar');
    expect(missing.status).toBe(422);
    expect(missing.body.data).toEqual({ title_en: ['هذا الحقل مطلوب'] });
    expect((await put('content/pages/999999', body)).status).toBe(404);
  });
});

describe('the FAQ', () => {
  const question = (n: number, o: Record<string, unknown> = {}) => ({
    question_ar: `سؤال ${n}؟`,
    question_en: `Question ${n}?`,
    answer_ar: `إجابة ${n}.`,
    answer_en: `Answer ${n}.\nSecond line.`,
    is_active: true,
    ...o,
  });
  const publicFaq = async (lang = 'en') => (await publicPage('faq', lang)).body.data.item.faq;

  it('gets groups and questions added, changed, moved, reordered and removed, the public page following each write', async () => {
    expect(await publicFaq()).toEqual([]);
    const g1 = (await post<AdminContentPage>(`content/pages/${faq.id}/faq_groups`, { name_ar: 'الأسعار', name_en: 'Prices' })).body.data.faq[0]!;
    const page = await post<AdminContentPage>(`content/pages/${faq.id}/faq_groups`, { name_ar: 'الاشتراكات', name_en: 'Subscriptions' });
    const g2 = page.body.data.faq[1]!;
    expect(page.body.data.faq.map((g) => g.name_en)).toEqual(['Prices', 'Subscriptions']);

    await post(`content/faq_groups/${g1.id}/items`, question(1));
    await post(`content/faq_groups/${g1.id}/items`, question(2));
    const withItems = await post<AdminContentPage>(`content/faq_groups/${g2.id}/items`, question(3));
    const [q1, q2] = withItems.body.data.faq[0]!.items;
    const q3 = withItems.body.data.faq[1]!.items[0]!;
    expect((await publicFaq()).map((g) => [g.name, g.items.map((i) => i.question)])).toEqual([
      ['Prices', ['Question 1?', 'Question 2?']],
      ['Subscriptions', ['Question 3?']],
    ]);
    expect((await publicFaq('ar'))[0]!.items[0]).toMatchObject({ question: 'سؤال 1؟', answer: 'إجابة 1.' });

    // Reorder the questions of a group, and the groups.
    await put(`content/faq_groups/${g1.id}/items/order`, { ids: [q2!.id, q1!.id] });
    await put(`content/pages/${faq.id}/faq_groups/order`, { ids: [g2.id, g1.id] });
    expect((await publicFaq()).map((g) => [g.name, g.items.map((i) => i.question)])).toEqual([
      ['Subscriptions', ['Question 3?']],
      ['Prices', ['Question 2?', 'Question 1?']],
    ]);
    const badOrder = await put(`content/pages/${faq.id}/faq_groups/order`, { ids: [g2.id] });
    expect(badOrder.status).toBe(422);
    expect(badOrder.body.data).toEqual({ ids: ['The order must list every item of the list once; reload the page and try again'] });
    expect((await put(`content/faq_groups/${g1.id}/items/order`, { ids: [q1!.id, q1!.id] })).status).toBe(422);

    // Change a question, move it, switch one off, rename a group.
    await put(`content/faq_items/${q1!.id}`, question(1, { question_en: 'How are prices collected?', group_id: g2.id }));
    await put(`content/faq_items/${q3.id}`, question(3, { is_active: false }));
    await put(`content/faq_groups/${g2.id}`, { name_ar: 'الاشتراك والدفع', name_en: 'Subscription and payment' });
    expect((await publicFaq()).map((g) => [g.name, g.items.map((i) => i.question)])).toEqual([
      ['Subscription and payment', ['How are prices collected?']],
      ['Prices', ['Question 2?']],
    ]);
    const other = await f.createFaqGroup(t.db, { pageId: terms.id });
    const wrongGroup = await put(`content/faq_items/${q2!.id}`, question(2, { group_id: other.id }));
    expect(wrongGroup.status).toBe(422);
    expect(wrongGroup.body.data).toEqual({ group_id: ['Choose a group of the same page'] });

    // Remove a question, then a group with its questions.
    await del(`content/faq_items/${q2!.id}`);
    const afterGroup = await del<AdminContentPage>(`content/faq_groups/${g2.id}`);
    expect(afterGroup.status).toBe(200);
    expect(afterGroup.body.data.faq).toEqual([expect.objectContaining({ id: g1.id, items: [] })]);
    expect(await publicFaq()).toEqual([]);
    expect(await t.db.select().from(s.faqItems).where(eq(s.faqItems.id, q3.id))).toEqual([]);

    const missing = await post('content/faq_groups/999999/items', question(9));
    expect(missing.status).toBe(404);
    expect((await post(`content/faq_groups/${g1.id}/items`, { ...question(9), answer_en: '' }, 'ar')).body.data).toEqual({ answer_en: ['هذا الحقل مطلوب'] });

    // Each write left its entry.
    const actions = (
      await t.db
        .select({ action: s.adminAudit.action })
        .from(s.adminAudit)
        .where(and(eq(s.adminAudit.area, 'content'), eq(s.adminAudit.userId, editor.user.id)))
        .orderBy(s.adminAudit.id)
    )
      .map((r) => r.action)
      .filter((a) => a.startsWith('faq_'));
    expect(actions).toEqual([
      'faq_group.create',
      'faq_group.create',
      'faq_item.create',
      'faq_item.create',
      'faq_item.create',
      'faq_item.reorder',
      'faq_group.reorder',
      'faq_item.update',
      'faq_item.update',
      'faq_group.update',
      'faq_item.delete',
      'faq_group.delete',
    ]);
    const [removed] = (await entries('faq_group', g2.id)).filter((e) => e.action === 'faq_group.delete');
    expect(removed!.before).toMatchObject({ name_en: 'Subscription and payment', questions: 2 });
  });

  it('is closed to the roles without the content area', async () => {
    const support = await signedInStaff(t, 'support');
    expect((await t.admin('en', 'content/pages', { headers: support.headers })).status).toBe(403);
    expect((await t.admin('en', `content/pages/${faq.id}/faq_groups`, { headers: support.headers, body: { name_ar: 'x', name_en: 'x' } })).status).toBe(403);
  });
});
