/**
 * Social sign-in (OpenID Connect, code + PKCE) against a real provider (oidc-provider) on
 * 127.0.0.1. The redirects are followed by hand: the app through inject, the provider through
 * fetch, each with its own cookies, as a browser would carry them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/server/db/schema/index';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { startOidcProvider, type TestOidcProvider } from '../e2e/support/oidc-provider.mjs';
import type { DefaultWebsiteData } from '../../src/shared/schemas/site';
import type { UserData } from '../../src/shared/schemas/accounts';
import { safeNext } from '../../src/server/domains/accounts/http-routes';

const PUBLIC_URL = 'http://binaa.test';
const CLIENT = { clientId: 'binaa-test', clientSecret: 'binaa-test-secret-binaa-test-secret' };
const FAILED = '/login?social_error=1';

const ACCOUNTS = {
  alice: { email: 'Alice@Example.com', email_verified: true, name: 'Alice Social' },
  bob: { email: 'bob@example.com', email_verified: true, name: 'Bob Linked' },
  mallory: { email: 'mallory@example.com', email_verified: false, name: 'Mallory' },
  noemail: { name: 'No Mail' },
};

interface Env {
  t: TestApp;
  provider: TestOidcProvider;
}

async function start(opts: { idTokenClaims?: boolean } = {}): Promise<Env> {
  const provider = await startOidcProvider({ ...CLIENT, redirectUris: [`${PUBLIC_URL}/auth/google/callback`], accounts: ACCOUNTS, ...opts });
  const t = await buildTestApp({
    env: {
      OIDC_GOOGLE_CLIENT_ID: CLIENT.clientId,
      OIDC_GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
      OIDC_GOOGLE_ISSUER: provider.issuer,
      PUBLIC_URL,
    },
  });
  return { t, provider };
}

/** name -> value, as a browser keeps them for one site (paths and expiry are not needed here). */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now()));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair!.slice(eq + 1).trim());
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

interface Walk {
  /** Where the app's callback sent the browser. */
  location: string;
  /** The session cookie set by the callback, if any. */
  session?: string;
  /** The callback URL the provider sent the browser to. */
  callback: string;
  /** The flow cookie the sign-in started with. */
  flow: string;
}

/**
 * One sign-in: /auth/google → the provider → its login form, submitted as `account` → back to
 * /auth/google/callback (changed by `tamper` first, when given) → where the app sends the browser.
 */
async function walk(env: Env, account: string, o: { next?: string; lang?: string; ip?: string; tamper?: (callback: URL) => void } = {}): Promise<Walk> {
  const app = new Jar();
  if (o.lang) app.take([`lang=${o.lang}`]);
  const headers = () => ({ cookie: app.header(), 'x-forwarded-for': o.ip ?? '10.1.0.1' });
  const begin = await env.t.app.inject({ url: `/auth/google?next=${encodeURIComponent(o.next ?? '/')}`, headers: headers() });
  expect(begin.statusCode, begin.body).toBe(302);
  app.take([begin.headers['set-cookie'] ?? []].flat());
  const flow = begin.cookies.find((c) => c.name === 'binaa_oidc')!.value;
  const authorize = new URL(String(begin.headers.location));
  expect(authorize.origin).toBe(env.provider.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/google/callback`);

  const idp = new Jar();
  let url = authorize.href;
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 10 && !url.startsWith(PUBLIC_URL); hop++) {
    const res = await fetch(url, {
      redirect: 'manual',
      method: form ? 'POST' : 'GET',
      headers: { cookie: idp.header(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form,
    });
    idp.take(res.headers.getSetCookie());
    form = undefined;
    if (res.status === 200) {
      // The provider's login form: type the account id and submit.
      const html = await res.text();
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
      expect(action, html).toBeDefined();
      form = new URLSearchParams({ account });
      url = new URL(action!, url).href;
      continue;
    }
    expect([302, 303], await res.text()).toContain(res.status);
    url = new URL(res.headers.get('location')!, url).href;
  }
  const callback = new URL(url);
  expect(callback.pathname).toBe('/auth/google/callback');
  o.tamper?.(callback);

  const done = await env.t.app.inject({ url: `${callback.pathname}${callback.search}`, headers: headers() });
  expect(done.statusCode, done.body).toBe(302);
  const session = done.cookies.find((c) => c.name === 'binaa_session')?.value;
  // The flow cookie is single use.
  expect(done.cookies.find((c) => c.name === 'binaa_oidc')?.value).toBe('');
  return { location: String(done.headers.location), session, callback: url, flow };
}

const profile = async (t: TestApp, session: string) => {
  const res = await t.api<UserData>('en', 'get_my_profile', { headers: { cookie: `binaa_session=${session}` } });
  expect(res.status).toBe(200);
  return res.body.data;
};
const identitiesOf = (t: TestApp, userId: number) => t.db.select().from(s.oauthIdentities).where(eq(s.oauthIdentities.userId, userId));
const usersWith = (t: TestApp, email: string) => t.db.select().from(s.users).where(eq(s.users.email, email));

describe('social sign-in with a provider that gives the e-mail from userinfo', () => {
  let env: Env;
  beforeAll(async () => {
    env = await start();
  });
  afterAll(async () => {
    await env?.t.close();
    await env?.provider.close();
  });

  it('advertises google in default_website_data', async () => {
    const res = await env.t.api<DefaultWebsiteData>('en', 'default_website_data');
    expect(res.body.data.social_providers).toEqual(['google']);
  });

  it('creates an active account from the verified e-mail on the first sign-in and goes to `next`', async () => {
    const w = await walk(env, 'alice', { next: '/news/0/1?x=1', lang: 'en' });
    expect(w.location).toBe('/news/0/1?x=1');
    expect(w.session).toBeTruthy();
    const me = await profile(env.t, w.session!);
    expect(me).toMatchObject({ email: 'alice@example.com', full_name: 'Alice Social', user_active: 1, has_password: false, language: 'en' });
    expect(await identitiesOf(env.t, me.id)).toEqual([expect.objectContaining({ provider: 'google', subject: 'alice', email: 'alice@example.com' })]);
  });

  it('signs the same provider subject into the same account later (Arabic by default)', async () => {
    const first = await walk(env, 'alice');
    const again = await walk(env, 'alice');
    expect(again.session).toBeTruthy();
    expect(again.session).not.toBe(first.session);
    expect((await profile(env.t, again.session!)).id).toBe((await profile(env.t, first.session!)).id);
    expect(await usersWith(env.t, 'alice@example.com')).toHaveLength(1);
  });

  it('links an existing password account with the same verified e-mail', async () => {
    const bob = await f.createUser(env.t.db, {
      email: 'bob@example.com',
      username: 'bob_password',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$aGFzaA',
      userActive: false,
    });
    expect(await identitiesOf(env.t, bob.id)).toEqual([]);
    const w = await walk(env, 'bob');
    expect(w.location).toBe('/');
    const me = await profile(env.t, w.session!);
    // The provider proved the address: the account waiting for its code is active now.
    expect(me).toMatchObject({ id: bob.id, username: 'bob_password', has_password: true, user_active: 1 });
    expect(await identitiesOf(env.t, bob.id)).toEqual([expect.objectContaining({ provider: 'google', subject: 'bob' })]);
  });

  it('refuses an e-mail the provider has not verified: no session, no account', async () => {
    const w = await walk(env, 'mallory');
    expect(w.location).toBe(FAILED);
    expect(w.session).toBeUndefined();
    expect(await usersWith(env.t, 'mallory@example.com')).toEqual([]);
  });

  it('refuses an account without an e-mail', async () => {
    const w = await walk(env, 'noemail');
    expect(w).toMatchObject({ location: FAILED, session: undefined });
  });

  it('refuses a tampered state, a replayed code and a callback without the flow cookie', async () => {
    const tampered = await walk(env, 'alice', { tamper: (u) => u.searchParams.set('state', `${u.searchParams.get('state')}x`) });
    expect(tampered).toMatchObject({ location: FAILED, session: undefined });

    const ok = await walk(env, 'alice');
    expect(ok.session).toBeTruthy();
    const callback = new URL(ok.callback);
    const noCookie = await env.t.app.inject({ url: `${callback.pathname}${callback.search}` });
    expect(noCookie.statusCode).toBe(302);
    expect(noCookie.headers.location).toBe(FAILED);
    expect(noCookie.cookies.find((c) => c.name === 'binaa_session')).toBeUndefined();
    // The same answer and flow cookie again: the provider accepts a code once.
    const replay = await env.t.app.inject({ url: `${callback.pathname}${callback.search}`, cookies: { binaa_oidc: ok.flow } });
    expect(replay.headers.location).toBe(FAILED);
    expect(replay.cookies.find((c) => c.name === 'binaa_session')).toBeUndefined();
  });

  it('refuses a forged flow cookie', async () => {
    const res = await env.t.app.inject({ url: '/auth/google/callback?code=abc&state=xyz', cookies: { binaa_oidc: 'eyJ2IjoiYSJ9.forged' } });
    expect(res.headers.location).toBe(FAILED);
  });

  it('comes back to the error page when the person declines at the provider', async () => {
    const res = await env.t.app.inject({ url: '/auth/google/callback?error=access_denied&state=xyz' });
    expect(res.headers.location).toBe(FAILED);
  });

  it('never sends the browser to another site after signing in', async () => {
    const w = await walk(env, 'alice', { next: '//evil.example/steal' });
    expect(w.location).toBe('/');
    for (const next of ['https://evil.example/', '/\\evil.example', '//evil.example', 'evil', '/\t/evil.example', '/login', '/auth/google']) {
      expect(safeNext(next), next).toBe('/');
    }
    expect(safeNext('/prices?a=1#b')).toBe('/prices?a=1#b');
  });

  it('keeps the state, nonce and PKCE verifier in a short-lived httpOnly Lax cookie of the /auth/google path', async () => {
    const res = await env.t.app.inject({ url: '/auth/google', headers: { 'x-forwarded-for': '10.1.0.2' } });
    const flow = res.cookies.find((c) => c.name === 'binaa_oidc');
    expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth/google', maxAge: 600 });
    const authorize = new URL(String(res.headers.location));
    for (const p of ['state', 'nonce', 'code_challenge']) expect(authorize.searchParams.get(p)).toBeTruthy();
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');
  });

  it('limits sign-in starts per address', async () => {
    const from = (ip: string) => env.t.app.inject({ url: '/auth/google', headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 30; i++) expect((await from('10.9.9.9')).headers.location).not.toBe(FAILED);
    expect((await from('10.9.9.9')).headers.location).toBe(FAILED);
    expect((await from('10.9.9.10')).headers.location).not.toBe(FAILED);
  });
});

describe('social sign-in with the e-mail in the ID token (as Google does)', () => {
  let env: Env;
  beforeAll(async () => {
    env = await start({ idTokenClaims: true });
  });
  afterAll(async () => {
    await env?.t.close();
    await env?.provider.close();
  });

  it('creates the account from the ID token claims', async () => {
    const w = await walk(env, 'alice');
    expect(w.location).toBe('/');
    expect(await profile(env.t, w.session!)).toMatchObject({ email: 'alice@example.com', full_name: 'Alice Social', user_active: 1, language: 'ar' });
  });

  it('still refuses an unverified e-mail', async () => {
    expect(await walk(env, 'mallory')).toMatchObject({ location: FAILED, session: undefined });
  });
});

describe('social sign-in when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('advertises no provider and sends /auth/google back to the login page', async () => {
    expect((await t.api<DefaultWebsiteData>('en', 'default_website_data')).body.data.social_providers).toEqual([]);
    for (const url of ['/auth/google?next=/', '/auth/google/callback?code=x&state=y']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(FAILED);
    }
  });
});
