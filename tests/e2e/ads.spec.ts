/**
 * Ad slots (SPEC section 9; issue 3): a slot with an active ad renders an `aside` with the ad's
 * image (its title as text), its size reserved, and a link through the counting redirect
 * `/ads/{id}/click`; a slot renders nothing more than its active ad — no empty box, no ended
 * campaign — in Arabic and English. The demo seed leaves 01-009 without an ad on purpose.
 */
import type { APIRequestContext } from '@playwright/test';
import { LANGS, copy, expect, test, visit, type Lang } from './fixtures';

interface Ad {
  id: number;
  ads_code: string;
  title: string;
  link: string;
  width: number;
  height: number;
}

/** The active ads of the home page (its own slots, the header's and the footer's), from the API. */
async function homeAds(request: APIRequestContext, lang: Lang): Promise<Ad[]> {
  const [home, site] = await Promise.all([request.get(`/api/v1/${lang}/front/home`), request.get(`/api/v1/${lang}/front/default_website_data`)]);
  expect(home.status()).toBe(200);
  expect(site.status()).toBe(200);
  const h = ((await home.json()) as { data: { home_ads: Ad[] } }).data;
  const s = ((await site.json()) as { data: { header_ads: Ad[]; footer_ads: Ad[] } }).data;
  return [...s.header_ads, ...h.home_ads, ...s.footer_ads];
}

for (const lang of LANGS) {
  const t = copy[lang];
  const adSlotName = new RegExp(`^${t.ad}: .+`);

  test.describe(`ad slots in ${lang}`, () => {
    test('the first home billboard (01-007) shows its ad, linked through /ads/{id}/click', async ({ asVisitor, request }) => {
      const ad = (await homeAds(request, lang)).find((a) => a.ads_code === '01-007');
      expect(ad, 'the demo data has an active ad in 01-007').toBeTruthy();
      expect(ad!.link).toMatch(/^\/ads\/\d+\/click$/);
      const page = await asVisitor(lang);
      await visit(page, '/');

      // Named by its ad, so a page's several ad landmarks are told apart.
      const slot = page.getByRole('complementary', { name: `${t.ad}: ${ad!.title}`, exact: true }).and(page.locator('[data-ad-code="01-007"]'));
      await expect(slot).toHaveCount(1);
      const link = slot.getByRole('link', { name: ad!.title, exact: true });
      await expect(link).toHaveAttribute('href', ad!.link);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /sponsored/);
      const image = link.getByRole('img', { name: ad!.title, exact: true });
      await expect(image).toBeVisible();
      // The size is reserved before the image arrives.
      await expect(image).toHaveAttribute('width', String(ad!.width));
      await expect(image).toHaveAttribute('height', String(ad!.height));

      // The click goes through the counting redirect to the advertiser.
      const click = await request.get(ad!.link, { maxRedirects: 0 });
      expect(click.status()).toBe(302);
      expect(click.headers()['location']).toMatch(/^(https?:\/\/|\/)/);
    });

    test('a slot with an ad shows it; the demo slot without one (01-009) leaves no element and no gap', async ({ asVisitor, request }) => {
      const ads = await homeAds(request, lang);
      expect(
        ads.some((a) => a.ads_code === '01-008'),
        'the demo data has an active ad in 01-008',
      ).toBe(true);
      expect(
        ads.some((a) => a.ads_code === '01-009'),
        'the demo data leaves 01-009 empty (seed EMPTY_AD_SLOTS)',
      ).toBe(false);
      const page = await asVisitor(lang);
      await visit(page, '/');

      // 01-008, under the price tables: its banner.
      const filled = page.getByRole('complementary', { name: adSlotName }).and(page.locator('[data-ad-code="01-008"]'));
      await expect(filled.getByRole('img')).toBeVisible();
      // 01-009, between the second and third news rows: nothing at all, the rows follow each other.
      await expect(page.locator('[data-ad-code="01-009"]')).toHaveCount(0);
      const [general, cement, world] = t.newsRows.map((name) => page.getByRole('region', { name, exact: true }));
      await expect(world!).toBeVisible();
      expect(await cement!.evaluate((el) => el.nextElementSibling?.getAttribute('aria-labelledby'))).toBe('news-world');
      // The same spacing as between the first two rows: no space kept for the missing banner.
      const box = async (l: typeof general) => (await l!.boundingBox())!;
      const [g, c, w] = [await box(general), await box(cement), await box(world)];
      expect(Math.round(w.y - (c.y + c.height))).toBe(Math.round(c.y - (g.y + g.height)));
    });

    test('only the slots with an active ad render, and an ended campaign never shows', async ({ asVisitor, request }) => {
      const ads = await homeAds(request, lang);
      const page = await asVisitor(lang);
      await visit(page, '/');

      const slots = page.getByRole('complementary', { name: adSlotName });
      // One aside per active ad: no empty box for a slot without one.
      await expect(slots).toHaveCount(ads.length);
      const codes = await slots.evaluateAll((els) => els.map((e) => e.getAttribute('data-ad-code')));
      expect([...codes].sort()).toEqual(ads.map((a) => a.ads_code).sort());
      for (const slot of await slots.all()) await expect(slot.getByRole('img')).toHaveCount(1);
      // 01-010 also holds a campaign that ended 60 days ago (seed): the live one shows instead.
      await expect(page.getByRole('img', { name: lang === 'ar' ? 'حملة منتهية' : 'Ended campaign' })).toHaveCount(0);
    });
  });
}
