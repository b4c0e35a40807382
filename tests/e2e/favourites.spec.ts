/**
 * Saved favourites (SPEC section 3, "Local storage: favourites, each with url"): save the current
 * page, find it in the list after a reload, remove it.
 */
import { LANGS, copy, expect, storageValue, test, visit, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

for (const lang of LANGS) {
  const t = copy[lang];
  const openFavourites = async (page: Page) => {
    await page.getByRole('banner').getByRole('button', { name: t.favourites.button, exact: true }).click();
    const panel = page.getByRole('region', { name: t.favourites.button, exact: true });
    await expect(panel).toBeVisible();
    return panel;
  };

  test(`${lang}: save the home page, find it after a reload, remove it`, async ({ asVisitor }) => {
    const page = await asVisitor(lang);
    await visit(page, '/');
    let panel = await openFavourites(page);
    await expect(panel.getByText(t.favourites.empty)).toBeVisible();

    await panel.getByRole('button', { name: t.favourites.add }).click();
    await expect(panel.getByRole('button', { name: t.favourites.removeCurrent })).toBeVisible();
    const saved = panel.getByRole('listitem');
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole('link', { name: t.title, exact: true })).toHaveAttribute('href', '/');
    expect(JSON.parse((await storageValue(page, 'favourites')) ?? '[]')).toEqual([{ url: '/', title: t.title }]);

    await page.reload();
    await waitForHydration(page);
    panel = await openFavourites(page);
    await expect(panel.getByRole('link', { name: t.title, exact: true })).toBeVisible();

    await panel.getByRole('button', { name: t.favourites.remove(t.title) }).click();
    await expect(panel.getByRole('listitem')).toHaveCount(0);
    await expect(panel.getByText(t.favourites.empty)).toBeVisible();
    await expect(panel.getByRole('button', { name: t.favourites.add })).toBeVisible();
    expect(JSON.parse((await storageValue(page, 'favourites')) ?? '[]')).toEqual([]);

    await page.reload();
    await waitForHydration(page);
    panel = await openFavourites(page);
    await expect(panel.getByText(t.favourites.empty)).toBeVisible();
  });
}
