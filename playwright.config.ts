/**
 * End-to-end tests (STYLE.md practice 10): the built site on the real server, in Debian's
 * Chromium, as a visitor in Arabic and in English.
 *
 *   npm run test:e2e            build, then every project
 *   npx playwright test         against the current build/ (SKIP_BUILD=1)
 *
 * The server (tests/e2e/support/web-server.mjs) gets a fresh temporary DATA_DIR, so every run
 * starts from the seeded demo data; it is stopped with SIGTERM so PostgreSQL shuts down cleanly,
 * and its folder is removed after that.
 *
 * Projects: `desktop` runs every journey; `phone` runs the ones whose layout differs on a small
 * screen (tagged @phone) and the drawer (@phone-only).
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { defineConfig } from '@playwright/test';
import { staleBuildReason } from './tests/e2e/support/build';

/** A free port on 127.0.0.1, chosen once by the runner; workers inherit it through the environment. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

process.env.BINAA_E2E_PORT ||= String(await freePort());
/** One id per run, inherited by the workers: files they share during the run are named by it (support/staff.ts). */
process.env.BINAA_E2E_RUN ||= randomUUID();
// The runner (not each worker) says it once when build/ lags behind its sources.
if (!process.env.TEST_WORKER_INDEX) {
  const stale = staleBuildReason();
  if (stale) console.warn(`\n⚠ ${stale}\n`);
}
const port = Number(process.env.BINAA_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // CI runs on the same 2 cores right after a session, often 2-3x slower than a quiet run here:
  // a 17 s journey must not turn into a timeout there (a timeout is a failure, not a finding).
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL,
    locale: 'en-GB',
    timezoneId: 'Africa/Cairo',
    colorScheme: 'light',
    // The journeys here are online ones; the service worker's precaching would only add noise.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'phone',
      grep: /@phone/,
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: 'node tests/e2e/support/web-server.mjs',
    url: `${baseURL}/healthz`,
    // The site's public origin is the one the browser uses: canonical links must match it.
    env: { PORT: String(port), LOG_LEVEL: 'warn', PUBLIC_URL: baseURL },
    timeout: 300_000, // the first start seeds two years of prices; slow on a busy 2-core machine
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
