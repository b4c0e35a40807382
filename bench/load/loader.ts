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
import { createPicker, ROUTES, type LoadRequest, type RouteName } from './scenario';
import type { LoadJob, LoaderMessage, LoadResults, RouteResult } from './load-process';

/** Every route of the scenario answers 200 when it works (pages, the comparison, login, contact, subscribe). */
const EXPECTED_STATUS = 200;

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

type Outcome = { status: number; bytes: number; cache?: string } | { failure: string };

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

/** One request through undici's dispatch API: no stream objects, the body only counted. */
function send(client: Client, r: LoadRequest): Promise<Outcome> {
  return new Promise((resolve) => {
    let status = 0;
    let bytes = 0;
    let cache: string | undefined;
    client.dispatch(
      { path: r.path, method: r.method, headers: r.headers, body: r.body },
      {
        onRequestStart() {},
        onResponseStart(_c, statusCode, headers) {
          status = statusCode;
          // The HTML cache's verdict on a shared page (platform/web.ts): hit, miss or bypass.
          cache = headers['x-cache'] as string | undefined;
        },
        onResponseData(_c, chunk) {
          bytes += chunk.length;
        },
        onResponseEnd() {
          resolve({ status, bytes, cache });
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

async function run(job: LoadJob): Promise<LoadResults> {
  const pick = createPicker(job.data);
  const tallies = new Map<RouteName, Tally>(ROUTES.map((r) => [r, newTally()]));
  const total = newTally();
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

  const count = (t: Tally, outcome: Outcome, ms: number) => {
    for (const x of [t, total]) {
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
      if (outcome.status !== EXPECTED_STATUS) x.errors++;
    }
  };
  const user = async (client: Client) => {
    while (performance.now() < measureTo) {
      const r = pick();
      const start = performance.now();
      const outcome = await send(client, r);
      const end = performance.now();
      if (end >= measureFrom && end <= measureTo) count(tallies.get(r.route)!, outcome, end - start);
      // After a failure the connection is gone: a short pause, or a refused port spins the CPU.
      if ('failure' in outcome) await new Promise((res) => setTimeout(res, 50));
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
  };
}

process.once('message', (job: LoadJob) => {
  run(job).then(
    (results) => process.send!({ type: 'done', results } satisfies LoaderMessage, () => process.exit(0)),
    (err: unknown) => process.send!({ type: 'failed', error: String((err as Error)?.stack ?? err) } satisfies LoaderMessage, () => process.exit(1)),
  );
});
