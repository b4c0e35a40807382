/**
 * What a first visit to a public route costs in scripts, and what the service worker precaches:
 * the measures of the size budget (size-budget.json, issue 29), shared by the check in the e2e
 * suite (tests/e2e/size-budget.spec.ts), `npm run size:budget` (scripts/size-budget.ts) and
 * bench/bundle.ts.
 *
 * A route's figure: the gzip (level 9) bytes of every script its server-rendered HTML makes the
 * browser load before the page is interactive — module scripts, modulepreloads (under their inert
 * names too: decision 012) and the `import(...)`/`import ... from` URLs of React Router's inline
 * hydration script — as the server sends them (decompressed, then gzipped here, so the figure does
 * not depend on the server's compression settings). A first visit: no cookie, so the default
 * language (Arabic). Chunks imported later by the code (import() on a touch, a deferred part) are
 * not counted.
 *
 * The precache's figure: the bytes the worker downloads on install, from the manifest in sw.js —
 * the gzip of text files (scripts, styles, SVG, JSON, HTML) as the server sends them, the others
 * (fonts, PNG: already compressed) as they are.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { INERT_MODULE_TYPE, INERT_PRELOAD_REL } from '../src/web/ui/scripts-after-paint';
import { ROOT } from './server';

export const BUDGET_FILE = join(ROOT, 'size-budget.json');

// The preloads and module script are sent under inert names and started after the first paint
// (decision 012): the same scripts load before the page is interactive.
const PRELOAD = `(?:modulepreload|${INERT_PRELOAD_REL})`;
const MODULE = `(?:module|${INERT_MODULE_TYPE.replace('/', '\\/')})`;

/** The URLs of the scripts a rendered page loads before it is interactive. */
export function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(new RegExp(`<script[^>]*\\btype="${MODULE}"[^>]*\\bsrc="([^"]+)"`, 'g'))) found.add(m[1]!);
  for (const m of html.matchAll(new RegExp(`<link[^>]*\\brel="${PRELOAD}"[^>]*\\bhref="([^"]+)"`, 'g'))) found.add(m[1]!);
  for (const m of html.matchAll(new RegExp(`<link[^>]*\\bhref="([^"]+)"[^>]*\\brel="${PRELOAD}"`, 'g'))) found.add(m[1]!);
  // Inline module scripts: import("/assets/x.js") and import * as r from "/assets/y.js".
  for (const m of html.matchAll(/\bimport\s*(?:\(\s*|[^"';]*?\bfrom\s*)["'](\/assets\/[^"']+\.js)["']/g)) found.add(m[1]!);
  return [...found].filter((u) => u.startsWith('/') && u.endsWith('.js'));
}

export const gzipBytes = (body: Buffer): number => gzipSync(body, { level: 9 }).length;

/**
 * The public routes of the budget: the routes of size-budget.json, the one list (a new page adds
 * its entry there). An entry's `visit` is the page to open: a path, or for a record's page the
 * first link on `from` starting with `link`; without it, its `path`.
 */
export const budgetRoutes = (budget: Budget = readBudget()): { name: string; path: string | { from: string; link: string } }[] =>
  Object.entries(budget.routes).map(([name, entry]) => ({ name, path: entry.visit ?? entry.path ?? '/' }));

export interface RouteScripts {
  path: string;
  /** gzip bytes of the scripts. */
  bytes: number;
  files: { url: string; bytes: number }[];
}

async function page(base: string, path: string): Promise<string> {
  // No cookie: a first visit.
  const res = await fetch(`${base}${path}`, { redirect: 'manual' });
  if (res.status !== 200) throw new Error(`GET ${path}: HTTP ${res.status}`);
  return res.text();
}

async function bytesOf(base: string, url: string): Promise<Buffer> {
  const res = await fetch(new URL(url, `${base}/`));
  if (res.status !== 200) throw new Error(`GET ${url}: HTTP ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/** The first-visit scripts of every budget route of the site at `base`. */
export async function measureRoutes(base: string): Promise<Record<string, RouteScripts>> {
  const out: Record<string, RouteScripts> = {};
  for (const route of budgetRoutes()) {
    let path = route.path as string;
    if (typeof route.path !== 'string') {
      const { from, link } = route.path;
      const href = new RegExp(`href="(${link.replace(/[/]/g, '\\/')}[^"]+)"`).exec(await page(base, from))?.[1];
      if (!href) throw new Error(`${route.name}: no link to ${link}… on ${from}`);
      path = href.replace(/&amp;/g, '&');
    }
    const files: RouteScripts['files'] = [];
    for (const url of scriptsOf(await page(base, path))) files.push({ url, bytes: gzipBytes(await bytesOf(base, url)) });
    files.sort((a, b) => b.bytes - a.bytes);
    out[route.name] = { path, bytes: files.reduce((n, f) => n + f.bytes, 0), files };
  }
  return out;
}

const TEXT = /\.(js|mjs|css|svg|json|webmanifest|html|txt)$/;

/** The service worker's precache list (the manifest in /sw.js of the site at `base`): files, their bytes as they are and as sent. */
export async function measurePrecache(base: string): Promise<{ files: number; rawBytes: number; bytes: number }> {
  const sw = (await bytesOf(base, '/sw.js')).toString('utf8');
  // The entries, {url, revision} in either order, quoted keys or not (generateSW and injectManifest write them differently).
  const entry = /\{\s*"?(?:url"?\s*:\s*"([^"]+)"\s*,\s*"?revision|revision"?\s*:\s*(?:null|"[^"]*")\s*,\s*"?url"?\s*:\s*"([^"]+)")/g;
  const urls = [...sw.matchAll(entry)].map((m) => (m[1] ?? m[2])!);
  if (!urls.length) throw new Error('sw.js: no precache manifest found');
  let rawBytes = 0;
  let bytes = 0;
  for (const url of new Set(urls)) {
    const body = await bytesOf(base, url);
    rawBytes += body.length;
    bytes += TEXT.test(url) ? gzipBytes(body) : body.length;
  }
  return { files: new Set(urls).size, rawBytes, bytes };
}

export interface BudgetEntry {
  /** Measured on the baseline commit (gzip bytes). */
  baseline: number;
  /** The target (bytes), or null where it names none. */
  target: number | null;
  /** Enforced: a measure above it fails the check. */
  limit: number;
  /** The path last measured. */
  path?: string;
  /** The page to open when it is not `path` (a record's page: the first link on `from` starting with `link`). */
  visit?: string | { from: string; link: string };
}

export interface Budget {
  about: string[];
  baseline_commit: string;
  routes: Record<string, BudgetEntry>;
  precache: BudgetEntry & { files_baseline: number; after?: number; files_after?: number };
}

export const readBudget = (): Budget => JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as Budget;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The rows of the report, and the failures (measures over their limit, routes without a budget). */
export function compare(budget: Budget, routes: Record<string, RouteScripts>, precache: { bytes: number }): { rows: string[][]; failures: string[] } {
  const rows: string[][] = [['', 'now', 'limit', 'target', 'baseline', '']];
  const failures: string[] = [];
  const row = (name: string, bytes: number, entry: BudgetEntry | undefined) => {
    if (!entry) {
      failures.push(`${name}: ${bytes} bytes measured, no entry in size-budget.json`);
      return;
    }
    const over = bytes > entry.limit;
    if (over) failures.push(`${name}: ${bytes} bytes gzip > limit ${entry.limit} (${kb(bytes)} > ${kb(entry.limit)})`);
    rows.push([name, kb(bytes), kb(entry.limit), entry.target == null ? '—' : kb(entry.target), kb(entry.baseline), over ? 'OVER' : 'ok']);
  };
  for (const [name, r] of Object.entries(routes)) row(name, r.bytes, budget.routes[name]);
  row('precache', precache.bytes, budget.precache);
  return { rows, failures };
}

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')).join('\n');
}
