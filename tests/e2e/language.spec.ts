/**
 * The language switch (SPEC section 4): it stores the other language and reloads the page; the
 * choice holds across a reload and in a new tab, and survives cleared cookies (localStorage).
 */
import { cookieValue, copy, expect, expectDocumentIn, storageValue, test, visit, waitForHydration, type Lang } from './fixtures';
import type { Page } from '@playwright/test';

async function switchLanguage(page: Page, from: Lang, to: Lang) {
  await page.getByRole('banner').getByRole('button', { name: copy[from].switchLanguage, exact: true }).click();
  await expectDocumentIn(page, to);
  await waitForHydration(page);
}

async function expectNavigationIn(page: Page, lang: Lang) {
  const nav = page.getByRole('navigation', { name: copy[lang].mainNav });
  await expect(nav.getByRole('link', { name: copy[lang].nav.home, exact: true })).toBeVisible();
  await expect(nav.getByRole('button')).toHaveText(copy[lang].nav.sections);
}

test('from Arabic to English and back; the choice persists', async ({ asVisitor, context }) => {
  const page = await asVisitor('ar');
  await visit(page, '/');
  await expectNavigationIn(page, 'ar');

  await switchLanguage(page, 'ar', 'en');
  await expectNavigationIn(page, 'en');
  await expect(page).toHaveTitle(copy.en.title);
  expect(await cookieValue(context, 'lang')).toBe('en');
  expect(await storageValue(page, 'language')).toBe('en');

  await page.reload();
  await expectDocumentIn(page, 'en');
  await expectNavigationIn(page, 'en');

  const another = await context.newPage();
  await visit(another, '/');
  await expectDocumentIn(another, 'en');
  await expectNavigationIn(another, 'en');
  await another.close();

  await waitForHydration(page);
  await switchLanguage(page, 'en', 'ar');
  await expectNavigationIn(page, 'ar');
  expect(await cookieValue(context, 'lang')).toBe('ar');
  await page.reload();
  await expectDocumentIn(page, 'ar');
});

test('English kept in localStorage comes back after the cookies were cleared', async ({ asVisitor, context }) => {
  const page = await asVisitor('ar');
  await visit(page, '/');
  await switchLanguage(page, 'ar', 'en');

  await context.clearCookies();
  await page.goto('/');
  // The server renders the default (Arabic); the page restores the cookie and reloads once.
  await expectDocumentIn(page, 'en');
  await expectNavigationIn(page, 'en');
  expect(await cookieValue(context, 'lang')).toBe('en');
});
