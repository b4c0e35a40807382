/**
 * Feeds for crawlers and readers (issue 3, "Beyond the spec"): /sitemap.xml, /robots.txt and the
 * RSS feeds per category and language answer 200 with well-formed XML, parsed by the browser's
 * own XML parser; the sitemap lists the articles, the robots file points at the sitemap.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface ParsedXml {
  /** The text of a `parsererror` element when the document is not well formed. */
  error: string | null;
  root: string;
  /** Text of the elements of a given tag name (first 200). */
  texts: string[];
  attr: string | null;
}

/** Fetches a document and parses it with the browser's XML parser (no navigation needed). */
async function fetchXml(request: APIRequestContext, page: Page, path: string, tag: string, contentType: RegExp): Promise<ParsedXml> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  expect(res.headers()['content-type'], path).toMatch(contentType);
  const body = await res.text();
  return page.evaluate(
    ([xml, name]) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0];
      return {
        error: error ? error.textContent : null,
        root: doc.documentElement.localName,
        texts: Array.from(doc.getElementsByTagName(name))
          .slice(0, 200)
          .map((e) => e.textContent ?? ''),
        attr: doc.documentElement.getAttribute('version'),
      };
    },
    [body, tag] as const,
  );
}

test.describe('feeds', () => {
  test('/sitemap.xml is well-formed and lists articles in both languages', async ({ page, request }) => {
    const sitemap = await fetchXml(request, page, '/sitemap.xml', 'loc', /xml/);
    expect(sitemap.error).toBeNull();
    expect(sitemap.root).toBe('urlset');
    const articles = sitemap.texts.filter((loc) => new URL(loc).pathname.startsWith('/news/topic/'));
    expect(articles.length, 'article URLs in the sitemap').toBeGreaterThan(0);
    expect(articles.some((loc) => loc.endsWith('?lang=ar'))).toBe(true);
    expect(articles.some((loc) => loc.endsWith('?lang=en'))).toBe(true);
    // The article a sitemap names exists.
    // (Its origin is the configured PUBLIC_URL, which the test server leaves at localhost.)
    const first = new URL(articles[0]!);
    expect((await request.get(first.pathname + first.search)).status()).toBe(200);
  });

  test('/robots.txt answers 200 and points at the sitemap', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    const sitemap = text.match(/^Sitemap: (\S+)$/m)?.[1];
    expect(sitemap, 'a Sitemap line').toBeTruthy();
    expect(new URL(sitemap!).pathname).toBe('/sitemap.xml');
  });

  for (const [lang, category] of [
    ['ar', 0],
    ['en', 2],
  ] as const) {
    test(`/rss/${lang}/${category}.xml is a well-formed RSS 2.0 feed with items`, async ({ page, request }) => {
      const path = `/rss/${lang}/${category}.xml`;
      const titles = await fetchXml(request, page, path, 'title', /^application\/rss\+xml/);
      expect(titles.error).toBeNull();
      expect(titles.root).toBe('rss');
      expect(titles.attr).toBe('2.0');
      // The channel's title, then one per item.
      expect(titles.texts.length).toBeGreaterThan(1);
      const language = await fetchXml(request, page, path, 'language', /xml/);
      expect(language.texts).toEqual([lang]);
      const links = await fetchXml(request, page, path, 'link', /xml/);
      const items = links.texts.filter((l) => l.includes('/news/topic/'));
      expect(items.length).toBe(titles.texts.length - 1);
      if (category) for (const link of items) expect(new URL(link).pathname).toMatch(new RegExp(`^/news/topic/\\d+/${category}/`));
    });
  }
});
