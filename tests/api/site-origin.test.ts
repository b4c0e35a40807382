/**
 * The address the server announces works (platform/site-origin.ts): without PUBLIC_URL, a cookie
 * write from any loopback name of the listening port is the site's own; with PUBLIC_URL, only
 * that origin. Anything else answers 403 "This request did not come from the site".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import { loadConfig } from '../../src/server/config';
import { announcedUrl, siteOrigins } from '../../src/server/platform/site-origin';
import { createUser } from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { sessionCookie } from '../helpers/session';

/** A signed-in reader's profile change from the web app (session cookie), sent with `origin`. */
async function renameFrom(t: TestApp, origin: string | undefined) {
  const user = await createUser(t.db, {});
  const headers: Record<string, string> = { 'x-access-key': WEB_ACCESS_KEY, cookie: await sessionCookie(t, user.id) };
  if (origin !== undefined) headers.origin = origin;
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/en/front/update_profile', headers, payload: { name: 'Renamed Reader' } });
  return { status: res.statusCode, body: res.json() as { check: boolean; msg: string } };
}

describe('PUBLIC_URL unset: every loopback name of the listening port is the site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PORT: '3000' } });
  });
  afterAll(() => t?.close());

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])('accepts a cookie write from %s', async (origin) => {
    const res = await renameFrom(t, origin);
    expect(res.status).toBe(200);
    expect(res.body.check).toBe(true);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['another port', 'http://localhost:3001'],
    ['https on the port', 'https://localhost:3000'],
    ['no Origin at all', undefined],
  ])('refuses %s with the clear 403', async (_what, origin) => {
    const res = await renameFrom(t, origin);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ check: false, msg: 'This request did not come from the site' });
  });

  it('follows the port the server really listens on (PORT=0 picks one)', async () => {
    const other = await buildTestApp({ env: { PORT: '0' } });
    try {
      await other.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = other.app.server.address() as { port: number };
      for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`]) {
        expect((await renameFrom(other, origin)).status).toBe(200);
      }
      expect((await renameFrom(other, 'http://localhost:0')).status).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe('PUBLIC_URL set: that origin alone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PORT: '3000', PUBLIC_URL: 'https://binaa.example' } });
  });
  afterAll(() => t?.close());

  it('accepts the public origin', async () => {
    expect((await renameFrom(t, 'https://binaa.example')).status).toBe(200);
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://binaa.example'])('refuses %s', async (origin) => {
    const res = await renameFrom(t, origin);
    expect(res.status).toBe(403);
    expect(res.body.check).toBe(false);
  });

  it('answers in the reader’s language', async () => {
    const user = await createUser(t.db, {});
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ar/front/update_profile',
      headers: { 'x-access-key': WEB_ACCESS_KEY, cookie: await sessionCookie(t, user.id), origin: 'http://localhost:3000' },
      payload: { name: 'Renamed Reader' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).not.toMatch(/[A-Za-z]/);
  });
});

describe('the address the start log prints', () => {
  const config = (env: Record<string, string>) => loadConfig(env, { LOG_LEVEL: 'silent' });

  it('is localhost on the listening port for the default, a wildcard or a loopback HOST, and it is accepted', () => {
    for (const HOST of ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost']) {
      const c = config({ HOST });
      expect(announcedUrl(c, 41234)).toBe('http://localhost:41234');
      expect(siteOrigins(c, 41234)).toEqual(['http://localhost:41234', 'http://127.0.0.1:41234', 'http://[::1]:41234']);
    }
  });

  it('is HOST itself when it is a specific address, and that origin is accepted too', () => {
    const c = config({ HOST: '192.168.1.20' });
    expect(announcedUrl(c, 3000)).toBe('http://192.168.1.20:3000');
    expect(siteOrigins(c, 3000)).toContain('http://192.168.1.20:3000');
    const v6 = config({ HOST: 'fd00::20' });
    expect(announcedUrl(v6, 3000)).toBe('http://[fd00::20]:3000');
  });

  it('is PUBLIC_URL when set, the only origin accepted', () => {
    const c = config({ PUBLIC_URL: 'https://binaa.example/' });
    expect(announcedUrl(c, 3000)).toBe('https://binaa.example');
    expect(siteOrigins(c, 3000)).toEqual(['https://binaa.example']);
  });
});
