/**
 * The chart libraries for the comparison and the analysis (issue 29, item 3; decision 038),
 * measured side by side in one sitting:
 *
 * - size: gzip (level 9) of each library's chart code as esbuild bundles it for the browser
 *   (minified, tree-shaken; React and React DOM left out, the shell has them): the entry draws
 *   the same 4 × 365-point area chart (bench/charts/*.ts).
 * - time: in Debian's Chromium (headless, no GPU), the CPU throttled 4× through CDP
 *   (`Emulation.setCPUThrottlingRate`), a fresh page per run: the module's evaluation
 *   (`import()`), then the first drawing of that chart up to the next painted frame; median of
 *   BENCH_RUNS runs (default 7), the libraries taking turns run by run (a busy machine's drift
 *   falls on all of them), the fastest and slowest run beside.
 *
 * `npx tsx bench/charts.ts` (CHROME_PATH, default /usr/bin/chromium)
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { benchData, POINTS, SERIES } from './charts/data';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const THROTTLE = 4;
const LIBRARIES = [
  { name: '@mui/x-charts (today)', entry: 'mui.tsx', pkg: '@mui/x-charts' },
  { name: 'Chart.js (tree-shaken)', entry: 'chartjs.ts', pkg: 'chart.js' },
  { name: 'uPlot', entry: 'uplot.ts', pkg: 'uplot' },
  { name: 'hand-drawn SVG (floor)', entry: 'svg.ts', pkg: null },
] as const;

const version = (pkg: string | null) =>
  pkg ? (JSON.parse(readFileSync(join('node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version : '—';

/** The entry bundled for the browser: its files (JS and CSS) by name. */
async function bundle(entry: string, external: string[]): Promise<Map<string, Buffer>> {
  const dir = mkdtempSync(join(tmpdir(), 'binaa-charts-'));
  try {
    await build({
      entryPoints: [join('bench/charts', entry)],
      outdir: dir,
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      external,
      logLevel: 'error',
    });
    return new Map(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f))]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const data = benchData();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const ORIGIN = 'http://charts.bench';
const built = [];
for (const lib of LIBRARIES) {
  const sized = await bundle(lib.entry, ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']);
  let js = 0;
  let css = 0;
  for (const [name, bytes] of sized) {
    const gz = gzipSync(bytes, { level: 9 }).length;
    if (name.endsWith('.css')) css += gz;
    else js += gz;
  }
  // To run it, the page gets everything (React too for x-charts).
  built.push({ ...lib, js, css, files: await bundle(lib.entry, []), evals: [] as number[], draws: [] as number[] });
}

/** One fresh page: the module evaluated, then the chart drawn; milliseconds. */
async function measure(files: Map<string, Buffer>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const name = new URL(route.request().url()).pathname.slice(1);
      if (name === '')
        return route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="chart"></div></body></html>',
        });
      const body = files.get(name);
      if (!body) return route.fulfill({ status: 404 });
      return route.fulfill({ contentType: name.endsWith('.css') ? 'text/css' : 'text/javascript', headers: { 'cache-control': 'max-age=3600' }, body });
    });
    await page.goto(`${ORIGIN}/`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const script = [...files.keys()].find((f) => f.endsWith('.js'))!;
    const styles = [...files.keys()].filter((f) => f.endsWith('.css'));
    // The script is fetched (and the styles applied) before the clock starts: a modulepreload's work.
    // A string, not a function: tsx's helpers (__name) do not exist in the page.
    const t = (await page.evaluate(`(async () => {
      const { script, styles, data } = ${JSON.stringify({ script, styles, data })};
      for (const href of styles) {
        const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/' + href });
        await new Promise((r) => ((link.onload = r), document.head.append(link)));
      }
      await (await fetch('/' + script)).text();
      const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      await frame();
      const t0 = performance.now();
      const m = await import('/' + script);
      const t1 = performance.now();
      await m.render(document.getElementById('chart'), data);
      await frame();
      const t2 = performance.now();
      return { evaluate: t1 - t0, draw: t2 - t1, drawn: document.querySelectorAll('#chart canvas, #chart svg path').length };
    })()`)) as { evaluate: number; draw: number; drawn: number };
    if (!t.drawn) throw new Error('nothing drawn');
    return t;
  } finally {
    await context.close();
  }
}

const rows: string[][] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    for (const lib of built) {
      const t = await measure(lib.files);
      lib.evals.push(t.evaluate);
      lib.draws.push(t.draw);
    }
    console.error(`run ${run + 1}/${RUNS}`);
  }
  for (const lib of built) {
    const totals = lib.evals.map((e, i) => e + lib.draws[i]!);
    rows.push([
      lib.name,
      version(lib.pkg),
      (lib.js / 1024).toFixed(1),
      lib.css ? (lib.css / 1024).toFixed(1) : '—',
      median(lib.evals).toFixed(0),
      median(lib.draws).toFixed(0),
      median(totals).toFixed(0),
      `${Math.min(...totals).toFixed(0)}–${Math.max(...totals).toFixed(0)}`,
    ]);
  }
} finally {
  await browser.close();
}

const head = ['library', 'version', 'JS gzip KB', 'CSS gzip KB', 'evaluate ms', 'first draw ms', 'total ms', 'total, fastest–slowest run'];
console.log(`${SERIES} series × ${POINTS} points, area chart; Chromium, CPU ${THROTTLE}× throttled; median of ${RUNS} runs\n`);
console.log(`| ${head.join(' | ')} |`);
console.log(`| ${head.map((_, i) => (i < 2 ? '---' : '---:')).join(' | ')} |`);
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
