/**
 * Unknown pages (SPEC sections 2 and 8): HTTP 404 and the "oops, This page doesn't exist" page
 * with a back button, for any unknown path and for /404 itself.
 */
import { LANGS, copy, expect, expectDocumentIn, test, visit } from './fixtures';

const UNKNOWN = '/no-such-page/at-all';

// The browser reports the document's own 404 status in the console: that one is expected.
test.use({ allowedConsoleErrors: [{ text: /status of 404/, url: /\/(404|no-such-page\/at-all)$/ }] });

for (const lang of LANGS) {
  const t = copy[lang];

  test.describe(`404 in ${lang}`, () => {
    test('an unknown path and /404 answer 404 with the not-found page', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      for (const path of [UNKNOWN, '/404']) {
        const response = await visit(page, path);
        expect(response?.status(), path).toBe(404);
        await expectDocumentIn(page, lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound.heading);
        await expect(page.getByRole('button', { name: t.notFound.back, exact: true })).toBeVisible();
        // The layout is still there: the visitor can navigate on.
        await expect(page.getByRole('navigation', { name: t.mainNav })).toBeVisible();
      }
    });

    test('the back button returns to the previous page', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      await visit(page, '/');
      await visit(page, UNKNOWN);
      await page.getByRole('button', { name: t.notFound.back, exact: true }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('region', { name: t.pricesTitle })).toBeVisible();
    });
  });
}
