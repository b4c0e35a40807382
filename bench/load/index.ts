/**
 * Mixed load (issue 19): a morning's traffic on the whole site for BENCH_SECONDS (60) at each of
 * BENCH_CONNECTIONS (10, 50, 200), on the embedded default and on the cluster (2 instances + nginx
 * + PostgreSQL + Redis). Per level it prints req/s, p50/p99 and errors per route, CPU and memory
 * per process, the whole machine's CPU; then per target the levels side by side and the knee.
 *
 *   npm run bench:load
 *   BENCH_TARGETS=embedded BENCH_CONNECTIONS=10,50 BENCH_SECONDS=10 npm run bench:load
 *   BENCH_TARGETS=cluster-replica npm run bench:load     # the cluster reading from a hot standby
 *   npm run bench:load -- --url http://127.0.0.1:3000 --pids app=1234,postgres=1200 [--database-url postgres://…] [--origin https://…]
 *
 * BENCH_WARMUP (5 s) of the same mix runs before each level on the same connections, not counted.
 * BENCH_TIMEOUT (10 s) per request. Results also go to bench/out/load-<time>.json (git-ignored).
 *
 * The scenario (scenario.ts), percent of requests:
 *   reads 70   home `/` 30, prices pages `/materials/{meta}/{id}` 25 (some with ?product_type_id or
 *              ?gov_id), news list `/news/{category}/{page}/{slug}` 15: HTML documents as a phone
 *              opens them (Accept-Encoding gzip, deflate, br, zstd; a mobile Chrome user agent)
 *   article 15 `/news/topic/{id}/…` of the real articles (read from GET news first), the newest
 *              the most read (Zipf)
 *   comparison 10  POST /api/v1/{lang}/front/price_comparison as the page's client sends it
 *              (X-Access-Key binaa-web, X-App-Version, Origin): 1–4 real (item, governorate) pairs
 *              over 7, 30, 90 or 365 days
 *   writes 5   login 2 (bench accounts made before the run, targets.ts), contact 1.5 (POST contact_us
 *              with an Idempotency-Key, as the form sends it; the form has no captcha, only a
 *              honeypot), subscribe 1.5 (POST subscribe of a signed-in bench account: a pending order
 *              and the sandbox checkout URL, a package carrying the price bulletin; there is no
 *              newsletter sign-up without an account)
 *   payment flow  one subscribe in three is then paid, as the reader does it: the sandbox checkout's
 *              Pay button (`pay`, answered 303 once the provider's signed paid callback is stored),
 *              then the /payment page's polls of the order (`payment_status`, every 100 ms for 2 s,
 *              then every 500 ms) until it is paid. Not drawn: they follow the subscribe. The line
 *              `paid orders` gives the time from the callback stored to the subscription applied
 *              (the job of decision 024), as the reader waiting on /payment sees it.
 * Requests come from 100,000 visitors, each with its own address in X-Forwarded-For and a language:
 * 80 % Arabic (the default, no cookie), 20 % English (cookie `lang=en`; the site has no /en path).
 * The app runs with TRUST_PROXY=loopback, as in production behind a proxy, so its per-address
 * limits (contact 10/min, login 30/min, subscribe 20/min, decision 018) count per visitor, as they
 * would for real readers; without it every request would come from 127.0.0.1 and the writes would
 * be refused with 429 after a few seconds. Static assets and images are not in the mix (immutable,
 * cached by the browser and the service worker after the first visit).
 *
 * The loader (loader.ts): a Node process of its own, one undici Client (one keep-alive connection)
 * per connection, each sending its next request when the previous answer is read (closed loop, like
 * wrk), through undici's dispatch API (no stream objects; bodies counted, not decoded), latency per
 * route in HDR histograms. wrk costs less CPU per request, but its Lua cannot time a request, so it
 * cannot give latency per route. The loader shares the 2 cores with the servers: its own CPU and
 * its event-loop delay are printed; when its CPU nears 100 % or its delay p99 grows past a few ms,
 * latencies include the loader's own lateness and req/s is a floor.
 *
 * Reading the figures:
 *   - errors: answers other than 200, socket errors and timeouts; `not 200` says which (503: the
 *     database pool or a statement timed out, decision 021; 429: a per-address limit).
 *   - cache hits: the pages the HTML cache answered (X-Cache: hit); the others were rendered. Each
 *     distinct URL (product, filter, article, language) has its own 30 s entry, so a low rate
 *     renders more per answer than a high one.
 *   - CPU ms/answer: a process's CPU time per answer of the mix, comparable on a busy machine where
 *     req/s is not; `site` sums the site's processes and turns it into what both cores could serve.
 *   - a closed loop waits for each answer: at saturation req/s stays flat and latency grows with the
 *     connections (latency ≈ connections / req/s); the p99 of a slow route (a rendered page, a
 *     comparison over a year) shows the queueing the fast ones hide.
 *   - process CPU is in % of one core (200 % = both cores); `machine` is all processes, the
 *     sampler's neighbours included (the machine is shared: compare it with the sum of the rows).
 *     RSS sums overcount PostgreSQL (shared buffers in every backend); PSS splits shared pages.
 *   - replica (target cluster-replica, replica.ts): the standby's lag each second from the
 *     instances' /metrics and from the primary's pg_stat_replication (write_lag, replay_lag, bytes
 *     not replayed), p50/p99/max per level, and the transactions/s each server ran: a public read
 *     is stale for other readers by about replay_lag; the instances send the hot reads to the
 *     primary for DATABASE_READ_AFTER_WRITE_MS after any invalidation, so the standby's share is
 *     what is left between writes.
 *   - the knee: the first level where req/s grew < 10 % over the previous; the busiest process
 *     there is what saturates first (on 2 cores usually the CPU itself: look at the machine %).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { request } from 'undici';
import { ROOT } from '../server';
import { runLoad, type LoadJob } from './load-process';
import { printKnee, printLevel, type Level } from './report';
import type { ReplicaLevel } from './replica';
import { startSampler, type Usage } from './sampler';
import { createPicker, discover, MIX, payRequests, ROUTES, type LoadRequest, type RouteName, type ScenarioData } from './scenario';
import { startCluster, startEmbedded, useExternal, type Target } from './targets';

const { values: flags } = parseArgs({
  options: {
    url: { type: 'string' },
    pids: { type: 'string', default: '' },
    'database-url': { type: 'string' },
    origin: { type: 'string' },
  },
});
const numbers = (text: string) =>
  text
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => n > 0);
const TARGETS = (process.env.BENCH_TARGETS ?? (flags.url ? 'external' : 'embedded,cluster')).split(',').map((s) => s.trim());
const CONNECTIONS = numbers(process.env.BENCH_CONNECTIONS ?? '10,50,200');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT ?? 10) * 1000;

async function start(name: string): Promise<Target> {
  if (name === 'embedded') return startEmbedded();
  if (name === 'cluster') return startCluster();
  if (name === 'cluster-replica') return startCluster({ replica: true });
  if (name === 'external') {
    if (!flags.url) throw new Error('the external target needs --url');
    return useExternal({ url: flags.url, pids: flags.pids ?? '', databaseUrl: flags['database-url'], origin: flags.origin });
  }
  throw new Error(`unknown target ${name} (embedded, cluster, cluster-replica, external)`);
}

/**
 * One request of each drawn route before the run, and one payment flow (subscribe, Pay, the order's
 * state): a target that refuses one (origin, limits, missing data) is reported, not measured.
 */
async function probe(base: string, data: ScenarioData) {
  const pick = createPicker(data);
  const drawn = ROUTES.filter((r) => MIX[r] > 0);
  const seen = new Set<RouteName>();
  const bad: string[] = [];
  const send = async (r: LoadRequest, expected = 200) => {
    const res = await request(`${base}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
    const text = await res.body.text();
    if (res.statusCode !== expected) bad.push(`${r.route} ${r.method} ${decodeURI(r.path)}: ${res.statusCode} ${text.slice(0, 200)}`);
    return { text, location: res.headers.location as string | undefined, ok: res.statusCode === expected };
  };
  let flow: LoadRequest | undefined;
  for (let i = 0; i < 100_000 && seen.size < drawn.length; i++) {
    const r = pick();
    if (r.route === 'subscribe' && !flow) flow = r;
    if (seen.has(r.route)) continue;
    seen.add(r.route);
    await send(r);
  }
  if (flow) {
    const subscribed = await send(flow);
    const url = subscribed.ok ? new URL((JSON.parse(subscribed.text) as { data: string }).data, base) : null;
    if (url) {
      const { pay, status } = payRequests(flow, url.pathname + url.search);
      const paid = await send(pay, 303);
      const invoice = decodeURIComponent(/\/payments\/return\/([^?]+)/.exec(paid.location ?? '')?.[1] ?? '');
      if (paid.ok && !invoice) bad.push(`pay: no /payments/return/{invoice} in the redirect (${paid.location})`);
      if (invoice) await send(status(invoice));
    }
  }
  if (bad.length) throw new Error(`the target refused the scenario:\n  ${bad.join('\n  ')}`);
}

/**
 * The app's event-loop delay since the previous scrape of its /metrics (prom-client's percentiles,
 * emptied at each scrape), in ms; undefined when /metrics does not answer (a token, another host).
 */
async function appLag(url: string): Promise<Level['appLag']> {
  try {
    const res = await request(url);
    const text = await res.body.text();
    if (res.statusCode !== 200) return undefined;
    const value = (name: string) => Number(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text)?.[1] ?? NaN) * 1000;
    const lag = {
      p50: value('nodejs_eventloop_lag_p50_seconds'),
      p99: value('nodejs_eventloop_lag_p99_seconds'),
      max: value('nodejs_eventloop_lag_max_seconds'),
    };
    return Number.isFinite(lag.p99) ? lag : undefined;
  } catch {
    return undefined;
  }
}

const report: { startedAt: string; cores: number; loadavgBefore: number[]; options: object; targets: { name: string; describe: string; levels: Level[] }[] } = {
  startedAt: new Date().toISOString(),
  cores: cpus().length,
  loadavgBefore: loadavg(),
  options: { targets: TARGETS, connections: CONNECTIONS, seconds: SECONDS, warmup: WARMUP, timeoutMs: TIMEOUT_MS },
  targets: [],
};
console.log(
  `bench/load: targets ${TARGETS.join(', ')}; ${CONNECTIONS.join(', ')} connections; ${SECONDS} s each after ${WARMUP} s of warm-up; ` +
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} CPUs`,
);

let failed = false;
for (const name of TARGETS) {
  const levels: Level[] = [];
  try {
    const target = await start(name);
    report.targets.push({ name, describe: target.describe, levels });
    try {
      console.log(`\n${target.describe}`);
      await runTarget(name, target, levels);
    } finally {
      await target.stop();
    }
  } catch (err) {
    failed = true;
    // A driver's message may hold a whole query: its start and the cause are enough.
    const e = err as Error & { cause?: Error };
    console.error(`\n${name}: ${e.message.slice(0, 400)}${e.cause ? `\n  cause: ${e.cause.message}` : ''}`);
  }
  printKnee(name, levels);
}

async function runTarget(name: string, target: Target, levels: Level[]) {
  const data = await discover(target.base, target.origin, target.accounts);
  console.log(
    `scenario: ${data.products.length} products, ${data.items.length} items, ${data.articles.ar.length}/${data.articles.en.length} articles (ar/en), ` +
      `${data.accounts.length} accounts (${data.sessions.length} signed in), packages ${data.packages.join(', ')}`,
  );
  await probe(target.base, data);
  for (const connections of CONNECTIONS) {
    const job: LoadJob = { base: target.base, data, connections, warmupSeconds: WARMUP, seconds: SECONDS, timeoutMs: TIMEOUT_MS };
    const sampling: { sampler?: { stop(): Usage }; replica?: { stop(): Promise<ReplicaLevel> } } = {};
    const results = await runLoad(job, (loaderPid) => {
      sampling.sampler = startSampler([...target.groups, { name: 'loader', pid: loaderPid }, { name: 'bench', pid: process.pid }]);
      sampling.replica = target.replica?.start();
      // A scrape empties the app's event-loop delay histogram: the next one covers the window.
      if (target.metricsUrl) void appLag(target.metricsUrl);
    });
    if (!sampling.sampler) throw new Error('the loader never started its measured window');
    const usage = sampling.sampler.stop();
    const replica = await sampling.replica?.stop();
    const lag = target.metricsUrl ? await appLag(target.metricsUrl) : undefined;
    const level: Level = { connections, results, usage, ...(lag && { appLag: lag }), ...(replica && { replica }) };
    levels.push(level);
    printLevel(name, level);
  }
}

const outDir = `${ROOT}/bench/out`;
mkdirSync(outDir, { recursive: true });
const file = `${outDir}/load-${report.startedAt.replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify(report, null, 2));
console.log(`\nresults: ${file}`);
process.exitCode = failed ? 1 : 0;
