/**
 * A postmaster.pid left by a killed PostgreSQL whose process stays a zombie (nobody reaps it, as in
 * a container whose init does not): postgres would refuse to start for as long as that pid lives,
 * so the app removes the stale lock file (found by the kill -9 fault test).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { recoverOrphan } from '../../src/server/db/embedded/orphans';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

it('a postmaster.pid whose process is an unreaped zombie is removed before the start', async () => {
  // `sleep 0.5` ends once its parent has become `sleep 30`, which never reaps it: a zombie. (With
  // `sleep 0` the shell could reap the child itself before its exec on a busy machine.)
  const parent = spawn('sh', ['-c', 'sleep 0.5 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
  cleanups.push(() => parent.kill('SIGKILL'));
  const zombie = Number(await new Promise<string>((resolve) => parent.stdout.once('data', (d: Buffer) => resolve(d.toString().trim()))));
  await expect.poll(() => readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]?.[0], { timeout: 10_000 }).toBe('Z');

  const pgDir = mkdtempSync(join(tmpdir(), 'binaa-orphan-'));
  cleanups.push(() => rmSync(pgDir, { recursive: true, force: true }));
  writeFileSync(join(pgDir, 'postmaster.pid'), `${zombie}\n${pgDir}\n`);
  await recoverOrphan(pgDir, quiet);
  expect(existsSync(join(pgDir, 'postmaster.pid'))).toBe(false);
});

it('a postmaster.pid whose process is gone is left to postgres, which recovers from it', async () => {
  const gone = spawn('true');
  await new Promise((resolve) => gone.once('exit', resolve));
  const pgDir = mkdtempSync(join(tmpdir(), 'binaa-orphan-'));
  cleanups.push(() => rmSync(pgDir, { recursive: true, force: true }));
  writeFileSync(join(pgDir, 'postmaster.pid'), `${gone.pid}\n${pgDir}\n`);
  await recoverOrphan(pgDir, quiet);
  expect(existsSync(join(pgDir, 'postmaster.pid'))).toBe(true);
});
