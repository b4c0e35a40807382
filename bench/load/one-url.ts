/**
 * One load run against a URL: N connections for D seconds. wrk (Debian's `wrk` package, C, one
 * thread) when it is installed, else autocannon (Node). On a 2-core machine the load generator
 * shares the CPUs with the server: autocannon spends ~0.3 ms of CPU per request itself and
 * capped a cached page near 1,300 req/s while the server was idle half the time; wrk costs a
 * fraction of that, so its figures are the server's. BENCH_LOADER=autocannon forces autocannon.
 */
import { execFileSync, spawn } from 'node:child_process';
import autocannon from 'autocannon';

export interface LoadResult {
  tool: 'wrk' | 'autocannon';
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx/3xx answers and socket errors. */
  bad: number;
  /** Bytes read, headers included. */
  bytes: number;
}

const wrkAvailable = (() => {
  if (process.env.BENCH_LOADER === 'autocannon') return false;
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (err) {
    // `wrk --version` prints its usage and exits 1: installed.
    return (err as { status?: number }).status === 1;
  }
})();

export const loaderName = wrkAvailable ? 'wrk' : 'autocannon';

/** wrk's duration words ("1.69ms", "357.46us", "1.14s") in ms. */
function ms(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) return Number.NaN;
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 'ms' ? n : m[2] === 's' ? n * 1000 : n * 60_000;
}

/** wrk's size words ("81.23MB") in bytes. */
function bytesOf(text: string): number {
  const m = /^([\d.]+)([KMGT]?B)$/.exec(text.trim());
  if (!m) return 0;
  return Number(m[1]) * 1024 ** ['B', 'KB', 'MB', 'GB', 'TB'].indexOf(m[2]!);
}

function runWrk(url: string, connections: number, seconds: number, headers: Record<string, string>): Promise<LoadResult> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '10s'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(new URL(url).href); // percent-encoded: wrk takes ASCII URLs only
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${out}`));
      const total = /(\d+) requests in ([\d.]+\w+), ([\d.]+\w+) read/.exec(out);
      const pct = (p: string) => ms(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '');
      const bad = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      const errors = socket ? socket.slice(1).reduce((s, n) => s + Number(n), 0) : 0;
      const requests = Number(total?.[1] ?? 0);
      resolve({
        tool: 'wrk',
        requests,
        rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
        p50: pct('50'),
        p99: pct('99'),
        bad: bad + errors,
        bytes: bytesOf(total?.[3] ?? '0B'),
      });
    });
  });
}

export async function load(url: string, connections: number, seconds: number, headers: Record<string, string>): Promise<LoadResult> {
  if (wrkAvailable) return runWrk(url, connections, seconds, headers);
  const r = await autocannon({ url, connections, duration: seconds, headers });
  return {
    tool: 'autocannon',
    requests: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors,
    bytes: r.throughput.total,
  };
}
