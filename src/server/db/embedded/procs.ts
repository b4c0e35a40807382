/**
 * Small readings of other processes for the app lock and the orphan recovery. Linux gives /proc:
 * the state (a zombie counts as gone), the parent, the start time (so a reused pid is not taken
 * for the process that wrote a pid file) and the command line. Without /proc (macOS) the callers
 * fall back to what kill(pid, 0) and `ps` tell.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** True while the pid exists; EPERM means it exists but belongs to another user (postgres as root). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Sends a signal, ignoring a process that is already gone. */
export function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    /* gone */
  }
}

export function procStat(pid: number): { state: string; ppid: number; startTime: string } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: f[0]!, ppid: Number(f[1]), startTime: f[19]! };
  } catch {
    return undefined;
  }
}

export function procCmdline(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return undefined;
  }
}

/** Alive and not a zombie. */
export function running(pid: number): boolean {
  return pidAlive(pid) && procStat(pid)?.state !== 'Z';
}

export function childPids(pid: number): number[] {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  return names.map(Number).filter((n) => Number.isInteger(n) && n > 0 && procStat(n)?.ppid === pid);
}

/** Polls until the pid is gone (or a zombie); false when `ms` passed first. */
export async function waitGone(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (!running(pid)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
}
