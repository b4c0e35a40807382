/**
 * Light and dark themes (SPEC section 1): the toggle switches to dark, the choice persists, and
 * the server already renders the dark page (no light flash before the scripts run).
 */
import { LANGS, backgroundLuminance, cookieValue, copy, expect, storageValue, test, visit, waitForHydration } from './fixtures';

const SCHEME = 'data-mui-color-scheme';
const isDark = (luminance: number) => luminance >= 0 && luminance < 0.05;
const isLight = (luminance: number) => luminance > 0.6;

for (const lang of LANGS) {
  const t = copy[lang];

  test(`${lang}: the toggle switches to dark and back, and the choice persists`, async ({ asVisitor, context }) => {
    const page = await asVisitor(lang);
    await visit(page, '/');
    await expect(page.locator('html')).toHaveAttribute(SCHEME, 'light');
    expect(isLight(await backgroundLuminance(page))).toBe(true);

    await page.getByRole('button', { name: t.toggleTheme }).click();
    await expect(page.locator('html')).toHaveAttribute(SCHEME, 'dark');
    await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.05);
    expect(await cookieValue(context, 'theme')).toBe('dark');
    expect(await storageValue(page, 'theme')).toBe('dark');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute(SCHEME, 'dark');
    expect(isDark(await backgroundLuminance(page))).toBe(true);

    await waitForHydration(page);
    await page.getByRole('button', { name: t.toggleTheme }).click();
    await expect(page.locator('html')).toHaveAttribute(SCHEME, 'light');
    await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(0.6);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute(SCHEME, 'light');
    expect(await cookieValue(context, 'theme')).toBe('light');
  });
}

test('the server renders the dark theme from the cookie', async ({ request }) => {
  const html = await (await request.get('/', { headers: { cookie: 'lang=en; theme=dark' } })).text();
  const tag = html.match(/<html\b[^>]*>/)?.[0] ?? '';
  expect(tag).toContain('lang="en"');
  expect(tag).toContain('dir="ltr"');
  expect(tag).toContain(`${SCHEME}="dark"`);
});

test('a dark page is dark before any script runs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.addCookies([
    { name: 'lang', value: 'ar', url: baseURL! },
    { name: 'theme', value: 'dark', url: baseURL! },
  ]);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute(SCHEME, 'dark');
  expect(isDark(await backgroundLuminance(page))).toBe(true);
  // Painted surfaces follow too (the price tables sit on "paper").
  // The table's surface: its nearest ancestor with a background of its own.
  const paper = await page
    .getByRole('table')
    .first()
    .evaluate((el) => {
      let e: Element | null = el;
      while (e && getComputedStyle(e).backgroundColor === 'rgba(0, 0, 0, 0)') e = e.parentElement;
      return e ? getComputedStyle(e).backgroundColor : '';
    });
  expect(paper).toMatch(/^rgb/);
  expect(paper).not.toBe('rgb(255, 255, 255)');
  await context.close();
});

test('with no saved choice the page follows a device set to dark', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ colorScheme: 'dark', baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await visit(page, '/');
  await expect(page.locator('html')).toHaveAttribute(SCHEME, 'dark');
  expect(isDark(await backgroundLuminance(page))).toBe(true);
  expect(errors, 'no hydration error when the device theme differs from the server default').toEqual([]);
  await context.close();
});
