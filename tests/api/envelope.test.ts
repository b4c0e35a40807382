import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    beforeReady(app) {
      app.get('/api/v1/:lang/front/__boom', async () => {
        throw new Error('connection to db failed: password=s3cret at /srv/binaa/src/server/x.ts:12');
      });
    },
  });
});
afterAll(() => t?.close());

describe('the API envelope and its error handler', () => {
  it('answers {check, msg, data} with the app version header', async () => {
    const res = await t.api('en', 'default_website_data');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ check: true, msg: expect.any(String) });
    expect(res.headers['x-app-version']).toMatch(/\d+\.\d+\.\d+/);
  });

  it('every answer carries the security headers: API calls, errors and files alike', async () => {
    for (const res of [
      await t.app.inject({ url: '/api/v1/en/front/default_website_data' }),
      await t.app.inject({ url: '/api/v1/fr/front/home' }),
      await t.app.inject({ url: '/robots.txt' }),
    ]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('an unknown language is a clean 404 envelope', async () => {
    const res = await t.api('fr', 'home');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ check: false, msg: 'لغة غير معروفة', data: null });
  });

  it('an unknown path answers 404 in the language of the request', async () => {
    const en = await t.api('en', 'no_such_call');
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ check: false, msg: "This page doesn't exist", data: null });
    const ar = await t.api('ar', 'no_such_call');
    expect(ar.body.msg).toBe('هذه الصفحة غير موجودة');
    const outside = await t.app.inject({ url: '/api/whatever' });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ check: false });
  });

  it('an unknown access key is refused with 401; no key is an anonymous client', async () => {
    const bad = await t.api('en', 'default_website_data', { headers: { 'x-access-key': 'stolen-or-revoked' } });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ check: false, msg: 'Unknown or revoked access key', data: null });
    const anon = await t.app.inject({ url: '/api/v1/en/front/default_website_data' });
    expect(anon.statusCode).toBe(200);
    expect(anon.headers['x-ratelimit-limit']).toBe('120');
  });

  it('a 500 says "error happend" and leaks nothing', async () => {
    const res = await t.api('en', '__boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ check: false, msg: 'error happend', data: null });
    const ar = await t.app.inject({ url: '/api/v1/ar/front/__boom', headers: { 'x-access-key': 'binaa-web' } });
    expect(ar.payload).not.toMatch(/s3cret|\.ts|stack|password/);
  });

  it('a malformed JSON body is a 400 envelope, not a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/en/front/contact_us',
      headers: { 'content-type': 'application/json', 'x-access-key': 'binaa-web' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ check: false, msg: 'Request error', data: null });
  });

  it('serves the OpenAPI description of the calls', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/{lang}/front/default_website_data', '/api/v1/{lang}/front/home', '/api/v1/{lang}/front/contact_us']),
    );
  });

  it('names every operation once and declares its {lang} parameter and a server (a client can be generated from it)', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.servers).toEqual([{ url: '/', description: 'This Binaa server' }]);
    const ops = Object.entries(doc.paths as Record<string, Record<string, { operationId?: string; parameters?: { in: string; name: string }[] }>>).flatMap(
      ([path, item]) => Object.values(item).map((op) => ({ path, ...op })),
    );
    expect(ops.length).toBeGreaterThan(150);
    const ids = ops.map((op) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[A-Za-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const langOf = (op: (typeof ops)[number]) => op.parameters?.find((p) => p.in === 'path' && p.name === 'lang');
    expect(ops.filter((op) => JSON.stringify(langOf(op)) !== JSON.stringify(langOf(ops[0]!))).map((op) => op.path)).toEqual([]);
    expect(langOf(ops[0]!)).toMatchObject({ required: true, schema: { enum: ['ar', 'en'] } });
    // A call declared as a contract is named by it; the others by their method and path.
    expect(ops.find((op) => op.path === '/api/v1/{lang}/front/news/{id}/{category_id}')?.operationId).toBe('frontNewsTopic');
    expect(ops.find((op) => op.path === '/api/v1/{lang}/open/prices')?.operationId).toBe('openGetPrices');
  });

  it('health and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});
