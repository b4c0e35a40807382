#!/usr/bin/env node
// Prints one line per suite and the closing "N passed, N failed" line CI reads, from the JSON
// reports of Vitest (test-results/vitest*.json) and Playwright (test-results/playwright.json).
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const dir = 'test-results';
let passed = 0,
  failed = 0,
  skipped = 0;
const add = (name, p, f, s) => {
  passed += p;
  failed += f;
  skipped += s;
  console.log(`${name}: ${p} passed, ${f} failed${s ? `, ${s} skipped` : ''}`);
};
for (const file of existsSync(dir) ? readdirSync(dir).sort() : []) {
  if (!file.endsWith('.json')) continue;
  const r = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  if (file.startsWith('vitest')) add(file.replace(/\.json$/, ''), r.numPassedTests, r.numFailedTests, r.numPendingTests + r.numTodoTests);
  else if (r.stats) add(file.replace(/\.json$/, ''), r.stats.expected + r.stats.flaky, r.stats.unexpected, r.stats.skipped);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
