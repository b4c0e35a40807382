import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database, Db } from '../../src/server/db/client';
import type { Redis } from 'ioredis';
import { createTestDatabase } from '../setup/test-db';
import { WEB_ACCESS_KEY, type Envelope } from '../../src/shared/envelope';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The test database (pool included), e.g. for a second app instance on the same data. */
  database: Database;
  /** GET/POST an API path of the front API as the web client: `api('en', 'home')`. */
  api<T = unknown>(
    lang: string,
    path: string,
    init?: { method?: InjectOptions['method']; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: Envelope<T>; headers: Record<string, unknown> }>;
  /** The same for the back office's API: `admin('en', 'audit', { headers })` → /api/v1/en/admin/audit. */
  admin<T = unknown>(
    lang: string,
    path: string,
    init?: { method?: InjectOptions['method']; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: Envelope<T>; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

/** The real app (API only) on a fresh database cloned from the migrated template. */
export async function buildTestApp(opts: { beforeReady?: (app: FastifyInstance) => void; env?: Record<string, string>; redis?: Redis } = {}): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const { database } = testDb;
  // inject() comes from 127.0.0.1: trusted as the proxy so tests can pose as many addresses.
  const config = loadConfig(
    { TRUST_PROXY: '127.0.0.1', ...opts.env },
    { LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'binaa-test-')), NODE_ENV: 'test' },
  );
  const app = await buildApp({ config, database, web: false, redis: opts.redis });
  opts.beforeReady?.(app);
  await app.ready();
  const call =
    (scope: 'front' | 'admin'): TestApp['api'] =>
    async (lang, path, init = {}) => {
      const res = await app.inject({
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        url: `/api/v1/${lang}/${scope}/${path}`,
        headers: { 'x-access-key': WEB_ACCESS_KEY, ...init.headers },
        ...(init.body === undefined ? {} : { payload: init.body as object }),
      });
      return { status: res.statusCode, body: res.json(), headers: res.headers };
    };
  return {
    app,
    db: database.db,
    database,
    api: call('front'),
    admin: call('admin'),
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}
