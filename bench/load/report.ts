/** The printed tables of bench/load and the knee summary of each target. */
import type { LoadResults, RouteResult } from './load-process';
import type { ReplicaLevel, Spread } from './replica';
import type { Usage } from './sampler';
import { MIX } from './scenario';

export interface Level {
  connections: number;
  results: LoadResults;
  usage: Usage;
  /** The app's event-loop delay over the window (ms), from its /metrics: how late each callback (a query's answer) ran. */
  appLag?: { p50: number; p99: number; max: number };
  /** The read replica's lag and the reads it served (target cluster-replica). */
  replica?: ReplicaLevel;
}

function table(header: string[], rows: string[][], rightFrom = 1) {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  for (const r of all) console.log(r.map((cell, i) => (i >= rightFrom ? (cell ?? '').padStart(widths[i]!) : (cell ?? '').padEnd(widths[i]!))).join('  '));
}

/** '429×3 timeout×1': the answers that were not the route's own (200; 303 for the checkout's Pay). */
const problems = (r: RouteResult) =>
  Object.entries(r.statuses)
    .filter(([k]) => !(r.route === 'pay' ? ['303'] : r.route === 'total' ? ['200', '303'] : ['200']).includes(k))
    .map(([k, n]) => `${k}×${n}`)
    .join(' ');

/** Share of a route's pages the HTML cache answered ('-' for the API calls, which carry no X-Cache). */
function cacheHits(r: RouteResult): string {
  const all = Object.values(r.cache).reduce((sum, n) => sum + n, 0);
  return all ? `${((100 * (r.cache.hit ?? 0)) / all).toFixed(0)} %` : '-';
}

const f0 = (n: number) => n.toFixed(0);
const f1 = (n: number) => n.toFixed(1);
const f2 = (n: number) => n.toFixed(2);

/** The groups that make the load and measure it, not the site. */
const LOAD_SIDE = new Set(['loader', 'bench']);
/** CPU of the site's processes (% of one core). */
const siteCpu = (u: Usage) => u.groups.filter((g) => !LOAD_SIDE.has(g.name)).reduce((sum, g) => sum + g.cpuAvg, 0);
/** The machine's CPU outside every watched group (neighbours on a shared machine). */
const othersCpu = (u: Usage) => Math.max(0, u.machineAvg - u.groups.reduce((sum, g) => sum + g.cpuAvg, 0));
/** CPU milliseconds per answer: comparable on a busy machine, unlike req/s. */
const msPerAnswer = (cpu: number, rps: number) => (rps > 0 ? (10 * cpu) / rps : 0);

export function printLevel(target: string, level: Level) {
  const { results: r, usage: u, connections } = level;
  console.log(`\n${target}, ${connections} connections, ${r.seconds} s measured`);
  const row = (x: RouteResult) => [
    x.route,
    x.route === 'total' ? '100 %' : `${f1((100 * x.requests) / Math.max(1, r.total.requests))} % (${MIX[x.route] || 'flow'})`,
    String(x.requests),
    f0(x.rps),
    f1(x.p50),
    f1(x.p99),
    f0(x.max),
    String(x.errors),
    f1(x.bytesPerRequest / 1024),
    cacheHits(x),
    problems(x),
  ];
  table(
    ['route', 'share (mix)', 'answers', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'KB/answer', 'cache hits', 'not 200'],
    [...r.routes.map(row), row(r.total)],
  );
  if (r.applied)
    console.log(
      `paid orders: ${r.applied.orders} paid callbacks received in the window, applied (seen paid by /payment's poll) after p50 ${f0(r.applied.p50)} ms, ` +
        `p99 ${f0(r.applied.p99)} ms, max ${f0(r.applied.max)} ms; not applied within 60 s: ${r.applied.notApplied}`,
    );
  console.log('');
  const rps = r.total.rps;
  table(
    ['process', 'pid', 'procs', 'CPU avg %', 'CPU max %', 'CPU ms/answer', 'RSS max MB', 'PSS max MB'],
    u.groups.map((g) => [
      g.name,
      String(g.pid),
      String(g.processes),
      f0(g.cpuAvg),
      f0(g.cpuMax),
      f2(msPerAnswer(g.cpuAvg, rps)),
      f0(g.rssMaxMb),
      f0(g.pssMaxMb),
    ]),
  );
  if (level.appLag)
    console.log(`app: event-loop delay p50 ${f1(level.appLag.p50)} ms, p99 ${f1(level.appLag.p99)} ms, max ${f0(level.appLag.max)} ms (its /metrics)`);
  if (level.replica) printReplica(level.replica);
  const site = msPerAnswer(siteCpu(u), rps);
  console.log(
    `machine: CPU avg ${f0(u.machineAvg)} %, max ${f0(u.machineMax)} % of ${u.cores * 100} % (${u.cores} cores), of which other processes ${f0(othersCpu(u))} %; ` +
      `loader: ${f0(r.loaderCpu)} % CPU, event-loop delay p99 ${f1(r.loaderLagP99)} ms`,
  );
  console.log(
    `site: ${f2(site)} CPU ms per answer (every process but the loader and the bench)` +
      (site > 0 ? `: the whole machine for the site alone would be ≈ ${f0((u.cores * 1000) / site)} answers/s of this mix, if CPU were the only limit` : ''),
  );
}

const spreadCells = (x: Spread, f: (n: number) => string) => (x.samples ? [f(x.p50), f(x.p99), f(x.max)] : ['-', '-', '-']);
const kb = (bytes: number) => f1(bytes / 1024);

function printReplica(r: ReplicaLevel) {
  console.log('');
  table(
    ['replica, sampled each second', 'samples', 'p50', 'p99', 'max'],
    [
      ['/metrics binaa_db_replica_lag_seconds (ms)', String(r.metricLagMs.samples), ...spreadCells(r.metricLagMs, f1)],
      ['pg_stat_replication write_lag (ms)', String(r.writeLagMs.samples), ...spreadCells(r.writeLagMs, f2)],
      ['pg_stat_replication replay_lag (ms)', String(r.replayLagMs.samples), ...spreadCells(r.replayLagMs, f2)],
      ['WAL not replayed (KB)', String(r.replayBytes.samples), ...spreadCells(r.replayBytes, kb)],
    ],
  );
  console.log(
    `replica: ${r.lagNull} samples caught up and idle (lag NULL, counted 0), ${r.metricMissing} scrapes without the lag, ` +
      `${r.replicationMissing} samples of pg_stat_replication missing${r.replicationError ? ` (${r.replicationError})` : ''}; ` +
      `transactions/s on the primary ${f0(r.primaryTps)}, on the standby ${f0(r.standbyTps)} (${f1(r.standbyShare)} % of the site's)`,
  );
  const causes = Object.entries(r.invalidatedPrefixes)
    .map(([prefix, n]) => `${prefix} ${n}`)
    .join(', ');
  console.log(
    `replica: ${f1(r.invalidationsPerSecond)} cache invalidations/s (${causes || 'none'}): the hot reads went to the primary ` +
      `${f0(r.onPrimaryShare)} % of the time (DATABASE_READ_AFTER_WRITE_MS after each that reaches more than one person's data)`,
  );
}

/**
 * Per target, the levels side by side, and where throughput stopped following the connections:
 * the first level whose req/s grew less than 10 % over the level before, with what was busiest.
 */
export function printKnee(target: string, levels: Level[]) {
  if (!levels.length) return;
  console.log(`\n${target}: levels`);
  const busiest = (u: Usage) => {
    const top = [...u.groups].filter((g) => !LOAD_SIDE.has(g.name)).sort((a, b) => b.cpuAvg - a.cpuAvg)[0];
    return top ? `${top.name} ${f0(top.cpuAvg)} %` : '-';
  };
  table(
    ['connections', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'machine CPU %', 'others %', 'busiest process', 'site CPU ms/answer', 'loader CPU %'],
    levels.map((l) => [
      String(l.connections),
      f0(l.results.total.rps),
      f1(l.results.total.p50),
      f1(l.results.total.p99),
      String(l.results.total.errors),
      `${f0(l.usage.machineAvg)} / ${l.usage.cores * 100}`,
      f0(othersCpu(l.usage)),
      busiest(l.usage),
      f2(msPerAnswer(siteCpu(l.usage), l.results.total.rps)),
      f0(l.results.loaderCpu),
    ]),
  );
  if (levels.some((l) => l.replica)) {
    console.log(`${target}: the replica's lag (ms; WAL not replayed in KB) and the transactions each server ran`);
    table(
      [
        'connections',
        'metric p50/p99/max',
        'write_lag p50/p99/max',
        'replay_lag p50/p99/max',
        'not replayed KB p50/p99/max',
        'tx/s primary',
        'tx/s standby',
        'reads on primary',
      ],
      levels.map((l) => {
        const r = l.replica;
        if (!r) return [String(l.connections), '-', '-', '-', '-', '-', '-', '-'];
        return [
          String(l.connections),
          spreadCells(r.metricLagMs, f0).join(' / '),
          spreadCells(r.writeLagMs, f1).join(' / '),
          spreadCells(r.replayLagMs, f1).join(' / '),
          spreadCells(r.replayBytes, kb).join(' / '),
          f0(r.primaryTps),
          `${f0(r.standbyTps)} (${f0(r.standbyShare)} %)`,
          `${f0(r.onPrimaryShare)} % of the time`,
        ];
      }),
    );
  }
  const saturated = levels.findIndex((l) => l.usage.machineAvg >= 0.9 * l.usage.cores * 100);
  const flat = levels.findIndex((l, i) => i > 0 && l.results.total.rps < 1.1 * levels[i - 1]!.results.total.rps);
  if (flat > 0) {
    const a = levels[flat - 1]!;
    const b = levels[flat]!;
    console.log(
      `knee: from ${a.connections} to ${b.connections} connections req/s went ${f0(a.results.total.rps)} → ${f0(b.results.total.rps)}, ` +
        `p99 ${f1(a.results.total.p99)} → ${f1(b.results.total.p99)} ms; at ${b.connections}: machine CPU ${f0(b.usage.machineAvg)} % of ${b.usage.cores * 100} %, busiest ${busiest(b.usage)}`,
    );
  } else console.log('knee: req/s still grew by 10 % or more at every level');
  if (saturated >= 0) {
    const l = levels[saturated]!;
    console.log(`the CPUs were ≥ 90 % busy from ${l.connections} connections on (other processes: ${f0(othersCpu(l.usage))} % of it)`);
  }
}
