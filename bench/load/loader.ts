/**
 * The loader process of bench/load (started by load-process.ts): `connections` virtual users, each
 * one keep-alive HTTP/1.1 connection (an undici Client), each sending its next request as soon as
 * the previous answer is read (a closed loop, as wrk and autocannon do). Requests are drawn from
 * the scenario's picker; latency is recorded per route in HDR histograms (µs). Answers are read
 * and counted, not decoded (a browser would also spend the CPU to unpack them; the server's work
 * is the same either way). The counted window starts after the warm-up: an answer counts when it
 * completes inside the window; those still in flight at its end are dropped.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import * as hdr from 'hdr-histogram-js';
import { Client } from 'undici';
import { createPicker, payRequests, ROUTES, type LoadRequest, type RouteName } from './scenario';
import type { AppliedResult, LoadJob, LoaderMessage, LoadResults, RouteResult } from './load-process';

/** Every route of the scenario answers 200 when it works (pages, the comparison, login, contact, subscribe), but the checkout's Pay (a redirect). */
const EXPECTED_STATUS: Partial<Record<RouteName, number>> = { pay: 303 };
/** The /payment page's polls of a paid order: every 100 ms for the first 2 s (the target), then every 500 ms. */
const pollDelay = (waitedMs: number) => (waitedMs < 2_000 ? 100 : 500);
/** A paid order not applied after this long counts as not applied (and the flow gives up). */
const APPLY_LIMIT_MS = 60_000;

interface Tally {
  hist: hdr.Histogram;
  requests: number;
  errors: number;
  bytes: number;
  statuses: Record<string, number>;
  cache: Record<string, number>;
}

const newTally = (): Tally => ({
  hist: hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 120_000_000, numberOfSignificantValueDigits: 3 }),
  requests: 0,
  errors: 0,
  bytes: 0,
  statuses: {},
  cache: {},
});

type Outcome = { status: number; bytes: number; cache?: string; location?: string; text?: string } | { failure: string };

function failureOf(err: Error & { code?: string }): string {
  switch (err.code) {
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return 'timeout';
    case 'ECONNREFUSED':
      return 'connect';
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
    case 'UND_ERR_CLOSED':
      return 'socket';
    default:
      return err.code ?? err.name;
  }
}

/** One request through undici's dispatch API: no stream objects, the body only counted (kept with `keep`: the payment flow reads a few). */
function send(client: Client, r: LoadRequest, keep = false): Promise<Outcome> {
  return new Promise((resolve) => {
    let status = 0;
    let bytes = 0;
    let cache: string | undefined;
    let location: string | undefined;
    const chunks: Buffer[] = [];
    client.dispatch(
      { path: r.path, method: r.method, headers: r.headers, body: r.body },
      {
        onRequestStart() {},
        onResponseStart(_c, statusCode, headers) {
          status = statusCode;
          // The HTML cache's verdict on a shared page (platform/web.ts): hit, miss or bypass.
          cache = headers['x-cache'] as string | undefined;
          location = headers.location as string | undefined;
        },
        onResponseData(_c, chunk) {
          bytes += chunk.length;
          if (keep) chunks.push(chunk);
        },
        onResponseEnd() {
          resolve({ status, bytes, cache, location, ...(keep && { text: Buffer.concat(chunks).toString('utf8') }) });
        },
        onResponseError(_c, err) {
          resolve({ failure: failureOf(err) });
        },
      },
    );
  });
}

function summary(route: RouteName | 'total', t: Tally, seconds: number): RouteResult {
  const ms = (p: number) => t.hist.getValueAtPercentile(p) / 1000;
  return {
    route,
    requests: t.requests,
    rps: t.requests / seconds,
    p50: ms(50),
    p90: ms(90),
    p99: ms(99),
    max: t.hist.maxValue / 1000,
    errors: t.errors,
    statuses: t.statuses,
    cache: t.cache,
    bytesPerRequest: t.requests ? t.bytes / t.requests : 0,
  };
}

function appliedSummary(h: hdr.Histogram, notApplied: number): AppliedResult {
  const ms = (p: number) => h.getValueAtPercentile(p) / 1000;
  return { orders: h.totalCount, p50: ms(50), p99: ms(99), max: h.maxValue / 1000, notApplied };
}

async function run(job: LoadJob): Promise<LoadResults> {
  const pick = createPicker(job.data);
  const tallies = new Map<RouteName, Tally>(ROUTES.map((r) => [r, newTally()]));
  const total = newTally();
  /** Paid callback received (the Pay button answered) → the order seen paid by the /payment page's poll, µs. */
  const applied = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 120_000_000, numberOfSignificantValueDigits: 3 });
  let notApplied = 0;
  const lag = monitorEventLoopDelay({ resolution: 10 });
  const started = performance.now();
  const measureFrom = started + job.warmupSeconds * 1000;
  const measureTo = measureFrom + job.seconds * 1000;
  let cpuAtStart: NodeJS.CpuUsage | null = null;

  const clients = Array.from(
    { length: job.connections },
    () =>
      new Client(job.base, {
        pipelining: 1,
        headersTimeout: job.timeoutMs,
        bodyTimeout: job.timeoutMs,
        connect: { timeout: job.timeoutMs },
        keepAliveTimeout: 60_000,
        keepAliveMaxTimeout: 120_000,
      }),
  );
  const measuring = setTimeout(() => {
    cpuAtStart = process.cpuUsage();
    lag.enable();
    process.send!({ type: 'measuring' } satisfies LoaderMessage);
  }, job.warmupSeconds * 1000);

  const count = (route: RouteName, outcome: Outcome, ms: number) => {
    const expected = EXPECTED_STATUS[route] ?? 200;
    for (const x of [tallies.get(route)!, total]) {
      x.requests++;
      if ('failure' in outcome) {
        x.errors++;
        x.statuses[outcome.failure] = (x.statuses[outcome.failure] ?? 0) + 1;
        continue;
      }
      x.hist.recordValue(Math.max(1, Math.round(ms * 1000)));
      x.bytes += outcome.bytes;
      x.statuses[outcome.status] = (x.statuses[outcome.status] ?? 0) + 1;
      if (outcome.cache) x.cache[outcome.cache] = (x.cache[outcome.cache] ?? 0) + 1;
      if (outcome.status !== expected) x.errors++;
    }
  };
  const pause = (ms: number) => new Promise((res) => setTimeout(res, ms));
  /** One request, counted when it ends inside the measured window. */
  const timed = async (client: Client, r: LoadRequest, keep = false) => {
    const start = performance.now();
    const outcome = await send(client, r, keep);
    const end = performance.now();
    if (end >= measureFrom && end <= measureTo) count(r.route, outcome, end - start);
    // After a failure the connection is gone: a short pause, or a refused port spins the CPU.
    if ('failure' in outcome) await pause(50);
    return { outcome, end };
  };
  /**
   * A paid subscribe: Pay on the sandbox checkout (its paid callback is stored when the redirect
   * comes back), then the order's polls until it is paid. The time from the redirect to the first
   * poll that sees it paid counts when the redirect came inside the window (the polls may run on
   * after it: a flow is followed to its end, at most APPLY_LIMIT_MS).
   */
  const payFlow = async (client: Client, subscribe: LoadRequest, answer: string) => {
    const checkoutUrl = (JSON.parse(answer) as { data?: unknown }).data;
    if (typeof checkoutUrl !== 'string') return;
    const { pay, status } = payRequests(subscribe, new URL(checkoutUrl, job.base).pathname + new URL(checkoutUrl, job.base).search);
    const paid = await timed(client, pay);
    if ('failure' in paid.outcome || paid.outcome.status !== 303 || !paid.outcome.location) return;
    const invoice = decodeURIComponent(/\/payments\/return\/([^?]+)/.exec(paid.outcome.location)?.[1] ?? '');
    if (!invoice) return;
    const counted = paid.end >= measureFrom && paid.end <= measureTo;
    for (;;) {
      const waited = performance.now() - paid.end;
      if (waited > APPLY_LIMIT_MS) {
        if (counted) notApplied++;
        return;
      }
      await pause(pollDelay(waited));
      const { outcome, end } = await timed(client, status(invoice), true);
      if ('failure' in outcome || outcome.status !== 200) continue;
      const state = (JSON.parse(outcome.text ?? '{}') as { data?: { status?: string } }).data?.status;
      if (state === 'succeeded') {
        if (counted) applied.recordValue(Math.max(1, Math.round((end - paid.end) * 1000)));
        return;
      }
      if (state !== 'pending') {
        if (counted) notApplied++;
        return;
      }
    }
  };
  const user = async (client: Client) => {
    while (performance.now() < measureTo) {
      const r = pick();
      const { outcome } = await timed(client, r, r.paid);
      if (r.paid && !('failure' in outcome) && outcome.status === 200 && outcome.text) await payFlow(client, r, outcome.text);
    }
  };
  await Promise.all(clients.map(user));
  clearTimeout(measuring);
  lag.disable();
  const cpu = process.cpuUsage(cpuAtStart ?? undefined);
  await Promise.all(clients.map((c) => c.destroy().catch(() => {})));
  return {
    seconds: job.seconds,
    routes: ROUTES.map((r) => summary(r, tallies.get(r)!, job.seconds)),
    total: summary('total', total, job.seconds),
    loaderCpu: (100 * (cpu.user + cpu.system)) / 1e6 / job.seconds,
    loaderLagP99: lag.percentile(99) / 1e6,
    applied: appliedSummary(applied, notApplied),
  };
}

process.once('message', (job: LoadJob) => {
  run(job).then(
    (results) => process.send!({ type: 'done', results } satisfies LoaderMessage, () => process.exit(0)),
    (err: unknown) => process.send!({ type: 'failed', error: String((err as Error)?.stack ?? err) } satisfies LoaderMessage, () => process.exit(1)),
  );
});
