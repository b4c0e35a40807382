/**
 * HTTP throughput of the anonymous path (issue 3 targets; issue 14 for the cached home), 10
 * connections on 127.0.0.1:
 *
 *   home, HTML cache      >= 2,000 req/s, p99 <= 5 ms, and >= 50 % of nginx serving the same bytes
 *   article, HTML cache   >= 2,000 req/s, p99 < 50 ms
 *   home / article / prices, every request rendered   >= 100 req/s (issue 29: CPU per page half of 93ea027's)
 *   GET /api/v1/ar/front/home JSON  >= 5,000 req/s
 *   resident memory of the server under that load  <= 300 MB
 *
 * Issue 14: a signed-in reader (the demo account's session cookie and its hint) gets the
 * visitor's cached page: home / article signed in >= 50 % of the visitor's req/s, p99 <= 10 ms;
 * GET me signed in (and its 304) >= 5,000 req/s.
 *
 * "Rendered every request" runs last, on the server restarted with PAGE_CACHE=0 (answer header
 * `x-cache: bypass`): a cookie no longer bypasses the cache of a shared page. Every case sends
 * `accept-encoding: gzip, deflate, br` as a browser does, so compression is part of the cost.
 *
 * "home, nginx": the cached home's br bytes, taken from the server, served by nginx as a static
 * file (bench/nginx.ts) under the same load: what the machine can do for those bytes. Skipped,
 * with a note, when nginx is not installed (`apt-get install nginx-light`).
 *
 * The load comes from wrk when it is installed (`apt-get install wrk`), else autocannon: see
 * load.ts (BENCH_LOADER=autocannon forces autocannon).
 *
 * `npx tsx bench/http.ts` (BENCH_DURATION seconds per case, default 10; BENCH_CASES=cache,json
 * runs only the cases whose name contains one of the words).
 *
 * `BENCH_CASES=steady`: the cached home for 5 minutes, as BENCH_STEADY_RUNS (10) consecutive runs
 * of BENCH_STEADY_SECONDS (30) on one server; prints each run and the worst drop against the first
 * (target: none more than 15 % below it, every p99 <= 5 ms). Only run when asked.
 */
import { cpus, loadavg } from 'node:os';
import { WEB_ACCESS_KEY } from '../src/shared/envelope';
import { load, loaderName, type LoadResult } from './load/one-url';
import { nginxAvailable, rawGet, startNginx, type StaticServer } from './nginx';
import { cpuMsOf, startServer } from './server';
import { DEMO_PASSWORD } from '../src/server/db/seed/data/site';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/xhtml+xml' };
const API = { 'x-access-key': WEB_ACCESS_KEY, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

interface Case {
  name: string;
  path: string;
  headers: Record<string, string>;
  target: number;
  p99?: number;
  expectCache?: string;
  /** Served by nginx from the bytes of this case's path (the yardstick), not by the server. */
  nginx?: boolean;
  /** Run against the server restarted with PAGE_CACHE=0 (every page rendered), after the others. */
  uncached?: boolean;
}

const NGINX_SHARE = 0.5;
const STEADY_DROP = 0.15;
const HOME_P99 = 5;
const SIGNED_IN_SHARE = 0.5;

let server = await startServer();
let peakRss = 0;
const sampler = setInterval(() => {
  try {
    peakRss = Math.max(peakRss, server.rssKb());
  } catch {
    // the process is gone
  }
}, 200);

try {
  const news = (await (await fetch(`${server.url}/api/v1/ar/front/news?category=0&page=1&rows=1`, { headers: API })).json()) as {
    data: { items: { data: { id: number; category_id: number }[] } };
  };
  const first = news.data.items.data[0]!;
  const article = (await (await fetch(`${server.url}/api/v1/ar/front/news/${first.id}/${first.category_id}`, { headers: API })).json()) as {
    data: { item: { path: string } };
  };
  const articlePath = article.data.item.path;

  // A signed-in reader (the demo account): the session cookie and its readable hint, as the browser holds them.
  const login = await fetch(`${server.url}/api/v1/en/front/login`, {
    method: 'POST',
    headers: { ...API, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo_trader', password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login of demo_trader: ${login.status}`);
  const session = login.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0]!)
    .join('; ');
  const SIGNED_IN = { ...BROWSER, cookie: session };
  const ME = { ...API, cookie: session };
  const me = await fetch(`${server.url}/api/v1/ar/front/me`, { headers: ME });
  const etag = me.headers.get('etag') ?? '';

  const cases: Case[] = [
    { name: 'home, HTML cache', path: '/', headers: BROWSER, target: 2000, p99: HOME_P99, expectCache: 'hit' },
    { name: 'home, signed in', path: '/', headers: SIGNED_IN, target: 2000, p99: 10, expectCache: 'hit' },
    { name: 'home, nginx (the cached br bytes)', path: '/', headers: BROWSER, target: 0, nginx: true },
    { name: 'article, HTML cache', path: articlePath, headers: BROWSER, target: 2000, p99: 50, expectCache: 'hit' },
    { name: 'article, signed in', path: articlePath, headers: SIGNED_IN, target: 2000, p99: 10, expectCache: 'hit' },
    { name: 'GET me, signed in', path: '/api/v1/ar/front/me', headers: ME, target: 5000 },
    { name: 'GET me, signed in, 304', path: '/api/v1/ar/front/me', headers: { ...ME, 'if-none-match': etag }, target: 5000 },
    { name: 'GET home JSON (br)', path: '/api/v1/ar/front/home', headers: API, target: 5000 },
    { name: 'GET home JSON (identity)', path: '/api/v1/ar/front/home', headers: { ...API, 'accept-encoding': 'identity' }, target: 5000 },
    { name: 'home, rendered', path: '/', headers: BROWSER, target: 100, expectCache: 'bypass', uncached: true },
    { name: 'article, rendered', path: articlePath, headers: BROWSER, target: 100, expectCache: 'bypass', uncached: true },
    { name: 'prices, rendered', path: '/materials/cement/1', headers: BROWSER, target: 100, expectCache: 'bypass', uncached: true },
  ];

  // BENCH_CASES=cache,JSON: only the cases whose name contains one of the words.
  const only = process.env.BENCH_CASES?.split(',').map((w) => w.trim().toLowerCase());
  if (only) cases.splice(0, cases.length, ...cases.filter((c) => only.some((w) => c.name.toLowerCase().includes(w))));
  const steady = only?.includes('steady') ?? false;
  console.log(
    `server ${server.url} (pid ${server.pid}), load by ${loaderName}, ${CONNECTIONS} connections, ${DURATION} s per case, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} CPUs`,
  );
  console.log("(CPU ms/request is the server process's own CPU time per answer: comparable on a busy machine, unlike req/s)");
  console.log(`article: ${decodeURI(articlePath)}`);
  const rows: string[][] = [];
  const results = new Map<string, LoadResult>();
  const runCase = async (c: Case) => {
    let url = `${server.url}${c.path}`;
    let nginx: StaticServer | null = null;
    if (c.nginx) {
      if (!nginxAvailable()) {
        console.log(`  ${c.name}: skipped, nginx is not installed (apt-get install nginx-light)`);
        return;
      }
      const page = await cachedBytes(url, c.headers);
      nginx = await startNginx(page.body, page.type, page.encoding);
      if (!nginx) return;
      console.log(`  ${c.name}: ${nginx.describe}`);
      url = nginx.url;
    }
    try {
      // Warm-up: fills the caches, JITs the render path.
      await load(url, CONNECTIONS, 2, c.headers);
      const probe = await fetch(url, { headers: c.headers });
      const size = (await probe.arrayBuffer()).byteLength;
      const cacheState = probe.headers.get('x-cache') ?? '-';
      if (c.expectCache && cacheState !== c.expectCache)
        console.warn(`  ! ${c.name}: x-cache is ${cacheState}, expected ${c.expectCache} (status ${probe.status})`);
      const peakBefore = peakRss;
      peakRss = 0;
      const cpuOf = nginx ? () => cpuMsOf(nginx.pid) : () => server.cpuMs();
      const cpuBefore = cpuOf();
      const r = await load(url, CONNECTIONS, DURATION, c.headers);
      const cpuPerRequest = (cpuOf() - cpuBefore) / Math.max(1, r.requests);
      const caseRss = nginx ? 0 : peakRss;
      peakRss = Math.max(peakBefore, peakRss);
      results.set(c.name, r);
      const wire = r.bytes / Math.max(1, r.requests);
      const ok = r.rps >= c.target && (c.p99 == null || r.p99 <= c.p99) && r.bad === 0;
      rows.push([
        c.name,
        String(probe.status),
        cacheState,
        `${(size / 1024).toFixed(0)} KB / ${probe.headers.get('content-encoding') ?? 'identity'} ${(wire / 1024).toFixed(1)} KB`,
        r.rps.toFixed(0),
        cpuPerRequest.toFixed(3),
        r.p50.toFixed(1),
        r.p99.toFixed(1),
        String(r.bad),
        nginx ? '-' : `${(caseRss / 1024).toFixed(0)} MB`,
        c.target ? `>= ${c.target}${c.p99 ? `, p99 <= ${c.p99}` : ''}` : 'yardstick',
        c.target ? (ok ? 'ok' : 'MISSED') : '',
      ]);
      console.log(`  ${c.name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${cpuPerRequest.toFixed(3)} ms CPU/request`);
    } finally {
      await nginx?.stop();
    }
  };
  for (const c of cases.filter((c) => !c.uncached)) await runCase(c);
  if (steady) await steadiness(`${server.url}/`);
  const rendered = cases.filter((c) => c.uncached);
  if (rendered.length) {
    // The same server with PAGE_CACHE=0 (the data folder holds one PostgreSQL at a time).
    await server.stop();
    server = await startServer({ PAGE_CACHE: '0' });
    for (const c of rendered) await runCase(c);
  }
  /** A row of one result as a share of another (req/s), with both p99s, against a minimum share. */
  const shareRow = (name: string, part: LoadResult | undefined, whole: LoadResult | undefined, target: number) => {
    if (!part || !whole) return;
    const share = part.rps / whole.rps;
    rows.push([
      name,
      '',
      '',
      '',
      `${(100 * share).toFixed(0)} %`,
      '',
      '',
      `${part.p99.toFixed(1)} / ${whole.p99.toFixed(1)}`,
      '',
      '',
      `>= ${100 * target} %`,
      share >= target ? 'ok' : 'MISSED',
    ]);
  };
  for (const page of ['home', 'article'])
    shareRow(`${page} signed in / visitor`, results.get(`${page}, signed in`), results.get(`${page}, HTML cache`), SIGNED_IN_SHARE);
  const yardstick = [...results].find(([name]) => name.startsWith('home, nginx'))?.[1];
  shareRow('cached home / nginx', results.get('home, HTML cache'), yardstick, NGINX_SHARE);
  const rssMb = peakRss / 1024;
  rows.push(['peak RSS, whole run', '', '', '', '', '', '', '', '', `${rssMb.toFixed(0)} MB`, '<= 300 MB', rssMb <= 300 ? 'ok' : 'MISSED']);
  const header = ['case', 'status', 'x-cache', 'body / on the wire', 'req/s', 'CPU ms/req', 'p50 ms', 'p99 ms', 'bad', 'peak RSS', 'target', ''];
  if (cases.length) printTable(header, rows);
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  clearInterval(sampler);
  await server.stop();
}

function printTable(header: string[], rows: string[][]) {
  const table = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length)));
  console.log('');
  for (const r of table) console.log(r.map((cell, i) => (cell ?? '').padEnd(widths[i]!)).join('  '));
}

/** The bytes the cache sends for a browser (its br copy, made on the thread pool after the first answer). */
async function cachedBytes(url: string, headers: Record<string, string>): Promise<{ body: Buffer; type: string; encoding: string }> {
  for (let tries = 0; ; tries++) {
    const r = await rawGet(url, headers);
    const encoding = String(r.headers['content-encoding'] ?? '');
    if (r.status === 200 && r.headers['x-cache'] === 'hit' && encoding === 'br')
      return { body: r.body, type: String(r.headers['content-type'] ?? 'text/html'), encoding };
    if (tries >= 50) throw new Error(`no cached br copy of ${url} (status ${r.status}, x-cache ${String(r.headers['x-cache'])}, encoding ${encoding})`);
    await new Promise((res) => setTimeout(res, 200));
  }
}

/** BENCH_CASES=steady: consecutive runs on the cached home; the worst drop against the first run. */
async function steadiness(url: string) {
  const runs = Number(process.env.BENCH_STEADY_RUNS ?? 10);
  const seconds = Number(process.env.BENCH_STEADY_SECONDS ?? 30);
  console.log(`\nsteadiness: cached home, ${runs} consecutive runs of ${seconds} s, ${CONNECTIONS} connections`);
  // A longer warm-up than the other cases': run 1 is the reference, so it must not carry the
  // start (JIT, the first renders and their compressed copies).
  await load(url, CONNECTIONS, 10, BROWSER);
  const probe = await fetch(url, { headers: BROWSER });
  await probe.arrayBuffer();
  if (probe.headers.get('x-cache') !== 'hit') console.warn(`  ! x-cache is ${probe.headers.get('x-cache')}, expected hit`);
  const rows: string[][] = [];
  let first = 0;
  let worstDrop = 0;
  let worstP99 = 0;
  let bad = 0;
  for (let i = 1; i <= runs; i++) {
    peakRss = 0;
    const cpuBefore = server.cpuMs();
    const r = await load(url, CONNECTIONS, seconds, BROWSER);
    const cpuPerRequest = (server.cpuMs() - cpuBefore) / Math.max(1, r.requests);
    if (i === 1) first = r.rps;
    const drop = first > 0 ? 1 - r.rps / first : 0;
    worstDrop = Math.max(worstDrop, drop);
    worstP99 = Math.max(worstP99, r.p99);
    bad += r.bad;
    const row = [
      String(i),
      r.rps.toFixed(0),
      `${drop > 0 ? '-' : '+'}${Math.abs(100 * drop).toFixed(1)} %`,
      cpuPerRequest.toFixed(3),
      r.p50.toFixed(2),
      r.p99.toFixed(2),
      String(r.bad),
      `${(peakRss / 1024).toFixed(0)} MB`,
    ];
    rows.push(row);
    console.log(`  run ${i}: ${row[1]} req/s (${row[2]} vs run 1), p50 ${row[4]} ms, p99 ${row[5]} ms, ${row[3]} ms CPU/request, peak RSS ${row[7]}`);
  }
  const ok = worstDrop <= STEADY_DROP && worstP99 <= HOME_P99 && bad === 0;
  printTable(['run', 'req/s', 'vs run 1', 'CPU ms/req', 'p50 ms', 'p99 ms', 'bad', 'peak RSS'], rows);
  console.log(
    `worst drop vs run 1: ${(100 * worstDrop).toFixed(1)} % (target <= ${100 * STEADY_DROP} %), worst p99 ${worstP99.toFixed(2)} ms (target <= ${HOME_P99} ms): ${ok ? 'ok' : 'MISSED'}`,
  );
}
