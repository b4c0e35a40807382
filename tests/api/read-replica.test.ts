/**
 * DATABASE_READ_URL (decision 027): the hot public reads go to the replica, except right after a
 * write that emptied cached answers, when they go to the primary for DATABASE_READ_AFTER_WRITE_MS
 * so a lagging replica cannot refill a cache with what the write replaced.
 *
 * The "replica" here is a second database whose page differs from the primary's: which title the
 * public API answers tells which database it read.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { invalidatePages } from '../../src/server/domains/pages/service';
import type { TestApp } from '../helpers/app';
import { signedInReader } from '../helpers/session';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import * as f from '../factories/index';
import { createTestDatabase, type TestDatabase } from '../setup/test-db';

let primary: TestDatabase;
let replica: TestDatabase;
const apps: FastifyInstance[] = [];

async function appWith(afterWriteMs: number): Promise<FastifyInstance> {
  const config = loadConfig(
    { DATABASE_READ_AFTER_WRITE_MS: String(afterWriteMs) },
    { LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'binaa-test-')), NODE_ENV: 'test' },
  );
  const app = await buildApp({ config, database: primary.database, replica: replica.database, web: false });
  await app.ready();
  apps.push(app);
  return app;
}

async function title(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ url: '/api/v1/en/front/page/privacy-policy', headers: { 'x-access-key': WEB_ACCESS_KEY } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.item.title;
}

beforeAll(async () => {
  [primary, replica] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await f.createSitePage(primary.db, { slug: 'privacy-policy', titleEn: 'From the primary' });
  await f.createSitePage(replica.db, { slug: 'privacy-policy', titleEn: 'From the replica' });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await Promise.all([primary?.close(), replica?.close()]);
});

describe('reads with a replica', () => {
  it('answers the hot public reads from the replica', async () => {
    const app = await appWith(60_000);
    expect(app.readTarget).toBe('replica');
    expect(await title(app)).toBe('From the replica');
  });

  it('reads the primary after a write empties the cache, while the window lasts', async () => {
    const app = await appWith(60_000);
    expect(await title(app)).toBe('From the replica');
    await invalidatePages(app.cache);
    expect(app.readTarget).toBe('primary');
    expect(await title(app)).toBe('From the primary');
  });

  it("stays on the replica when a write empties only one person's data (a paid order, a profile)", async () => {
    const app = await appWith(60_000);
    await app.cache.invalidate('subscriptions:');
    await app.cache.invalidate('accounts:');
    expect(app.readTarget).toBe('replica');
    expect(await title(app)).toBe('From the replica');
    // …but a write of public data still sends the reads to the primary.
    await app.cache.invalidate('packages:');
    expect(app.readTarget).toBe('primary');
  });

  it('goes back to the replica once the window has passed', async () => {
    const app = await appWith(0);
    await invalidatePages(app.cache);
    expect(app.readTarget).toBe('replica');
    expect(await title(app)).toBe('From the replica');
  });

  it('reports the replica on /metrics: its pool, its source read, and no lag when it is not a standby', async () => {
    // The streaming standby's lag itself: tests/cluster/cluster.test.ts.
    const app = await appWith(60_000);
    await title(app);
    const res = await app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^binaa_db_pool_connections\{pool="replica"\} [1-9]/m);
    expect(res.body).toMatch(/^binaa_metrics_source_up\{source="replica"\} 1$/m);
    expect(res.body).toMatch(/^# TYPE binaa_db_replica_lag_seconds gauge$/m);
    expect(res.body).not.toMatch(/^binaa_db_replica_lag_seconds\{/m);
  });

  it('keeps the reads that decide something on the primary', async () => {
    const app = await appWith(60_000);
    // A session made on the primary only is found: sign-in state is never read from the replica.
    const { headers } = await signedInReader({ db: primary.db } as TestApp);
    const res = await app.inject({ url: '/api/v1/en/front/me', headers: { 'x-access-key': WEB_ACCESS_KEY, ...headers } });
    expect(res.statusCode, res.body).toBe(200);
  });
});
