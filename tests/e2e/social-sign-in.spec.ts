/**
 * Social sign-in (issue 5): from /login, "Continue with Google" walks the whole OpenID Connect
 * redirect flow in Chromium against the local provider that tests/e2e/support/web-server.mjs
 * starts as the app's "Google" (tests/e2e/support/oidc-provider.mjs): its login form takes any
 * account id; `<id>@oidc.test` is verified unless the id starts with "unverified".
 */
import type { Page } from '@playwright/test';
import { LANGS, expect, test, visit, type Lang } from './fixtures';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';

const text = {
  ar: { google: 'المتابعة باستخدام Google', failed: 'تعذر تسجيل الدخول بالحساب الخارجي، يرجى المحاولة مرة أخرى' },
  en: { google: 'Continue with Google', failed: 'Social sign-in failed, please try again' },
} as const;

/** A fresh provider account id per test, so reruns and the two languages never share an account. */
const accountId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

async function profileOf(page: Page, lang: Lang) {
  const res = await page.request.get(`/api/v1/${lang}/front/get_my_profile`, { headers: { 'x-access-key': WEB_ACCESS_KEY } });
  return { status: res.status(), body: await res.json() };
}

/** /login → "Continue with Google" → the provider's form, signed in as `account`. */
async function signInAtProvider(page: Page, lang: Lang, account: string) {
  await visit(page, '/login');
  await continueWithGoogle(page, lang);
  // The provider (another origin on 127.0.0.1): a plain HTML form.
  await expect(page.getByRole('heading', { name: 'Test provider sign-in' })).toBeVisible();
  await page.getByLabel('Account').fill(account);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function continueWithGoogle(page: Page, lang: Lang) {
  const google = page.getByRole('link', { name: text[lang].google, exact: true });
  await expect(google).toBeVisible();
  await google.click();
}

for (const lang of LANGS) {
  test.describe(`social sign-in in ${lang}`, () => {
    test('a visitor continues with Google, signs in at the provider and comes back signed in', async ({ asVisitor, baseURL }) => {
      // Two full round trips through the provider: more than the default time on a busy machine.
      test.slow();
      const page = await asVisitor(lang);
      const account = accountId(`e2e-${lang}`);
      const before = await profileOf(page, lang);
      expect(before.status).toBe(401);

      await signInAtProvider(page, lang, account);
      await page.waitForURL(`${baseURL}/`);
      // The header greets the new account by the name the provider gave.
      await expect(page.getByRole('banner').getByText(`Test ${account}`, { exact: true })).toBeVisible();

      const after = await profileOf(page, lang);
      expect(after.status).toBe(200);
      // A new active account from the verified e-mail, in the visitor's language.
      expect(after.body.data).toMatchObject({
        email: `${account}@oidc.test`,
        full_name: `Test ${account}`,
        user_active: 1,
        language: lang,
        has_password: false,
      });
      // Later: opening /login ends the session; the provider still knows the person (as Google
      // does), so "Continue with Google" comes straight back, into the same account.
      const loggedOut = page.waitForResponse((r) => r.url().endsWith(`/api/v1/${lang}/front/logout`));
      await visit(page, '/login');
      await loggedOut;
      expect((await profileOf(page, lang)).status).toBe(401);
      await continueWithGoogle(page, lang);
      await page.waitForURL(`${baseURL}/`);
      expect((await profileOf(page, lang)).body.data).toMatchObject({ id: after.body.data.id, email: `${account}@oidc.test` });
    });

    test('an e-mail the provider has not verified comes back to /login with the error, signed out', async ({ asVisitor, baseURL }) => {
      const page = await asVisitor(lang);
      await signInAtProvider(page, lang, accountId('unverified'));
      await page.waitForURL(`${baseURL}/login?social_error=1`);
      await expect(page.getByRole('alert').filter({ hasText: text[lang].failed })).toBeVisible();
      expect((await profileOf(page, lang)).status).toBe(401);
    });
  });
}
