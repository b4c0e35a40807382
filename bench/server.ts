/**
 * Starts the real server (build/app/main.js, what `npm start` runs, in production mode on the
 * existing build) on a free 127.0.0.1 port for a benchmark, and stops it with SIGTERM.
 *
 * DATA_DIR: BENCH_DATA_DIR, else /tmp/binaa-bench (reused between runs so the demo seed and
 * the image cache are made once; mode 755 so the embedded PostgreSQL, run as `postgres` when
 * we are root, can traverse it).
 *
 * Node flags: those of `npm start` (package.json, e.g. `--max-semi-space-size=8`), so the bench
 * measures what production runs; BENCH_NODE_ARGS replaces them (BENCH_NODE_ARGS=' ' for none).
 *
 * The server runs from a snapshot of build/ (BENCH_RUN_DIR, default /tmp/binaa-bench-root, with
 * node_modules and package.json linked), so a rebuild in the working tree during a run cannot
 * pull hashed assets from under it.
 *
 * BENCH_BUILD_DIR: run another build instead of this tree's build/ (e.g. the build/ of a worktree
 * of a baseline commit, which then runs on that worktree's node_modules), so before and after can
 * be measured in one sitting.
 * BENCH_START_TIMEOUT_MS: how long the first start (which seeds) may take (default 180 s; a fresh
 * data folder on a busy machine needs more).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface BenchServer {
  url: string;
  pid: number;
  dataDir: string;
  /** The folder the server runs in (its build/ snapshot). */
  runDir: string;
  /** Resident memory of the server process (kB), from /proc/PID/status. */
  rssKb(): number;
  /** CPU time used by the server process so far (ms). */
  cpuMs(): number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.unref();
    s.on('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

export function rssKbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** CPU time (user + system, ms) the process has used, from /proc/PID/stat. */
export function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14, 15)
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** The Node flags of `npm start` (the `--…` words of package.json's start script). */
export function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start.split(/\s+/).filter((w) => w.startsWith('--'));
}

export async function startServer(
  env: Record<string, string> = {},
  nodeArgs: string[] = (process.env.BENCH_NODE_ARGS ?? startFlags().join(' ')).split(' ').filter(Boolean),
  /** This bench's own folders (defaults: BENCH_DATA_DIR / BENCH_RUN_DIR, else the shared ones above). */
  dirs: { dataDir?: string; runDir?: string } = {},
): Promise<BenchServer> {
  const buildDir = resolve(ROOT, process.env.BENCH_BUILD_DIR ?? 'build');
  // Another session may be rebuilding the working tree: wait for a complete build.
  const built = () => ['app/main.js', 'server/index.js', 'version.json'].every((f) => existsSync(resolve(buildDir, f)));
  for (let waited = 0; !built(); waited += 2) {
    if (waited >= 180) throw new Error('no web build: run `npm run build` first');
    await new Promise((r) => setTimeout(r, 2_000));
  }
  const dataDir = dirs.dataDir ?? process.env.BENCH_DATA_DIR ?? '/tmp/binaa-bench';
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  chmodSync(dataDir, 0o755);
  const runDir = dirs.runDir ?? process.env.BENCH_RUN_DIR ?? '/tmp/binaa-bench-root';
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true, mode: 0o755 });
  cpSync(buildDir, resolve(runDir, 'build'), { recursive: true });
  // A build inside another checkout (a worktree of the baseline commit) runs on that checkout's
  // node_modules: its server bundle imports the dependencies of its own commit.
  const home = existsSync(resolve(buildDir, '..', 'node_modules')) ? resolve(buildDir, '..') : ROOT;
  for (const name of ['node_modules', 'package.json', 'tsconfig.json']) symlinkSync(resolve(home, name), resolve(runDir, name));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, resolve(runDir, 'build/app/main.js')], {
    cwd: runDir,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error', PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((res) => child.once('exit', (code) => res(code)));
  const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_MS ?? 180_000); // the first start seeds two years of prices
  for (;;) {
    if (child.exitCode != null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${url}/readyz`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('server did not become ready in 180 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    runDir,
    rssKb: () => rssKbOf(child.pid!),
    cpuMs: () => cpuMsOf(child.pid!),
    async stop() {
      if (child.exitCode != null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
