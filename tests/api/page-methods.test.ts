/**
 * Pages answer GET and HEAD; a write to a page route (POST, PUT, PATCH, DELETE) is a 405 with
 * `Allow: GET, HEAD` and one log line, never a React Router error with its stack (platform/web.ts).
 * Runs the real site's bridge over the web build (`npm run build`, as `npm test` does before the
 * end-to-end tests); skipped with a warning when there is no build.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import { createTestDatabase, type TestDatabase } from '../setup/test-db';

const built = existsSync(resolve('build/server/index.js'));
if (!built) console.warn('page-methods: no web build (npm run build), skipped');

describe.runIf(built)('writes to pages', () => {
  const lines: { level: number; msg: string; stack?: string; err?: unknown }[] = [];
  let app: FastifyInstance;
  let testDb: TestDatabase;

  beforeAll(async () => {
    // The site's server build loaded ahead (the same module registerWeb imports): on a busy machine
    // its first load can outlast Fastify's plugin timeout.
    await import(pathToFileURL(resolve('build/server/index.js')).href);
    testDb = await createTestDatabase();
    const config = loadConfig(
      { TRUST_PROXY: '127.0.0.1', PAGE_CACHE: '0' },
      { LOG_LEVEL: 'info', DATA_DIR: mkdtempSync(join(tmpdir(), 'binaa-test-')), NODE_ENV: 'test' },
    );
    app = await buildApp({
      config,
      database: testDb.database,
      logStream: { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) },
    });
    await app.ready();
  }, 300_000); // loading the site's server build is slow on a busy machine
  afterAll(async () => {
    await app?.close();
    await testDb?.close();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  it.each([
    ['POST', '/'],
    ['POST', '/prices'],
    ['PUT', '/news'],
    ['PATCH', '/login'],
    ['DELETE', '/no-such-page'],
  ] as const)('%s %s is a 405 with Allow: GET, HEAD and one log line without a stack', async (method, url) => {
    const res = await app.inject({ method, url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=2' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'method not allowed on a page: 405' });
    expect(JSON.stringify(lines[0])).not.toMatch(/stack|\n\s+at /);
  });

  it('a React Router data request posted to a page is refused the same way', async () => {
    const res = await app.inject({ method: 'POST', url: '/prices.data', payload: '' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(lines).toHaveLength(1);
  });

  it('the same pages still answer GET and HEAD', async () => {
    const get = await app.inject({ method: 'GET', url: '/' });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toMatch(/^text\/html/);
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
  });

  it('API writes and the reserved paths are not pages: the API answers, an unknown reserved path is a 404', async () => {
    const api = await app.inject({ method: 'POST', url: '/api/v1/en/front/contact_us', headers: { 'x-access-key': WEB_ACCESS_KEY }, payload: {} });
    expect(api.statusCode).toBe(422);
    const reserved = await app.inject({ method: 'POST', url: '/uploads/x.png' });
    expect(reserved.statusCode).toBe(404);
    expect(reserved.headers.allow).toBeUndefined();
  });
});
