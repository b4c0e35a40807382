/**
 * The country choice (SPEC sections 1 and 9: egypt by default, Gulf countries selectable): the
 * home price block follows the chosen country; the choice is kept (cookie and localStorage).
 */
import type { APIRequestContext } from '@playwright/test';
import { LANGS, cookieValue, copy, expect, storageValue, test, visit, waitForHydration, type Lang } from './fixtures';

/** The first item of the first price table the API gives for a country. */
async function firstItem(request: APIRequestContext, lang: Lang, country: string) {
  const res = await request.get(`/api/v1/${lang}/front/home?country=${country}`);
  const tables = ((await res.json()) as { data: { prices_tables: { product_name: string; product_prices: { title: string }[] }[] } }).data.prices_tables;
  expect(tables.length, `demo prices for ${country}`).toBeGreaterThan(0);
  return { product: tables[0]!.product_name, item: tables[0]!.product_prices[0]!.title };
}

for (const lang of LANGS) {
  const t = copy[lang];

  test(`${lang}: choosing Saudi Arabia shows its prices, and Egypt again`, async ({ asVisitor, context, request }) => {
    const egypt = await firstItem(request, lang, 'egypt');
    const saudi = await firstItem(request, lang, 'saudi');
    expect(saudi.item).not.toBe(egypt.item);

    const page = await asVisitor(lang);
    await visit(page, '/');
    const country = page.getByRole('banner').getByRole('combobox', { name: t.country });
    const prices = page.getByRole('region', { name: t.pricesTitle });
    await expect(country).toHaveValue('egypt');
    await expect(country.locator('option:checked')).toHaveText(t.countries.egypt);
    await expect(prices.getByRole('rowheader', { name: egypt.item, exact: true })).toBeVisible();

    await country.selectOption({ label: t.countries.saudi });
    await expect(prices.getByRole('table', { name: saudi.product, exact: true }).getByRole('rowheader', { name: saudi.item, exact: true })).toBeVisible();
    await expect(prices.getByRole('rowheader', { name: egypt.item, exact: true })).toHaveCount(0);
    expect(await cookieValue(context, 'country')).toBe('saudi');
    expect(await storageValue(page, 'country')).toBe('saudi');

    // Kept across a reload: the server renders Saudi prices and the selector says so.
    await page.reload();
    await waitForHydration(page);
    await expect(country).toHaveValue('saudi');
    await expect(prices.getByRole('rowheader', { name: saudi.item, exact: true })).toBeVisible();

    await country.selectOption({ label: t.countries.egypt });
    await expect(prices.getByRole('rowheader', { name: egypt.item, exact: true })).toBeVisible();
    await expect(prices.getByRole('rowheader', { name: saudi.item, exact: true })).toHaveCount(0);
    expect(await cookieValue(context, 'country')).toBe('egypt');
    await page.reload();
    await expect(country).toHaveValue('egypt');
  });

  test(`${lang}: KSA in Move Around Services shows Saudi prices, and the header selector follows`, async ({ asVisitor, context, request }) => {
    const saudi = await firstItem(request, lang, 'saudi');
    const page = await asVisitor(lang);
    await visit(page, '/');
    const services = page.getByRole('region', { name: t.moveAround, exact: true });
    // SPEC 1: the Gulf entries, as KSA, UAE, Oman, Qatar, Kuwait.
    await expect(services.getByRole('button')).toHaveText(t.gulf);
    const ksa = services.getByRole('button', { name: t.gulf[0], exact: true });
    await expect(ksa).toHaveAttribute('aria-pressed', 'false');

    await ksa.click();
    await expect(ksa).toHaveAttribute('aria-pressed', 'true');
    const prices = page.getByRole('region', { name: t.pricesTitle });
    await expect(prices.getByRole('rowheader', { name: saudi.item, exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('combobox', { name: t.country })).toHaveValue('saudi');
    expect(await cookieValue(context, 'country')).toBe('saudi');

    await page.reload();
    await waitForHydration(page);
    await expect(services.getByRole('button', { name: t.gulf[0], exact: true })).toHaveAttribute('aria-pressed', 'true');
  });
}
