/**
 * `npm run bench`: every benchmark in turn, each starting and stopping its own server.
 * BENCH_ONLY=http,bundle,lighthouse,prices picks some.
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from './server';

const all = ['http', 'bundle', 'lighthouse', 'prices'];
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()) ?? all;
let failed = false;
for (const name of all.filter((n) => only.includes(n))) {
  console.log(`\n=== bench/${name}.ts ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', `bench/${name}.ts`], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
