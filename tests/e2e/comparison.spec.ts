/**
 * Price comparison (SPEC sections 2, 4, 5, 7 and 9; issue "Material prices and comparison"):
 * items added one by one up to 4 (then adding is off), the table and the chart telling the same
 * story (one series per item column; the chart's tooltip shows the table's averages), removing an
 * item reloads the prices, removing the last clears everything and frees the filters, the link
 * reproduces the comparison after a reload and in a fresh tab, and the CSV download keeps its
 * Arabic — in Arabic and English.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ARABIC_INDIC_DIGITS, LANGS, expect, expectDocumentIn, test, visit, type Lang } from './fixtures';
import { expectLoginReturningTo, expectSubscribeFirst, signInAsTrader, signInWithoutPackage } from './support/entitlements';
import { readXlsxDownload } from './support/xlsx';

/** What the visitor reads (written out: a renamed label must fail here). */
const t = {
  ar: {
    heading: 'مقارنة الأسعار',
    product: 'المادة',
    producer: 'المنتج',
    item: 'الصنف',
    governorate: 'المحافظة',
    add: 'أضف إلى المقارنة',
    items: 'الأصناف المقارنة',
    remove: (name: string) => `احذف ${name} من المقارنة`,
    empty: 'لم تُضف أصنافًا بعد: اختر صنفًا ومحافظة ثم أضفه لترى أسعاره جنبًا إلى جنب مع غيره.',
    full: 'يمكنك مقارنة 4 أصناف على الأكثر: احذف صنفًا لتضيف غيره.',
    table: 'أسعار الأصناف المقارنة حسب التاريخ (ج.م)',
    chart: 'متوسط الأسعار عبر الزمن (ج.م)',
    date: 'التاريخ',
    columns: ['أقل سعر', 'أعلى سعر', 'متوسط السعر'],
    csv: 'تنزيل ملف CSV',
    xlsx: 'تنزيل ملف XLSX',
    nav: 'مقارنة الأسعار',
    pricesMenu: 'الأسعار',
  },
  en: {
    heading: 'Price comparison',
    product: 'Product',
    producer: 'Producer',
    item: 'Item',
    governorate: 'Governorate',
    add: 'Add to comparison',
    items: 'Compared items',
    remove: (name: string) => `Remove ${name} from the comparison`,
    empty: 'No items yet: choose an item and a governorate, then add it to see its prices side by side with others.',
    full: 'You can compare at most 4 items: remove one to add another.',
    table: 'Prices of the compared items by date (LE)',
    chart: 'Average prices over time (LE)',
    date: 'Date',
    columns: ['Lowest', 'Highest', 'Average'],
    csv: 'Download CSV',
    xlsx: 'Download XLSX',
    nav: 'Price comparison',
    pricesMenu: 'Prices',
  },
} as const;

interface Lookup {
  products: { id: number; name: string; meta_name: string }[];
  items: { id: number; name: string; product_id: number; producer_id: number; govs: number[] }[];
  governorates: { id: number; name: string }[];
}

const CAIRO = 1;

async function lookup(request: APIRequestContext, lang: Lang): Promise<Lookup> {
  const res = await request.get(`/api/v1/${lang}/front/price_comparison`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Lookup }).data;
}

/** Four cement items priced in Cairo, of at least two producers, in the visitor's language. */
function pickItems(data: Lookup) {
  const cement = data.products.find((p) => p.meta_name === 'cement')!;
  const cairo = data.governorates.find((g) => g.id === CAIRO)!;
  const items = data.items.filter((i) => i.product_id === cement.id && (i.govs.length === 0 || i.govs.includes(CAIRO))).slice(0, 4);
  expect(items, 'the demo data prices 4 cement items in Cairo').toHaveLength(4);
  return { cement, items: items.map((i) => ({ ...i, label: `${i.name} — ${cairo.name}` })) };
}

/** Today and n days before it, in the market's time zone (the server's "today"). */
function marketDay(offset = 0): string {
  const d = new Date(new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date()) + 'T00:00:00Z');
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

async function addToComparison(page: Page, lang: Lang, item: { id: number; producer_id: number }) {
  const c = t[lang];
  await page.getByLabel(c.producer, { exact: true }).selectOption(String(item.producer_id));
  await page.getByLabel(c.item, { exact: true }).selectOption(String(item.id));
  await page.getByLabel(c.governorate, { exact: true }).selectOption(String(CAIRO));
  await page.getByRole('button', { name: c.add }).click();
}

/** The table's item headers (the first header row, without "Date"). */
const itemHeaders = (table: Locator) =>
  table
    .locator('thead tr')
    .first()
    .getByRole('columnheader')
    .filter({ hasNotText: /^(Date|التاريخ)$/ });

/** Each body row as [date text, ...cell texts]. */
async function tableRows(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent?.trim() ?? '')));
}

/** The averages per item name, by date text: { name: { date: mid } }. */
async function averagesByItem(table: Locator): Promise<Record<string, Record<string, string>>> {
  const names = await itemHeaders(table).allInnerTexts();
  const rows = await tableRows(table);
  return Object.fromEntries(names.map((n, i) => [n, Object.fromEntries(rows.map((r) => [r[0]!, r[1 + i * 3 + 2]!]))]));
}

for (const lang of LANGS) {
  const c = t[lang];

  test.describe(`price comparison in ${lang}`, () => {
    test('compares up to 4 items; removing reloads, removing the last clears everything', async ({ asVisitor, request }) => {
      test.slow(); // a long journey: four adds and four removals, each a round trip
      const { cement, items } = pickItems(await lookup(request, lang));
      const from = marketDay(-6);
      const page = await asVisitor(lang);
      // A link may carry the period before any item is chosen (e.g. from the prices page).
      await visit(page, `/comparison/${cement.meta_name}?from_date=${from}&to_date=${marketDay()}`);
      await expectDocumentIn(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
      await expect(page.getByText(c.empty)).toBeVisible();
      // The path's product is preselected.
      await expect(page.getByLabel(c.product, { exact: true })).toHaveValue(String(cement.id));

      const table = page.getByRole('table', { name: c.table });
      const list = page.getByRole('region', { name: c.items }).getByRole('listitem');
      const add = page.getByRole('button', { name: c.add });

      // Two items.
      await addToComparison(page, lang, items[0]!);
      await expect(page).toHaveURL(new RegExp(`/comparison/${cement.meta_name}\\?from_date=${from}&to_date=${marketDay()}&items=${items[0]!.id}:${CAIRO}$`));
      await expect(list).toHaveText([items[0]!.label]);
      await addToComparison(page, lang, items[1]!);
      await expect(list).toHaveText([items[0]!.label, items[1]!.label]);
      await expect(itemHeaders(table)).toHaveText([items[0]!.label, items[1]!.label]);
      await expect(table.locator('tbody tr')).toHaveCount(7);
      await expect(table.locator('thead tr').nth(1).getByRole('columnheader')).toHaveText([...c.columns, ...c.columns]);
      // The product and the period are the comparison's frame: fixed while it has items.
      await expect(page.getByLabel(c.product, { exact: true }).locator('option')).toHaveCount(1);

      // Then four: adding is off, and so are the filters.
      await addToComparison(page, lang, items[2]!);
      await expect(list).toHaveCount(3);
      await addToComparison(page, lang, items[3]!);
      await expect(list).toHaveText(items.map((i) => i.label));
      await expect(add).toBeDisabled();
      await expect(page.getByText(c.full)).toBeVisible();
      await expect(page.getByLabel(c.item, { exact: true })).toBeDisabled();
      await expect(itemHeaders(table)).toHaveCount(4);
      for (const row of await tableRows(table)) expect(row.join(' ')).not.toMatch(ARABIC_INDIC_DIGITS);

      // Remove the second: the prices reload for the other three, in their order.
      const before = await averagesByItem(table);
      await page.getByRole('button', { name: c.remove(items[1]!.label) }).click();
      await expect(itemHeaders(table)).toHaveText([items[0]!.label, items[2]!.label, items[3]!.label]);
      await expect(page).toHaveURL(new RegExp(`items=${items[0]!.id}:1,${items[2]!.id}:1,${items[3]!.id}:1$`));
      const after = await averagesByItem(table);
      for (const i of [items[0]!, items[2]!, items[3]!]) expect(after[i.label]).toEqual(before[i.label]);
      await expect(add).toBeEnabled();

      // Remove the rest: everything is cleared and the filters are free again.
      for (const i of [items[0]!, items[2]!, items[3]!]) await page.getByRole('button', { name: c.remove(i.label) }).click();
      await expect(page.getByText(c.empty)).toBeVisible();
      await expect(table).toHaveCount(0);
      await expect(page.getByRole('figure', { name: c.chart })).toHaveCount(0);
      // The product stays chosen; the rest starts over.
      await expect(page).toHaveURL(new RegExp(`/comparison/${cement.meta_name}$`));
      await expect(page.getByLabel(c.product, { exact: true })).toBeEnabled();
      await expect(page.getByLabel(c.product, { exact: true })).toHaveValue(String(cement.id));
      expect(await page.getByLabel(c.product, { exact: true }).locator('option').count()).toBeGreaterThan(1);
      await expect(page.getByLabel(c.producer, { exact: true })).toHaveValue('');
      await expect(page.getByLabel(c.item, { exact: true })).toBeEnabled();
      await expect(add).toBeEnabled();
    });

    test('the chart and the table agree; the link reproduces the comparison @phone', async ({ asVisitor, request, context }) => {
      test.slow(); // three page loads (the link, a reload, a fresh tab)
      const { cement, items } = pickItems(await lookup(request, lang));
      const chosen = items.slice(0, 3);
      const path = `/comparison/${cement.meta_name}?from_date=${marketDay(-9)}&to_date=${marketDay()}&items=${chosen.map((i) => `${i.id}:${CAIRO}`).join(',')}`;
      const page = await asVisitor(lang);
      // Server-rendered from the link: the table is in the document before any script runs.
      const html = await (await request.get(path, { headers: { cookie: `lang=${lang}` } })).text();
      for (const i of chosen) expect(html).toContain(i.name);
      await visit(page, path);

      const table = page.getByRole('table', { name: c.table });
      await expect(itemHeaders(table)).toHaveText(chosen.map((i) => i.label));
      await expect(table.locator('tbody tr')).toHaveCount(10);

      // One series per item column, named alike.
      const chart = page.getByRole('figure', { name: c.chart });
      const legend = chart.getByRole('listitem');
      await expect(legend).toHaveText(chosen.map((i) => i.label));
      await expect(chart.locator('canvas')).toBeVisible();

      // The tooltip of a day shows that day's averages from the table.
      const averages = await averagesByItem(table);
      // The plot area (uPlot's overlay, where the pointer is followed).
      const surface = chart.locator('.u-over');
      await surface.scrollIntoViewIfNeeded();
      const box = (await surface.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip).toBeVisible();
      const tip = await tooltip.innerText();
      const tipLines = tip.split('\n').map((l) => l.trim());
      const day = Object.keys(averages[chosen[0]!.label]!).find((d) => tipLines.includes(d));
      expect(day, `the tooltip names a day of the table: ${tip}`).toBeTruthy();
      for (const i of chosen) expect(tip).toContain(averages[i.label]![day!]!);

      // Time runs in the reading direction: the right end of the plot is the first day in Arabic, the last in English.
      const days = Object.keys(averages[chosen[0]!.label]!);
      expect(days.length).toBeGreaterThan(1);
      await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
      await expect(tooltip.locator('div').first()).toHaveText(lang === 'ar' ? days[0]! : days.at(-1)!);
      await page.mouse.move(box.x + 2, box.y + box.height / 2);
      await expect(tooltip.locator('div').first()).toHaveText(lang === 'ar' ? days.at(-1)! : days[0]!);

      // The link is the comparison: a reload and a fresh tab show the same.
      const rows = await tableRows(table);
      await page.reload();
      await expect(itemHeaders(table)).toHaveText(chosen.map((i) => i.label));
      expect(await tableRows(table)).toEqual(rows);
      const other = await context.newPage();
      await visit(other, page.url());
      await expect(itemHeaders(other.getByRole('table', { name: c.table }))).toHaveText(chosen.map((i) => i.label));
      expect(await tableRows(other.getByRole('table', { name: c.table }))).toEqual(rows);
    });

    test('the CSV and XLSX downloads (a package with comparison.export) hold the table with their text intact', async ({ asVisitor, request }) => {
      test.slow(); // the demo trader signs in first
      const { cement, items } = pickItems(await lookup(request, lang));
      const chosen = items.slice(0, 2);
      const page = await asVisitor(lang);
      await signInAsTrader(page);
      await visit(
        page,
        `/comparison/${cement.meta_name}?from_date=${marketDay(-2)}&to_date=${marketDay()}&items=${chosen.map((i) => `${i.id}:${CAIRO}`).join(',')}`,
      );
      const table = page.getByRole('table', { name: c.table });
      await expect(table.locator('tbody tr')).toHaveCount(3);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: c.csv }).click()]);
      expect(download.suggestedFilename()).toMatch(/^binaa-comparison-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString('utf8');
      expect(text.charCodeAt(0), 'a UTF-8 byte-order mark for spreadsheets').toBe(0xfeff);
      const lines = text.slice(1).trimEnd().split('\r\n');
      expect(lines).toHaveLength(1 + 3);
      expect(lines[0]).toBe([c.date, ...chosen.flatMap((i) => c.columns.map((col) => `${i.label} — ${col}`))].join(','));
      expect(lines[1]!.split(',')[0]).toBe(marketDay(-2));
      // The averages of the table, as plain numbers.
      const rows = await tableRows(table);
      const mid = lines[1]!.split(',')[3]!;
      expect(Number(mid).toLocaleString('en-US', { maximumFractionDigits: 2 })).toBe(rows[0]![3]);

      // The same table as a workbook: the CSV's header and rows, right to left in Arabic only.
      const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: c.xlsx }).click()]);
      expect(xlsx.suggestedFilename()).toMatch(/^binaa-comparison-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const book = await readXlsxDownload(xlsx);
      expect(book.rows[0]!.join(',')).toBe(lines[0]);
      expect(book.rows).toHaveLength(1 + 3);
      expect(book.rows[1]![0]).toBe(marketDay(-2));
      expect(Number(book.rows[1]![3])).toBe(Number(mid));
      expect(book.rightToLeft).toBe(lang === 'ar');
    });

    test('the CSV download sends a visitor to log in and a reader without the package to the packages', async ({ asVisitor, request }) => {
      test.slow(); // an account is registered and activated (a captcha solved) on the way
      const { cement, items } = pickItems(await lookup(request, lang));
      const page = await asVisitor(lang);
      const path = `/comparison/${cement.meta_name}?from_date=${marketDay(-2)}&to_date=${marketDay()}&items=${items[0]!.id}:${CAIRO}`;
      await signInWithoutPackage(page, 'cx');
      await visit(page, path);
      await page.getByRole('button', { name: c.csv }).click();
      await expectSubscribeFirst(page, lang);

      // Signed out (a browser without the session): the same button leads to the login page.
      await page.context().clearCookies();
      await asVisitor(lang);
      await visit(page, path);
      await page.getByRole('button', { name: c.csv }).click();
      await expectLoginReturningTo(page, path);
    });

    test('the Prices menu leads to the comparison', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      await visit(page, '/');
      await page
        .getByRole('navigation', { name: lang === 'ar' ? 'القائمة الرئيسية' : 'Main navigation' })
        .getByRole('button', { name: c.pricesMenu })
        .click();
      await page.getByRole('link', { name: c.nav }).click();
      await expect(page).toHaveURL(/\/comparison$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
    });
  });
}
