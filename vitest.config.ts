/**
 * Vitest 4 projects (`npx vitest run --project api`, or all of them with `npx vitest run`):
 *
 *   unit         tests/unit          node, no database
 *   api          tests/api           node, the real app through app.inject on a fresh database per
 *                                    test file (globalSetup: one PostgreSQL + migrated template)
 *   integration  tests/integration   node, real processes (embedded PostgreSQL lifecycle)
 *   web          tests/web           happy-dom, components
 *   cluster      tests/cluster       2 built instances + nginx + PostgreSQL + Redis + s3rver (after a build)
 *
 * The globalSetup belongs to `api` only, so PostgreSQL starts only when api tests are queued.
 * Options that are not per project (maxWorkers) live at the root; `extends: true` gives every
 * project the root's test options (timeouts).
 *
 * This file is used instead of vite.config.ts, so the React Router plugin is not loaded in tests.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The default on 2 cores is 1 worker; the database tests are proven with several in parallel.
    maxWorkers: 2,
    // CI reads the counts from JSON (scripts/test-summary.mjs).
    reporters: process.env.VITEST_JSON ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]] : ['default'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/setup/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'integration', environment: 'node', include: ['tests/integration/**/*.test.ts'] },
      },
      {
        // Real processes behind nginx after a build: `npm run test:cluster` (not part of `test:unit`).
        extends: true,
        test: { name: 'cluster', environment: 'node', include: ['tests/cluster/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 300_000 },
      },
      {
        extends: true,
        test: { name: 'web', environment: 'happy-dom', include: ['tests/web/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
