/**
 * Where a first visit's main-thread time goes (issue 29: TBT), in Debian's Chromium with the CPU
 * slowed 4x (Lighthouse's mobile factor) and no network throttling: the page's long tasks (over
 * 50 ms, and their sum over 50 ms — the blocking time), and a CPU profile's self time by script
 * and by function, the top ones. Each page the median of BENCH_MT_RUNS runs (default 3) for the
 * long-task figures; the profile of the last run.
 *
 * `npx tsx bench/main-thread.ts` (BENCH_MT_ONLY=words: only pages whose name contains them;
 * BENCH_BUILD_DIR: another build, see bench/server.ts)
 */
import { chromium, type CDPSession } from 'playwright';
import { startServer } from './server';

const RUNS = Math.max(1, Number(process.env.BENCH_MT_RUNS ?? 3));
const only = process.env.BENCH_MT_ONLY;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function selfTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    const script = url ? url.replace(/^https?:\/\/[^/]+/, '') : `(${functionName || 'native'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const fn = `${functionName || '(anonymous)'} ${script}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  });
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`);
  return { scripts: top(byScript, 12), functions: top(byFunction, 20) };
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string } };
}

/** The main thread's tasks over 50 ms and, inside each, the time of its direct kinds of work. */
function longTaskBreakdown(trace: { traceEvents: TraceEvent[] }): string[] {
  const events = trace.traceEvents.filter((e) => e.ph === 'X' && e.dur != null);
  // The page's main thread: the one with the most script and HTML work.
  const work = new Map<string, number>();
  for (const e of events)
    if (['ParseHTML', 'EvaluateScript', 'FunctionCall', 'v8.compileModule', 'Layout'].includes(e.name))
      work.set(`${e.pid}:${e.tid}`, (work.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur!);
  const busiest = [...work.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!busiest) return ['(no renderer main thread found)'];
  const [pid, tid] = busiest.split(':').map(Number);
  const main = { pid, tid };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid).sort((a, b) => a.ts - b.ts);
  // Top-level tasks: events not inside another event of the thread, over 50 ms.
  const tops: TraceEvent[] = [];
  for (const e of onMain) if (!tops.length || e.ts >= tops.at(-1)!.ts + tops.at(-1)!.dur!) tops.push(e);
  const tasks = tops.filter((e) => e.dur! > 50_000);
  const t0 = onMain[0]!.ts;
  return tasks.map((task) => {
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
    // Self time per event name: an event's duration minus its direct children's.
    const self = new Map<string, number>();
    const stack: TraceEvent[] = [];
    for (const e of inside) {
      while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop();
      const parent = stack.at(-1);
      const label = (x: TraceEvent) => (x.args?.data?.url ? `${x.name}(${x.args.data.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 40)})` : x.name);
      if (parent) self.set(label(parent), (self.get(label(parent)) ?? 0) - e.dur!);
      self.set(label(e), (self.get(label(e)) ?? 0) + e.dur!);
      stack.push(e);
    }
    const parts = [...self.entries()]
      .filter(([, us]) => us > 3000)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([n, us]) => `${n} ${(us / 1000).toFixed(0)}`);
    return `${((task.ts - t0) / 1000).toFixed(0).padStart(6)}: ${(task.dur! / 1000).toFixed(0)} ms ${task.name}: ${parts.join(', ')}`;
  });
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  const pages = [
    { name: 'prices ar', path: '/materials/cement/1?lang=ar' },
    { name: 'prices en', path: '/materials/cement/1?lang=en' },
    { name: 'home ar', path: '/?lang=ar' },
    { name: 'comparison ar', path: '/comparison/cement?lang=ar' },
  ].filter((p) => !only || only.split(/\s*,\s*/).some((w) => p.name.includes(w)));
  for (const p of pages) {
    const blocking: number[] = [];
    const longest: number[] = [];
    let profile: Profile | undefined;
    let tasks: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp: CDPSession = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const w = window as unknown as { __long: number[] };
        w.__long = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__long.push(e.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      const tracing = run === RUNS - 1;
      if (tracing)
        await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${server.url}${p.path}`, { waitUntil: 'load' });
      await page.waitForTimeout(4000);
      const result = (await cdp.send('Profiler.stop')) as { profile: Profile };
      profile = result.profile;
      if (tracing) tasks = longTaskBreakdown(JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] });
      const long = await page.evaluate(() => (window as unknown as { __long: number[] }).__long);
      blocking.push(long.reduce((sum, d) => sum + Math.max(0, d - 50), 0));
      longest.push(Math.max(0, ...long));
      await context.close();
    }
    const t = selfTimes(profile!);
    console.log(
      `\n## ${p.name}: blocking ${median(blocking).toFixed(0)} ms (runs ${blocking.map((b) => b.toFixed(0)).join(', ')}), longest task ${median(longest).toFixed(0)} ms`,
    );
    console.log('long tasks of the last run (start ms: duration, what inside took the time):');
    for (const line of tasks) console.log(line);
    console.log('self time by script (last run):');
    for (const line of t.scripts) console.log(line);
    console.log('self time by function (last run):');
    for (const line of t.functions) console.log(line);
  }
} finally {
  await browser.close();
  await server.stop();
}
