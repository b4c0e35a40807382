/**
 * Producers and industry partners (SPEC sections 2 and 7; issue 3): a producer's card opens its
 * website in a new tab when it has one, else the producer's page (name, about); a partner's card
 * opens the partner's page (name, address, description) — in Arabic and English.
 */
import type { APIRequestContext } from '@playwright/test';
import { LANGS, copy, expect, expectDocumentIn, test, visit, type Lang } from './fixtures';

interface Entry {
  id: number;
  name: string;
  website: string;
  description: string;
  address?: string;
}

/** One directory entry as the API serves it (`producer/{id}` or `profile/{id}`). */
async function entry(request: APIRequestContext, lang: Lang, kind: 'producer' | 'profile', id: number): Promise<Entry> {
  const res = await request.get(`/api/v1/${lang}/front/${kind}/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { item: Entry } }).data.item;
}

/** The first words of an HTML text, as a reader sees them. */
const firstWords = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 5)
    .join(' ');

for (const lang of LANGS) {
  const t = copy[lang];

  test.describe(`directory in ${lang}`, () => {
    test('a producer with a website opens it in a new tab @phone', async ({ asVisitor, request }) => {
      const page = await asVisitor(lang);
      const response = await visit(page, '/producers');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/producers\/1\/cement-producers$/);
      await expectDocumentIn(page, lang);

      const outside = page.getByRole('main').getByRole('link', { name: t.directory.opensWebsite });
      await expect(outside.first()).toBeVisible();
      const link = outside.first();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      // The card names the producer; the API gives its website.
      const label = (await link.getAttribute('aria-label'))!;
      const name = label.slice(0, label.indexOf(' — '));
      const card = page
        .getByRole('main')
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(card).toHaveCount(1);
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(/^https?:\/\//);
      const res = await request.get(`/api/v1/${lang}/front/producer?id=1`);
      const items = ((await res.json()) as { data: { items: Entry[] } }).data.items;
      expect(href).toBe(items.find((p) => p.name === name)?.website);
    });

    test('a producer without a website opens its page: name and about', async ({ asVisitor, request }) => {
      const page = await asVisitor(lang);
      await visit(page, '/producers/1/cement-producers');
      const inside = page
        .getByRole('main')
        .getByRole('article')
        .filter({ hasNot: page.getByRole('link', { name: t.directory.opensWebsite }) })
        .first()
        .getByRole('link');
      const href = (await inside.getAttribute('href'))!;
      const match = href.match(/^\/producer\/1\/cement-producers\/(\d+)\/[^/]+$/);
      expect(match, href).toBeTruthy();
      expect(await inside.getAttribute('target')).toBeNull();
      const producer = await entry(request, lang, 'producer', Number(match![1]));
      expect(producer.website).toBe('');

      await inside.click();
      await expect(page).toHaveURL(href);
      const article = page.getByRole('article', { name: producer.name, exact: true });
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(producer.name);
      await expect(article.getByRole('img', { name: producer.name, exact: true })).toBeVisible();
      await expect(article.getByRole('heading', { level: 2, name: t.directory.about, exact: true })).toBeVisible();
      await expect(article.getByText(firstWords(producer.description)).first()).toBeVisible();
      await expect(article.getByRole('link', { name: t.directory.opensWebsite })).toHaveCount(0);
    });

    test("a partner's card opens its page: name, address and description @phone", async ({ asVisitor, request }) => {
      const partner = await entry(request, lang, 'profile', 1);
      expect(partner.address, 'the demo partner has an address').toBeTruthy();
      const page = await asVisitor(lang);
      const response = await visit(page, '/partners/1/contractors');
      expect(response?.status()).toBe(200);
      const card = page
        .getByRole('main')
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: partner.name, exact: true }) });
      await expect(card).toContainText(partner.address!);
      await card.getByRole('link').click();

      await expect(page).toHaveURL(/\/partners\/contractors\/1\/[^/]+\/1$/);
      const article = page.getByRole('article', { name: partner.name, exact: true });
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(partner.name);
      await expect(article.getByText(`${t.directory.address}: ${partner.address}`)).toBeVisible();
      await expect(article.getByRole('heading', { level: 2, name: t.directory.description, exact: true })).toBeVisible();
      await expect(article.getByText(firstWords(partner.description)).first()).toBeVisible();
    });
  });
}
