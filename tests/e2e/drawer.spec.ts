/**
 * Small screens (SPEC section 2: "a drawer with app bar on small screens"): the menu button opens
 * the drawer with the navigation, the language switch, the theme toggle and the country choice;
 * a link navigates and closes it.
 */
import { LANGS, copy, expect, expectDocumentIn, test, visit, waitForHydration } from './fixtures';

for (const lang of LANGS) {
  const t = copy[lang];
  const other = lang === 'ar' ? 'en' : 'ar';

  test.describe(`drawer in ${lang} @phone-only`, () => {
    test('the menu opens the navigation and the preferences, and closes again', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      await visit(page, '/');
      const menu = page.getByRole('button', { name: t.openMenu });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      // The desktop navigation is not shown on a phone.
      await expect(page.getByRole('navigation', { name: t.mainNav })).toBeHidden();

      await menu.click();
      const nav = page.getByRole('navigation', { name: t.mainNav });
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link', { name: t.nav.home, exact: true })).toBeVisible();
      await expect(nav.getByRole('button')).toHaveText(t.nav.sections);
      // The drawer is a modal <dialog>: the page behind it is inert (out of the accessibility tree,
      // which Playwright's role queries do not model), so the drawer's own controls are asked of it.
      const drawer = page.getByRole('dialog', { name: t.mainNav });
      await expect(drawer.getByRole('button', { name: t.switchLanguage, exact: true })).toBeVisible();
      await expect(drawer.getByRole('button', { name: t.toggleTheme })).toBeVisible();
      await expect(drawer.getByRole('combobox', { name: t.country })).toHaveValue('egypt');

      // A section unfolds its links.
      const news = nav.getByRole('button', { name: t.newsSection, exact: true });
      await news.click();
      await expect(news).toHaveAttribute('aria-expanded', 'true');
      for (const category of t.newsCategories) await expect(nav.getByRole('link', { name: category, exact: true })).toBeVisible();

      await page.getByRole('button', { name: t.closeMenu }).click();
      await expect(nav).toBeHidden();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');

      await menu.click();
      await expect(nav).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
    });

    test('a link in the drawer navigates and closes it', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      await visit(page, '/');
      const menu = page.getByRole('button', { name: t.openMenu });
      await menu.click();
      const nav = page.getByRole('navigation', { name: t.mainNav });
      await nav.getByRole('button', { name: t.newsSection, exact: true }).click();
      await nav.getByRole('link', { name: t.newsCategories[1], exact: true }).click();
      await expect(page).toHaveURL(/\/news\/1\/1\/[^/]+$/);
      await expect(nav).toBeHidden();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.newsCategories[1]);

      // And back home from the drawer.
      await menu.click();
      await nav.getByRole('link', { name: t.nav.home, exact: true }).click();
      await expect(page).toHaveURL('/');
      await expect(nav).toBeHidden();
      await expect(page.getByRole('region', { name: t.pricesTitle })).toBeVisible();
    });

    test('the theme toggle and the language switch work from the drawer', async ({ asVisitor, context }) => {
      const page = await asVisitor(lang);
      await visit(page, '/');
      await page.getByRole('button', { name: t.openMenu }).click();
      await expect(page.getByRole('navigation', { name: t.mainNav })).toBeVisible();
      // The app bar's own toggle is inert while the modal drawer is open: the drawer's is the one.
      const drawer = page.getByRole('dialog', { name: t.mainNav });
      await drawer.getByRole('button', { name: t.toggleTheme }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');

      await drawer.getByRole('button', { name: t.switchLanguage, exact: true }).click();
      await expectDocumentIn(page, other);
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: copy[other].openMenu })).toHaveAttribute('aria-expanded', 'false');
      // The theme chosen before the reload is still there.
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
      expect(
        (await context.cookies())
          .filter((c) => ['lang', 'theme'].includes(c.name))
          .map((c) => `${c.name}=${c.value}`)
          .sort(),
      ).toEqual([`lang=${other}`, 'theme=dark']);
    });
  });
}
