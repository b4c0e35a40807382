import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import { SUBSCRIPTIONS_CACHE } from '../../src/server/domains/subscriptions';

/** GET me: the personal parts of the shared pages, private and revalidated with an ETag. */
let t: TestApp;
const web = { 'x-access-key': WEB_ACCESS_KEY };
const PASSWORD = 'correct horse 1';
let passwordHash: string;

beforeAll(async () => {
  t = await buildTestApp();
  passwordHash = await hash(PASSWORD);
});
afterAll(() => t?.close());

let ip = 0;
async function signIn(username: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/en/front/login',
    headers: { ...web, 'x-forwarded-for': `10.7.0.${++ip}` },
    payload: { username, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res;
}
const sessionOf = (res: Awaited<ReturnType<typeof signIn>>) => `binaa_session=${res.cookies.find((c) => c.name === 'binaa_session')!.value}`;
const me = (headers: Record<string, string> = {}, lang = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/v1/${lang}/front/me`, headers: { ...web, ...headers } });

describe('GET me', () => {
  it('answers a visitor 401 in the envelope, in the asked language', async () => {
    const res = await me({}, 'ar');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ check: false });
    expect(res.json().msg).toMatch(/[\u0600-\u06FF]/);
  });

  it('gives the display data and nothing more, private, with an ETag that a repeat turns into a 304', async () => {
    const user = await f.createUser(t.db, {
      username: 'me_reader',
      fullName: 'Reader One',
      email: 'reader.one@example.com',
      mobile: '01099887766',
      passwordHash,
    });
    await f.createUserWithSubscription(t.db, { user: { username: 'me_other' } }); // another reader's plan is not ours
    await f.createSubscription(t.db, {
      userId: user.id,
      packageId: (await f.createPackage(t.db, { tier: 'gold', entitlements: ['prices.history', 'bulletins.email'] })).id,
    });
    const cookie = sessionOf(await signIn('me_reader'));

    const first = await me({ cookie });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      id: user.id,
      full_name: 'Reader One',
      username: 'me_reader',
      email: 'reader.one@example.com',
      image: '',
      user_active: 1,
      plan: 'gold',
      entitlements: ['bulletins.email', 'prices.history'],
    });
    expect(first.body).not.toContain('01099887766');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await me({ cookie, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A Content-Length on a 304 makes keep-alive clients wait for a body that never comes.
    expect(again.headers['content-length']).toBeUndefined();

    // A change the header shows (the name) is a new answer.
    const renamed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/en/front/update_profile',
      headers: { ...web, cookie, origin: t.app.config.publicUrl },
      payload: { name: 'Reader Renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await me({ cookie, 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.full_name).toBe('Reader Renamed');
    expect(after.headers.etag).not.toBe(etag);
  });

  it('follows a plan change once the subscriptions domain invalidates its prefix (the contract of its writers)', async () => {
    const user = await f.createUser(t.db, { username: 'me_plan', passwordHash });
    const cookie = sessionOf(await signIn('me_plan'));
    expect((await me({ cookie })).json().data.plan).toBe('free');
    await f.createSubscription(t.db, { userId: user.id, packageId: (await f.createPackage(t.db, { tier: 'diamond' })).id });
    await t.app.cache.invalidate(SUBSCRIPTIONS_CACHE);
    expect((await me({ cookie })).json().data.plan).toBe('diamond');
  });

  it('sets the readable hint beside the session at login, and both go at logout', async () => {
    await f.createUser(t.db, { username: 'me_hint', passwordHash });
    const login = await signIn('me_hint');
    const hint = login.cookies.find((c) => c.name === 'binaa_signed_in');
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
    const cookie = sessionOf(login);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/en/front/logout',
      headers: { ...web, cookie, origin: t.app.config.publicUrl },
      payload: {},
    });
    expect(Object.fromEntries(out.cookies.map((c) => [c.name, c.value]))).toMatchObject({ binaa_session: '', binaa_signed_in: '' });
  });

  it('tells a browser whose session ended to forget the cookie and the hint', async () => {
    await f.createUser(t.db, { username: 'me_ended', passwordHash });
    const cookie = sessionOf(await signIn('me_ended'));
    await t.app.inject({ method: 'POST', url: '/api/v1/en/front/logout', headers: { ...web, cookie, origin: t.app.config.publicUrl }, payload: {} });
    const res = await me({ cookie: `${cookie}; binaa_signed_in=1` });
    expect(res.statusCode).toBe(401);
    expect(Object.fromEntries(res.cookies.map((c) => [c.name, c.value]))).toMatchObject({ binaa_session: '', binaa_signed_in: '' });
  });
});
