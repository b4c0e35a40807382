/**
 * The newsroom (issue 18, area `news`): drafts and their autosave (a stale save is refused, never
 * silently applied), the bodies through the public page's allow-list with their directions kept,
 * publishing now (the public API, RSS and the sitemap show it at once), at a time (the job queue
 * publishes it at that time, exactly once, also with two instances) and taking it off, the photo
 * through the image pipeline, related topics, the preview, and an audit entry for every write.
 */
import { and, asc, eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/server/db/schema/index';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { PUBLISH_QUEUE, publishJobId, publishScheduled } from '../../src/server/domains/news/scheduled';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import { IMAGE_WIDTHS } from '../../src/shared/images';
import type { AdminNews, AdminNewsRow, NewsPreview, NewsSuggestion } from '../../src/shared/schemas/news-admin';
import type { AdminPage } from '../../src/shared/schemas/admin';
import type { NewsDetail, NewsList } from '../../src/shared/schemas/news';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { multipart, png } from '../helpers/cv-files';
import { signedInStaff } from '../helpers/staff';

let t: TestApp;
let editor: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  t = await buildTestApp();
  editor = await signedInStaff(t, 'editor');
});
afterAll(async () => t?.close());

type Init = Parameters<TestApp['admin']>[2];
const as = (lang: 'ar' | 'en', path: string, init: Init = {}) => t.admin<AdminNews>(lang, path, { ...init, headers: { ...editor.headers, ...init?.headers } });
const news = {
  create: (body: object = {}) => as('en', 'news', { body }),
  get: (id: number) => as('en', `news/${id}`),
  save: (id: number, body: object, lang: 'ar' | 'en' = 'en') => as(lang, `news/${id}`, { method: 'PUT', body }),
  act: (id: number, action: 'publish' | 'unpublish' | 'schedule', body: object, lang: 'ar' | 'en' = 'en') => as(lang, `news/${id}/${action}`, { body }),
};
const entries = (id: number) =>
  t.db
    .select()
    .from(s.adminAudit)
    .where(and(eq(s.adminAudit.entity, 'news'), eq(s.adminAudit.entityId, String(id))))
    .orderBy(asc(s.adminAudit.id));
const publicArticle = (lang: 'ar' | 'en', id: number) => t.api<NewsDetail>(lang, `news/${id}/0`);
const publicList = async (lang: 'ar' | 'en') => (await t.api<NewsList>(lang, 'news?category=0')).body.data.items.data.map((n) => n.id);
const document = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

const ARTICLE = {
  category_id: 2,
  title_ar: 'مصنع أسمنت جديد في بني سويف',
  title_en: 'A new cement plant in Beni Suef',
  summary_ar: 'خط إنتاج بطاقة مليون طن',
  summary_en: 'A line of one million tonnes a year',
  body_ar: '<p dir="rtl">بدأ التشغيل التجريبي للخط الجديد.</p>',
  body_en: '<p dir="ltr">The new line started its trial run.</p>',
  source_ar: 'وكالة الأنباء',
  source_en: 'News agency',
};

/** A complete draft, ready to publish. */
async function draft(over: object = {}): Promise<AdminNews> {
  const res = await news.create({ ...ARTICLE, ...over });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('drafts and their saves', () => {
  it('creates a draft nobody else can read, and audits it without its bodies', async () => {
    const a = await draft();
    expect(a).toMatchObject({ ...ARTICLE, status: 'draft', revision: 1, publish_at: null, published_at: null, path: null });
    expect(a.updated_by).toBe(editor.user.fullName);
    expect((await publicArticle('en', a.id)).status).toBe(404);
    const [entry] = await entries(a.id);
    expect(entry).toMatchObject({ action: 'news.create', area: 'news', actor: editor.user.email, userId: editor.user.id });
    expect(entry!.after).toMatchObject({
      title_en: ARTICLE.title_en,
      status: 'draft',
      body_en: { length: ARTICLE.body_en.length, sha256: expect.any(String) },
    });
    expect(JSON.stringify(entry!.after)).not.toContain('trial run');
  });

  it('applies a save made on the current revision; a save made on an older one (another tab) is refused with 409 and changes nothing', async () => {
    const a = await draft();
    const first = await news.save(a.id, { revision: 1, title_en: 'Tab one wins' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ revision: 2, title_en: 'Tab one wins', title_ar: ARTICLE.title_ar });
    // The second tab still holds revision 1.
    const stale = await news.save(a.id, { revision: 1, title_en: 'Tab two' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ check: false, msg: expect.stringContaining('changed in another tab') });
    const staleAr = await news.save(a.id, { revision: 1, title_en: 'Tab two' }, 'ar');
    expect(staleAr.body.msg).toContain('تبويب آخر');
    expect((await news.get(a.id)).body.data).toMatchObject({ title_en: 'Tab one wins', revision: 2 });
    // After reloading, the second tab saves on revision 2.
    expect((await news.save(a.id, { revision: 2, title_en: 'Tab two, reloaded' })).body.data.revision).toBe(3);
    const actions = (await entries(a.id)).map((e) => e.action);
    expect(actions).toEqual(['news.create', 'news.update', 'news.update']);
    const [, update] = await entries(a.id);
    expect(update!.before).toMatchObject({ title_en: ARTICLE.title_en, revision: 1 });
    expect(update!.after).toMatchObject({ title_en: 'Tab one wins', revision: 2, changed: ['title_en'] });
  });

  it('answers 422 with field messages in the language of the request, 404 for an unknown article', async () => {
    const en = await news.create({ category_id: 9, slider_link: 'javascript:alert(1)', title_en: 'x'.repeat(301) });
    expect(en.status).toBe(422);
    expect(en.body.data).toEqual({
      category_id: ['Unknown news category'],
      slider_link: ['Enter a path of this site starting with / or a web address starting with https://'],
      title_en: ['This text is too long'],
    });
    const ar = await t.admin('ar', 'news', { headers: editor.headers, body: { slider_link: '//evil.example' } });
    expect(ar.body.data).toEqual({ slider_link: ['أدخل مسارًا في هذا الموقع يبدأ بـ / أو عنوان ويب يبدأ بـ https://'] });
    expect((await news.save(999_999, { revision: 1, title_en: 'x' })).status).toBe(404);
    expect((await news.save(1, { title_en: 'no revision' })).status).toBe(422);
  });
});

describe('the bodies go through the public page allow-list', () => {
  it('removes scripts, handlers and javascript: links on save, and keeps dir="rtl"/"ltr" on blocks, in storage and on the public page', async () => {
    const a = await draft({
      body_ar:
        '<h2 dir="rtl">عنوان</h2><p dir="rtl" onclick="steal()">فقرة <strong>عربية</strong></p><p dir="ltr">An English quote</p>' +
        '<script>alert(1)</script><p><a href="javascript:alert(1)">رابط</a> <a href="https://example.com/a">آمن</a></p><ul dir="rtl"><li dir="rtl"><p dir="rtl">بند</p></li></ul><p dir="sideways">x</p>',
    });
    const stored = (await news.get(a.id)).body.data.body_ar;
    expect(stored).not.toMatch(/script|onclick|javascript|steal/);
    expect(stored).toContain('<h2 dir="rtl">عنوان</h2>');
    expect(stored).toContain('<p dir="rtl">فقرة <strong>عربية</strong></p>');
    expect(stored).toContain('<p dir="ltr">An English quote</p>');
    expect(stored).toContain('<ul dir="rtl"><li dir="rtl"><p dir="rtl">بند</p></li></ul>');
    expect(stored).toContain('<a href="https://example.com/a" rel="noopener nofollow" target="_blank">آمن</a>');
    expect(stored).toContain('<p>x</p>');
    await news.act(a.id, 'publish', { revision: a.revision });
    const shown = (await publicArticle('ar', a.id)).body.data.item.description;
    expect(shown).toContain('<p dir="ltr">An English quote</p>');
    expect(shown).not.toMatch(/script|onclick|javascript/);
  });
});

describe('publishing', () => {
  it('publishes now: the article is at once in the public API (list and page), in RSS and in the sitemap; unpublishing hides it everywhere', async () => {
    await f.createNews(t.db, { categoryId: 2, titleEn: 'An older article', publishedAt: new Date(Date.now() - 86_400_000) });
    const title = { title_ar: 'افتتاح ميناء الإسمنت في السخنة', title_en: 'Cement port opens in Sokhna' };
    const a = await draft(title);
    // Cached readers' answers before the publication must not hide it afterwards.
    expect(await publicList('en')).not.toContain(a.id);
    expect(await document('/rss/en/0.xml')).not.toContain(title.title_en);
    expect(await document('/sitemap.xml')).not.toContain(`/news/topic/${a.id}/`);

    const res = await news.act(a.id, 'publish', { revision: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'published',
      revision: 2,
      published_at: expect.any(String),
      path: expect.stringMatching(`^/news/topic/${a.id}/2/`),
    });

    expect(await publicList('en')).toContain(a.id);
    const page = await publicArticle('ar', a.id);
    expect(page.status).toBe(200);
    expect(page.body.data.item).toMatchObject({ title: title.title_ar, summary: ARTICLE.summary_ar, source: ARTICLE.source_ar });
    expect(await document('/rss/en/0.xml')).toContain(`<title>${title.title_en}</title>`);
    expect(await document('/rss/ar/2.xml')).toContain(title.title_ar);
    expect(await document('/sitemap.xml')).toContain(`/news/topic/${a.id}/`);

    const off = await news.act(a.id, 'unpublish', { revision: 2 });
    expect(off.body.data).toMatchObject({ status: 'draft', revision: 3, path: null });
    expect((await publicArticle('en', a.id)).status).toBe(404);
    expect(await publicList('en')).not.toContain(a.id);
    expect(await document('/rss/en/0.xml')).not.toContain(title.title_en);
    expect(await document('/sitemap.xml')).not.toContain(`/news/topic/${a.id}/`);
    expect((await entries(a.id)).map((e) => e.action)).toEqual(['news.create', 'news.publish', 'news.unpublish']);
  });

  it('a save of a published article shows at once', async () => {
    const a = await draft();
    await news.act(a.id, 'publish', { revision: 1 });
    expect((await publicArticle('en', a.id)).body.data.item.title).toBe(ARTICLE.title_en);
    await news.save(a.id, { revision: 2, title_en: 'Corrected headline' });
    expect((await publicArticle('en', a.id)).body.data.item.title).toBe('Corrected headline');
  });

  it('refuses to publish an article without a title and body in one language, or with a half language, in the request language', async () => {
    const empty = await news.create({});
    const en = await news.act(empty.body.data.id, 'publish', { revision: 1 });
    expect(en.status).toBe(422);
    expect(en.body.data).toEqual({
      title_ar: ['Write a title and a body in at least one language'],
      title_en: ['Write a title and a body in at least one language'],
    });
    const half = await draft({ body_en: '<p dir="ltr"> </p>' });
    const ar = await news.act(half.id, 'publish', { revision: 1 }, 'ar');
    expect(ar.status).toBe(422);
    expect(ar.body.data).toEqual({ body_en: ['هذا الحقل مطلوب'] });
    // Arabic only is a complete article (the English page shows the Arabic text).
    const arabicOnly = await draft({ title_en: '', body_en: '', summary_en: '', source_en: '' });
    expect((await news.act(arabicOnly.id, 'publish', { revision: 1 })).status).toBe(200);
  });
});

describe('scheduled publishing', () => {
  const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
  const statusOf = async (id: number) => (await t.db.select({ status: s.news.status }).from(s.news).where(eq(s.news.id, id)))[0]?.status;

  it('refuses a time in the past, in the request language', async () => {
    const a = await draft();
    const en = await news.act(a.id, 'schedule', { revision: 1, publish_at: soon(-60_000) });
    expect(en.status).toBe(422);
    expect(en.body.data).toEqual({ publish_at: ['The publishing time must be in the future'] });
    const ar = await news.act(a.id, 'schedule', { revision: 1, publish_at: soon(-60_000) }, 'ar');
    expect(ar.body.data).toEqual({ publish_at: ['يجب أن يكون موعد النشر في المستقبل'] });
  });

  it('is published by the job at its time, once: hidden before, visible after, one audit entry', async () => {
    const a = await draft();
    const at = soon(2_500);
    const res = await news.act(a.id, 'schedule', { revision: 1, publish_at: at });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'scheduled', publish_at: new Date(at).toISOString(), published_at: null });
    expect((await publicArticle('en', a.id)).status).toBe(404);
    expect(await publicList('en')).not.toContain(a.id);

    await expect.poll(() => statusOf(a.id), { timeout: 20_000, interval: 250 }).toBe('published');
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(at).getTime());
    expect((await publicArticle('en', a.id)).status).toBe(200);
    expect(await publicList('en')).toContain(a.id);
    expect(await document('/rss/en/0.xml')).toContain(ARTICLE.title_en);
    const row = (await news.get(a.id)).body.data;
    expect(row).toMatchObject({ status: 'published', publish_at: null, published_at: new Date(at).toISOString(), revision: 3 });

    // The job again (a retry, another instance) changes nothing.
    expect(await publishScheduled(t.app, { newsId: a.id, at })).toBe(false);
    expect((await news.get(a.id)).body.data.revision).toBe(3);
    const job = await t.app.jobs.getJob(PUBLISH_QUEUE, publishJobId(a.id, new Date(at)));
    expect(job?.state).toBe('completed');
    const actions = (await entries(a.id)).map((e) => e.action);
    expect(actions).toEqual(['news.create', 'news.schedule', 'news.publish_scheduled']);
    expect((await entries(a.id))[2]).toMatchObject({ actor: 'scheduler', userId: editor.user.id });
  });

  it('a rescheduled or unpublished article is not published by its old job', async () => {
    const moved = await draft();
    const first = soon(1_500);
    await news.act(moved.id, 'schedule', { revision: 1, publish_at: first });
    const later = soon(3_600_000);
    expect((await news.act(moved.id, 'schedule', { revision: 2, publish_at: later })).body.data.publish_at).toBe(new Date(later).toISOString());
    const cancelled = await draft();
    await news.act(cancelled.id, 'schedule', { revision: 1, publish_at: first });
    await news.act(cancelled.id, 'unpublish', { revision: 2 });
    // Both old jobs have run by the time they complete.
    await expect
      .poll(async () => (await t.app.jobs.getJob(PUBLISH_QUEUE, publishJobId(moved.id, new Date(first))))?.state, { timeout: 20_000, interval: 250 })
      .toBe('completed');
    await expect
      .poll(async () => (await t.app.jobs.getJob(PUBLISH_QUEUE, publishJobId(cancelled.id, new Date(first))))?.state, { timeout: 20_000, interval: 250 })
      .toBe('completed');
    expect(await statusOf(moved.id)).toBe('scheduled');
    expect(await statusOf(cancelled.id)).toBe('draft');
  });

  it('refuses to schedule a published article (409)', async () => {
    const a = await draft();
    await news.act(a.id, 'publish', { revision: 1 });
    expect((await news.act(a.id, 'schedule', { revision: 2, publish_at: soon(60_000) })).status).toBe(409);
  });

  it('with two app instances on one database, the article is published exactly once', async () => {
    const config = loadConfig({}, { LOG_LEVEL: 'silent', DATA_DIR: t.app.config.DATA_DIR, NODE_ENV: 'test' });
    const second: FastifyInstance = await buildApp({ config, database: t.database, web: false });
    await second.ready();
    try {
      const ids: number[] = [];
      const at = soon(2_000);
      for (let i = 0; i < 4; i++) {
        const a = await draft({ title_en: `Twin ${i}` });
        await news.act(a.id, 'schedule', { revision: 1, publish_at: at });
        ids.push(a.id);
      }
      for (const id of ids) await expect.poll(() => statusOf(id), { timeout: 20_000, interval: 250 }).toBe('published');
      // Both instances try every job once more, at the same time.
      await Promise.all(ids.flatMap((id) => [publishScheduled(t.app, { newsId: id, at }), publishScheduled(second, { newsId: id, at })]));
      for (const id of ids) {
        expect((await entries(id)).filter((e) => e.action === 'news.publish_scheduled')).toHaveLength(1);
        expect((await news.get(id)).body.data.revision).toBe(3);
      }
    } finally {
      await second.close();
    }
  });
});

describe('the photo', () => {
  const upload = (id: number, file: { data: Buffer; filename: string; type?: string }, lang: 'ar' | 'en' = 'en') => {
    const { payload, contentType } = multipart([{ name: 'photo', file }]);
    return t.app
      .inject({
        method: 'POST',
        url: `/api/v1/${lang}/admin/news/${id}/photo`,
        headers: { 'x-access-key': WEB_ACCESS_KEY, 'content-type': contentType, ...editor.headers },
        payload,
      })
      .then((res) => ({ status: res.statusCode, body: res.json() as { check: boolean; msg: string; data: AdminNews & Record<string, string[]> } }));
  };
  const uploads = () => t.app.config.uploadsDir;

  it('is stored as WebP, at most 1920 wide, with the sizes the public page uses already made; the old one is removed', async () => {
    const a = await draft();
    const big = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const res = await upload(a.id, { data: big, filename: 'plant.jpg', type: 'image/jpeg' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const photo = res.body.data.photo;
    expect(photo).toMatch(new RegExp(`^/uploads/news/${a.id}-[0-9a-f]{12}\\.webp$`));
    const rel = photo.replace('/uploads/', '');
    const meta = await sharp(resolve(uploads(), rel)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1920, height: 960 });
    for (const w of IMAGE_WIDTHS) expect(existsSync(resolve(t.app.config.dataDir, 'cache/img', String(w), `${rel}.webp`)), `${w}w`).toBe(true);
    const small = await t.app.inject({ method: 'GET', url: `/img/640/${rel}` });
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(640);

    const second = await upload(a.id, { data: await png(), filename: 'other.png', type: 'image/png' });
    expect(second.status).toBe(200);
    expect(existsSync(resolve(uploads(), rel))).toBe(false);
    expect((await sharp(resolve(uploads(), second.body.data.photo.replace('/uploads/', ''))).metadata()).width).toBe(8);
    const photoEntries = (await entries(a.id)).filter((e) => e.action === 'news.photo');
    expect(photoEntries).toHaveLength(2);
    expect(photoEntries[1]).toMatchObject({ before: { photo: rel } });

    const removed = await as('en', `news/${a.id}/photo`, { method: 'DELETE' });
    expect(removed.body.data.photo).toBe('');
    expect((await entries(a.id)).at(-1)?.action).toBe('news.photo_remove');
  });

  it('refuses a file that is not a picture by its content, whatever its name, in the request language; and an unknown article', async () => {
    const a = await draft();
    const fake = await upload(a.id, { data: Buffer.from('<svg onload="alert(1)"></svg>'), filename: 'photo.jpg', type: 'image/jpeg' });
    expect(fake.status).toBe(422);
    expect(fake.body.data).toEqual({ photo: ['The photo must be a JPEG, PNG, WebP or AVIF picture'] });
    const ar = await upload(a.id, { data: Buffer.from('GIF89a not really'), filename: 'x.png' }, 'ar');
    expect(ar.body.data).toEqual({ photo: ['يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP أو AVIF'] });
    const none = await as('en', `news/${a.id}/photo`, { body: {} });
    expect(none.status).toBe(422);
    expect((await news.get(a.id)).body.data.photo).toBe('');
    expect((await upload(999_999, { data: await png(), filename: 'a.png' })).status).toBe(404);
    expect((await entries(a.id)).map((e) => e.action)).toEqual(['news.create']);
  });
});

describe('related topics, the list, the preview and deleting', () => {
  it('suggests published articles sharing words with the title (itself, drafts and picks left out); picks lead the public related topics', async () => {
    const kiln = await f.createNews(t.db, { categoryId: 3, titleEn: 'Retort upgrade at the zeolite quarry', titleAr: 'تطوير الفرن' });
    const plant = await f.createNews(t.db, { categoryId: 1, titleEn: 'Zeolite exports rise', titleAr: 'صادرات' });
    const hidden = await f.createNews(t.db, { categoryId: 1, titleEn: 'Zeolite quarry draft', status: 'draft' });
    const a = await draft({ title_en: 'Zeolite quarry opens a retort', title_ar: 'محجر' });
    const found = await t.admin<NewsSuggestion[]>('en', `news/${a.id}/related`, { headers: editor.headers });
    const ids = found.body.data.map((r) => r.id);
    expect(ids).toContain(kiln.id);
    expect(ids).toContain(plant.id);
    expect(ids).not.toContain(a.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(kiln.id)).toBeLessThan(ids.indexOf(plant.id)); // more shared words first
    const byWord = await t.admin<NewsSuggestion[]>('en', `news/${a.id}/related?word=exports`, { headers: editor.headers });
    expect(byWord.body.data.map((r) => r.id)).toEqual([plant.id]);

    const saved = await news.save(a.id, { revision: 1, related_ids: [plant.id, kiln.id] });
    expect(saved.body.data.related.map((r) => r.id)).toEqual([plant.id, kiln.id]);
    const again = await t.admin<NewsSuggestion[]>('en', `news/${a.id}/related`, { headers: editor.headers });
    expect(again.body.data.map((r) => r.id)).not.toContain(kiln.id);
    await news.act(a.id, 'publish', { revision: 2 });
    expect((await publicArticle('en', a.id)).body.data.related_topics.slice(0, 2).map((r) => r.id)).toEqual([plant.id, kiln.id]);

    expect((await news.save(a.id, { revision: 3, related_ids: [a.id] })).body.data).toEqual({
      related_ids: ['Related topics must be other existing articles, each once'],
    });
    expect((await news.save(a.id, { revision: 3, related_ids: [999_999] })).status).toBe(422);
  });

  it('lists every article with its status, filtered by status, category and words', async () => {
    const a = await draft({ title_en: 'Gypsum board prices unique', category_id: 1 });
    const page = (query: string) => t.admin<AdminPage<AdminNewsRow>>('en', `news?${query}`, { headers: editor.headers });
    const drafts = await page('status=draft&rows=200');
    expect(drafts.body.data.items.every((r) => r.status === 'draft')).toBe(true);
    expect(drafts.body.data.items.map((r) => r.id)).toContain(a.id);
    expect((await page('status=published&rows=200')).body.data.items.map((r) => r.id)).not.toContain(a.id);
    const words = await page('word=gypsum%20unique');
    expect(words.body.data.items.map((r) => r.id)).toEqual([a.id]);
    expect(words.body.data.items[0]).toMatchObject({ category_name: 'General news', is_slider: false, updated_by: editor.user.fullName });
    expect((await page('category=2&word=gypsum%20unique')).body.data.total).toBe(0);
    expect((await page('status=lost')).status).toBe(422);
  });

  it('previews a draft as the public page would show it, in the request language', async () => {
    const a = await draft();
    const ar = await t.admin<NewsPreview>('ar', `news/${a.id}/preview`, { headers: editor.headers });
    expect(ar.body.data).toMatchObject({ status: 'draft', item: { title: ARTICLE.title_ar, category_name: 'أخبار الأسمنت', description: ARTICLE.body_ar } });
    const en = await t.admin<NewsPreview>('en', `news/${a.id}/preview`, { headers: editor.headers });
    expect(en.body.data.item).toMatchObject({ title: ARTICLE.title_en, summary: ARTICLE.summary_en, source: ARTICLE.source_en });
  });

  it('deletes an article (published: it leaves the site), audited', async () => {
    const a = await draft();
    await news.act(a.id, 'publish', { revision: 1 });
    expect(await publicList('en')).toContain(a.id);
    expect((await as('en', `news/${a.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await news.get(a.id)).status).toBe(404);
    expect(await publicList('en')).not.toContain(a.id);
    expect((await entries(a.id)).at(-1)).toMatchObject({ action: 'news.delete', before: { title_en: ARTICLE.title_en, status: 'published' } });
  });

  it('is closed to roles without the news area', async () => {
    const clerk = await signedInStaff(t, 'prices_clerk');
    expect((await t.admin('en', 'news', { headers: clerk.headers })).status).toBe(403);
  });
});
