/**
 * The running postgres: started on a free port of 127.0.0.1 (the remembered one when still
 * free), watched while it runs, and stopped by the app itself.
 *
 * Shutdown is the app's: it calls stop() on SIGINT/SIGTERM after closing its server and pool
 * (pg-package removes the package's own exit hooks). stop() sends SIGINT (fast shutdown: sessions
 * ended, committed data kept), SIGQUIT after 30 s, SIGKILL after 5 more. As a safety net only, a
 * synchronous 'exit' listener sends SIGINT to a still running postgres and releases app.pid when
 * the process exits some other way (uncaught exception...). postgres is in the app's process
 * group: a Ctrl-C in a terminal reaches it directly too.
 */
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import pg from 'pg';
import type { EmbeddedLogger, PostgresOutput } from './logs';
import type { AppLock } from './orphans';
import { startPostgres, type ClusterOptions } from './pg-package';

const START_TIMEOUT_MS = 60_000;
const STOP_FAST_MS = 30_000;
const ATTEMPTS = 4;

export interface StartServerOptions {
  cluster: Omit<ClusterOptions, 'port'>;
  /** Given by the caller: no other port is tried. */
  fixedPort?: number;
  /** The port of the last start, reused when free (so a client's saved URL keeps working). */
  rememberedPort?: number;
  output: PostgresOutput;
  log: EmbeddedLogger;
}

/** Starts postgres, retrying on a port taken meanwhile or on shared memory of a server just killed. */
export async function startServer(opts: StartServerOptions): Promise<{ child: ChildProcess; port: number }> {
  const { fixedPort, rememberedPort, output, log } = opts;
  let port = fixedPort ?? (rememberedPort && (await portIsFree(rememberedPort)) ? rememberedPort : await freePort());
  for (let attempt = 1; ; attempt++) {
    output.clear();
    try {
      return { child: await startPostgres({ ...opts.cluster, port }, START_TIMEOUT_MS), port };
    } catch (err) {
      output.flush();
      // Another process may bind the port between our check and postgres's bind.
      const taken = output.saw(/could not bind|Address already in use|could not create any TCP\/IP sockets/i);
      if (taken && !fixedPort && attempt < ATTEMPTS) {
        log.warn(`embedded PostgreSQL: port ${port} was taken, trying another one`);
        port = await freePort();
        continue;
      }
      // Processes of a postgres killed a moment ago may still hold its shared memory.
      if (output.saw('pre-existing shared memory block') && attempt < ATTEMPTS) {
        log.warn('embedded PostgreSQL: processes of the previous server are still exiting, retrying in 1 s');
        await new Promise((r) => setTimeout(r, 1000));
        continue;
      }
      throw output.failure(taken ? `could not listen on 127.0.0.1:${port} (port in use)` : 'start failed', err);
    }
  }
}

/** Watches the running postgres; the returned stop() is idempotent and releases app.pid last. */
export function supervise(
  child: ChildProcess,
  lock: AppLock,
  log: EmbeddedLogger,
  onUnexpectedExit?: (info: { code: number | null; signal: NodeJS.Signals | null }) => void,
) {
  let stopping: Promise<void> | undefined;
  const exited = new Promise<void>((resolve) => {
    if (hasExited(child)) return resolve();
    child.once('exit', () => resolve());
  });
  const onProcessExit = () => {
    if (!hasExited(child)) child.kill('SIGINT');
    lock.releaseSync();
  };
  process.on('exit', onProcessExit);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    const msg = `embedded PostgreSQL exited before stop() (code ${code}, signal ${signal})`;
    if (code === 0) log.warn(msg);
    else log.error(msg);
    onUnexpectedExit?.({ code, signal });
  });

  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (!hasExited(child)) {
        child.kill('SIGINT');
        if (!(await within(exited, STOP_FAST_MS))) {
          log.error('embedded PostgreSQL: fast shutdown is taking too long, immediate shutdown');
          child.kill('SIGQUIT');
          if (!(await within(exited, 5_000))) child.kill('SIGKILL');
          await exited;
        }
      }
      process.removeListener('exit', onProcessExit);
      await lock.release();
    })();
    return stopping;
  };
  return { stop };
}

/** Creates the app's database on first start (CREATE DATABASE cannot run in a migration). */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end().catch(() => {});
  }
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function within(p: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const done = await Promise.race([p.then(() => true), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)))]);
  clearTimeout(timer);
  return done;
}

// 'exclusive' and 127.0.0.1, as postgres will bind it: a port free elsewhere may be taken here.
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen({ port, host: '127.0.0.1', exclusive: true }, () => srv.close(() => resolve(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
