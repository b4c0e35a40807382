/**
 * The cache stores in process, before and after decision 014: operations per second of the app
 * cache (MemoryCache: data objects of the services) and of the HTML/answer cache (HtmlCache:
 * rendered pages), each on lru-cache (now) and on the Map store it replaced
 * (bench/cache-store-before.ts).
 *
 *   hit          a wrap/get of a key that is there (app: 1,000 keys; HTML: 200 pages of ~100 KB)
 *   miss-burst   10 concurrent identical misses of a new key (one computation), the store full
 *   invalidate   app cache: drop one prefix of 50 from 5,000 keys; HTML cache: empty 500 pages
 *
 * Each case runs for BENCH_MS (default 700) ms, old and new alternately, BENCH_ROUNDS (default 3)
 * times; the best round is printed (a shared machine only ever makes a round slower).
 *
 *   npx tsx bench/cache-store.ts
 */
import { cpus, loadavg } from 'node:os';
import { MemoryCache } from '../src/server/platform/cache';
import { HtmlCache, type RenderedPage } from '../src/server/platform/html-cache';
import { MapHtmlCache, MapMemoryCache } from './cache-store-before';

const MS = Number(process.env.BENCH_MS ?? 700);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface AppStore {
  wrap<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T>;
  invalidate(...prefixes: string[]): Promise<void>;
}
interface PageStore {
  get(key: string, render: () => Promise<RenderedPage>): Promise<{ hit: boolean }>;
  clear(): void;
}

/** Runs `op` for MS milliseconds (timing only what `op` reports, when it does); returns ops/s. */
async function rate(op: (i: number) => Promise<number | void>): Promise<number> {
  let n = 0;
  let timed = 0;
  const start = performance.now();
  while (performance.now() - start < MS) {
    for (let j = 0; j < 100; j++, n++) {
      const t0 = performance.now();
      const own = await op(n);
      timed += typeof own === 'number' ? own : performance.now() - t0;
    }
  }
  return (n / timed) * 1000;
}

const value = { items: [1, 2, 3], title: 'سعر الأسمنت اليوم' };
const compute = () => Promise.resolve(value);

async function appHit(store: AppStore) {
  for (let i = 0; i < 1000; i++) await store.wrap(`news:${i}`, 600_000, compute);
  return rate((i) => store.wrap(`news:${i % 1000}`, 600_000, compute).then(() => undefined));
}

async function appMissBurst(store: AppStore) {
  let computations = 0;
  const counted = () => (computations++, Promise.resolve(value));
  let round = 0;
  const result = await rate(async () => {
    const key = `news:miss:${round++}`;
    await Promise.all(Array.from({ length: 10 }, () => store.wrap(key, 600_000, counted)));
  });
  if (computations !== round) throw new Error(`miss-burst: ${computations} computations for ${round} bursts`);
  return result;
}

async function appInvalidate(store: AppStore) {
  for (let i = 0; i < 5000; i++) await store.wrap(`p${i % 50}:${i}`, 600_000, compute);
  return rate(async (n) => {
    const prefix = `p${n % 50}:`;
    const t0 = performance.now();
    await store.invalidate(prefix);
    const took = performance.now() - t0;
    for (let i = n % 50; i < 5000; i += 50) await store.wrap(`p${i % 50}:${i}`, 600_000, compute);
    return took;
  });
}

const body = Buffer.from(`<!DOCTYPE html><html lang="ar"><body>${'<p>سعر الأسمنت اليوم في مصر</p>'.repeat(2000)}</body></html>`);
const page = (): RenderedPage => ({ status: 200, headers: [['content-type', 'text/html; charset=utf-8']], setCookies: [], body });
const render = () => Promise.resolve(page());

async function pageHit(store: PageStore) {
  for (let i = 0; i < 200; i++) await store.get(`|||/news/${i}`, render);
  return rate((i) => store.get(`|||/news/${i % 200}`, render).then(() => undefined));
}

async function pageMissBurst(store: PageStore) {
  let round = 0;
  return rate(async () => {
    const key = `|||/miss/${round++}`;
    await Promise.all(Array.from({ length: 10 }, () => store.get(key, render)));
  });
}

async function pageClear(store: PageStore) {
  return rate(async () => {
    for (let i = 0; i < 500; i++) await store.get(`|||/page/${i}`, render);
    const t0 = performance.now();
    store.clear();
    return performance.now() - t0;
  });
}

const cases: [string, () => Promise<number>, () => Promise<number>][] = [
  ['app cache: hit', () => appHit(new MapMemoryCache()), () => appHit(new MemoryCache())],
  ['app cache: miss-burst (10)', () => appMissBurst(new MapMemoryCache()), () => appMissBurst(new MemoryCache())],
  ['app cache: invalidate 1/50', () => appInvalidate(new MapMemoryCache()), () => appInvalidate(new MemoryCache())],
  ['HTML cache: hit', () => pageHit(new MapHtmlCache({ precompress: false })), () => pageHit(new HtmlCache({ precompress: false }))],
  ['HTML cache: miss-burst (10)', () => pageMissBurst(new MapHtmlCache({ precompress: false })), () => pageMissBurst(new HtmlCache({ precompress: false }))],
  ['HTML cache: clear 500', () => pageClear(new MapHtmlCache({ precompress: false })), () => pageClear(new HtmlCache({ precompress: false }))],
];

console.log(
  `cache stores, best of ${ROUNDS} x ${MS} ms, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${cpus().length} CPUs`,
);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const rows: string[][] = [['case', 'Map store ops/s', 'lru-cache ops/s', 'lru / Map']];
for (const [name, before, after] of cases) {
  let b = 0;
  let a = 0;
  for (let r = 0; r < ROUNDS; r++) {
    b = Math.max(b, await before());
    a = Math.max(a, await after());
  }
  rows.push([name, fmt(b), fmt(a), (a / b).toFixed(2)]);
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const r of rows) console.log(r.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  '));
