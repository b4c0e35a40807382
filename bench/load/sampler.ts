/**
 * CPU and memory of named process groups, sampled from /proc every `intervalMs` while a load runs.
 *
 * A group is a root pid and its descendants (nginx's master and workers, a PostgreSQL postmaster and
 * its backends), minus the subtrees of the other groups' roots (the embedded server's node process is
 * the parent of its PostgreSQL: each is counted once, in its own group). A group's CPU is the sum of
 * user + system time of its live members plus the time of children they have reaped (cutime,
 * cstime): a backend that exits between two samples moves its time into the postmaster's cutime, so
 * the sum stays continuous. CPU is in percent of one core (200 % = both cores of this machine).
 *
 * Memory: the largest sum of the members' RSS seen in a sample, and the same for PSS (smaps_rollup:
 * shared pages split between the processes that map them). RSS overcounts a group whose processes
 * share memory (PostgreSQL's shared buffers appear in every backend); PSS does not.
 * The whole machine's CPU comes from the first line of /proc/stat.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

export interface ProcessGroup {
  name: string;
  pid: number;
  /**
   * Only the descendants whose command line passes (e.g. a shared PostgreSQL server's backends of
   * one database and its own background processes); the root then counts without its reaped
   * children's time, which would hold everyone's (so a member that exits takes its time since the
   * last sample with it: fine for pooled connections, which live as long as the load).
   */
  only?: (cmdline: string) => boolean;
}

export interface GroupUsage {
  name: string;
  pid: number;
  /** Processes in the group at the last sample. */
  processes: number;
  cpuAvg: number;
  cpuMax: number;
  rssMaxMb: number;
  pssMaxMb: number;
}

export interface Usage {
  seconds: number;
  samples: number;
  groups: GroupUsage[];
  /** Busy share of all cores, percent of one core (cores × 100 at most). */
  machineAvg: number;
  machineMax: number;
  cores: number;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const PAGE_KB = 4;

interface Stat {
  ppid: number;
  /** utime + stime, in ticks. */
  ownTicks: number;
  /** cutime + cstime: the reaped children's. */
  childTicks: number;
  rssKb: number;
}

function readStat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields are read after the last ')'.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(f[1]),
      ownTicks: Number(f[11]) + Number(f[12]),
      childTicks: Number(f[13]) + Number(f[14]),
      rssKb: Number(f[21]) * PAGE_KB,
    };
  } catch {
    return null; // gone
  }
}

function cmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

function pssKb(pid: number): number {
  try {
    return Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Busy and total ticks of all cores. */
function machineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
  const n = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (n[3] ?? 0) + (n[4] ?? 0); // idle + iowait
  const total = n.slice(0, 8).reduce((s, v) => s + v, 0); // guest time is already in user
  return { busy: total - idle, total };
}

/** Every process's stat, and the members of each group (root + descendants, other groups' subtrees excluded) with their ticks. */
function snapshot(groups: ProcessGroup[]): { stats: Map<number, Stat>; members: Map<string, number[]>; ticks: Map<string, number> } {
  const stats = new Map<number, Stat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = readStat(Number(entry));
    if (s) stats.set(Number(entry), s);
  }
  const children = new Map<number, number[]>();
  for (const [pid, s] of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), pid]);
  const roots = new Set(groups.map((g) => g.pid));
  const members = new Map<string, number[]>();
  const ticks = new Map<string, number>();
  for (const g of groups) {
    const list: number[] = [];
    let sum = 0;
    const walk = (pid: number, root: boolean) => {
      const s = stats.get(pid);
      if (!s) return;
      if (root || !g.only || g.only(cmdline(pid))) {
        list.push(pid);
        sum += s.ownTicks + (root && g.only ? 0 : s.childTicks);
      }
      for (const c of children.get(pid) ?? []) if (!roots.has(c)) walk(c, false);
    };
    walk(g.pid, true);
    members.set(g.name, list);
    ticks.set(g.name, sum);
  }
  return { stats, members, ticks };
}

/** Starts sampling; `stop()` takes a last sample and answers the averages and peaks. */
export function startSampler(groups: ProcessGroup[], intervalMs = 500): { stop(): Usage } {
  const cores = cpus().length;
  const acc = new Map(groups.map((g) => [g.name, { cpuSum: 0, cpuMax: 0, rssMax: 0, pssMax: 0, processes: 0 }]));
  let machineSum = 0;
  let machineMax = 0;
  let samples = 0;
  let elapsedSum = 0;

  let lastAt = performance.now();
  let lastTicks = snapshot(groups).ticks;
  let lastMachine = machineTicks();

  const sample = () => {
    const now = performance.now();
    const snap = snapshot(groups);
    const ticks = snap.ticks;
    const machine = machineTicks();
    const seconds = (now - lastAt) / 1000;
    if (seconds <= 0.05) return;
    for (const g of groups) {
      const a = acc.get(g.name)!;
      // A group whose members all exited loses its ticks: never count that as negative time.
      const cpu = Math.max(0, (100 * (ticks.get(g.name)! - lastTicks.get(g.name)!)) / TICKS_PER_SECOND / seconds);
      a.cpuSum += cpu * seconds;
      a.cpuMax = Math.max(a.cpuMax, cpu);
      const pids = snap.members.get(g.name) ?? [];
      a.processes = pids.length;
      a.rssMax = Math.max(
        a.rssMax,
        pids.reduce((s, pid) => s + snap.stats.get(pid)!.rssKb, 0),
      );
      a.pssMax = Math.max(
        a.pssMax,
        pids.reduce((s, pid) => s + pssKb(pid), 0),
      );
    }
    const dt = machine.total - lastMachine.total;
    const busy = dt > 0 ? (100 * cores * (machine.busy - lastMachine.busy)) / dt : 0;
    machineSum += busy * seconds;
    machineMax = Math.max(machineMax, busy);
    elapsedSum += seconds;
    samples++;
    lastAt = now;
    lastTicks = ticks;
    lastMachine = machine;
  };
  const timer = setInterval(sample, intervalMs);

  return {
    stop() {
      clearInterval(timer);
      sample();
      const avg = (sum: number) => (elapsedSum > 0 ? sum / elapsedSum : 0);
      return {
        seconds: elapsedSum,
        samples,
        cores,
        machineAvg: avg(machineSum),
        machineMax,
        groups: groups.map((g) => {
          const a = acc.get(g.name)!;
          return {
            name: g.name,
            pid: g.pid,
            processes: a.processes,
            cpuAvg: avg(a.cpuSum),
            cpuMax: a.cpuMax,
            rssMaxMb: a.rssMax / 1024,
            pssMaxMb: a.pssMax / 1024,
          };
        }),
      };
    },
  };
}
