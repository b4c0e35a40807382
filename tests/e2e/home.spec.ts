/**
 * Home (SPEC section 2): the document's language and direction, the header navigation, today's
 * price tables with the demo prices and the three news rows — in Arabic (the default) and English.
 */
import type { APIRequestContext } from '@playwright/test';
import { ARABIC_INDIC_DIGITS, LANGS, copy, displayPrice, expect, expectDocumentIn, test, visit, type Lang } from './fixtures';

interface HomeData {
  prices_tables: { product_name: string; product_prices: { title: string; max_price: string; min_price: string; mid_price: string }[] }[];
  general_news: { title: string }[];
  cement_news: { title: string }[];
  cement_news_around_world: { title: string }[];
  price_date: string | null;
}

/** What the API serves for the home page: the test compares the page with it. */
async function homeData(request: APIRequestContext, lang: Lang): Promise<HomeData> {
  const res = await request.get(`/api/v1/${lang}/front/home`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: HomeData }).data;
}

test('a first visit without any cookie is in Arabic, right to left', async ({ page }) => {
  await visit(page, '/');
  await expectDocumentIn(page, 'ar');
  await expect(page).toHaveTitle(copy.ar.title);
});

for (const lang of LANGS) {
  const t = copy[lang];

  test.describe(`home in ${lang}`, () => {
    test(`the document is ${lang}, ${t.dir}, with Home, Prices, News, Producers, Industry Partners and Society`, async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      const response = await visit(page, '/');
      expect(response?.status()).toBe(200);
      await expectDocumentIn(page, lang);
      await expect(page).toHaveTitle(t.title);

      const nav = page.getByRole('navigation', { name: t.mainNav });
      await expect(nav.getByRole('listitem')).toHaveCount(6);
      await expect(nav.getByRole('link', { name: t.nav.home, exact: true })).toHaveAttribute('href', '/');
      await expect(nav.getByRole('button')).toHaveText(t.nav.sections);

      // A section opens its panel of links.
      await nav.getByRole('button', { name: t.newsSection, exact: true }).click();
      const panel = page.getByRole('navigation', { name: t.newsSection, exact: true });
      await expect(panel.getByRole('link')).toHaveText(t.newsCategories);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    });

    test("the price table shows today's demo prices with Western digits @phone", async ({ asVisitor, request }) => {
      const data = await homeData(request, lang);
      expect(data.prices_tables.length, 'the demo data has prices for Egypt').toBeGreaterThan(0);
      const page = await asVisitor(lang);
      await visit(page, '/');
      await expectDocumentIn(page, lang);

      const prices = page.getByRole('region', { name: t.pricesTitle });
      await expect(prices.getByRole('table')).toHaveCount(data.prices_tables.length);
      for (const product of data.prices_tables) {
        const table = prices.getByRole('table', { name: product.product_name, exact: true });
        await expect(table.getByRole('columnheader')).toHaveText(t.priceColumns);
        const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
        await expect(rows).toHaveCount(product.product_prices.length);
        // The first rows, cell by cell: item, top (max), under (min) and normal (mid) price.
        for (const [i, p] of product.product_prices.slice(0, 3).entries()) {
          await expect(rows.nth(i).getByRole('rowheader')).toHaveText(p.title);
          await expect(rows.nth(i).getByRole('cell')).toHaveText([displayPrice(p.max_price), displayPrice(p.min_price), displayPrice(p.mid_price)]);
        }
      }
      const numbers = await prices.getByRole('cell').allTextContents();
      expect(numbers.length).toBeGreaterThan(0);
      for (const n of numbers) expect(n).toMatch(/^\d{1,3}(,\d{3})*(\.\d{1,2})?$/);
      expect(await prices.textContent()).not.toMatch(ARABIC_INDIC_DIGITS);
      // The date of the prices is shown (with Western digits, too).
      expect(data.price_date).toBeTruthy();
      await expect(prices.getByText(data.price_date!.slice(0, 4))).toBeVisible();
    });

    test('the three news rows show their latest cards, 4 at a time on a desktop and 1 on a phone @phone', async ({ asVisitor, request, isMobile }) => {
      const data = await homeData(request, lang);
      const page = await asVisitor(lang);
      // The rows move on every 15 s, except for visitors who ask for reduced motion.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await visit(page, '/');
      const rows = [data.general_news, data.cement_news, data.cement_news_around_world];
      for (const [i, title] of t.newsRows.entries()) {
        const items = rows[i]!;
        expect(items.length, `demo news for "${title}"`).toBeGreaterThan(1);
        const row = page.getByRole('region', { name: title, exact: true });
        await expect(row.getByRole('heading', { level: 2 })).toHaveText(title);
        await expect(row.getByRole('link', { name: `${t.more} ${t.moreRest(title)}`, exact: true })).toBeVisible();
        // SPEC 9: 4 cards on a large screen, 1 on a small one; the latest news first.
        const shown = Math.min(isMobile ? 1 : 4, items.length);
        const cards = row.getByRole('article');
        await expect(cards).toHaveCount(shown);
        await expect(cards.getByRole('heading', { level: 3 })).toHaveText(items.slice(0, shown).map((n) => n.title));
        await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/news\/topic\/\d+\/\d+\//);
        const tops = await cards.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
        expect(new Set(tops).size, 'the cards sit side by side').toBe(1);
      }

      // The next button moves a row on by one card.
      const general = page.getByRole('region', { name: t.newsRows[0], exact: true });
      await general.getByRole('button', { name: `${t.next}: ${t.newsRows[0]}` }).click();
      await expect(general.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(data.general_news[1]!.title);
    });
  });
}
