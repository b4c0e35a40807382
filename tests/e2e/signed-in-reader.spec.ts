/**
 * Signed-in readers on the shared pages (issue 14), in Arabic and English, on a desktop and on a
 * phone: the server sends them the visitors' cached HTML, and their personal parts (the header's
 * account menu, the drawer's account block with the plan, the activate button, the Subscription
 * link) are filled in after hydration from `GET me`. A visitor sees none of them; a signed-in
 * reader never sees the visitor's "Log in" flash before the scripts run (the hint cookie marks
 * <html data-signed-in> from the first inline script); logging out brings the visitor's header back.
 *
 * Tags (playwright.config.ts): a test tagged @phone runs in both projects and looks in the banner
 * on a desktop, in the drawer on a phone; untagged tests are the desktop top bar's only.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { LANGS, cookieValue, copy as shared, expect, storageValue, test, visit, waitForHydration, type Lang } from './fixtures';
import { createActiveUser, newPerson, ownAddress, WEB_KEY, type Person } from './support/accounts';

/** What a person reads (written out: a changed label must fail a test). */
const copy = {
  ar: {
    login: 'تسجيل الدخول',
    signUp: 'إنشاء حساب',
    subscription: 'الاشتراك',
    activate: 'فعّل حسابك',
    accountMenu: (name: string) => `قائمة حساب ${name}`,
    logout: 'تسجيل الخروج',
    free: 'مجانية',
    planLabel: 'الباقة: مجانية',
  },
  en: {
    login: 'Log in',
    signUp: 'Sign up',
    subscription: 'Subscription',
    activate: 'Activate your account',
    accountMenu: (name: string) => `Account menu of ${name}`,
    logout: 'Log out',
    free: 'Free',
    planLabel: 'Plan: Free',
  },
} as const;

const HINT_COOKIE = 'binaa_signed_in';
const SESSION_COOKIE = 'binaa_session';
const onPhone = () => test.info().project.name === 'phone';

/**
 * Where the personal parts are: the banner on a desktop; on a phone, the drawer (opened here).
 * The drawer is a modal: it is closed by the caller when the test goes on with the page.
 */
async function accountArea(page: Page, lang: Lang): Promise<Locator> {
  if (!onPhone()) return page.getByRole('banner');
  await page.getByRole('button', { name: shared[lang].openMenu }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('navigation', { name: shared[lang].mainNav })).toBeVisible();
  return drawer;
}

/** A signed-in browser: `person` registered (and activated unless told otherwise) with the page's own request context. */
async function signIn(page: Page, lang: Lang, tag: string): Promise<Person> {
  await ownAddress(page.context());
  const person = newPerson(`${tag}${lang}`);
  await createActiveUser(page.request, person);
  return person;
}

/** Registered, not activated, logged in (an inactive account may log in: the activate button is for it). */
async function signInInactive(page: Page, lang: Lang): Promise<Person> {
  await ownAddress(page.context());
  const person = newPerson(`i${lang}`);
  await createActiveUser(page.request, person, { activate: false });
  const res = await page.request.post('/api/v1/en/front/login', { headers: WEB_KEY, data: { username: person.username, password: person.password } });
  expect(res.ok(), `login of an inactive account: ${res.status()}`).toBe(true);
  return person;
}

async function hasSession(context: BrowserContext) {
  return (await context.cookies()).some((c) => c.name === SESSION_COOKIE);
}

for (const lang of LANGS) {
  const t = copy[lang];
  const s = shared[lang];

  test.describe(`signed-in reader in ${lang}`, () => {
    // Each test registers its reader (captcha, mailed code) before the page: 30 s is short on a busy 2-core machine.
    test.describe.configure({ timeout: 60_000 });
    test('sees their menu, the Subscription link to the packages, and their favourites after a reload @phone', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      const person = await signIn(page, lang, 'm');
      expect(await cookieValue(page.context(), HINT_COOKIE)).toBe('1');
      await visit(page, '/');

      let area = await accountArea(page, lang);
      if (onPhone()) {
        await expect(area.getByText(person.name, { exact: true })).toBeVisible();
        await expect(area.getByText(`@${person.username}`, { exact: true })).toBeVisible();
        await expect(area.getByLabel(t.planLabel, { exact: true })).toHaveText(t.free);
      } else {
        const menu = area.getByRole('button', { name: t.accountMenu(person.name) });
        await expect(menu).toBeVisible();
        await expect(menu).toContainText(person.name);
      }
      await expect(area.getByRole('link', { name: t.subscription })).toHaveAttribute('href', '/subscription-packages');
      await expect(area.getByRole('link', { name: t.login, exact: true })).toHaveCount(0);
      await expect(area.getByRole('link', { name: t.signUp, exact: true })).toHaveCount(0);
      // An active account has nothing to activate.
      await expect(area.getByRole('link', { name: t.activate })).toHaveCount(0);
      if (onPhone()) await page.keyboard.press('Escape');

      // A favourite saved by the reader is there after a reload.
      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: s.favourites.button, exact: true }).click();
      let panel = page.getByRole('region', { name: s.favourites.button, exact: true });
      await panel.getByRole('button', { name: s.favourites.add }).click();
      await expect(panel.getByRole('listitem')).toHaveCount(1);
      await page.reload();
      await waitForHydration(page);
      await banner.getByRole('button', { name: s.favourites.button, exact: true }).click();
      panel = page.getByRole('region', { name: s.favourites.button, exact: true });
      await expect(panel.getByRole('link', { name: s.title, exact: true })).toHaveAttribute('href', '/');
      await page.keyboard.press('Escape');

      // Still signed in on the new document.
      area = await accountArea(page, lang);
      await expect(onPhone() ? area.getByText(person.name, { exact: true }) : area.getByRole('button', { name: t.accountMenu(person.name) })).toBeVisible();
    });

    test('an account not activated sees the red "activate your account" button @phone', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      const person = await signInInactive(page, lang);
      await visit(page, '/');
      const area = await accountArea(page, lang);
      await expect(area.getByRole('link', { name: t.activate })).toHaveAttribute('href', `/activate-account?email=${encodeURIComponent(person.email)}`);
      await expect(area.getByRole('link', { name: t.activate })).toBeVisible();
    });

    test('a visitor sees the Log in and Sign up buttons and no account @phone', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      await ownAddress(page.context());
      await visit(page, '/');
      const area = await accountArea(page, lang);
      await expect(area.getByRole('link', { name: t.login, exact: true })).toBeVisible();
      await expect(area.getByRole('link', { name: t.signUp, exact: true })).toBeVisible();
      await expect(area.getByRole('link', { name: t.subscription })).toHaveAttribute('href', '/login');
      await expect(area.getByRole('button', { name: t.accountMenu('') })).toHaveCount(0);
      await expect(area.getByRole('link', { name: t.activate })).toHaveCount(0);
      await expect(area.getByLabel(t.planLabel)).toHaveCount(0);
      expect(await cookieValue(page.context(), HINT_COOKIE)).toBeUndefined();
      expect(await storageValue(page, 'me')).toBeNull();
    });

    for (const who of ['signed-in reader', 'visitor'] as const) {
      test(`no flash: before the scripts run, a ${who}'s "Log in" is ${who === 'visitor' ? 'shown' : 'hidden'}`, async ({ asVisitor }) => {
        const page = await asVisitor(lang);
        const person = who === 'visitor' ? (await ownAddress(page.context()), null) : await signIn(page, lang, 'n');
        // The page's code is held back until the look before hydration is checked.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let heldScripts = 0;
        await page.route('**/assets/**/*.js', async (route) => {
          heldScripts++;
          await held;
          await route.continue().catch(() => {});
        });
        try {
          await page.goto('/', { waitUntil: 'commit' });
          const login = page.getByRole('banner').locator('a[href="/login"]').filter({ hasText: t.login });
          await expect(login).toBeAttached();
          // Not hydrated: what shows is the server's HTML, its CSS and the inline scripts only.
          await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
          await expect.poll(() => heldScripts, { message: 'the page asked for its scripts' }).toBeGreaterThan(0);
          if (person) {
            await expect(page.locator('html')).toHaveAttribute('data-signed-in', '');
            await expect(login).toBeHidden();
            await expect(login).toHaveCSS('visibility', 'hidden');
          } else {
            await expect(page.locator('html')).not.toHaveAttribute('data-signed-in');
            await expect(login).toBeVisible();
          }
          await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
        } finally {
          release();
        }
        await waitForHydration(page);
        const banner = page.getByRole('banner');
        if (person) {
          await expect(banner.getByRole('button', { name: t.accountMenu(person.name) })).toBeVisible();
          await expect(banner.getByRole('link', { name: t.login, exact: true })).toHaveCount(0);
        } else {
          await expect(banner.getByRole('link', { name: t.login, exact: true })).toBeVisible();
        }
      });
    }

    test("the reader's document is the shared cached page, without their name @phone", async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      const person = await signIn(page, lang, 'c');
      // A URL of this test only: the reader's own request renders it (a miss), not a visitor's or the warm-up.
      const url = `/?reader=${encodeURIComponent(person.username)}`;
      const first = await visit(page, url);
      expect(first?.headers()['x-cache']).toBe('miss');
      expect((await first?.text())?.includes(person.name), "the reader's name is in the page they rendered").toBe(false);
      const again = await page.goto(url, { waitUntil: 'domcontentloaded' });
      expect(again?.status()).toBe(200);
      expect(again?.headers()['x-cache']).toBe('hit');
      const html = (await again?.text()) ?? '';
      expect(html).toContain('<html');
      for (const secret of [person.name, person.username, person.email, t.planLabel])
        expect(html.includes(secret), `the cached page holds "${secret}"`).toBe(false);
      await waitForHydration(page);
      // And the page still knows the reader (after hydration).
      const area = await accountArea(page, lang);
      await expect(onPhone() ? area.getByText(person.name, { exact: true }) : area.getByRole('button', { name: t.accountMenu(person.name) })).toBeVisible();
    });

    test('logging out shows the visitor header again @phone', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      const person = await signIn(page, lang, 'o');
      await visit(page, '/');
      let area = await accountArea(page, lang);
      if (onPhone()) {
        await expect(area.getByText(person.name, { exact: true })).toBeVisible();
        await area.getByRole('button', { name: t.logout }).click();
      } else {
        const menu = area.getByRole('button', { name: t.accountMenu(person.name) });
        await expect(menu).toBeVisible();
        await menu.click();
        await page.getByRole('menuitem', { name: t.logout }).click();
      }
      // logout reloads the page.
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => hasSession(page.context()), { message: 'the session cookie is gone' }).toBe(false);
      await waitForHydration(page);
      expect(await cookieValue(page.context(), HINT_COOKIE)).toBeUndefined();
      expect(await storageValue(page, 'me')).toBeNull();
      await expect(page.locator('html')).not.toHaveAttribute('data-signed-in');

      area = await accountArea(page, lang);
      await expect(area.getByRole('link', { name: t.login, exact: true })).toBeVisible();
      await expect(area.getByRole('link', { name: t.subscription })).toHaveAttribute('href', '/login');
      await expect(area.getByRole('button', { name: t.accountMenu(person.name) })).toHaveCount(0);
      await expect(area.getByText(person.name)).toHaveCount(0);
      // The consoleGuard fixture fails the test on any console error of the way.
    });
  });
}
