/**
 * The log of a whole account journey, at level info, holds no password, code, session token,
 * cookie, e-mail address or mobile number (issue 15).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { loggedUrl } from '../../src/server/platform/logger';
import * as s from '../../src/server/db/schema/index';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import { createTestDatabase, type TestDatabase } from '../setup/test-db';

const lines: string[] = [];
let app: FastifyInstance;
let testDb: TestDatabase;
const MOBILE_KEY = 'log-test-mobile-key';
const FAILING_EMAIL = 'failing.query.person@example.com';

beforeAll(async () => {
  testDb = await createTestDatabase();
  const config = loadConfig(
    { ACCESS_KEYS: `${MOBILE_KEY}:mobile`, TRUST_PROXY: '127.0.0.1' },
    { LOG_LEVEL: 'info', DATA_DIR: mkdtempSync(join(tmpdir(), 'binaa-test-')), NODE_ENV: 'test' },
  );
  app = await buildApp({ config, database: testDb.database, web: false, logStream: { write: (line: string) => void lines.push(line) } });
  // A query that fails with personal data among its parameters.
  app.get('/api/v1/:lang/front/__failing_query', async () => testDb.db.execute(sql`select 1 / 0 where ${FAILING_EMAIL} <> ${FAILING_EMAIL}`));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

let ip = 0;
async function call(path: string, payload?: object, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/v1/en/front/${path}`,
    headers: { 'x-access-key': MOBILE_KEY, 'x-forwarded-for': `192.0.2.${++ip}`, ...headers },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json(), cookies: res.cookies };
}

async function lastCode(to: string): Promise<string> {
  const [mail] = await testDb.db.select().from(s.outbox).where(eq(s.outbox.toAddress, to)).orderBy(desc(s.outbox.id)).limit(1);
  return /\b(\d{5})\b/.exec(mail?.textBody ?? '')![1]!;
}

describe('what the log keeps of an account journey', () => {
  it('never a password, code, token, cookie, e-mail or mobile number', async () => {
    const email = 'private.person@example.com';
    const mobile = '01098765432';
    const password = 'secret horse battery 7';
    const newPassword = 'another secret pass 8';
    const secrets: string[] = [email, mobile, password, newPassword];

    const captcha = await call('captcha');
    const challenge = captcha.body.data.challenge as never;
    const solution = await solveChallenge({ challenge, deriveKey });
    const recaptcha_token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const user = { name: 'Private Person', username: 'private_person', email, mobile, password, confirm_password: password, title_id: 2 };
    expect((await call('register', { ...user, recaptcha_token })).status).toBe(200);
    const activation = await lastCode(email);
    secrets.push(activation);
    expect((await call('user_activation', { email, otp_token: activation })).status).toBe(200);

    expect((await call('login', { username: email, password: 'wrong password 1' })).status).toBe(422);
    const login = await call('login', { username: email, password });
    expect(login.status).toBe(200);
    const token: string = login.body.data.api_token;
    secrets.push(token);
    const bearer = { authorization: `Bearer ${token}` };
    // A query string on an account call (some clients send them) is not logged either.
    expect((await call(`get_my_profile?email=${encodeURIComponent(email)}&mobile=${mobile}`, undefined, bearer)).status).toBe(200);
    expect(
      (await call('update_profile', { mobile: '01111111111', old_password: password, new_password: newPassword, confirm_password: newPassword }, bearer))
        .status,
    ).toBe(200);
    secrets.push('01111111111');
    expect((await call('logout', {}, bearer)).status).toBe(200);

    // The web app's cookie session.
    const web = await call('login', { username: email, password: newPassword }, { 'x-access-key': WEB_ACCESS_KEY });
    const cookie = web.cookies.find((c) => c.name === 'binaa_session')!.value;
    secrets.push(cookie);
    const withCookie = { 'x-access-key': WEB_ACCESS_KEY, cookie: `binaa_session=${cookie}`, origin: app.config.publicUrl };
    expect((await call('logout', {}, withCookie)).status).toBe(200);

    expect((await call('forget_password', { email })).status).toBe(200);
    const reset = await lastCode(email);
    secrets.push(reset);
    expect((await call('change_password', { email, otp_token: reset, new_password: password, confirm_password: password })).status).toBe(200);

    const log = lines.join('');
    // The journey was logged (requests, the outbox mails)...
    expect(log).toContain('/api/v1/en/front/get_my_profile');
    expect(log).toContain('e-mail kept in the outbox');
    // ...without any of its secrets, in any case.
    for (const secret of secrets) expect(log.toLowerCase(), secret).not.toContain(secret.toLowerCase());
    expect(log).not.toContain(encodeURIComponent(email));
  });

  it('a failed query is logged with its SQL and the message of the database, not its values', async () => {
    const res = await app.inject({ url: '/api/v1/en/front/__failing_query', headers: { 'x-access-key': WEB_ACCESS_KEY } });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('Failed query: select 1 / 0');
    expect(log).toContain('division by zero');
    expect(log).not.toContain(FAILING_EMAIL);
  });

  it('drops the query string of account calls only', () => {
    expect(loggedUrl('/api/v1/ar/front/login?username=a@b.c')).toBe('/api/v1/ar/front/login');
    expect(loggedUrl('/auth/google/callback?code=abc&state=x')).toBe('/auth/google/callback');
    expect(loggedUrl('/activate-account?email=a@b.c')).toBe('/activate-account');
    expect(loggedUrl('/api/v1/en/front/news?word=cement')).toBe('/api/v1/en/front/news?word=cement');
  });
});
