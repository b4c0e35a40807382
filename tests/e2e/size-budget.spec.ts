/**
 * The size budget (issue 29, size-budget.json): the scripts a first visit to each public route
 * loads (gzip bytes) and what the service worker precaches stay within their limits, measured on
 * the built site this suite runs against (bench/first-visit.ts says what is counted). A route or
 * figure over its limit fails `npm test`; `npm run size:budget` prints the same table.
 */
import { compare, measurePrecache, measureRoutes, readBudget, table } from '../../bench/first-visit';
import { expect, test } from './fixtures';

test('a first visit to each public route loads no more script than its budget, nor the service worker precaches more', async ({ baseURL }) => {
  const budget = readBudget();
  const routes = await measureRoutes(baseURL!);
  const precache = await measurePrecache(baseURL!);
  const { rows, failures } = compare(budget, routes, precache);
  test.info().annotations.push({ type: 'size budget', description: `\n${table(rows)}` });
  expect(Object.keys(routes).sort(), 'every route of the budget was measured').toEqual(Object.keys(budget.routes).sort());
  expect(failures, `over budget (size-budget.json):\n${table(rows)}`).toEqual([]);
});
