/**
 * HSTS (issue 15): the real app with an https public origin sends Strict-Transport-Security on
 * every answer (a TLS proxy in front: the request itself arrives over http); with an http origin
 * it never does (tests/api/envelope.test.ts checks the default). Every answer's policy allows no
 * inline script.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';

let https: TestApp;
let http: TestApp;
beforeAll(async () => {
  [https, http] = await Promise.all([
    buildTestApp({ env: { PUBLIC_URL: 'https://binaa.example' } }),
    buildTestApp({ env: { PUBLIC_URL: 'http://binaa.example' } }),
  ]);
});
afterAll(() => Promise.all([https?.close(), http?.close()]));

const answers = (t: TestApp) =>
  Promise.all([
    t.app.inject({ url: '/api/v1/en/front/default_website_data', headers: { 'x-access-key': 'binaa-web' } }),
    t.app.inject({ url: '/api/v1/en/front/no_such_call', headers: { 'x-access-key': 'binaa-web' } }),
    t.app.inject({ url: '/robots.txt' }),
    t.app.inject({ url: '/healthz' }),
  ]);

describe('Strict-Transport-Security', () => {
  it('with PUBLIC_URL=https://…: on every answer, one year, subdomains included', async () => {
    for (const res of await answers(https)) expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('with an http PUBLIC_URL: never', async () => {
    for (const res of await answers(http)) expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('every answer forbids inline scripts and inline handlers', async () => {
    for (const res of [...(await answers(https)), ...(await answers(http))]) {
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toMatch(/(?:^|;)script-src 'self'(?:;|$)/);
      expect(policy).toMatch(/(?:^|;)script-src-attr 'none'(?:;|$)/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });
});
