/** The printed tables of bench/load and the knee summary of each target. */
import type { LoadResults, RouteResult } from './load-process';
import type { Usage } from './sampler';
import { MIX } from './scenario';

export interface Level {
  connections: number;
  results: LoadResults;
  usage: Usage;
}

function table(header: string[], rows: string[][], rightFrom = 1) {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  for (const r of all) console.log(r.map((cell, i) => (i >= rightFrom ? (cell ?? '').padStart(widths[i]!) : (cell ?? '').padEnd(widths[i]!))).join('  '));
}

/** '429×3 timeout×1': the answers that were not 200. */
const problems = (r: RouteResult) =>
  Object.entries(r.statuses)
    .filter(([k]) => k !== '200')
    .map(([k, n]) => `${k}×${n}`)
    .join(' ');

const f0 = (n: number) => n.toFixed(0);
const f1 = (n: number) => n.toFixed(1);

export function printLevel(target: string, level: Level) {
  const { results: r, usage: u, connections } = level;
  console.log(`\n${target}, ${connections} connections, ${r.seconds} s measured`);
  const row = (x: RouteResult) => [
    x.route,
    x.route === 'total' ? '100 %' : `${f1((100 * x.requests) / Math.max(1, r.total.requests))} % (${MIX[x.route]})`,
    String(x.requests),
    f0(x.rps),
    f1(x.p50),
    f1(x.p99),
    f0(x.max),
    String(x.errors),
    f1(x.bytesPerRequest / 1024),
    problems(x),
  ];
  table(['route', 'share (mix)', 'answers', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'KB/answer', 'not 200'], [...r.routes.map(row), row(r.total)]);
  console.log('');
  table(
    ['process', 'pid', 'procs', 'CPU avg %', 'CPU max %', 'RSS max MB', 'PSS max MB'],
    u.groups.map((g) => [g.name, String(g.pid), String(g.processes), f0(g.cpuAvg), f0(g.cpuMax), f0(g.rssMaxMb), f0(g.pssMaxMb)]),
  );
  const watched = u.groups.reduce((sum, g) => sum + g.cpuAvg, 0);
  console.log(
    `machine: CPU avg ${f0(u.machineAvg)} %, max ${f0(u.machineMax)} % of ${u.cores * 100} % (${u.cores} cores), ` +
      `of which other processes ${f0(Math.max(0, u.machineAvg - watched))} %; ` +
      `loader: ${f0(r.loaderCpu)} % CPU, event-loop delay p99 ${f1(r.loaderLagP99)} ms`,
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
    const top = [...u.groups].filter((g) => g.name !== 'bench').sort((a, b) => b.cpuAvg - a.cpuAvg)[0];
    return top ? `${top.name} ${f0(top.cpuAvg)} %` : '-';
  };
  table(
    ['connections', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'machine CPU %', 'busiest process', 'loader CPU %'],
    levels.map((l) => [
      String(l.connections),
      f0(l.results.total.rps),
      f1(l.results.total.p50),
      f1(l.results.total.p99),
      String(l.results.total.errors),
      `${f0(l.usage.machineAvg)} / ${l.usage.cores * 100}`,
      busiest(l.usage),
      f0(l.results.loaderCpu),
    ]),
  );
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
  if (saturated >= 0) console.log(`the CPUs were ≥ 90 % busy from ${levels[saturated]!.connections} connections on`);
}
