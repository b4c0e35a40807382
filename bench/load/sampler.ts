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
  /** utime + stime + cutime + cstime, in ticks. */
  ticks: number;
  rssKb: number;
}

function readStat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields are read after the last ')'.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(f[1]),
      ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]),
      rssKb: Number(f[21]) * PAGE_KB,
    };
  } catch {
    return null; // gone
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

/** Every process's stat, and the members of each group (root + descendants, other groups' subtrees excluded). */
function snapshot(groups: ProcessGroup[]): { stats: Map<number, Stat>; members: Map<string, number[]> } {
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
  for (const g of groups) {
    const list: number[] = [];
    const walk = (pid: number) => {
      if (!stats.has(pid)) return;
      list.push(pid);
      for (const c of children.get(pid) ?? []) if (!roots.has(c)) walk(c);
    };
    walk(g.pid);
    members.set(g.name, list);
  }
  return { stats, members };
}

/** Starts sampling; `stop()` takes a last sample and answers the averages and peaks. */
export function startSampler(groups: ProcessGroup[], intervalMs = 500): { stop(): Usage } {
  const cores = cpus().length;
  const acc = new Map(groups.map((g) => [g.name, { cpuSum: 0, cpuMax: 0, rssMax: 0, pssMax: 0, processes: 0 }]));
  let machineSum = 0;
  let machineMax = 0;
  let samples = 0;
  let elapsedSum = 0;

  const groupTicks = (snap: ReturnType<typeof snapshot>) =>
    new Map(groups.map((g) => [g.name, (snap.members.get(g.name) ?? []).reduce((s, pid) => s + snap.stats.get(pid)!.ticks, 0)]));

  let lastAt = performance.now();
  let lastTicks = groupTicks(snapshot(groups));
  let lastMachine = machineTicks();

  const sample = () => {
    const now = performance.now();
    const snap = snapshot(groups);
    const ticks = groupTicks(snap);
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
