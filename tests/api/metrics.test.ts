/**
 * GET /metrics (issue 19, decision 029): Prometheus' text format, figures that follow what the
 * instance does, and who may read it (a token, else the connection's own loopback address; never a
 * forwarded header).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { outbox } from '../../src/server/db/schema/index';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../setup/test-db';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Prometheus' text exposition format (version 0.0.4), strictly: `# HELP`/`# TYPE` lines, then
 * samples `name{label="value",…} number`; every sample belongs to a family whose TYPE came first.
 * Throws on the first line that does not parse.
 */
function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  const LABEL = `([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"`;
  const sampleLine = new RegExp(`^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*)?,?\\})? ([-+]?(?:\\d+(?:\\.\\d+)?(?:e[+-]?\\d+)?|inf|nan))$`, 'i');
  const familyOf = (name: string) => (types.has(name) ? name : name.replace(/_(?:bucket|sum|count|total)$/, ''));
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) (\S+) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(comment[3]);
        types.set(comment[2]!, comment[3]!);
      }
      continue;
    }
    const m = sampleLine.exec(line);
    if (!m) throw new Error(`not a sample line: ${JSON.stringify(line)}`);
    const name = m[1]!;
    if (!types.has(familyOf(name))) throw new Error(`sample before its TYPE: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(new RegExp(LABEL, 'g'))) labels[k!] = v!;
    samples.push({ name, labels, value: Number(m[m.length - 1]!.replace(/^([-+]?)inf$/i, '$1Infinity').replace(/^nan$/i, 'NaN')) });
  }
  return { types, samples };
}

/** The value of a sample (0 when absent: a counter not yet incremented). */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return found?.value ?? 0;
}

const apps: TestApp[] = [];
let t: TestApp;
let base: string;

beforeAll(async () => {
  // Two files of a web build: web.ts serves each hashed file as a route of its own.
  t = await buildTestApp({
    beforeReady: (app) => {
      for (const file of ['entry.client-B4x9Qk2a.js', 'root-Cq81mZ0e.css']) app.get(`/assets/${file}`, async () => 'built');
    },
  });
  apps.push(t);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  for (const a of apps) await a.close();
});

async function scrape(): Promise<Sample[]> {
  const res = await fetch(`${base}/metrics`);
  expect(res.status).toBe(200);
  return parseExposition(await res.text()).samples;
}

describe('GET /metrics', () => {
  it('answers in the Prometheus text format: process, HTTP, pool, job queues, outbox, caches, version', async () => {
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const { types, samples } = parseExposition(await res.text());
    for (const [name, type] of [
      ['process_cpu_user_seconds_total', 'counter'],
      ['process_resident_memory_bytes', 'gauge'],
      ['nodejs_eventloop_lag_seconds', 'gauge'],
      ['nodejs_gc_duration_seconds', 'histogram'],
      ['binaa_http_request_duration_seconds', 'histogram'],
      ['binaa_db_pool_connections', 'gauge'],
      ['binaa_db_pool_idle_connections', 'gauge'],
      ['binaa_db_pool_waiting_requests', 'gauge'],
      ['binaa_job_queue_jobs', 'gauge'],
      ['binaa_outbox_mails', 'gauge'],
      ['binaa_cache_hits_total', 'counter'],
      ['binaa_cache_misses_total', 'counter'],
      ['binaa_cache_entries', 'gauge'],
      ['binaa_app_info', 'gauge'],
    ]) {
      expect(types.get(name!), name).toBe(type);
    }
    expect(valueOf(samples, 'binaa_app_info', { version: t.app.appVersion, node: process.versions.node })).toBe(1);
    expect(samples.some((s) => s.name === 'binaa_db_pool_connections' && s.labels.pool === 'primary')).toBe(true);
    expect(samples.some((s) => s.name === 'binaa_db_pool_waiting_requests' && s.labels.pool === 'keyed')).toBe(true);
    // The template's mail queue, and the two sources read from PostgreSQL in time.
    expect(samples.some((s) => s.name === 'binaa_job_queue_jobs' && s.labels.queue === 'mail.send' && s.labels.state === 'queued')).toBe(true);
    expect(valueOf(samples, 'binaa_metrics_source_up', { source: 'jobs' })).toBe(1);
    expect(valueOf(samples, 'binaa_metrics_source_up', { source: 'outbox' })).toBe(1);
    const caches = new Set(samples.filter((s) => s.name === 'binaa_cache_entries').map((s) => s.labels.cache));
    expect(caches).toEqual(new Set(['app', 'api_answers']));
  });

  it('counts requests by route pattern and status class, and the caches that answered them', async () => {
    const before = await scrape();
    const home = { method: 'GET', route: '/api/v1/:lang/front/home', status_class: '2xx' };
    const count = 'binaa_http_request_duration_seconds_count';
    for (const lang of ['en', 'ar', 'en']) {
      const res = await fetch(`${base}/api/v1/${lang}/front/home`, { headers: { 'x-access-key': WEB_ACCESS_KEY } });
      expect(res.status).toBe(200);
    }
    expect((await fetch(`${base}/api/v1/en/front/no_such_call`)).status).toBe(404);
    for (const file of ['entry.client-B4x9Qk2a.js', 'root-Cq81mZ0e.css']) expect((await fetch(`${base}/assets/${file}`)).status).toBe(200);
    // In-process calls (a page render's API calls) are part of their page, not requests of their own.
    await t.api('en', 'home');

    const after = await scrape();
    expect(valueOf(after, count, home) - valueOf(before, count, home)).toBe(3);
    expect(after.some((s) => s.name === count && s.labels.route?.includes('/en/'))).toBe(false);
    // The build's files are one series, not one per file.
    const assets = { route: '/assets/*', status_class: '2xx' };
    expect(valueOf(after, count, assets) - valueOf(before, count, assets)).toBe(2);
    expect(after.some((s) => s.name === count && s.labels.route?.includes('B4x9Qk2a'))).toBe(false);
    // An unknown call has no route: one series for all of them, not one per requested path.
    const unmatched = { route: 'unmatched', status_class: '4xx' };
    expect(valueOf(after, count, unmatched) - valueOf(before, count, unmatched)).toBe(1);
    // The third home (en again) came from the kept answers; the first two were computed.
    const moved = (name: string, cache: string) => valueOf(after, name, { cache }) - valueOf(before, name, { cache });
    expect(moved('binaa_cache_hits_total', 'api_answers')).toBeGreaterThanOrEqual(1);
    expect(moved('binaa_cache_misses_total', 'api_answers')).toBeGreaterThanOrEqual(2);
    expect(moved('binaa_cache_misses_total', 'app')).toBeGreaterThan(0);
    expect(valueOf(after, 'binaa_cache_entries', { cache: 'api_answers' })).toBeGreaterThanOrEqual(2);
  });

  it('follows the job queues and the unsent mails of every instance of the database', async () => {
    const before = await scrape();
    await t.app.jobs.send('metrics.probe', { n: 1 });
    await t.app.jobs.send('metrics.probe', { n: 2 });
    await t.db.insert(outbox).values([
      { toAddress: 'a@example.com', subject: 'queued', textBody: 'x' },
      { toAddress: 'b@example.com', subject: 'refused', textBody: 'x', error: '550 no such user' },
      { toAddress: 'c@example.com', subject: 'sent', textBody: 'x', sentAt: new Date() },
    ]);
    const after = await scrape();
    expect(valueOf(after, 'binaa_job_queue_jobs', { queue: 'metrics.probe', state: 'queued' })).toBe(2);
    expect(valueOf(after, 'binaa_job_queue_jobs', { queue: 'metrics.probe', state: 'active' })).toBe(0);
    const mails = (samples: Sample[], status: string) => valueOf(samples, 'binaa_outbox_mails', { status });
    expect(mails(after, 'pending') - mails(before, 'pending')).toBe(1);
    expect(mails(after, 'failed') - mails(before, 'failed')).toBe(1);
  });

  it('leaves out a source that does not answer in time, and says so', async () => {
    const queueSizes = t.app.jobs.queueSizes;
    t.app.jobs.queueSizes = () => new Promise(() => {});
    try {
      const samples = await scrape();
      expect(valueOf(samples, 'binaa_metrics_source_up', { source: 'jobs' })).toBe(0);
      expect(samples.some((s) => s.name === 'binaa_job_queue_jobs')).toBe(false);
      expect(valueOf(samples, 'binaa_metrics_source_up', { source: 'outbox' })).toBe(1);
    } finally {
      t.app.jobs.queueSizes = queueSizes;
    }
    expect(valueOf(await scrape(), 'binaa_metrics_source_up', { source: 'jobs' })).toBe(1);
  });
});

describe('who may read /metrics', () => {
  const get = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers }).then((r) => r.statusCode);

  it('without METRICS_TOKEN: the loopback connections only, whatever X-Forwarded-For says', async () => {
    // buildTestApp trusts 127.0.0.1 as a proxy; here every peer is trusted, so req.ip is whatever the header says.
    const open = await buildTestApp({ env: { TRUST_PROXY: 'true' }, beforeReady: (app) => app.get('/__ip', async (req) => ({ ip: req.ip })) });
    apps.push(open);
    expect(await get(open.app, '127.0.0.1')).toBe(200);
    expect(await get(open.app, '::1')).toBe(200);
    expect(await get(open.app, '::ffff:127.0.0.1')).toBe(200);
    expect(await get(open.app, '203.0.113.5')).toBe(404);
    expect(await get(open.app, '203.0.113.5', { 'x-forwarded-for': '127.0.0.1' })).toBe(404);
    expect(await get(open.app, '10.0.0.7', { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' })).toBe(404);
    // The header was believed (the address a route sees), the connection decided.
    expect((await open.app.inject({ url: '/__ip', remoteAddress: '203.0.113.5', headers: { 'x-forwarded-for': '127.0.0.1' } })).json()).toEqual({
      ip: '127.0.0.1',
    });
  });

  it('with METRICS_TOKEN: that bearer token only, loopback or not', async () => {
    const locked = await buildTestApp({ env: { METRICS_TOKEN: 'scrape-me-7f3a' } });
    apps.push(locked);
    expect(await get(locked.app, '127.0.0.1')).toBe(404);
    expect(await get(locked.app, '127.0.0.1', { authorization: 'Bearer wrong-token' })).toBe(404);
    expect(await get(locked.app, '127.0.0.1', { authorization: 'Bearer scrape-me-7f3a-and-more' })).toBe(404);
    expect(await get(locked.app, '127.0.0.1', { authorization: 'Basic scrape-me-7f3a' })).toBe(404);
    expect(await get(locked.app, '203.0.113.5', { authorization: 'Bearer scrape-me-7f3a' })).toBe(200);
    expect(await get(locked.app, '127.0.0.1', { authorization: 'bearer scrape-me-7f3a' })).toBe(200);
  });

  it('is answered 404 like an unknown path to anyone else, by any method', async () => {
    const unknown = await t.app.inject({ url: '/no-such-thing', remoteAddress: '203.0.113.5' });
    const refused = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.5' });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toBe(unknown.body.replace('/no-such-thing', '/metrics'));
    expect((await t.app.inject({ method: 'POST', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });
});

describe('what a scrape leaves in the log', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    testDb = await createTestDatabase();
    const config = loadConfig({}, { LOG_LEVEL: 'info', DATA_DIR: mkdtempSync(join(tmpdir(), 'binaa-test-')), NODE_ENV: 'test' });
    app = await buildApp({ config, database: testDb.database, web: false, logStream: { write: (line: string) => void lines.push(line) } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.close();
  });

  it('nothing at level info (other requests are logged)', async () => {
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/metrics', remoteAddress: '203.0.113.5' })).statusCode).toBe(404);
    expect(lines.filter((l) => l.includes('/metrics'))).toEqual([]);
    await app.inject({ url: '/healthz' });
    expect(lines.some((l) => l.includes('/healthz'))).toBe(true);
  });
});
