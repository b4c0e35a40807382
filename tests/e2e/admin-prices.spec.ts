/**
 * The back office's daily prices (issue 18), in Arabic and English: a prices clerk opens
 * /admin/prices, finds an item's row, types its three prices for today with the keyboard (a
 * digit starts editing, Tab moves across, Enter commits), sees the change marked, saves, and the
 * public material prices page and the home show the new prices.
 *
 * The two languages run in parallel on one server: each changes its own steel item (one the home
 * journey's first-rows check does not read), in Cairo, by +15 % from the last price day (under
 * the 20 % that asks for a confirmation, above any other governorate's price of the item).
 */
import type { APIRequestContext } from '@playwright/test';
import { ARABIC_INDIC_DIGITS, LANGS, displayPrice, expect, test, visit, type Lang } from './fixtures';
import { ownAddress } from './support/accounts';
import { signInStaff } from './support/staff';

const copy = {
  ar: {
    title: 'الأسعار اليومية',
    product: 'المادة',
    search: 'ابحث في الصفوف',
    save: 'حفظ اليوم',
    changed: 'معدّل',
    saved: /تم الحفظ: 0 جديد، 1 معدل/,
    pricesTitle: 'أسعار مواد البناء اليوم',
  },
  en: {
    title: 'Daily prices',
    product: 'Material',
    search: 'Search the rows',
    save: 'Save the day',
    changed: 'Changed',
    saved: /Saved: 0 new, 1 changed/,
    pricesTitle: "Today's building-material prices",
  },
} satisfies Record<Lang, unknown>;

interface GridRow {
  item_id: number;
  item_name: string;
  governorate_id: number;
  governorate_name: string;
  last_min_price: string;
  last_max_price: string;
}
interface HomeData {
  prices_tables: { product_id: number; product_prices: { item_id: number; title: string }[] }[];
}

const STEEL = 3;
const CAIRO = 1;

/** The steel item this language changes: not among the first three of the home's steel table (the home journey reads those). */
async function pickItem(request: APIRequestContext, lang: Lang, today: string): Promise<GridRow> {
  const home = (await (await request.get(`/api/v1/${lang}/front/home`)).json()) as { data: HomeData };
  const steel = home.data.prices_tables.find((t) => t.product_id === STEEL)!;
  const candidates = steel.product_prices.slice(3);
  const item = candidates[lang === 'ar' ? candidates.length - 2 : candidates.length - 1]!;
  const grid = await request.get(`/api/v1/${lang}/admin/prices/grid?product_id=${STEEL}&date=${today}`, { headers: { 'x-access-key': 'binaa-web' } });
  expect(grid.status()).toBe(200);
  const rows = ((await grid.json()) as { data: { rows: GridRow[] } }).data.rows;
  return rows.find((r) => r.item_id === item.item_id && r.governorate_id === CAIRO)!;
}

for (const lang of LANGS) {
  const c = copy[lang];

  test(`a prices clerk enters today's prices with the keyboard and the public pages show them (${lang})`, async ({ asVisitor }) => {
    test.slow();
    const page = await asVisitor(lang);
    await ownAddress(page.context());
    await signInStaff(page, 'prices_clerk', `clerk${lang}`);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
    const row = await pickItem(page.request, lang, today);
    const min = Math.round(Number(row.last_min_price) * 1.15);
    const max = Math.round(Number(row.last_max_price) * 1.15);
    const mid = (min + max) / 2;

    await visit(page, `/admin/prices?product=${STEEL}`);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(page.getByRole('combobox', { name: c.product })).toContainText(lang === 'ar' ? 'حديد' : 'Steel');
    const grid = page.getByRole('grid');
    await page.getByRole('searchbox', { name: c.search }).fill(row.item_name);
    const line = grid.getByRole('row').filter({ hasText: row.governorate_name }).filter({ hasText: row.item_name }).first();
    await expect(line).toBeVisible();

    // Lowest, Tab, average, Tab, highest, Enter: a digit starts editing the focused cell.
    const cells = line.getByRole('gridcell');
    await cells.nth(2).click();
    await page.keyboard.type(String(min));
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(mid));
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(max));
    await page.keyboard.press('Enter');
    await expect(cells.nth(2)).toHaveText(displayPrice(min));
    await expect(cells.nth(4)).toHaveText(displayPrice(max));
    await expect(cells.nth(6)).toHaveText(c.changed);
    expect(await line.innerText()).not.toMatch(ARABIC_INDIC_DIGITS);

    const saved = page.waitForResponse((r) => r.url().includes('/admin/prices/day') && r.request().method() === 'POST');
    await page.getByRole('button', { name: c.save }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText(c.saved)).toBeVisible();

    // The public pages: the item's price in Cairo today, and the home's table (its highest price across governorates).
    await visit(page, `/materials/steel/${STEEL}?item_id=${row.item_id}&gov_id=${CAIRO}`);
    const priceRow = page.getByRole('main').getByRole('row').filter({ hasText: row.item_name }).first();
    await expect(priceRow).toContainText(displayPrice(mid));
    await expect(priceRow).toContainText(displayPrice(max));
    await visit(page, '/');
    const homeRow = page
      .getByRole('region', { name: c.pricesTitle })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: row.item_name, exact: true }) });
    await expect(homeRow.getByRole('cell').first()).toHaveText(displayPrice(max));
  });
}
