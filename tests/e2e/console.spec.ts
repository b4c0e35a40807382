/**
 * A clean console (hydration mismatches, missing assets and script errors all end up there). The
 * check itself is the fixtures' console guard, active in every test of the suite, so the light
 * pages of both languages are covered by the other journeys; here the server-rendered dark theme
 * is hydrated in both languages, with the lazy parts loaded. (The not-found specs allow only
 * their own document's 404 status.)
 */
import { LANGS, copy, expect, test, visit, waitUntilInteractive } from './fixtures';

for (const lang of LANGS) {
  for (const theme of ['dark'] as const) {
    test(`home in ${lang}, ${theme}: no console error`, async ({ asVisitor }) => {
      const page = await asVisitor(lang, { theme });
      await visit(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', theme);
      // The lazy parts (the contact form) load and render without complaint too.
      const form = page.getByRole('form', { name: copy[lang].contact.form });
      await waitUntilInteractive(form);
      await form.scrollIntoViewIfNeeded();
      await expect(form.getByRole('button', { name: copy[lang].contact.send, exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
    });
  }
}
