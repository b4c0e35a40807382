/**
 * HTTP throughput of the anonymous path (issue 3 targets), 10 connections on 127.0.0.1:
 *
 *   home / article, HTML cache      >= 2,000 req/s, p99 < 50 ms
 *   home / article, every request rendered   >= 100 req/s
 *   GET /api/v1/ar/front/home JSON  >= 5,000 req/s
 *   resident memory of the server under that load  <= 300 MB
 *
 * Issue 14 adds the signed-in reader (the demo account's session cookie): the same cached page as
 * the visitor (>= 50% of the visitor's req/s, p99 <= 10 ms) and GET me (>= 5,000 req/s, and its
 * 304). "Rendered every request" runs last, on the server restarted with PAGE_CACHE=0 (answer
 * header `x-cache: bypass`). Every case sends `accept-encoding: gzip, deflate, br` as a
 * browser does, so compression is part of the cost.
 *
 * The load comes from wrk when it is installed (`apt-get install wrk`), else autocannon: see
 * load.ts (BENCH_LOADER=autocannon forces autocannon).
 *
 * `npx tsx bench/http.ts` (BENCH_DURATION seconds per case, default 10; BENCH_CASES=cache,json
 * runs only the cases whose name contains one of the words).
 */
import { cpus, loadavg } from 'node:os';
import { WEB_ACCESS_KEY } from '../src/shared/envelope';
import { load, loaderName } from './load';
import { startServer } from './server';
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
  /** Run against a server started with PAGE_CACHE=0 (every page rendered). */
  uncached?: boolean;
}

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
  const me = await fetch(`${server.url}/api/v1/ar/front/me`, { headers: { ...API, cookie: session } });
  const etag = me.headers.get('etag') ?? '';

  // Issue 14: a signed-in reader gets the visitor's cached page (>= 50% of the visitor's req/s, p99 <= 10 ms).
  const cases: Case[] = [
    { name: 'home, HTML cache', path: '/', headers: BROWSER, target: 2000, p99: 5, expectCache: 'hit' },
    { name: 'home, signed in', path: '/', headers: SIGNED_IN, target: 2000, p99: 10, expectCache: 'hit' },
    { name: 'article, HTML cache', path: articlePath, headers: BROWSER, target: 2000, p99: 5, expectCache: 'hit' },
    { name: 'article, signed in', path: articlePath, headers: SIGNED_IN, target: 2000, p99: 10, expectCache: 'hit' },
    { name: 'GET me, signed in', path: '/api/v1/ar/front/me', headers: { ...API, cookie: session }, target: 5000 },
    { name: 'GET me, signed in, 304', path: '/api/v1/ar/front/me', headers: { ...API, cookie: session, 'if-none-match': etag }, target: 5000 },
    { name: 'GET home JSON (br)', path: '/api/v1/ar/front/home', headers: API, target: 5000 },
    { name: 'GET home JSON (identity)', path: '/api/v1/ar/front/home', headers: { ...API, 'accept-encoding': 'identity' }, target: 5000 },
    { name: 'home, rendered', path: '/', headers: BROWSER, target: 100, expectCache: 'bypass', uncached: true },
    { name: 'article, rendered', path: articlePath, headers: BROWSER, target: 100, expectCache: 'bypass', uncached: true },
  ];

  // BENCH_CASES=cache,JSON: only the cases whose name contains one of the words.
  const only = process.env.BENCH_CASES?.split(',').map((w) => w.trim().toLowerCase());
  if (only) cases.splice(0, cases.length, ...cases.filter((c) => only.some((w) => c.name.toLowerCase().includes(w))));
  console.log(
    `server ${server.url} (pid ${server.pid}), load by ${loaderName}, ${CONNECTIONS} connections, ${DURATION} s per case, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} CPUs`,
  );
  console.log("(CPU ms/request is the server process's own CPU time per answer: comparable on a busy machine, unlike req/s)");
  console.log(`article: ${decodeURI(articlePath)}`);
  const rows: string[][] = [];
  const rpsOf = new Map<string, number>();
  let uncached = false;
  for (const c of [...cases.filter((c) => !c.uncached), ...cases.filter((c) => c.uncached)]) {
    if (c.uncached && !uncached) {
      // The rendered cases: the same server with PAGE_CACHE=0 (the data folder holds one PostgreSQL at a time).
      await server.stop();
      server = await startServer({ PAGE_CACHE: '0' });
      uncached = true;
    }
    const url = `${server.url}${c.path}`;
    // Warm-up: fills the caches, JITs the render path.
    await load(url, CONNECTIONS, 2, c.headers);
    const probe = await fetch(url, { headers: c.headers });
    const size = (await probe.arrayBuffer()).byteLength;
    const cacheState = probe.headers.get('x-cache') ?? '-';
    if (c.expectCache && cacheState !== c.expectCache)
      console.warn(`  ! ${c.name}: x-cache is ${cacheState}, expected ${c.expectCache} (status ${probe.status})`);
    const peakBefore = peakRss;
    peakRss = 0;
    const cpuBefore = server.cpuMs();
    const r = await load(url, CONNECTIONS, DURATION, c.headers);
    const cpuPerRequest = (server.cpuMs() - cpuBefore) / Math.max(1, r.requests);
    const caseRss = peakRss;
    peakRss = Math.max(peakBefore, peakRss);
    const wire = r.bytes / Math.max(1, r.requests);
    const ok = r.rps >= c.target && (c.p99 == null || r.p99 < c.p99) && r.bad === 0;
    rows.push([
      c.name,
      String(probe.status),
      cacheState,
      `${(size / 1024).toFixed(0)} KB / ${probe.headers.get('content-encoding') ?? 'identity'} ${(wire / 1024).toFixed(1)} KB`,
      r.rps.toFixed(0),
      cpuPerRequest.toFixed(2),
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      String(r.bad),
      `${(caseRss / 1024).toFixed(0)} MB`,
      `>= ${c.target}${c.p99 ? `, p99 < ${c.p99}` : ''}`,
      ok ? 'ok' : 'MISSED',
    ]);
    rpsOf.set(c.name, r.rps);
    console.log(`  ${c.name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${cpuPerRequest.toFixed(2)} ms CPU/request`);
  }
  for (const page of ['home', 'article']) {
    const visitor = rpsOf.get(`${page}, HTML cache`);
    const reader = rpsOf.get(`${page}, signed in`);
    if (visitor && reader) console.log(`${page}: signed in ${((100 * reader) / visitor).toFixed(0)}% of the visitor's req/s (target >= 50%)`);
  }
  const rssMb = peakRss / 1024;
  rows.push(['peak RSS, whole run', '', '', '', '', '', '', '', '', `${rssMb.toFixed(0)} MB`, '<= 300 MB', rssMb <= 300 ? 'ok' : 'MISSED']);
  const header = ['case', 'status', 'x-cache', 'body / on the wire', 'req/s', 'CPU ms/req', 'p50 ms', 'p99 ms', 'bad', 'peak RSS', 'target', ''];
  const table = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length)));
  console.log('');
  for (const r of table) console.log(r.map((cell, i) => (cell ?? '').padEnd(widths[i]!)).join('  '));
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  clearInterval(sampler);
  await server.stop();
}
