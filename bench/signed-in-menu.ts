/**
 * When does a signed-in reader see their menu on a shared page (issue 14, decision 017)? The home
 * page in Debian's Chromium at desktop width, signed in as the demo account, on an emulated
 * mobile connection (150 ms round trip, 1.6 Mbit/s down, CPU slowed 4×), BENCH_RUNS times each:
 *
 *   kept copy   the last `me` answer is in localStorage: the menu shows at hydration, `me` confirms it
 *   me only     no kept copy (a new device, or the first page after signing in elsewhere): the menu
 *               waits for `me` after hydration
 *
 * Prints the medians of: first paint, hydration, the menu, and whether the visitor's "Log in" /
 * "Sign up" buttons were ever visible (a flash) before the menu.
 *
 * `npx tsx bench/signed-in-menu.ts` (BENCH_RUNS, default 7; CHROME_PATH, default /usr/bin/chromium)
 */
import { chromium } from '@playwright/test';
import { WEB_ACCESS_KEY } from '../src/shared/envelope';
import { DEMO_PASSWORD } from '../src/server/db/seed/data/site';
import { startServer } from './server';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Watches the page from its first byte: times of paint, hydration and the menu, and any visible visitor button. */
const WATCH = `(() => {
  const t = (window.__menu = { flash: false });
  const look = () => {
    const now = performance.now();
    if (t.hydrated == null && document.documentElement.hasAttribute('data-hydrated')) t.hydrated = now;
    if (t.menu == null && document.querySelector('header button[aria-haspopup="menu"]')) t.menu = now;
    if (t.menu == null)
      for (const a of document.querySelectorAll('header span > a[href="/login"], header span > a[href="/sign-up"]'))
        if (a.offsetParent && getComputedStyle(a).visibility === 'visible') t.flash = true;
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener('DOMContentLoaded', look);
})()`;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};

const server = await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: FLAGS });
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: server.url, serviceWorkers: 'block' });
  const login = await context.request.post('/api/v1/en/front/login', {
    headers: { 'x-access-key': WEB_ACCESS_KEY },
    data: { username: 'demo_trader', password: DEMO_PASSWORD },
  });
  if (!login.ok()) throw new Error(`login: ${login.status()}`);
  await context.addInitScript(WATCH);
  console.log(`server ${server.url}; ${RUNS} runs per mode; 150 ms RTT, 1.6 Mbit/s, CPU ÷4; desktop width, home, signed in as demo_trader`);
  const rows: string[][] = [['mode', 'first paint ms', 'hydrated ms', 'menu ms', 'menu after hydration ms', 'visitor buttons seen']];
  for (const mode of ['kept copy', 'me only'] as const) {
    const paints: number[] = [];
    const hydrated: number[] = [];
    const menus: number[] = [];
    let flashes = 0;
    for (let i = 0; i < RUNS + 1; i++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 94_000 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      if (mode === 'me only') await page.addInitScript(() => localStorage.removeItem('me'));
      await page.goto('/', { waitUntil: 'load' });
      await page.waitForFunction(() => (window as unknown as { __menu: { menu?: number } }).__menu.menu != null, undefined, { timeout: 30_000 });
      const t = (await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        return { ...(window as unknown as { __menu: { hydrated: number; menu: number; flash: boolean } }).__menu, paint };
      })) as { hydrated: number; menu: number; flash: boolean; paint: number };
      await page.close();
      if (i === 0) continue; // the first visit fills the browser's caches (and the kept copy)
      paints.push(t.paint);
      hydrated.push(t.hydrated);
      menus.push(t.menu);
      if (t.flash) flashes++;
    }
    rows.push([
      mode,
      median(paints).toFixed(0),
      median(hydrated).toFixed(0),
      median(menus).toFixed(0),
      median(menus.map((m, i) => m - hydrated[i]!)).toFixed(0),
      `${flashes} of ${RUNS}`,
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));
} finally {
  await browser.close();
  await server.stop();
}
