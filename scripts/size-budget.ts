/**
 * The size budget (size-budget.json, issue 29) measured on a build: the gzip bytes of the scripts
 * a first visit to each public route loads, and the service worker's precache (bench/first-visit.ts
 * says exactly what is counted). Starts the production server on the build (bench/server.ts;
 * BENCH_BUILD_DIR=folder for another build) and prints each figure beside its limit, its target and
 * the baseline; exits 1 when one is over its limit. The same check runs in the e2e suite
 * (tests/e2e/size-budget.spec.ts), so `npm test` fails on a regression.
 *
 *   npm run size:budget                     check this tree's build/
 *   npm run size:budget -- --set-baseline   write the measures as the baseline (and limits: +2 %)
 *   npm run size:budget -- --set-limits     write the limits only: measure + 2 % (the ratchet;
 *                                           lower them as the rewrite lands, never raise them
 *                                           without saying why in the commit)
 *   npm run size:budget -- --url=http://…   measure a running site instead
 */
import { writeFileSync } from 'node:fs';
import { BUDGET_FILE, compare, kb, measurePrecache, measureRoutes, readBudget, table, type Budget } from '../bench/first-visit';
import { startServer, type BenchServer } from '../bench/server';

const KB = 1024;
/** Issue 29's targets; the routes it names no figure for get null. */
const TARGETS: Record<string, number | null> = {
  home: 90 * KB,
  article: 90 * KB,
  prices: 110 * KB,
  comparison: 140 * KB,
  analysis: 140 * KB,
  precache: 400 * KB,
};
const HEADROOM = 1.02;
const limitOf = (bytes: number) => Math.ceil(bytes * HEADROOM);

const args = process.argv.slice(2);
const setBaseline = args.includes('--set-baseline');
const setLimits = args.includes('--set-limits');
const urlArg = args.find((a) => a.startsWith('--url='))?.slice('--url='.length);

let server: BenchServer | undefined;
if (!urlArg) server = await startServer();
const base = (urlArg ?? server!.url).replace(/\/$/, '');
try {
  const routes = await measureRoutes(base);
  const precache = await measurePrecache(base);
  for (const [name, r] of Object.entries(routes)) {
    console.log(`${name} ${r.path}: ${kb(r.bytes)} gzip, ${r.files.length} scripts`);
    for (const f of r.files.slice(0, 6)) console.log(`  ${kb(f.bytes).padStart(9)}  ${f.url}`);
  }
  console.log(`precache: ${precache.files} files, ${kb(precache.rawBytes)} on disk, ${kb(precache.bytes)} as sent`);

  if (setBaseline || setLimits) {
    let budget: Budget | undefined;
    try {
      budget = readBudget();
    } catch {
      budget = undefined;
    }
    const next: Budget = budget ?? {
      about: [
        'Size budget of issue 29, checked by tests/e2e/size-budget.spec.ts (npm test) and `npm run size:budget`.',
        'routes: gzip bytes of the scripts a first visit (no cookie, Arabic) to the route loads before it is interactive (bench/first-visit.ts).',
        'precache: bytes the service worker downloads on install (text files gzipped, fonts and images as they are).',
        "baseline: measured on baseline_commit. target: the issue's (null: the issue names none). limit: enforced; a ratchet, lowered as the rewrite lands.",
      ],
      baseline_commit: '',
      routes: {},
      precache: { baseline: 0, target: TARGETS.precache!, limit: 0, files_baseline: 0 },
    };
    for (const [name, r] of Object.entries(routes)) {
      const entry = (next.routes[name] ??= { baseline: r.bytes, target: TARGETS[name] ?? null, limit: limitOf(r.bytes) });
      entry.path = r.path;
      if (setBaseline) entry.baseline = r.bytes;
      entry.limit = limitOf(r.bytes);
    }
    if (setBaseline) {
      next.precache.baseline = precache.bytes;
      next.precache.files_baseline = precache.files;
      next.baseline_commit = process.env.BUDGET_BASELINE_COMMIT ?? next.baseline_commit;
    }
    next.precache.limit = limitOf(precache.bytes);
    writeFileSync(BUDGET_FILE, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`\nwrote ${BUDGET_FILE}`);
  }

  const { rows, failures } = compare(readBudget(), routes, precache);
  console.log(`\n${table(rows)}`);
  if (failures.length) {
    console.log(`\nover budget:\n${failures.map((f) => `  ${f}`).join('\n')}`);
    process.exitCode = 1;
  }
} finally {
  await server?.stop();
}
