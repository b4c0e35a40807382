/**
 * Offline (issue 29): a reader who opened a prices page, then lost the network, gets the last
 * prices they saw — the rows, with the date of the prices — in their language, from the service
 * worker, wherever they navigate on the site. The worker runs here (the other journeys block it).
 */
import type { Page } from '@playwright/test';
import { LANGS, expect, expectDocumentIn, test, visit, type Lang } from './fixtures';

/** The offline page's words (written out: a test must notice when they change). */
const OFFLINE = {
  ar: { heading: 'أنت غير متصل بالإنترنت', asOf: (date: string) => `الأسعار بتاريخ ${date}`, retry: 'إعادة المحاولة' },
  en: { heading: 'You are offline', asOf: (date: string) => `Prices as of ${date}`, retry: 'Try again' },
} as const;

test.use({
  serviceWorkers: 'allow',
  // The page left behind may try a request once the network is gone (the connection alert's code).
  allowedConsoleErrors: [{ text: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|NetworkError/ }],
});

/** The first row of the first price table, as the page shows it, and the newest date of that table. */
async function firstRowOf(page: Page) {
  const table = page.locator('main table').first();
  const row = table.locator('tbody tr').first();
  const cells = await row.locator('td').allInnerTexts();
  const dates = await table
    .locator('time[datetime]')
    .evaluateAll((els) => els.map((el) => ({ iso: el.getAttribute('datetime') ?? '', text: (el as HTMLElement).innerText.trim() })));
  const newest = dates.reduce((a, b) => (b.iso > a.iso ? b : a));
  // Columns: producer, governorate, date, lowest, highest, today's average, ...
  return { producer: cells[0]!.trim(), governorate: cells[1]!.trim(), average: cells[5]!.trim(), date: newest.text };
}

for (const lang of LANGS) {
  test(`offline, the reader sees the last prices they saw with their date, in ${lang}`, async ({ asVisitor, context }) => {
    test.slow(); // the worker installs (precache) before the journey goes on
    const page = await asVisitor(lang as Lang);
    await visit(page, '/materials/cement/1');
    const seen = await firstRowOf(page);
    // The worker is installed and in charge, and the page has kept what it shows.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect
      .poll(() => page.evaluate(async () => (await caches.has('binaa-last-prices')) && (await (await caches.open('binaa-last-prices')).keys()).length), {
        message: 'the prices page kept its prices on the device',
      })
      .toBe(1);

    await context.setOffline(true);
    try {
      // A page the reader never opened: the worker answers with the last prices.
      await page.goto('/society/about', { waitUntil: 'domcontentloaded' });
      await expectDocumentIn(page, lang as Lang);
      await expect(page.getByRole('heading', { level: 1, name: OFFLINE[lang].heading })).toBeVisible();
      await expect(page.getByText(OFFLINE[lang].asOf(seen.date), { exact: true })).toBeVisible();
      const row = page.getByRole('table').first().getByRole('row').nth(1);
      await expect(row).toContainText(seen.producer);
      await expect(row).toContainText(seen.governorate);
      await expect(row).toContainText(seen.average);
      await expect(page.getByRole('link', { name: OFFLINE[lang].retry })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    // Back online, the same address is the real page again.
    const res = await page.goto('/society/about', { waitUntil: 'domcontentloaded' });
    expect(res?.status()).toBe(200);
    await expect(page.locator('main#main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: OFFLINE[lang].heading })).toHaveCount(0);
  });
}
