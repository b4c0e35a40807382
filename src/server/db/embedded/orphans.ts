/**
 * One app per data folder, and recovery from a crashed one.
 *
 * app.pid in DATA_DIR holds the pid of the app that owns the folder and, on Linux, its start time
 * (so a reused pid is not mistaken for it). A live owner makes a second app refuse to start; a
 * dead one leaves a stale file that is removed.
 *
 * A kill -9 of the app leaves its postgres running with the port and the data folder's lock
 * (postmaster.pid). Before starting, a live postgres whose -D is our folder and whose parent is no
 * live app is stopped (SIGINT = fast shutdown, SIGKILL after 10 s). A postmaster.pid whose process
 * is gone needs nothing: postgres recovers from it by itself; one whose pid is an unreaped zombie or
 * another program is removed (postgres would take that pid for a live postmaster).
 */
import { execFile } from 'node:child_process';
import { readFileSync, unlinkSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { EmbeddedLogger } from './logs';
import { childPids, pidAlive, procCmdline, procStat, running, signal, waitGone } from './procs';

const execFileAsync = promisify(execFile);
const ORPHAN_STOP_GRACE_MS = 10_000;

export interface AppLock {
  release(): Promise<void>;
  /** For process.on('exit'), where nothing asynchronous runs any more. */
  releaseSync(): void;
}

export async function acquireAppLock(dataDir: string, log: EmbeddedLogger): Promise<AppLock> {
  const file = path.join(dataDir, 'app.pid');
  const me = `${process.pid}\n${procStat(process.pid)?.startTime ?? ''}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      // 'wx': two apps starting at the same moment cannot both create it.
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
  // Only our own file is removed: another app may have taken the folder over since.
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

/** A live node process with that pid (and start time, when known). */
function appIsAlive(pid: number, startTime: string | undefined): boolean {
  if (!pidAlive(pid)) return false;
  const stat = procStat(pid);
  if (!stat) return true; // no /proc: trust the pid
  if (stat.state === 'Z') return false;
  if (startTime && stat.startTime !== startTime) return false; // pid reused since
  const argv0 = path.basename(procCmdline(pid)?.[0] ?? '');
  return /node/i.test(argv0) || argv0 === path.basename(process.execPath);
}

/** Stops the postgres a crashed app left running on `pgDir` (see the top of this file). */
export async function recoverOrphan(pgDir: string, log: EmbeddedLogger): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  let text: string;
  try {
    text = await fs.readFile(pidFile, 'utf8');
  } catch {
    return;
  }
  const pid = Number(text.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !pidAlive(pid)) return;
  if (!running(pid)) {
    // A killed postmaster nobody has reaped (a container whose init does not reap): postgres's own
    // check sees the zombie's pid alive and would refuse to start for as long as it stays.
    log.warn(`embedded PostgreSQL: removing the stale ${pidFile} (process ${pid} has exited)`);
    await fs.unlink(pidFile).catch(() => {});
    return;
  }
  if (!(await isOurPostgres(pid, pgDir))) {
    // The pid was reused by an unrelated process: postgres would refuse to start while it lives.
    log.warn(`embedded PostgreSQL: removing the stale ${pidFile} (process ${pid} is not its postgres)`);
    await fs.unlink(pidFile).catch(() => {});
    return;
  }
  // Its parent is an app still running (started before our app.pid check could see it).
  const ppid = procStat(pid)?.ppid;
  if (ppid && ppid !== 1 && appIsAlive(ppid, undefined)) {
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
  // Backends leave by themselves when the postmaster dies; their shared memory must be free
  // before the next start.
  for (const c of children) if (!(await waitGone(c, 2_000))) signal(c, 'SIGKILL');
  for (const c of children) await waitGone(c, 2_000);
}

/** A `postgres` process whose -D is our folder. */
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
