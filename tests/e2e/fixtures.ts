/**
 * Fixtures of the end-to-end journeys (STYLE.md practice 10).
 *
 * - `asVisitor(lang, prefs?)`: an anonymous visitor whose browser already holds the language
 *   (and optionally theme/country) cookies, as after an earlier visit; returns the page.
 * - Every page of the test is watched: a console error or an uncaught exception (hydration
 *   mismatches among them) fails the test, unless the test declares it in `allowedConsoleErrors`.
 * - Helpers read the document's language and direction, cookies and localStorage, and wait until
 *   React has hydrated the page before a test clicks anything.
 */
import { test as base, expect, type BrowserContext, type Locator, type Page, type Response } from '@playwright/test';
import { copy, type Lang } from './support/copy';

export { expect };
export { copy, LANGS, type Lang } from './support/copy';

export interface VisitorPrefs {
  theme?: 'light' | 'dark';
  country?: string;
}

/** An expected console error: its text, and optionally the URL it is about. */
export interface ConsoleAllowance {
  text: RegExp;
  url?: RegExp;
}

interface Fixtures {
  asVisitor: (lang: Lang, prefs?: VisitorPrefs) => Promise<Page>;
  allowedConsoleErrors: ConsoleAllowance[];
  /** Watches every page of the test (auto). */
  consoleGuard: void;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],

  consoleGuard: [
    async ({ context, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      const allowed = (text: string, url: string) => allowedConsoleErrors.some((a) => a.text.test(text) && (!a.url || a.url.test(url)));
      const watch = (page: Page) => {
        page.on('console', (msg) => {
          if (msg.type() !== 'error') return;
          const url = msg.location().url;
          if (!allowed(msg.text(), url)) problems.push(`console.error on ${page.url()}: ${msg.text()}${url ? ` (${url})` : ''}`);
        });
        page.on('pageerror', (err) => {
          if (!allowed(String(err), '')) problems.push(`uncaught on ${page.url()}: ${err.stack ?? String(err)}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(problems, 'console errors or uncaught exceptions on the page').toEqual([]);
    },
    { auto: true },
  ],

  asVisitor: async ({ context, page, baseURL }, use) => {
    await use(async (lang, prefs = {}) => {
      const cookies: { name: string; value: string }[] = [{ name: 'lang', value: lang }];
      if (prefs.theme) cookies.push({ name: 'theme', value: prefs.theme });
      if (prefs.country) cookies.push({ name: 'country', value: prefs.country });
      await context.addCookies(cookies.map((c) => ({ ...c, url: baseURL! })));
      return page;
    });
  },
});

/** Opens a path and waits until the page is interactive (hydrated); returns the document response. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  return response;
}

/**
 * Waits until React has committed the hydration of the page (and the effects of that commit ran):
 * entry.client marks <html data-hydrated> from an effect above the router, which runs after the
 * effects of the whole hydrated tree. No React private fields are read.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * Waits until React owns an element: the page is hydrated, and if the element is in a deferred
 * part (ui/deferred.tsx: the footer's form, whose code loads when the visitor scrolls near it),
 * that part's code has taken over (its wrapper says `data-deferred="live"`); so the element is
 * scrolled into view first, as a visitor would.
 */
export async function waitUntilInteractive(target: Locator): Promise<void> {
  // It may be replaced by its live version meanwhile: then it is already where it should be.
  await target.scrollIntoViewIfNeeded().catch(() => {});
  await expect
    .poll(
      () =>
        target
          .evaluate(
            (el) =>
              document.documentElement.hasAttribute('data-hydrated') && (el.closest('[data-deferred]')?.getAttribute('data-deferred') ?? 'live') === 'live',
          )
          .catch(() => false),
      {
        message: 'the element is hydrated',
        timeout: 15_000,
      },
    )
    .toBe(true);
}

export const documentLang = (page: Page) => page.locator('html').getAttribute('lang');
export const documentDir = (page: Page) => page.locator('html').getAttribute('dir');

/** The document says its language and matching direction (Arabic right-to-left). */
export async function expectDocumentIn(page: Page, lang: Lang): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', lang);
  await expect(html).toHaveAttribute('dir', copy[lang].dir);
}

export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

export async function storageValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

/** The relative luminance (0 black … 1 white) of an element's computed background colour. */
export async function backgroundLuminance(page: Page, selector = 'body'): Promise<number> {
  return page.locator(selector).evaluate((el) => {
    const m = getComputedStyle(el).backgroundColor.match(/\d+(\.\d+)?/g);
    if (!m) return -1;
    const [r, g, b] = m.slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });
}

/** Western digits in both languages (docs/architecture.md, "Numbers"): never Arabic-Indic ones. */
export const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

/** A price as the site shows it: 4170.00 → "4,170", 4008.55 → "4,008.55". */
export const displayPrice = (value: string | number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(Number(value));
