import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import sharp from 'sharp';
import * as s from '../../src/server/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import type { AuthData, Captcha, UserData } from '../../src/shared/schemas/accounts';

let t: TestApp;
/** A client key that is not the web app's: it receives api_token in the answer. */
const MOBILE_KEY = 'mobile-test-key';

beforeAll(async () => {
  t = await buildTestApp({ env: { ACCESS_KEYS: `${MOBILE_KEY}:mobile` } });
});
afterAll(() => t?.close());

/** Solves a fresh captcha as the browser widget would and returns the form's token. */
async function captchaToken(): Promise<string> {
  const res = await t.api<Captcha>('en', 'captcha');
  expect(res.status).toBe(200);
  const challenge = res.body.data.challenge as never;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The last code e-mailed to an address (the outbox: no SMTP_URL in these tests). */
async function lastCode(to: string): Promise<string> {
  const [mail] = await t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, to)).orderBy(desc(s.outbox.id)).limit(1);
  const code = /\b(\d{5})\b/.exec(mail?.textBody ?? '')?.[1];
  expect(code, `no code mailed to ${to}`).toBeDefined();
  return code!;
}

const as = (key: string) => ({ 'x-access-key': key });
/** Each call from its own address (trustProxy), so the per-address limits do not mix the tests up. */
let ip = 0;
const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
const post = <T>(lang: 'ar' | 'en', path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.api<T>(lang, path, { method: 'POST', body, headers: { ...as(MOBILE_KEY), 'x-forwarded-for': nextIp(), ...headers } });

let seq = 0;
const newUser = () => {
  seq++;
  return {
    name: `Test User ${seq}`,
    username: `tester_${seq}x`,
    email: `Tester${seq}@Example.com`,
    mobile: '01012345678',
    password: 'correct horse 1',
    confirm_password: 'correct horse 1',
    title_id: 2,
  };
};

async function registerAndActivate(lang: 'ar' | 'en' = 'en') {
  const u = newUser();
  const reg = await post('en', 'register', { ...u, recaptcha_token: await captchaToken() });
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);
  const email = u.email.toLowerCase();
  const act = await post<AuthData>(lang, 'user_activation', { email, otp_token: await lastCode(email) });
  expect(act.status, JSON.stringify(act.body)).toBe(200);
  return { ...u, email, token: act.body.data.api_token! };
}

describe('register and activation', () => {
  it('registers an inactive account, e-mails a 5-digit code in the language of the site, and activates it with that code', async () => {
    const u = newUser();
    const reg = await post('ar', 'register', { ...u, recaptcha_token: await captchaToken() });
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    expect(reg.body).toMatchObject({ check: true, msg: 'تم التسجيل بنجاح', data: { email: u.email.toLowerCase() } });
    const [row] = await t.db.select().from(s.users).where(eq(s.users.username, u.username));
    expect(row).toMatchObject({ userActive: false, titleId: 2, language: 'ar', email: u.email.toLowerCase() });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const [mail] = await t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, u.email.toLowerCase()));
    expect(mail!.subject).toBe('رمز تفعيل حسابك في بناء');
    // Only a keyed hash of the code is stored.
    const code = await lastCode(u.email.toLowerCase());
    const [stored] = await t.db.select().from(s.oneTimeCodes).where(eq(s.oneTimeCodes.userId, row!.id));
    expect(stored!.codeHash).not.toContain(code);

    const act = await post<AuthData>('en', 'user_activation', { email: u.email, otp_token: code });
    expect(act.status).toBe(200);
    expect(act.body.data.api_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(act.body.data.user).toMatchObject({ username: u.username, user_active: 1, plan: 'free', subscriptions: [] });
    // Used once: gone.
    expect(await t.db.select().from(s.oneTimeCodes).where(eq(s.oneTimeCodes.userId, row!.id))).toEqual([]);
    const again = await post('en', 'user_activation', { email: u.email, otp_token: code });
    expect(again.status).toBe(409);
  });

  it('refuses a missing, wrong or reused captcha, and the rules of SPEC section 5, with field messages', async () => {
    const token = await captchaToken();
    const first = await post('en', 'register', { ...newUser(), recaptcha_token: token });
    expect(first.status).toBe(200);
    const reused = await post('en', 'register', { ...newUser(), recaptcha_token: token });
    expect(reused.status).toBe(422);
    expect(reused.body.data).toEqual({ recaptcha_token: ['The check expired, please solve the captcha again'] });
    const forged = await post('en', 'register', { ...newUser(), recaptcha_token: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') });
    expect(forged.status).toBe(422);

    const bad = await post('en', 'register', {
      name: '',
      username: 'a b',
      email: 'nope',
      mobile: '0123',
      password: 'short',
      confirm_password: 'other',
      recaptcha_token: '',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.data).toMatchObject({
      name: ['Field is required'],
      username: ['please enter username with no white spaces'],
      email: ['E-mail must be valid'],
      mobile: ['Please enter mobile number'],
      password: ['Password must be at least 8 characters'],
      recaptcha_token: ['Please confirm you are not a robot'],
    });
  });

  it('answers a taken username or e-mail with field errors, not a 500', async () => {
    const u = newUser();
    expect((await post('en', 'register', { ...u, recaptcha_token: await captchaToken() })).status).toBe(200);
    const dup = await post('en', 'register', { ...newUser(), username: u.username.toUpperCase(), email: u.email, recaptcha_token: await captchaToken() });
    expect(dup.status).toBe(422);
    expect(dup.body.data).toEqual({ username: ['This username is already taken'], email: ['This e-mail is already registered'] });
  });

  it('refuses a title_id that is not a positive 32-bit id with a field error, not a 500', async () => {
    for (const title_id of [3_000_000_000, 0, -5]) {
      const res = await post('en', 'register', { ...newUser(), title_id, recaptcha_token: await captchaToken() });
      expect(res.status, `title_id ${title_id}`).toBe(422);
      expect(res.body.data).toEqual({ title_id: ['Invalid value'] });
    }
  });

  it('locks a code after 5 wrong tries and lets a new one (after the cool-down) work', async () => {
    const u = newUser();
    await post('en', 'register', { ...u, recaptcha_token: await captchaToken() });
    const email = u.email.toLowerCase();
    const code = await lastCode(email);
    const wrong = code === '00000' ? '11111' : '00000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++)
      answers.push(((await post('en', 'user_activation', { email, otp_token: wrong })).body.data as { otp_token: string[] }).otp_token[0]!);
    expect(answers).toEqual([...Array(4).fill('The code is not correct'), 'Too many wrong tries, request a new code']);
    const locked = await post('en', 'user_activation', { email, otp_token: code });
    expect(locked.body.data).toEqual({ otp_token: ['Too many wrong tries, request a new code'] });

    // Resend is refused within the minute after the last code…
    const soon = await post('en', 'resend_activation', { email });
    expect(soon.status).toBe(429);
    expect(soon.body.msg).toBe('Please wait a minute before asking for a new code');
    // …and works after it.
    await t.db.update(s.oneTimeCodes).set({ createdAt: sql`now() - interval '2 minutes'` });
    expect((await post('en', 'resend_activation', { email })).status).toBe(200);
    const fresh = await lastCode(email);
    expect((await post('en', 'user_activation', { email, otp_token: fresh })).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const u = newUser();
    await post('en', 'register', { ...u, recaptcha_token: await captchaToken() });
    const email = u.email.toLowerCase();
    const code = await lastCode(email);
    const [user] = await t.db.select().from(s.users).where(eq(s.users.email, email));
    await t.db
      .update(s.oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(s.oneTimeCodes.userId, user!.id));
    const res = await post('ar', 'user_activation', { email, otp_token: code });
    expect(res.body.data).toEqual({ otp_token: ['انتهت صلاحية الرمز، اطلب رمزًا جديدًا'] });
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const u = newUser();
    const res = await post('en', 'register', { ...u, website: 'http://spam.example', recaptcha_token: 'x' });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(s.users).where(eq(s.users.username, u.username))).toEqual([]);
  });
});

describe('login, sessions and logout', () => {
  it('logs in by username or e-mail; a bearer token reads the profile; logout revokes it', async () => {
    const u = await registerAndActivate();
    const byName = await post<AuthData>('en', 'login', { username: u.username, password: u.password });
    expect(byName.status).toBe(200);
    expect(byName.body.msg).toBe('Login Successfully');
    const byEmail = await post<AuthData>('en', 'login', { username: u.email.toUpperCase(), password: u.password });
    expect(byEmail.status).toBe(200);
    const token = byEmail.body.data.api_token!;
    const me = await t.api<UserData>('en', 'get_my_profile', { headers: { ...as(MOBILE_KEY), authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ username: u.username, email: u.email, full_name: u.name, user_active: 1, has_password: true });
    const out = await post('en', 'logout', {}, { authorization: `Bearer ${token}` });
    expect(out.status).toBe(200);
    const after = await t.api('en', 'get_my_profile', { headers: { ...as(MOBILE_KEY), authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
    // The session row holds a hash, never the token.
    const rows = await t.db.select({ h: s.sessions.tokenHash }).from(s.sessions);
    expect(rows.some((r) => r.h === token)).toBe(false);
  });

  it('answers a wrong password or unknown user the same way', async () => {
    const u = await registerAndActivate();
    const wrong = await post('en', 'login', { username: u.username, password: 'not the password' });
    const unknown = await post('ar', 'login', { username: 'nobody_here', password: 'whatever1' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ check: false, msg: 'Wrong Username or Password' });
    expect(unknown.body.msg).toBe('اسم المستخدم أو كلمة المرور غير صحيحة');
  });

  it('gives the web app an httpOnly SameSite=Lax cookie instead of a token, and checks Origin on cookie writes', async () => {
    const u = await registerAndActivate();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/en/front/login',
      headers: as(WEB_ACCESS_KEY),
      payload: { username: u.username, password: u.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.api_token).toBeNull();
    const cookie = res.cookies.find((c) => c.name === 'binaa_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const withCookie = { ...as(WEB_ACCESS_KEY), cookie: `binaa_session=${cookie.value}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/en/front/get_my_profile', headers: withCookie });
    expect(me.json().data.username).toBe(u.username);
    const origin = t.app.config.publicUrl;
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/en/front/update_profile',
      headers: { ...withCookie, origin: 'https://evil.example' },
      payload: { name: 'Hacked' },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v1/en/front/update_profile',
      headers: { ...withCookie, origin },
      payload: { name: 'Renamed' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ msg: 'Account Settings updated', data: { full_name: 'Renamed' } });
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/en/front/logout', headers: { ...withCookie, origin }, payload: {} });
    expect(out.cookies.find((c) => c.name === 'binaa_session')?.value).toBe('');
    const gone = await t.app.inject({ method: 'GET', url: '/api/v1/en/front/get_my_profile', headers: withCookie });
    expect(gone.statusCode).toBe(401);
  });

  it('limits registrations per address, whatever the client key', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post('en', 'register', { ...newUser(), recaptcha_token: 'x' }, { ...as(WEB_ACCESS_KEY), 'x-forwarded-for': '10.9.9.9' })).status);
    expect(statuses.slice(0, 10).every((st) => st === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('asks for the captcha after repeated failures of an account instead of locking it (tests/api/accounts-abuse.test.ts has the rest)', async () => {
    const u = await registerAndActivate();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post('en', 'login', { username: u.username, password: `wrong-${i}-pass` })).status);
    expect(statuses).toEqual(Array(11).fill(422));
    const asked = await post('ar', 'login', { username: u.username, password: u.password });
    expect(asked.status).toBe(422);
    expect(asked.body.data).toEqual({ recaptcha_token: ['يرجى التأكيد أنك لست روبوتًا'] });
    expect((await post('en', 'login', { username: u.username, password: u.password, recaptcha_token: await captchaToken() })).status).toBe(200);
  });
});

describe('forgotten password', () => {
  it('never tells whether the e-mail exists, checks the code at the final save and ends every session', async () => {
    const u = await registerAndActivate();
    const unknown = await post('en', 'forget_password', { email: 'nobody@example.com' });
    const known = await post('en', 'forget_password', { email: u.email });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body.msg).toBe(known.body.msg);
    const code = await lastCode(u.email);
    const mismatch = await post('en', 'change_password', { email: u.email, otp_token: code, new_password: 'a new password', confirm_password: 'another one' });
    expect(mismatch.body.data).toEqual({ confirm_password: ['Password not match'] });
    const wrong = await post('en', 'change_password', {
      email: u.email,
      otp_token: code === '12345' ? '54321' : '12345',
      new_password: 'a new password',
      confirm_password: 'a new password',
    });
    expect(wrong.body.data).toEqual({ otp_token: ['The code is not correct'] });
    const done = await post('en', 'change_password', { email: u.email, otp_token: code, new_password: 'a new password', confirm_password: 'a new password' });
    expect(done.status).toBe(200);
    expect(done.body.msg).toBe('Your password has been changed, please log in');
    const old = await t.api('en', 'get_my_profile', { headers: { ...as(MOBILE_KEY), authorization: `Bearer ${u.token}` } });
    expect(old.status).toBe(401);
    expect((await post('en', 'login', { username: u.username, password: u.password })).status).toBe(422);
    expect((await post('en', 'login', { username: u.username, password: 'a new password' })).status).toBe(200);
  });
});

describe('profile', () => {
  const authed = (token: string) => ({ ...as(MOBILE_KEY), authorization: `Bearer ${token}` });

  it('needs a session', async () => {
    const res = await t.api('en', 'get_my_profile', { headers: as(MOBILE_KEY) });
    expect(res.status).toBe(401);
  });

  it('changes the password only with the current one, keeping this session and ending the others', async () => {
    const u = await registerAndActivate();
    const other = (await post<AuthData>('en', 'login', { username: u.username, password: u.password })).body.data.api_token!;
    const missing = await post('en', 'update_profile', { new_password: 'brand new pass', confirm_password: 'brand new pass' }, authed(u.token));
    expect(missing.body.data).toEqual({ old_password: ['Please enter your current password'] });
    const wrong = await post(
      'en',
      'update_profile',
      { old_password: 'nope nope', new_password: 'brand new pass', confirm_password: 'brand new pass' },
      authed(u.token),
    );
    expect(wrong.body.data).toEqual({ old_password: ['The current password is not correct'] });
    const ok = await post(
      'en',
      'update_profile',
      { old_password: u.password, new_password: 'brand new pass', confirm_password: 'brand new pass' },
      authed(u.token),
    );
    expect(ok.status).toBe(200);
    expect((await t.api('en', 'get_my_profile', { headers: authed(u.token) })).status).toBe(200);
    expect((await t.api('en', 'get_my_profile', { headers: authed(other) })).status).toBe(401);
  });

  it('stores an uploaded avatar once, resized to 256 px WebP, and refuses what is not a picture', async () => {
    const u = await registerAndActivate();
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const res = await post<UserData>('en', 'update_profile', { image: `data:image/png;base64,${png.toString('base64')}` }, authed(u.token));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.image).toMatch(/^\/uploads\/users\/\d+-[0-9a-f]{12}\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: res.body.data.image });
    expect(file.statusCode).toBe(200);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const bad = await post('en', 'update_profile', { image: 'data:text/html;base64,PGgxPg==' }, authed(u.token));
    expect(bad.body.data).toEqual({ image: ['Please choose a JPEG, PNG or WebP picture'] });
  });

  it('changes the e-mail only after the code sent to the new address', async () => {
    const u = await registerAndActivate();
    const res = await post<UserData>('en', 'update_profile', { email: 'New.Address@Example.com' }, authed(u.token));
    expect(res.body.msg).toBe('We sent a code to your new e-mail; enter it to confirm the change');
    expect(res.body.data).toMatchObject({ email: u.email, pending_email: 'new.address@example.com' });
    const code = await lastCode('new.address@example.com');
    const done = await post<UserData>('en', 'confirm_email', { otp_token: code }, authed(u.token));
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ email: 'new.address@example.com', pending_email: '' });
  });
});
