import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { invalidateNews } from '../../src/server/domains/news/service';
import { invalidateSite } from '../../src/server/domains/site/service';
import { articlePath } from '../../src/shared/paths';
import { NEWS_CATEGORIES } from '../../src/shared/constants';
import { meta as newsMeta } from '../../src/web/routes/news';
// The server's i18n set-up (entry.server imports it) provides both dictionaries to the meta functions.
import '../../src/web/i18n/setup';

let t: TestApp;
const hour = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * hour);
const ids: Record<string, number> = {};
const BASE = 'http://localhost:3000'; // config.publicUrl of the test app (PORT default)

/**
 * A strict well-formedness check of the XML we write (no DTDs, no CDATA, no comments): one
 * root, balanced tags, quoted attributes, no raw `<` or `&` outside a known entity.
 */
function assertWellFormed(xml: string) {
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/, '');
  expect(body).not.toBe(xml); // the declaration is there
  const entity = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;
  const cleanText = (s: string) => expect(s.replace(entity, ''), s.slice(0, 80)).not.toMatch(/[<&]/);
  const stack: string[] = [];
  let roots = 0;
  let rest = body;
  while (rest.length) {
    const lt = rest.indexOf('<');
    if (lt < 0) {
      expect(rest.trim(), 'text after the root').toBe('');
      break;
    }
    const text = rest.slice(0, lt);
    cleanText(text);
    if (!stack.length) expect(text.trim(), 'text outside the root').toBe('');
    const m = /^<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*="[^"<]*")*)\s*(\/?)>/.exec(rest.slice(lt));
    expect(m, `bad tag at: ${rest.slice(lt, lt + 60)}`).not.toBeNull();
    const [tag, closing, name, attrs, selfClosing] = m!;
    for (const a of attrs!.matchAll(/="([^"]*)"/g)) cleanText(a[1]!);
    if (closing) expect(stack.pop(), `closing ${name}`).toBe(name);
    else if (!selfClosing) {
      if (!stack.length) roots++;
      stack.push(name!);
    } else if (!stack.length) roots++;
    rest = rest.slice(lt + tag.length);
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const items = (xml: string) => [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
const tagText = (xml: string, tag: string) => new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(xml)?.[1];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  ids.general = (
    await f.createNews(db, {
      categoryId: 1,
      titleEn: 'Cement & steel <prices> "rise"',
      titleAr: 'ارتفاع أسعار الأسمنت',
      publishedAt: ago(2),
      bodyEn: '<p>Prices went <b>up</b> &amp; stayed.</p>',
    })
  ).id;
  ids.cement = (await f.createNews(db, { categoryId: 2, titleEn: 'Kiln news', titleAr: 'أخبار الأفران', publishedAt: ago(3) })).id;
  ids.world = (await f.createNews(db, { categoryId: 3, titleEn: 'World news', titleAr: 'أخبار العالم', publishedAt: ago(4) })).id;
  ids.inactive = (await f.createNews(db, { categoryId: 1, titleEn: 'Hidden item', status: 'draft', publishedAt: ago(1) })).id;
  ids.future = (await f.createNews(db, { categoryId: 1, titleEn: 'Scheduled item', publishedAt: new Date(Date.now() + 24 * hour) })).id;
  const producer = await f.createProducer(db, { nameEn: 'Delta Cement', nameAr: 'أسمنت الدلتا' });
  ids.producer = producer.id;
  ids.producerType = producer.producerTypeId;
  const partner = await f.createPartner(db, { nameEn: 'Nile Trading' });
  ids.partner = partner.id;
  ids.profileType = partner.profileTypeId;
  ids.hiddenProducer = (await f.createProducer(db, { nameEn: 'Gone Cement', isActive: false })).id;
});

afterAll(async () => {
  await t.close();
});

describe('GET /sitemap.xml', () => {
  it('is well-formed XML listing each article in both languages with hreflang alternates and lastmod', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    assertWellFormed(xml);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');

    const en = `${BASE}${encodeURI(articlePath(ids.general!, 1, 'general', 'Cement & steel <prices> "rise"'))}?lang=en`;
    const ar = `${BASE}${encodeURI(articlePath(ids.general!, 1, 'general', 'ارتفاع أسعار الأسمنت'))}?lang=ar`;
    const escapeXml = (s: string) => s.replace(/&/g, '&amp;');
    expect(xml).toContain(`<loc>${escapeXml(en)}</loc>`);
    expect(xml).toContain(`<loc>${escapeXml(ar)}</loc>`);
    const entry = xml.split('\n').find((l) => l.includes(`<loc>${escapeXml(en)}</loc>`))!;
    expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
    expect(entry).toContain(`hreflang="ar" href="${escapeXml(ar)}"`);
    expect(entry).toContain(`hreflang="en" href="${escapeXml(en)}"`);
    expect(entry).toContain('hreflang="x-default"');
  });

  it('lists static pages, news categories, producers and partners, not hidden or scheduled items', async () => {
    const xml = (await get('/sitemap.xml')).body;
    for (const path of ['/', '/society/about', '/society/disclaimer', '/contact-us']) {
      expect(xml).toContain(`<loc>${BASE}${path}?lang=ar</loc>`);
      expect(xml).toContain(`<loc>${BASE}${path}?lang=en</loc>`);
    }
    expect(xml).toContain(`<loc>${BASE}/news/0/1/all-news?lang=en</loc>`);
    expect(xml).toContain(`<loc>${BASE}/news/2/1/cement-news?lang=en</loc>`);
    expect(xml).toContain(`<loc>${BASE}/news/2/1/${encodeURIComponent('أخبار-الأسمنت')}?lang=ar</loc>`);
    expect(xml).toContain(`/producers/${ids.producerType}/`);
    expect(xml).toMatch(new RegExp(`/producer/${ids.producerType}/[^/]+/${ids.producer}/delta-cement\\?lang=en`));
    expect(xml).toContain(`/partners/${ids.profileType}/`);
    expect(xml).toMatch(new RegExp(`/partners/[^/]+/${ids.profileType}/nile-trading/${ids.partner}\\?lang=en`));
    expect(xml).not.toContain(`/news/topic/${ids.inactive}/`);
    expect(xml).not.toContain(`/news/topic/${ids.future}/`);
    expect(xml).not.toMatch(new RegExp(`/producer/\\d+/[^/]+/${ids.hiddenProducer}/`));
  });

  it('lists the price analysis page of every product in both languages (issue 20)', async () => {
    const product = await f.createProduct(t.db, { slug: 'white-cement' });
    // A product written by the back office empties `site:`, which the sitemap is built from.
    await invalidateSite(t.app.cache);
    const xml = (await get('/sitemap.xml')).body;
    for (const lang of ['ar', 'en']) expect(xml).toContain(`<loc>${BASE}/price-analysis/${product.slug}?lang=${lang}</loc>`);
  });

  it.each(['ar', 'en'] as const)('lists each news category page under the canonical URL the page itself declares (%s)', async (lang) => {
    const xml = (await get('/sitemap.xml')).body;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    for (const category of Object.values(NEWS_CATEGORIES)) {
      const tags = newsMeta({
        data: {
          lang,
          category,
          page: 1,
          word: '',
          list: { all_sliders: [], news_ads: [], items: { data: [], current_page: 1, last_page: 1, per_page: 22, total: 0 } },
        },
        matches: [{ id: 'root', data: { origin: BASE, prefs: { lang } } }],
      } as unknown as Parameters<typeof newsMeta>[0]);
      const canonical = (tags.find((tag) => 'rel' in tag && tag.rel === 'canonical') as { href: string }).href;
      const listed = locs.filter((l) => l.startsWith(`${BASE}/news/${category}/1/`) && l.endsWith(`?lang=${lang}`));
      expect(listed, `category ${category}`).toEqual([canonical]);
      // The page's hreflang alternates are the sitemap entry's.
      const entry = xml.split('\n').find((l) => l.includes(`<loc>${canonical}</loc>`))!;
      for (const tag of tags) {
        if (!('rel' in tag) || tag.rel !== 'alternate') continue;
        const { hrefLang, href } = tag as { hrefLang: string; href: string };
        expect(entry, `${lang} ${category} ${hrefLang}`).toContain(`hreflang="${hrefLang}" href="${href}"`);
      }
    }
  });
});

describe('GET /robots.txt', () => {
  it('allows all but the API and settings, and names the sitemap by its absolute URL', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /settings');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});

describe('GET /rss/{lang}/{category}.xml', () => {
  it.each(['ar', 'en'])('is valid RSS 2.0 for every category in %s', async (lang) => {
    for (const category of [0, 1, 2, 3]) {
      const res = await get(`/rss/${lang}/${category}.xml`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
      assertWellFormed(res.body);
      expect(res.body).toContain('<rss version="2.0"');
      expect(tagText(res.body, 'language')).toBe(lang);
      expect(res.body).toContain(`<atom:link href="${BASE}/rss/${lang}/${category}.xml" rel="self"`);
      for (const item of items(res.body)) {
        for (const tag of ['title', 'link', 'description', 'pubDate', 'guid']) expect(tagText(item, tag), tag).toBeTruthy();
        expect(new Date(tagText(item, 'pubDate')!).toUTCString()).toBe(tagText(item, 'pubDate'));
        expect(tagText(item, 'link')).toMatch(new RegExp(`^${BASE}/news/topic/\\d+/\\d/`));
      }
    }
  });

  it('lists only active, published news; category 0 = all, others their own', async () => {
    const linksOf = async (url: string) => items((await get(url)).body).map((i) => tagText(i, 'link')!);
    const all = await linksOf('/rss/en/0.xml');
    expect(all).toHaveLength(3);
    expect(all[0]).toContain(`/news/topic/${ids.general}/1/general/`); // newest first
    expect(all.join()).not.toContain(`/news/topic/${ids.inactive}/`);
    expect(all.join()).not.toContain(`/news/topic/${ids.future}/`);
    const cement = await linksOf('/rss/en/2.xml');
    expect(cement).toEqual([`${BASE}${articlePath(ids.cement!, 2, 'cement', 'Kiln news')}?lang=en`]);
  });

  it('escapes titles and gives a plain-text description', async () => {
    const [item] = items((await get('/rss/en/1.xml')).body);
    expect(tagText(item!, 'title')).toBe('Cement &amp; steel &lt;prices&gt; &quot;rise&quot;');
    expect(tagText(item!, 'description')).toBe('Prices went up &amp; stayed.');
  });

  it('follows a news invalidation without waiting for its 5 minutes', async () => {
    const before = items((await get('/rss/en/3.xml')).body).length;
    await f.createNews(t.db, { categoryId: 3, titleEn: 'Fresh world news', publishedAt: ago(0.5) });
    expect(items((await get('/rss/en/3.xml')).body)).toHaveLength(before); // cached
    await invalidateNews(t.app.cache);
    const after = (await get('/rss/en/3.xml')).body;
    expect(items(after)).toHaveLength(before + 1);
    expect(after).toContain('Fresh world news');
  });

  it('answers 404 for an unknown language or category', async () => {
    for (const url of ['/rss/fr/0.xml', '/rss/en/4.xml', '/rss/en/one.xml', '/rss/en/1.json']) expect((await get(url)).statusCode).toBe(404);
  });
});
