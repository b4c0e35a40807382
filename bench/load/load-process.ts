/**
 * The parent side of the loader: runs loader.ts in a child process (its own event loop and CPU
 * figures, apart from the sampling and the target), hands it the scenario and reads its results.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RouteName, ScenarioData } from './scenario';

export interface LoadJob {
  /** Where the requests go (the app or nginx): scheme, host and port. */
  base: string;
  data: ScenarioData;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  timeoutMs: number;
}

export interface RouteResult {
  route: RouteName | 'total';
  requests: number;
  rps: number;
  /** Latency in ms of the answers (any status) completed in the measured window. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Answers with a status other than the expected one, plus socket errors and timeouts. */
  errors: number;
  /** Status → count of every answer, 'timeout' / 'socket' / 'connect' / a code → count of failures. */
  statuses: Record<string, number>;
  /** The X-Cache answers of the shared pages (hit, miss, bypass) → count. */
  cache: Record<string, number>;
  /** Body bytes as sent (compressed when the server compressed), per answer. */
  bytesPerRequest: number;
}

/** Paid orders of the window: from the paid callback received (the checkout's redirect) to the order seen paid by the /payment page's poll (ms). */
export interface AppliedResult {
  orders: number;
  p50: number;
  p99: number;
  max: number;
  /** Paid in the window but not seen paid within 60 s (or failed). */
  notApplied: number;
}

export interface LoadResults {
  seconds: number;
  routes: RouteResult[];
  total: RouteResult;
  /** The loader process's own CPU over the window, % of one core. */
  loaderCpu: number;
  /** The loader's event-loop delay p99 (ms): high means the loader itself was late to send and to read. */
  loaderLagP99: number;
  /** The payment flow's paid orders (absent in results written before it existed). */
  applied?: AppliedResult;
}

export type LoaderMessage = { type: 'measuring' } | { type: 'done'; results: LoadResults } | { type: 'failed'; error: string };

/**
 * Runs one load level. `onMeasuring(pid)` is called when the warm-up ends and the measured window
 * starts (the caller starts sampling then); the promise answers when the window is over.
 */
export function runLoad(job: LoadJob, onMeasuring: (loaderPid: number) => void): Promise<LoadResults> {
  const child = fork(fileURLToPath(new URL('./loader.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let settled = false;
    child.on('message', (m: LoaderMessage) => {
      if (m.type === 'measuring') onMeasuring(child.pid!);
      else if (m.type === 'done') {
        settled = true;
        resolve(m.results);
      } else {
        settled = true;
        reject(new Error(`loader: ${m.error}`));
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (!settled) reject(new Error(`loader exited with ${code}`));
    });
    child.send(job);
  });
}
