/**
 * The price analysis page (issue 20), at phone width in Arabic and English: a visitor sees the
 * last 30 days, the notice leading to the packages and the presets beyond a month locked, and
 * copies a chart's table; the demo trader (a Gold price package, which grants `analysis`) picks
 * a year and reads more than 30 days in the table, downloads the XLSX file and a chart as a PNG
 * picture.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { LANGS, expect, expectDocumentIn, test, visit, waitForHydration, type Lang } from './fixtures';
import { signInAsTrader } from './support/entitlements';

/** What the reader reads (written out: a renamed label must fail here). */
const t = {
  ar: {
    heading: 'تحليل أسعار أسمنت',
    notice: 'تعرض الصفحة آخر 30 يومًا.',
    packages: 'اطّلع على الباقات',
    month: 'شهر',
    locked: ['3 أشهر (تتطلب اشتراكًا)', 'سنة (تتطلب اشتراكًا)', 'الكل (تتطلب اشتراكًا)'],
    year: 'سنة',
    table: 'بيانات الرسم البياني: السعر عبر الزمن (ج.م)',
    xlsx: 'تنزيل ملف XLSX',
    png: 'تنزيل السعر عبر الزمن (ج.م) صورةً بصيغة PNG',
    copy: 'نسخ',
    copied: 'نُسخ الجدول: الصقه في جدول بيانات.',
  },
  en: {
    heading: 'Cement price analysis',
    notice: 'You are seeing the last 30 days.',
    packages: 'See the packages',
    month: '1 month',
    locked: ['3 months (needs a subscription)', '1 year (needs a subscription)', 'All (needs a subscription)'],
    year: '1 year',
    table: 'Data of the chart: Price over time (LE)',
    xlsx: 'Download XLSX',
    png: 'Download Price over time (LE) as a PNG picture',
    copy: 'Copy',
    copied: 'Copied: paste it into a spreadsheet.',
  },
} as const;

const priceRows = (page: Page, lang: Lang) => page.getByRole('table', { name: t[lang].table }).locator('tbody tr');

for (const lang of LANGS) {
  const c = t[lang];

  test.describe(`price analysis in ${lang} @phone-only`, () => {
    test('a visitor sees the last 30 days, the notice and the locked presets', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      const res = await visit(page, '/price-analysis/cement');
      expect(res?.status()).toBe(200);
      await expectDocumentIn(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);

      const notice = page.getByTestId('analysis-limited');
      await expect(notice).toContainText(c.notice);
      await expect(notice.getByRole('link', { name: c.packages })).toHaveAttribute('href', '/subscription-packages');

      // The free month is chosen; the others show, locked.
      await expect(page.getByRole('button', { name: c.month, exact: true })).toHaveAttribute('aria-pressed', 'true');
      for (const name of c.locked) await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();

      const rows = await priceRows(page, lang).count();
      expect(rows).toBeGreaterThan(0);
      expect(rows).toBeLessThanOrEqual(30);

      // A link asking for a year still shows the free month.
      await visit(page, '/price-analysis/cement?period=1Y');
      await expect(page.getByTestId('analysis-limited')).toBeVisible();
      expect(await priceRows(page, lang).count()).toBeLessThanOrEqual(30);

      // An item that is no longer there: the product's analysis, the period kept.
      await visit(page, '/price-analysis/cement?item_id=999999&period=1M');
      await expect(page).toHaveURL(/\/price-analysis\/cement\?period=1M$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
    });

    test('"Copy" puts a chart\'s table on the clipboard for a spreadsheet', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await visit(page, '/price-analysis/cement');
      const rows = await priceRows(page, lang).count();
      expect(rows).toBeGreaterThan(0);
      const price = page.locator('section[data-chart="price"]');
      await price.getByRole('button', { name: c.copy, exact: true }).click();
      await expect(price.getByRole('status')).toHaveText(c.copied);
      // A header, then a line per day of the table, dates as ISO days.
      const copied = (await page.evaluate(() => navigator.clipboard.readText())).split('\n');
      expect(copied).toHaveLength(rows + 1);
      expect(copied[0]!.split('\t')).toHaveLength(6);
      expect(copied[1]).toMatch(/^\d{4}-\d{2}-\d{2}\t/);
    });

    test('the trader with the analysis picks a year, downloads the XLSX and a chart as PNG', async ({ asVisitor }) => {
      test.slow(); // a sign-in, a year of prices and two downloads
      const page = await asVisitor(lang);
      await signInAsTrader(page);
      await visit(page, '/price-analysis/cement');
      await expectDocumentIn(page, lang);

      // GET me arrives after hydration: the presets unlock and the notice goes.
      const year = page.getByRole('button', { name: c.year, exact: true });
      await expect(year).toBeEnabled();
      await expect(page.getByTestId('analysis-limited')).toHaveCount(0);
      await year.click();
      await expect(page).toHaveURL(/\/price-analysis\/cement\?period=1Y$/);
      await waitForHydration(page);
      await expect(year).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => priceRows(page, lang).count(), { message: 'a year of price days' }).toBeGreaterThan(30);

      const chart = page.locator('section[data-chart="price"]');
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.getByRole('figure').locator('canvas')).toBeVisible();
      const [png] = await Promise.all([page.waitForEvent('download'), chart.getByRole('button', { name: c.png }).click()]);
      expect(png.suggestedFilename()).toMatch(/^binaa-cement-price-\d{4}-\d{2}-\d{2}\.png$/);
      const bytes = await readFile(await png.path());
      expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(bytes.length).toBeGreaterThan(5_000);

      const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: c.xlsx }).click()]);
      expect(xlsx.suggestedFilename()).toMatch(/^cement-analysis-\d+-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
      // An XLSX file is a ZIP archive.
      expect((await readFile(await xlsx.path())).subarray(0, 2).toString('latin1')).toBe('PK');
    });
  });
}
