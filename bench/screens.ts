/**
 * Screenshots of every public screen (issue 29: before and after, side by side), in Arabic and
 * English, at a phone's width (390 px) and a desktop's (1280 px), full page, into a folder:
 * `<out>/<screen>-<lang>-<width>.png`. Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 *
 *   npx tsx bench/screens.ts <out-dir> [base-url]
 *
 * With a base URL it shoots that running site (which must hold the demo seed: the signed-in
 * screens use the demo account). Without one it starts the production server on a fresh
 * DATA_DIR (bench/server.ts: BENCH_BUILD_DIR=folder runs another build, e.g. the baseline's).
 * BENCH_SCREENS_ONLY=words: only the screens whose name contains them.
 *
 * Each page is opened with the language cookie, waited for until hydrated, its fonts loaded and
 * scrolled through once (lazy images and deferred parts come in), then shot from the top with
 * animations stopped. The service worker is blocked. The pages with a record (an article, a deal,
 * a job, a producer) take the first one their list links to.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { WEB_ACCESS_KEY } from '../src/shared/envelope';
import { DEMO_PASSWORD } from '../src/server/db/seed/data/site';
import { startServer, type BenchServer } from './server';

const LANGS = ['ar', 'en'] as const;
const WIDTHS = [390, 1280] as const;

interface Screen {
  name: string;
  /** A path, or where to find it: the first link on `from` whose href starts with `link`. */
  path: string | { from: string; link: string };
  signedIn?: boolean;
}

const SCREENS: Screen[] = [
  { name: 'home', path: '/' },
  { name: 'news-list', path: '/news/0/1/all-news' },
  { name: 'news-article', path: { from: '/news/0/1/all-news', link: '/news/topic/' } },
  { name: 'materials-prices', path: '/materials/cement/1' },
  { name: 'comparison', path: '/comparison/cement' },
  { name: 'price-analysis', path: '/price-analysis/cement' },
  { name: 'producers', path: '/producers' },
  { name: 'producers-directory', path: '/producers/1/cement-producers' },
  { name: 'producer', path: { from: '/producers/1/cement-producers', link: '/producer/' } },
  { name: 'partners-directory', path: '/partners/1/contractors' },
  { name: 'society', path: '/society' },
  { name: 'deals', path: '/society/deals/1/deals' },
  { name: 'deal', path: { from: '/society/deals/1/deals', link: '/society/deal/' } },
  { name: 'jobs', path: '/society/jobs/1/jobs' },
  { name: 'job', path: { from: '/society/jobs/1/jobs', link: '/society/job/' } },
  { name: 'login', path: '/login' },
  { name: 'sign-up', path: '/sign-up' },
  { name: 'forget-password', path: '/forget-password' },
  { name: 'contact', path: '/contact-us' },
  { name: 'faq', path: '/faq' },
  { name: 'about', path: '/society/about' },
  { name: 'subscription-packages', path: '/subscription-packages' },
  { name: 'settings-signed-in', path: '/settings', signedIn: true },
  { name: 'choose-plan-signed-in', path: '/choose-plan', signedIn: true },
];

async function sessionCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/en/front/login`, {
    method: 'POST',
    headers: { 'x-access-key': WEB_ACCESS_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo_trader', password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login of demo_trader: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('binaa_session='));
  if (!cookie) throw new Error('login of demo_trader: no session cookie');
  return cookie.slice('binaa_session='.length).split(';', 1)[0]!;
}

async function settle(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Scroll through once, as a reader would: lazy images and deferred parts come in.
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  // Images still coming (a lazy one in a hidden part never does: at most 5 s).
  await page.evaluate(() =>
    Promise.race([
      Promise.all([...document.images].filter((i) => !i.complete).map((i) => new Promise((r) => ((i.onload = r), (i.onerror = r))))),
      new Promise((r) => setTimeout(r, 5_000)),
    ]),
  );
}

async function resolvePath(context: BrowserContext, screen: Screen): Promise<string> {
  if (typeof screen.path === 'string') return screen.path;
  const page = await context.newPage();
  try {
    await page.goto(screen.path.from, { waitUntil: 'domcontentloaded' });
    const href = await page.locator(`main a[href^="${screen.path.link}"]`).first().getAttribute('href');
    if (!href) throw new Error(`${screen.name}: no link to ${screen.path.link}… on ${screen.path.from}`);
    return href;
  } finally {
    await page.close();
  }
}

async function shoot(browser: Browser, base: string, out: string, session: string | undefined): Promise<string[]> {
  const failures: string[] = [];
  const screens = SCREENS.filter((s) => !process.env.BENCH_SCREENS_ONLY || s.name.includes(process.env.BENCH_SCREENS_ONLY));
  for (const lang of LANGS) {
    for (const width of WIDTHS) {
      const phone = width < 600;
      const context = await browser.newContext({
        baseURL: base,
        viewport: { width, height: phone ? 844 : 900 },
        deviceScaleFactor: 1,
        isMobile: phone,
        hasTouch: phone,
        locale: lang === 'ar' ? 'ar-EG' : 'en-GB',
        timezoneId: 'Africa/Cairo',
        colorScheme: 'light',
        serviceWorkers: 'block',
        reducedMotion: 'reduce',
      });
      await context.addCookies([{ name: 'lang', value: lang, url: base }]);
      for (const screen of screens) {
        const file = join(out, `${screen.name}-${lang}-${width}.png`);
        try {
          if (screen.signedIn) {
            if (!session) throw new Error('no session');
            await context.addCookies([{ name: 'binaa_session', value: session, url: base, httpOnly: true }]);
          } else {
            await context.clearCookies({ name: 'binaa_session' });
          }
          const path = await resolvePath(context, screen);
          const page = await context.newPage();
          try {
            const res = await page.goto(path, { waitUntil: 'domcontentloaded' });
            if (!res?.ok()) throw new Error(`${path}: HTTP ${res?.status()}`);
            await settle(page);
            await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
          } finally {
            await page.close();
          }
          console.log(`  ${file}  (${path})`);
        } catch (err) {
          failures.push(`${screen.name} ${lang} ${width}: ${(err as Error).message.split('\n', 1)[0]}`);
        }
      }
      await context.close();
    }
  }
  return failures;
}

const [outArg, baseArg] = process.argv.slice(2);
if (!outArg) {
  console.error('usage: npx tsx bench/screens.ts <out-dir> [base-url]');
  process.exit(2);
}
const out = resolve(outArg);
mkdirSync(out, { recursive: true });
let server: BenchServer | undefined;
let dataDir: string | undefined;
if (!baseArg) {
  dataDir = mkdtempSync(join(tmpdir(), 'binaa-screens-'));
  server = await startServer({}, undefined, { dataDir, runDir: `${dataDir}-root` });
}
const base = (baseArg ?? server!.url).replace(/\/$/, '');
let browser: Browser | undefined;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const session = await sessionCookie(base).catch((err: Error) => (console.error(err.message), undefined));
  const failures = await shoot(browser, base, out, session);
  console.log(`\nscreens of ${base} in ${out}`);
  if (failures.length) {
    console.log(`not shot:\n${failures.map((f) => `  ${f}`).join('\n')}`);
    process.exitCode = 1;
  }
} finally {
  await browser?.close();
  await server?.stop();
  if (dataDir) {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}-root`, { recursive: true, force: true });
  }
}
