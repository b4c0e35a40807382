import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as s from '../../src/server/db/schema/index';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { invalidateNews } from '../../src/server/domains/news/service';
import { normalizeArabic } from '../../src/shared/search';
import type { NewsDetail, NewsList } from '../../src/shared/schemas/news';

let t: TestApp;
const hour = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * hour);
/** Ids of the visible articles, newest first, per category. */
const visible: Record<number, number[]> = { 1: [], 2: [], 3: [] };
const ids: Record<string, number> = {};

const CARD_KEYS = ['add_date', 'category_id', 'category_name', 'description', 'id', 'photo', 'source', 'title'];
const AD_KEYS = ['ads_code', 'height', 'id', 'link', 'photo', 'target', 'title', 'width'];
const keys = (o: object) => Object.keys(o).sort();

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  // 25 general articles an hour apart (the newest first in `visible`), plus two nobody may read.
  for (let i = 0; i < 25; i++) {
    const n = await f.createNews(db, { categoryId: 1, publishedAt: ago(100 + i), photo: i === 0 ? 'news/1.webp' : '' });
    visible[1]!.push(n.id);
  }
  ids.inactive = (await f.createNews(db, { categoryId: 1, titleEn: 'Hidden', titleAr: 'مخفي الأسمنت', status: 'draft', publishedAt: ago(1) })).id;
  ids.future = (await f.createNews(db, { categoryId: 1, titleEn: 'Scheduled', titleAr: 'مجدول الأسمنت', publishedAt: new Date(Date.now() + 24 * hour) })).id;

  // Search material (cement and world categories).
  const cement = [
    { key: 'hamza', titleAr: 'ارتفاع أسعار الأسمنت في الأسواق', titleEn: 'Cement prices rise in the markets', publishedAt: ago(2) },
    { key: 'marbuta', titleAr: 'الصادرات المصريه تنمو', titleEn: 'Exports grow', publishedAt: ago(3) },
    { key: 'marks', titleAr: 'سوق الحَدِيدِ يَهْدَأُ', titleEn: 'Rebar market calms', publishedAt: ago(4) },
    { key: 'tatweel', titleAr: 'طلب على الجبـــس', titleEn: 'Demand for plaster', publishedAt: ago(5) },
    {
      key: 'body',
      titleAr: 'تقرير أسبوعي',
      titleEn: 'Weekly report',
      bodyAr: '<p>افتتاح مبنى جديد للمصنع</p>',
      bodyEn: '<p>A new <b>warehouse</b> opens</p>',
      publishedAt: ago(6),
    },
  ];
  for (const { key, ...o } of cement) {
    ids[key] = (await f.createNews(db, { categoryId: 2, ...o })).id;
    visible[2]!.push(ids[key]!);
  }
  ids.world = (
    await f.createNews(db, {
      categoryId: 3,
      titleAr: 'الطلب العالمي',
      titleEn: 'White CEMENT demand worldwide',
      bodyEn: '<p>The global price index moved.</p>',
      publishedAt: ago(7),
      isSlider: true,
    })
  ).id;
  visible[3]!.push(ids.world!);

  await f.createAd(db, { code: '02-001', titleAr: 'إعلان الأخبار', titleEn: 'News ad', link: 'https://ads.example/cement' });
  await f.createAd(db, { code: '02-004', titleEn: 'News ad without link', link: '' });
  await f.createAd(db, { code: '01-007', titleEn: 'A home ad' });
});
afterAll(() => t?.close());

const list = async (lang: 'ar' | 'en', query = '') => {
  const res = await t.api<NewsList>(lang, `news${query ? `?${query}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const search = async (word: string, lang: 'ar' | 'en' = 'ar', extra = '') =>
  (await list(lang, `word=${encodeURIComponent(word)}${extra}`)).items.data.map((n) => n.id);

describe('GET news', () => {
  it('answers all_sliders, news_ads and a page of every category (22 per page, newest first)', async () => {
    const data = await list('en');
    expect(keys(data)).toEqual(['all_sliders', 'items', 'news_ads']);
    expect(keys(data.items)).toEqual(['current_page', 'data', 'last_page', 'per_page', 'total']);
    expect(data.items).toMatchObject({ current_page: 1, last_page: 2, per_page: 22, total: 31 });
    expect(data.items.data).toHaveLength(22);
    const dates = data.items.data.map((n) => n.add_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(data.items.data[0]!.id).toBe(ids.hamza);
    expect(keys(data.items.data[0]!)).toEqual(CARD_KEYS);
    expect(data.items.data[0]).toMatchObject({ category_id: 2, category_name: 'Cement news', title: 'Cement prices rise in the markets', source: 'Binaa' });
    expect(data.all_sliders).toEqual([
      {
        id: ids.world,
        title: 'White CEMENT demand worldwide',
        photo: '',
        link: expect.stringMatching(new RegExp(`^/news/topic/${ids.world}/3/cement-around-the-world/`)),
      },
    ]);
  });

  it('gives the news ads (02-001..02-004 only) with their counting link and target', async () => {
    const { news_ads } = await list('en');
    expect(news_ads.map((a) => a.ads_code)).toEqual(['02-001', '02-004']);
    expect(keys(news_ads[0]!)).toEqual(AD_KEYS);
    expect(news_ads[0]).toMatchObject({
      title: 'News ad',
      link: `/ads/${news_ads[0]!.id}/click`,
      target: 'https://ads.example/cement',
      photo: expect.stringMatching(/^\/uploads\//),
    });
    expect(news_ads[1]).toMatchObject({ link: '', target: '' });
    expect((await list('ar')).news_ads[0]!.title).toBe('إعلان الأخبار');
  });

  it('pages one category; category 0 is every category', async () => {
    const general = await list('en', 'category=1&rows=22&page=1');
    expect(general.items).toMatchObject({ total: 25, last_page: 2, current_page: 1 });
    expect(general.items.data.map((n) => n.id)).toEqual(visible[1]!.slice(0, 22));
    const second = await list('en', 'category=1&page=2');
    expect(second.items.data.map((n) => n.id)).toEqual(visible[1]!.slice(22));
    expect((await list('en', 'category=2')).items.data.map((n) => n.id)).toEqual(visible[2]);
    expect((await list('ar', 'category=3')).items.data.map((n) => [n.id, n.category_name])).toEqual([[ids.world, 'الأسمنت حول العالم']]);
    expect((await list('en', 'category=0&rows=50')).items.data).toHaveLength(31);
  });

  it('never shows inactive nor scheduled articles', async () => {
    const all = (await list('en', 'rows=50')).items.data.map((n) => n.id);
    expect(all).not.toContain(ids.inactive);
    expect(all).not.toContain(ids.future);
  });

  it('a page past the last is empty but tells the last page; rows is capped at 50', async () => {
    const beyond = await list('en', 'category=1&page=9');
    expect(beyond.items).toEqual({ data: [], current_page: 9, last_page: 2, per_page: 22, total: 25 });
    const big = await list('en', 'rows=1000');
    expect(big.items).toMatchObject({ per_page: 50, last_page: 1, total: 31 });
    const small = await list('en', 'rows=10&page=4');
    expect(small.items).toMatchObject({ per_page: 10, last_page: 4, current_page: 4 });
    expect(small.items.data).toHaveLength(1);
    const none = await list('en', 'word=nothingmatchesthis');
    expect(none.items).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 22, total: 0 });
  });

  it('refuses page 0, an unknown category and bad numbers with 422 in the language of the request', async () => {
    const page0 = await t.api('en', 'news?page=0');
    expect(page0.status).toBe(422);
    expect(page0.body).toEqual({ check: false, msg: 'Please check the highlighted fields', data: { page: ['Invalid page number'] } });
    const cat = await t.api('ar', 'news?category=4');
    expect(cat.status).toBe(422);
    expect(cat.body.data).toEqual({ category: ['قسم الأخبار غير معروف'] });
    for (const q of ['category=-1', 'category=x', 'page=-3', 'page=1.5', 'rows=0', 'rows=abc']) {
      expect((await t.api('en', `news?${q}`)).status, q).toBe(422);
    }
    expect((await t.api('en', `news?word=${'x'.repeat(101)}`)).status).toBe(422);
  });
});

describe('GET news/{id}/{category_id}', () => {
  const detail = (lang: 'ar' | 'en', id: number | string, category: number | string = 1) => t.api<NewsDetail>(lang, `news/${id}/${category}`);

  it('answers news_ads, the article with its sanitised body and canonical path, and 4 related topics', async () => {
    const id = visible[1]![3]!;
    const res = await detail('en', id, 1);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(keys(data)).toEqual(['item', 'news_ads', 'related_topics']);
    expect(keys(data.item)).toEqual([...CARD_KEYS, 'category_slug', 'comments_count', 'path', 'summary'].sort());
    expect(data.item).toMatchObject({ id, category_id: 1, category_name: 'General news', category_slug: 'general', comments_count: 0 });
    expect(data.item.description).toMatch(/^<p>Body of sample news item \d+\.<\/p>$/);
    expect(data.item.path).toBe(`/news/topic/${id}/1/general/${data.item.title.toLowerCase().replace(/ /g, '-')}`);
    expect(data.related_topics.map((n) => n.id)).toEqual(visible[1]!.filter((x) => x !== id).slice(0, 4));
    expect(keys(data.related_topics[0]!)).toEqual(CARD_KEYS);
    expect(data.news_ads.map((a) => a.ads_code)).toEqual(['02-001', '02-004']);
    const ar = (await detail('ar', id, 1)).body.data;
    expect(ar.item.category_name).toBe('أخبار عامة');
    expect(ar.item.path).toMatch(new RegExp(`^/news/topic/${id}/1/general/خبر-تجريبي-رقم-\\d+$`));
  });

  it('finds the article by id even when the category in the path is wrong', async () => {
    const res = await detail('en', ids.hamza!, 3);
    expect(res.status).toBe(200);
    expect(res.body.data.item).toMatchObject({ id: ids.hamza, category_id: 2, path: expect.stringMatching(new RegExp(`^/news/topic/${ids.hamza}/2/cement/`)) });
    expect((await detail('en', ids.hamza!, 0)).status).toBe(200);
  });

  it('answers a 404 envelope in the language of the request for unknown, inactive, scheduled or malformed ids', async () => {
    const en = await detail('en', 999_999);
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ check: false, msg: 'This article does not exist or is no longer published', data: null });
    const ar = await detail('ar', ids.inactive!);
    expect(ar.status).toBe(404);
    expect(ar.body.msg).toBe('هذا الخبر غير موجود أو لم يعد منشورًا');
    expect((await detail('en', ids.future!)).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await detail('en', bad);
      expect(res.status, bad).toBe(404);
      expect(res.body).toEqual({ check: false, msg: "This page doesn't exist", data: null });
    }
    expect((await detail('en', visible[1]![0]!, 'x')).status).toBe(404);
  });

  it('sanitises a body on output even when it reached the table unsanitised', async () => {
    const [row] = await t.db
      .insert(s.news)
      .values({
        categoryId: 2,
        titleAr: 'خبر خام',
        titleEn: 'Raw article',
        publishedAt: ago(500),
        bodyAr: '<p>نص</p>',
        bodyEn:
          '<p onclick="steal()">Hello<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a><iframe src="https://evil.example"></iframe><img src="/uploads/news/1.webp" alt="ok">',
      })
      .returning({ id: s.news.id });
    const res = await detail('en', row!.id, 2);
    expect(res.status).toBe(200);
    expect(res.body.data.item.description).toBe('<p>Hello</p><a rel="noopener nofollow" target="_blank">link</a><img src="/uploads/news/1.webp" alt="ok" />');
    await t.db.delete(s.news).where(sql`id = ${row!.id}`);
  });
});

describe('news search (word)', () => {
  it('finds Arabic regardless of hamza forms and the article', async () => {
    expect(await search('اسمنت')).toEqual([ids.hamza]);
    expect(await search('الاسمنت')).toEqual([ids.hamza]);
    expect(await search('الأسمنت')).toEqual([ids.hamza]);
    expect(await search('إسمنت')).toEqual([ids.hamza]);
    expect(await search('للاسمنت')).toEqual([ids.hamza]);
    expect(await search('أسعار الإسمنت')).toEqual([ids.hamza]);
  });

  it('finds Arabic regardless of taa marbuta, alef maqsura, tatweel and diacritics', async () => {
    expect(await search('مصرية')).toEqual([ids.marbuta]);
    expect(await search('المصرية')).toEqual([ids.marbuta]);
    expect(await search('حديد')).toEqual([ids.marks]);
    expect(await search('الحَدِيد')).toEqual([ids.marks]);
    expect(await search('يهدا')).toEqual([ids.marks]);
    expect(await search('جبس')).toEqual([ids.tatweel]);
    expect(await search('الجـبس')).toEqual([ids.tatweel]);
    expect(await search('مبني')).toEqual([ids.body]);
  });

  it('matches the last word as a prefix while it is being typed', async () => {
    expect(await search('اسمن')).toEqual([ids.hamza]);
    expect(await search('الأسم')).toEqual([ids.hamza]);
    expect(await search('ware', 'en')).toEqual([ids.body]);
  });

  it('finds English case-insensitively and by stem, in titles and bodies', async () => {
    expect(await search('CEMENT', 'en')).toEqual([ids.hamza, ids.world]);
    expect(await search('cement', 'ar')).toEqual([ids.hamza, ids.world]);
    expect(await search('prices', 'en')).toEqual([ids.hamza, ids.world]);
    expect(await search('warehouse', 'en')).toEqual([ids.body]);
    expect(await search('white cement', 'en')).toEqual([ids.world]);
  });

  it('combines with the category and pagination, never shows hidden articles, and ignores punctuation-only text', async () => {
    expect(await search('cement', 'en', '&category=3')).toEqual([ids.world]);
    const paged = await list('en', 'word=cement&rows=1&page=2');
    expect(paged.items).toMatchObject({ total: 2, last_page: 2, current_page: 2, per_page: 1 });
    expect(paged.items.data.map((n) => n.id)).toEqual([ids.world]);
    // "مخفي الأسمنت" is inactive and "مجدول الأسمنت" scheduled: only the published article.
    expect(await search('الأسمنت')).toEqual([ids.hamza]);
    expect((await list('en', `word=${encodeURIComponent('!!! ؟')}`)).items.total).toBe(31);
    expect((await list('en', `word=${encodeURIComponent("' & | ! :* <->")}`)).items.total).toBe(31);
  });

  it('the SQL normaliser and normalizeArabic() agree', async () => {
    const samples = ['الأَسْمَنْتُ', 'إٱآأ', 'مؤسسة شاطئ', 'مصرية على', 'الجبـــس', 'CEMENT ٤٢ ۴۲', 'ی ک', 'ٰا'];
    for (const text of samples) {
      const { rows } = await t.db.execute<{ n: string }>(sql`select binaa_normalize(${text}) as n`);
      expect(rows[0]!.n, text).toBe(normalizeArabic(text));
    }
  });

  it('uses the GIN index of the search document', async () => {
    // A handful of rows would be scanned whole; forbid that to see the index is usable.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select id from news where search @@ to_tsquery('simple', quote_literal(binaa_search_text('اسمنت')) || ':*')`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('news_search_idx');
  });
});

describe('news cache', () => {
  it('serves pages from the cache until invalidateNews is called', async () => {
    const before = await list('en', 'category=3');
    const extra = await f.createNews(t.db, { categoryId: 3, titleEn: 'Fresh world news', publishedAt: ago(0.5) });
    expect((await list('en', 'category=3')).items).toEqual(before.items);
    expect((await t.api('en', `news/${extra.id}/3`)).status).toBe(200); // never cached: found at once
    await invalidateNews(t.app.cache);
    const after = await list('en', 'category=3');
    expect(after.items.data.map((n) => n.id)).toEqual([extra.id, ids.world]);
    await t.db.delete(s.news).where(sql`id = ${extra.id}`);
    await invalidateNews(t.app.cache);
  });
});
