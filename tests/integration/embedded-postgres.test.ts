/**
 * The embedded PostgreSQL lifecycle with real processes (no mocks): first start and restart,
 * a second app on the same DATA_DIR, the orphan left by a kill -9 of the app, stop() after
 * postgres died, the data-folder checks (a cluster without its pg.json; as root, its owner and
 * the permission check of the data folder's parents). What the adapter of the package relies on
 * is in embedded-pg-package.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedLogger, type EmbeddedPostgres } from '../../src/server/db/embedded';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const embeddedModule = pathToFileURL(path.join(repoRoot, 'src/server/db/embedded.ts')).href;
const asRoot = process.getuid?.() === 0;

const tempDirs: string[] = [];
const handles: EmbeddedPostgres[] = [];
const children: ChildProcess[] = [];
const postgresPids = new Set<number>();

async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'binaa-epg-'));
  await fs.chmod(dir, 0o755); // as root, postgres (user `postgres`) must enter it
  tempDirs.push(dir);
  return dir;
}

function recordingLog(): EmbeddedLogger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) };
}

async function start(dataDir: string, log?: EmbeddedLogger) {
  const t0 = performance.now();
  const h = await startEmbeddedPostgres({ dataDir, log });
  handles.push(h);
  const pid = postmasterPid(dataDir);
  if (pid) postgresPids.add(pid);
  return { h, ms: Math.round(performance.now() - t0) };
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values?: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

function postmasterPid(dataDir: string): number | undefined {
  try {
    return Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Another app process: `node --import tsx` running startEmbeddedPostgres, then waiting. */
async function startOtherApp(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const script = path.join(dataDir, '..', `other-app-${path.basename(dataDir)}.mts`);
  await fs.writeFile(
    script,
    `import { startEmbeddedPostgres } from ${JSON.stringify(embeddedModule)};
const h = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)} });
console.log('READY ' + JSON.stringify({ url: h.url }));
process.on('SIGTERM', () => h.stop().then(() => process.exit(0)));
setInterval(() => {}, 60_000);
`,
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /READY (.*)\n/.exec(out);
      if (m) resolve((JSON.parse(m[1]!) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`other app exited (${code}): ${err}`)));
  });
  const pid = postmasterPid(dataDir);
  if (pid) postgresPids.add(pid);
  return { child, url };
}

afterAll(async () => {
  for (const h of handles) await h.stop().catch(() => {});
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  // Whatever happened, no postgres of this file stays behind.
  for (const pid of postgresPids) {
    if (!alive(pid)) continue;
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  for (const dir of tempDirs) {
    await fs.rm(dir, { recursive: true, force: true });
    await fs.rm(path.join(dir, '..', `other-app-${path.basename(dir)}.mts`), { force: true });
  }
});

describe('embedded PostgreSQL', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await tempDir();
  });

  it('creates the cluster on an empty DATA_DIR and keeps committed rows across a restart', async () => {
    const coldLog = recordingLog();
    const cold = await start(dataDir, coldLog);
    expect(coldLog.lines.some((l) => l.includes('creating a new cluster'))).toBe(true);
    expect(cold.h.url).toMatch(new RegExp(`^postgres://postgres:[0-9a-f]+@127\\.0\\.0\\.1:${cold.h.port}/binaa$`));
    expect(cold.h.adminUrl).toMatch(/\/postgres$/);

    const [settings] = await query<{ db: string; enc: string; listen: string; sockets: string; provider: string }>(
      cold.h.url,
      `SELECT current_database() AS db, pg_encoding_to_char(d.encoding) AS enc, d.datlocprovider AS provider,
              current_setting('listen_addresses') AS listen, current_setting('unix_socket_directories') AS sockets
         FROM pg_database d WHERE d.datname = current_database()`,
    );
    expect(settings).toEqual({ db: 'binaa', enc: 'UTF8', provider: 'b', listen: '127.0.0.1', sockets: '' });
    await query(cold.h.url, 'CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL)');
    await query(cold.h.url, 'INSERT INTO notes VALUES (1, $1)', ['سعر الأسمنت اليوم']);
    await cold.h.stop();
    await cold.h.stop(); // idempotent
    expect(existsSync(path.join(dataDir, 'app.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    const warmLog = recordingLog();
    const warm = await start(dataDir, warmLog);
    // Fast because nothing is created again: no initdb on the second start.
    expect(warmLog.lines.some((l) => l.includes('creating a new cluster'))).toBe(false);
    expect(warm.h.port).toBe(cold.h.port); // the remembered port, still free
    expect(await query(warm.h.url, 'SELECT body FROM notes')).toEqual([{ body: 'سعر الأسمنت اليوم' }]);
    await warm.h.stop();
    console.info(`[embedded-postgres] cold start ${cold.ms} ms, warm start ${warm.ms} ms`);
  });

  it('refuses a second app on the same DATA_DIR, then recovers the postgres orphaned by its kill -9', async () => {
    const other = await startOtherApp(dataDir);
    await query(other.url, 'INSERT INTO notes VALUES (2, $1)', ['committed by the other app']);
    const orphan = postmasterPid(dataDir)!;
    expect(alive(orphan)).toBe(true);

    await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(`The data folder ${await fs.realpath(dataDir)} is in use by process ${other.child.pid}`);
    // The refused start changed nothing: the other app's postgres still serves.
    expect(await query(other.url, 'SELECT count(*)::int AS n FROM notes')).toEqual([{ n: 2 }]);

    // The app dies without a chance to stop its postgres.
    const exited = new Promise((r) => other.child.once('exit', r));
    other.child.kill('SIGKILL');
    await exited;
    expect(alive(orphan)).toBe(true);

    const log = recordingLog();
    const { h } = await start(dataDir, log);
    expect(log.lines.some((l) => l.includes(`left running by a previous app process (pid ${orphan})`))).toBe(true);
    expect(alive(orphan)).toBe(false);
    expect(postmasterPid(dataDir)).not.toBe(orphan);
    expect(await query(h.url, 'SELECT id, body FROM notes ORDER BY id')).toEqual([
      { id: 1, body: 'سعر الأسمنت اليوم' },
      { id: 2, body: 'committed by the other app' },
    ]);
    await h.stop();
  });

  it('reports a postgres that died under the app, and stop() still resolves', async () => {
    let exit: unknown;
    const h = await startEmbeddedPostgres({ dataDir, onUnexpectedExit: (info) => (exit = info) });
    handles.push(h);
    const pid = postmasterPid(dataDir)!;
    postgresPids.add(pid);
    process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 100 && !exit; i++) await new Promise((r) => setTimeout(r, 50));
    expect(exit).toEqual({ code: null, signal: 'SIGKILL' });
    await h.stop();
    expect(existsSync(path.join(dataDir, 'app.pid'))).toBe(false);

    // Crash recovery on the next start; committed rows are still there.
    const again = await start(dataDir);
    expect(await query<{ n: number }>(again.h.url, 'SELECT count(*)::int AS n FROM notes')).toEqual([{ n: 2 }]);
    await again.h.stop();
  });

  it('refuses a cluster whose pg.json (password and port) is missing, and leaves DATA_DIR free', async () => {
    const dir = await tempDir();
    await fs.mkdir(path.join(dir, 'pg'), { recursive: true });
    await fs.writeFile(path.join(dir, 'pg', 'PG_VERSION'), '18\n');
    await expect(startEmbeddedPostgres({ dataDir: dir })).rejects.toThrow(`holds a PostgreSQL cluster but ${await fs.realpath(dir)}/pg.json`);
    expect(existsSync(path.join(dir, 'app.pid'))).toBe(false);
  });

  it.runIf(asRoot)('as root, refuses a cluster that the postgres user does not own', async () => {
    const dir = await tempDir();
    await fs.mkdir(path.join(dir, 'pg'), { recursive: true, mode: 0o700 });
    await fs.writeFile(path.join(dir, 'pg.json'), JSON.stringify({ password: 'x', initialised: true }));
    await fs.writeFile(path.join(dir, 'pg', 'PG_VERSION'), '18\n'); // owned by root, as after a copy
    await expect(startEmbeddedPostgres({ dataDir: dir })).rejects.toThrow('belongs to uid 0, but PostgreSQL runs as the "postgres" user');
    expect(existsSync(path.join(dir, 'app.pid'))).toBe(false);
  });

  it.runIf(asRoot)('as root, names a parent folder that postgres cannot enter', async () => {
    const parent = await tempDir();
    await fs.chmod(parent, 0o700);
    await expect(startEmbeddedPostgres({ dataDir: path.join(parent, 'data') })).rejects.toThrow(`cannot enter the folder ${parent} (mode 700`);
    expect(existsSync(path.join(parent, 'data', 'app.pid'))).toBe(false);
  });
});
