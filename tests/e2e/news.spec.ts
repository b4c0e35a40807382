/**
 * News (SPEC sections 2, 7 and 9; issue 3): a category's grid paged through its page links, an
 * article opened from the grid (title, date, source, body), a related topic, a wrong slug that
 * still finds the article (the canonical link names the right path), and the news search that
 * matches Arabic whatever its hamza — in Arabic and English.
 */
import type { APIRequestContext } from '@playwright/test';
import { ARABIC_INDIC_DIGITS, LANGS, copy, expect, expectDocumentIn, test, visit, type Lang } from './fixtures';

interface NewsCard {
  id: number;
  category_id: number;
  title: string;
  add_date: string;
  source: string;
}

interface NewsList {
  items: { data: NewsCard[]; current_page: number; last_page: number; total: number };
}

interface NewsDetail {
  item: { id: string | number; title: string; add_date: string; source: string; description: string; path: string };
  related_topics: NewsCard[];
}

/** The grid the API serves for a category's page: the test compares the page with it. */
async function newsList(request: APIRequestContext, lang: Lang, category: number, page: number): Promise<NewsList> {
  const res = await request.get(`/api/v1/${lang}/front/news?category=${category}&page=${page}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: NewsList }).data;
}

async function newsDetail(request: APIRequestContext, lang: Lang, id: number, category: number): Promise<NewsDetail> {
  const res = await request.get(`/api/v1/${lang}/front/news/${id}/${category}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: NewsDetail }).data;
}

/** The first words of an HTML body, as a reader sees them. */
const firstWords = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 5)
    .join(' ');

/** The pathname of a URL, decoded (Arabic slugs are percent-encoded in links). */
const decodedPath = (url: string) => decodeURIComponent(new URL(url, 'http://x').pathname);

for (const lang of LANGS) {
  const t = copy[lang];

  test.describe(`news in ${lang}`, () => {
    test('"All News" pages on through its page links, with the cards of each page', async ({ asVisitor, request }) => {
      const [first, second] = [await newsList(request, lang, 0, 1), await newsList(request, lang, 0, 2)];
      expect(first.items.last_page, 'the demo data fills several pages').toBeGreaterThan(1);
      const page = await asVisitor(lang);
      const response = await visit(page, '/news/0/1/all-news');
      expect(response?.status()).toBe(200);
      await expectDocumentIn(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.newsCategories[0]);
      await expect(page.getByRole('navigation', { name: t.news.categories }).getByRole('link', { name: t.newsCategories[0], exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );

      const grid = page.getByRole('main').getByRole('article');
      await expect(grid).toHaveCount(first.items.data.length);
      await expect(grid.first().getByRole('heading', { level: 2 })).toHaveText(first.items.data[0]!.title);

      const pagination = page.getByRole('navigation', { name: t.news.pagination, exact: true });
      const pages = Array.from({ length: Math.min(10, first.items.last_page) }, (_, i) => String(i + 1));
      await expect(pagination.getByRole('link', { name: /\d$/ })).toHaveText(pages);
      await expect(pagination.getByRole('link', { name: t.news.page(1), exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(pagination.getByRole('link', { name: t.news.previousPage })).toHaveCount(0);

      await pagination.getByRole('link', { name: t.news.page(2), exact: true }).click();
      await expect(page).toHaveURL(/\/news\/0\/2\/[^/?]+$/);
      await expect(grid.first().getByRole('heading', { level: 2 })).toHaveText(second.items.data[0]!.title);
      await expect(grid).toHaveCount(second.items.data.length);
      await expect(pagination.getByRole('link', { name: t.news.page(2), exact: true })).toHaveAttribute('aria-current', 'page');

      // Previous goes back to the first page.
      await pagination.getByRole('link', { name: t.news.previousPage }).click();
      await expect(page).toHaveURL(/\/news\/0\/1\/[^/?]+$/);
      await expect(grid.first().getByRole('heading', { level: 2 })).toHaveText(first.items.data[0]!.title);
    });

    test('a card of the grid opens its article: title, date, source, comments and body @phone', async ({ asVisitor, request }) => {
      const list = await newsList(request, lang, 2, 1);
      // A demo article that names its source (the newsroom's journey may publish one without, in parallel).
      const card = list.items.data.find((c) => c.source) ?? list.items.data[0]!;
      const detail = await newsDetail(request, lang, card.id, card.category_id);
      const page = await asVisitor(lang);
      await visit(page, '/news/2/1/cement');
      await page
        .getByRole('main')
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: card.title, exact: true }) })
        .getByRole('link')
        .click();

      await expect(page).toHaveURL((url) => decodedPath(url.href) === decodedPath(detail.item.path));
      const article = page.getByRole('article', { name: detail.item.title, exact: true });
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(detail.item.title);
      await expect(article.locator('time').first()).toHaveAttribute('datetime', detail.item.add_date);
      const date = await article.locator('time').first().textContent();
      expect(date).toContain(detail.item.add_date.slice(0, 4));
      expect(date).not.toMatch(ARABIC_INDIC_DIGITS);
      expect(detail.item.source, 'the demo article names its source').toBeTruthy();
      await expect(article.getByText(`${t.news.source}: ${detail.item.source}`)).toBeVisible();
      await expect(article.getByText(t.news.comments, { exact: true })).toBeVisible();
      await expect(article.getByText(firstWords(detail.item.description))).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${detail.item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    });

    test('a related topic opens another article', async ({ asVisitor, request }) => {
      const card = (await newsList(request, lang, 1, 1)).items.data[0]!;
      const detail = await newsDetail(request, lang, card.id, card.category_id);
      const related = detail.related_topics[0];
      expect(related, 'the demo article has related topics').toBeTruthy();
      const page = await asVisitor(lang);
      await visit(page, detail.item.path);

      const topics = page.getByRole('region', { name: t.news.related, exact: true });
      await expect(topics.getByRole('heading', { level: 2 })).toHaveText(t.news.related);
      await expect(topics.getByRole('link')).toHaveText(detail.related_topics.map((r) => r.title));
      await topics.getByRole('link', { name: related!.title, exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`/news/topic/${related!.id}/${related!.category_id}/`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(related!.title);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(detail.item.title);
    });

    test('a wrong slug still shows the article, and the canonical link names the right path', async ({ asVisitor, request, baseURL }) => {
      const card = (await newsList(request, lang, 3, 1)).items.data[0]!;
      const detail = await newsDetail(request, lang, card.id, card.category_id);
      const page = await asVisitor(lang);
      const response = await visit(page, `/news/topic/${card.id}/${card.category_id}/wrong-category/a-wrong-title`);
      expect(response?.status()).toBe(200);
      await expectDocumentIn(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.item.title);

      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toBeTruthy();
      expect(new URL(canonical!).origin).toBe(new URL(baseURL!).origin);
      expect(decodedPath(canonical!)).toBe(decodedPath(detail.item.path));
      expect(decodedPath(canonical!)).not.toContain('a-wrong-title');
      expect(new URL(canonical!).searchParams.get('lang')).toBe(lang);
    });
  });
}

test.describe('news search', () => {
  test('typing "اسمنت" finds the articles that write "الأسمنت"', async ({ asVisitor }) => {
    const t = copy.ar;
    const page = await asVisitor('ar');
    await visit(page, '/news/0/1/all-news');
    const search = page.getByRole('search', { name: t.news.search });
    await search.getByRole('searchbox', { name: t.news.search }).fill('اسمنت');
    await search.getByRole('searchbox', { name: t.news.search }).press('Enter');

    await expect(page).toHaveURL(/\/news\/0\/1\/[^/?]+\?word=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.news.searchTitle('اسمنت'));
    await expect(page.getByRole('status').filter({ hasText: t.news.resultsCount })).toHaveText(t.news.resultsCount);
    const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
    await expect(titles.first()).toBeVisible();
    // "اسمنت" (no hamza, no article) matches the titles that write "الأسمنت".
    expect((await titles.allTextContents()).filter((title) => title.includes('الأسمنت')).length).toBeGreaterThan(0);
    // The query stays in the box for the next search.
    await expect(search.getByRole('searchbox', { name: t.news.search })).toHaveValue('اسمنت');
  });

  test('an English search finds the articles about cement, whatever the case', async ({ asVisitor }) => {
    const t = copy.en;
    const page = await asVisitor('en');
    await visit(page, '/news/0/1/all-news');
    const box = page.getByRole('search', { name: t.news.search }).getByRole('searchbox', { name: t.news.search });
    await box.fill('CEMENT');
    await box.press('Enter');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.news.searchTitle('CEMENT'));
    const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
    await expect(titles.first()).toBeVisible();
    expect((await titles.allTextContents()).filter((title) => /cement/i.test(title)).length).toBeGreaterThan(0);
  });
});
