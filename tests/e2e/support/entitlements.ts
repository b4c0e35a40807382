/**
 * Readers for the journeys behind a package (issue 16: the CSV exports): the demo trader, whose
 * Gold price package grants the exports, and a new active account without any package. Both sign
 * in through the page's own request context, so the session cookie lands in the browser.
 */
import { expect, type Page } from '@playwright/test';
import type { Lang } from './copy';
import { createActiveUser, newPerson, ownAddress, WEB_KEY } from './accounts';

/** The documented demo account with a Gold price package (README; src/server/db/seed/data/site.ts). */
export const DEMO_TRADER = { username: 'demo_trader', password: 'binaa-demo-2026' };

export async function signInAsTrader(page: Page): Promise<void> {
  await ownAddress(page.context());
  const res = await page.request.post('/api/v1/en/front/login', { headers: WEB_KEY, data: DEMO_TRADER });
  expect(res.ok(), `demo trader login: ${res.status()}`).toBe(true);
}

/** A new account, activated and signed in, holding no package. */
export async function signInWithoutPackage(page: Page, tag: string): Promise<void> {
  await ownAddress(page.context());
  await createActiveUser(page.request, newPerson(tag));
}

/** The "You must subscribe first" dialog (src/web/ui/subscribe-first-dialog.tsx), as the reader reads it. */
export const subscribeFirst: Record<Lang, { title: string; packages: string }> = {
  ar: { title: 'الاشتراك مطلوب', packages: 'اطّلع على الباقات' },
  en: { title: 'Subscription needed', packages: 'See the packages' },
};

/** The reader gets the dialog, which leads to the packages. */
export async function expectSubscribeFirst(page: Page, lang: Lang): Promise<void> {
  const dialog = page.getByRole('dialog', { name: subscribeFirst[lang].title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: subscribeFirst[lang].packages })).toHaveAttribute('href', '/subscription-packages');
}

/** A visitor is sent to the login page, which brings them back to `from` (path and query). */
export async function expectLoginReturningTo(page: Page, from: string): Promise<void> {
  await expect(page).toHaveURL(/\/login\?next=/);
  expect(new URL(page.url()).searchParams.get('next')).toBe(from);
}
