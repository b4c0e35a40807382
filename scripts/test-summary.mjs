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
/** Names of the tests that failed (or passed only on a retry), so a CI log's tail says which. */
const notes = [];
const vitestFailures = (name, r) => {
  for (const file of r.testResults ?? [])
    for (const a of file.assertionResults ?? []) if (a.status === 'failed') notes.push(`${name}: FAILED ${file.name} › ${a.fullName}`);
};
const playwrightFailures = (name, suite, trail = []) => {
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests ?? [])
      if (t.status === 'unexpected' || t.status === 'flaky')
        notes.push(
          `${name}: ${t.status === 'flaky' ? 'flaky' : 'FAILED'} [${t.projectName}] ${spec.file}:${spec.line} › ${[...trail, spec.title].join(' › ')}`,
        );
  for (const child of suite.suites ?? []) playwrightFailures(name, child, suite.title && !suite.file ? [...trail, suite.title] : trail);
};
for (const file of existsSync(dir) ? readdirSync(dir).sort() : []) {
  if (!file.endsWith('.json')) continue;
  const r = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  const name = file.replace(/\.json$/, '');
  if (file.startsWith('vitest')) {
    add(name, r.numPassedTests, r.numFailedTests, r.numPendingTests + r.numTodoTests);
    vitestFailures(name, r);
  } else if (r.stats) {
    add(name, r.stats.expected + r.stats.flaky, r.stats.unexpected, r.stats.skipped);
    for (const suite of r.suites ?? []) playwrightFailures(name, suite);
  }
}
for (const line of notes) console.log(line);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
