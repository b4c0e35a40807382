/**
 * Issue 15, abuse limits of accounts: a stranger can neither lock an owner out (login,
 * forgotten password, activation, the reset's change_password, confirm_email: the captcha is
 * asked instead of a refusal) nor use the e-mail change as a
 * mail relay (fixed text to an unconfirmed address, limits per account and per address, the same
 * answer for a taken address, the old address told).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import * as s from '../../src/server/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import type { AuthData, Captcha, UserData } from '../../src/shared/schemas/accounts';

let t: TestApp;
const MOBILE_KEY = 'mobile-abuse-key';

beforeAll(async () => {
  // TRUST_PROXY: each call below comes from its own address, so the per-address limits stay out of the way.
  t = await buildTestApp({ env: { ACCESS_KEYS: `${MOBILE_KEY}:mobile`, TRUST_PROXY: '1' } });
});
afterAll(() => t?.close());

let ip = 0;
const nextIp = () => `10.15.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
const headers = (extra: Record<string, string> = {}) => ({ 'x-access-key': MOBILE_KEY, 'x-forwarded-for': nextIp(), ...extra });
const post = <T>(lang: 'ar' | 'en', path: string, body: unknown, extra: Record<string, string> = {}) =>
  t.api<T>(lang, path, { method: 'POST', body, headers: headers(extra) });
const authed = (token: string) => ({ authorization: `Bearer ${token}` });

/** Solves a fresh captcha as the browser widget would and returns the form's token. */
async function captchaToken(): Promise<string> {
  const res = await t.api<Captcha>('en', 'captcha', { headers: headers() });
  expect(res.status).toBe(200);
  const challenge = res.body.data.challenge as never;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const mailsTo = (to: string) => t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, to)).orderBy(desc(s.outbox.id));
const codeIn = (text: string | undefined) => /\b(\d{5})\b/.exec(text ?? '')?.[1];

let seq = 0;
async function account(opts: { lang?: 'ar' | 'en'; email?: string; name?: string } = {}) {
  seq++;
  const u = {
    name: opts.name ?? `Abuse Tester ${seq}`,
    username: `abuser_${seq}x`,
    email: opts.email ?? `abuse${seq}@example.com`,
    mobile: '01012345678',
    password: 'correct horse 1',
    confirm_password: 'correct horse 1',
  };
  const reg = await post(opts.lang ?? 'en', 'register', { ...u, recaptcha_token: await captchaToken() });
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);
  const [mail] = await mailsTo(u.email);
  const act = await post<AuthData>('en', 'user_activation', { email: u.email, otp_token: codeIn(mail?.textBody) });
  expect(act.status, JSON.stringify(act.body)).toBe(200);
  return { ...u, token: act.body.data.api_token! };
}

describe('login never locks the owner out', () => {
  it('after 5 wrong passwords asks for the captcha with the password, and signs in with it', async () => {
    const u = await account();
    for (let i = 0; i < 5; i++) expect((await post('en', 'login', { username: u.username, password: `wrong-${i}-pass` })).status).toBe(422);

    const noCaptcha = await post('en', 'login', { username: u.username, password: u.password });
    expect(noCaptcha.status).toBe(422);
    expect(noCaptcha.body).toMatchObject({ check: false, data: { recaptcha_token: ['Please confirm you are not a robot'] } });
    const ar = await post('ar', 'login', { username: u.email, password: u.password });
    expect(ar.body.data).toEqual({ recaptcha_token: ['يرجى التأكيد أنك لست روبوتًا'] });
    const forged = await post('en', 'login', { username: u.username, password: u.password, recaptcha_token: 'bm90IGEgc29sdXRpb24=' });
    expect(forged.body.data).toEqual({ recaptcha_token: ['Please confirm you are not a robot'] });

    // A solved captcha and a wrong password: still the usual answer, nothing more.
    const wrong = await post('en', 'login', { username: u.username, password: 'still wrong', recaptcha_token: await captchaToken() });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data).toBeNull();

    const ok = await post<AuthData>('en', 'login', { username: u.username, password: u.password, recaptcha_token: await captchaToken() });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.user.username).toBe(u.username);
    // A sign-in resets the count: the next one needs no captcha.
    expect((await post('en', 'login', { username: u.username, password: u.password })).status).toBe(200);
  });

  it('asks for the captcha for an unknown name the same way (no discovery of accounts)', async () => {
    const unknown = 'nobody_here_1';
    for (let i = 0; i < 5; i++) expect((await post('en', 'login', { username: unknown, password: `wrong-${i}-pass` })).status).toBe(422);
    const res = await post('en', 'login', { username: unknown, password: 'any password' });
    expect(res.status).toBe(422);
    expect(res.body.data).toEqual({ recaptcha_token: ['Please confirm you are not a robot'] });
  });

  it('e-mails the owner once, in their language and with fixed text, when the account sees a burst of failures', async () => {
    const u = await account({ lang: 'ar' });
    const before = (await mailsTo(u.email)).length;
    for (let i = 0; i < 12; i++) {
      const body: Record<string, string> = { username: u.username, password: `<a href="http://spam.example">win</a> ${i}` };
      if (i >= 5) body.recaptcha_token = await captchaToken();
      expect((await post('en', 'login', body)).status).toBe(422);
    }
    const mails = await mailsTo(u.email);
    expect(mails.length - before).toBe(1);
    expect(mails[0]!.subject).toBe('محاولات دخول فاشلة إلى حسابك في بناء');
    expect(mails[0]!.textBody).not.toContain('spam.example');
    expect(mails[0]!.textBody).not.toContain(u.name);
    // Still not locked out.
    const ok = await post('en', 'login', { username: u.username, password: u.password, recaptcha_token: await captchaToken() });
    expect(ok.status).toBe(200);
  });
});

describe('forgotten password', () => {
  it('after 5 requests for an address asks for the captcha instead of refusing, alike for known and unknown addresses', async () => {
    const u = await account();
    const unknown = 'no.such.account@example.com';
    for (const email of [u.email, unknown]) {
      for (let i = 0; i < 5; i++) expect((await post('en', 'forget_password', { email })).status).toBe(200);
      const asked = await post('en', 'forget_password', { email });
      expect(asked.status).toBe(422);
      expect(asked.body.data).toEqual({ recaptcha_token: ['Please confirm you are not a robot'] });
      const solved = await post('en', 'forget_password', { email, recaptcha_token: await captchaToken() });
      expect(solved.status, JSON.stringify(solved.body)).toBe(200);
      expect(solved.body.msg).toBe('If this e-mail has an account, we sent it a 5-digit code');
    }
    // The owner can still reset: the code of the first request works.
    const code = codeIn((await mailsTo(u.email)).find((m) => m.subject === 'Your Binaa password reset code')?.textBody);
    const done = await post('en', 'change_password', { email: u.email, otp_token: code, new_password: 'a new password', confirm_password: 'a new password' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  });
});

describe('code tries never lock the owner out', () => {
  const ASKED = { recaptcha_token: ['Please confirm you are not a robot'] };
  const wrongFor = (code: string | undefined) => (code === '00000' ? '11111' : '00000');
  /** The last code mailed to an address with that subject. */
  const lastCodeTo = async (to: string, subject: string) => codeIn((await mailsTo(to)).find((m) => m.subject === subject)?.textBody);
  /** Lets the next code of the user be asked for now (the 1-minute cool-down is over). */
  const coolDown = (email: string) =>
    t.db.execute(sql`update one_time_codes set created_at = now() - interval '2 minutes' where user_id = (select id from users where email = ${email})`);

  it('activation: after 10 tries for an address asks for the captcha instead of refusing, alike for unknown addresses; the owner activates with it', async () => {
    const email = `late.activator.${seq++}@example.com`;
    const u = { name: 'Late Activator', username: `late_act_${seq}`, email, mobile: '01012345678', password: 'correct horse 1' };
    expect((await post('en', 'register', { ...u, recaptcha_token: await captchaToken() })).status).toBe(200);
    const first = await lastCodeTo(email, 'Your Binaa activation code');
    const unknown = 'never.registered@example.com';
    for (const address of [email, unknown]) {
      // A stranger, from ever new addresses (the route limit stays out of the way).
      for (let i = 0; i < 10; i++) expect((await post('en', 'user_activation', { email: address, otp_token: wrongFor(first) })).status).toBe(422);
      const asked = await post('en', 'user_activation', { email: address, otp_token: wrongFor(first) });
      expect(asked.status).toBe(422);
      expect(asked.body.data).toEqual(ASKED);
    }
    const ar = await post('ar', 'user_activation', { email, otp_token: first });
    expect(ar.body.data).toEqual({ recaptcha_token: ['يرجى التأكيد أنك لست روبوتًا'] });

    // The stranger's first 5 tries locked that code: the owner asks for a new one and uses it with a solved captcha.
    await coolDown(email);
    expect((await post('en', 'resend_activation', { email })).status).toBe(200);
    const fresh = await lastCodeTo(email, 'Your Binaa activation code');
    expect(fresh).not.toBe(first);
    expect((await post('en', 'user_activation', { email, otp_token: fresh, recaptcha_token: 'bm90IGEgc29sdXRpb24=' })).body.data).toEqual(ASKED);
    const ok = await post<AuthData>('en', 'user_activation', { email, otp_token: fresh, recaptcha_token: await captchaToken() });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.user.email).toBe(email);
  });

  it("confirm_email: a stranger's activation tries on the new address do not count; the account's own tries ask for the captcha", async () => {
    const u = await account();
    const target = `new.home.${seq}@example.com`;
    expect((await post('en', 'update_profile', { email: target }, authed(u.token))).status).toBe(200);
    const code = await lastCodeTo(target, 'Confirm your new Binaa e-mail');
    for (let i = 0; i < 11; i++) await post('en', 'user_activation', { email: target, otp_token: wrongFor(code) });
    const done = await post<UserData>('en', 'confirm_email', { otp_token: code }, authed(u.token));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.email).toBe(target);

    // The account's own wrong tries: beyond 10, the captcha.
    const next = `next.home.${seq}@example.com`;
    expect((await post('en', 'update_profile', { email: next }, authed(u.token))).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await post('en', 'confirm_email', { otp_token: '99999' }, authed(u.token))).status).toBe(422);
    const asked = await post('en', 'confirm_email', { otp_token: '99999' }, authed(u.token));
    expect(asked.status).toBe(422);
    expect(asked.body.data).toEqual(ASKED);
    // A new code (the wrong tries locked the first) confirms with a solved captcha.
    expect((await post('en', 'update_profile', { email: next }, authed(u.token))).status).toBe(200);
    const fresh = await lastCodeTo(next, 'Confirm your new Binaa e-mail');
    expect((await post('en', 'confirm_email', { otp_token: fresh }, authed(u.token))).body.data).toEqual(ASKED);
    const ok = await post<UserData>('en', 'confirm_email', { otp_token: fresh, recaptcha_token: await captchaToken() }, authed(u.token));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.email).toBe(next);
  });

  it('change_password: after 10 tries for an address asks for the captcha instead of refusing, alike for unknown addresses; the owner resets with it', async () => {
    const u = await account();
    const reset = (email: string, otp: string | undefined, extra: Record<string, string> = {}) =>
      post('en', 'change_password', { email, otp_token: otp, new_password: 'a new password', confirm_password: 'a new password', ...extra });
    expect((await post('en', 'forget_password', { email: u.email })).status).toBe(200);
    const first = await lastCodeTo(u.email, 'Your Binaa password reset code');
    for (const address of [u.email, 'no.reset.account@example.com']) {
      for (let i = 0; i < 10; i++) expect((await reset(address, wrongFor(first))).status).toBe(422);
      const asked = await reset(address, wrongFor(first));
      expect(asked.status).toBe(422);
      expect(asked.body.data).toEqual(ASKED);
    }
    // update_profile's old-password check has its own per-account count: the stranger did not use it up.
    const own = await post(
      'en',
      'update_profile',
      { old_password: u.password, new_password: 'changed in settings', confirm_password: 'changed in settings' },
      authed(u.token),
    );
    expect(own.status, JSON.stringify(own.body)).toBe(200);

    await coolDown(u.email);
    expect((await post('en', 'forget_password', { email: u.email })).status).toBe(200);
    const fresh = await lastCodeTo(u.email, 'Your Binaa password reset code');
    expect((await reset(u.email, fresh)).body.data).toEqual(ASKED);
    const done = await reset(u.email, fresh, { recaptcha_token: await captchaToken() });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await post('en', 'login', { username: u.username, password: 'a new password' })).status).toBe(200);
  });
});

describe('code mails carry nothing a requester chose', () => {
  it("registering someone else's address with a spam name mails it fixed text and the code, and so does a reset", async () => {
    const spam = 'Win a prize at http://spam.example now';
    const u = { name: spam, username: 'spam_relay_1', email: 'someone.else@example.com', mobile: '01012345678', password: 'correct horse 1' };
    expect((await post('en', 'register', { ...u, recaptcha_token: await captchaToken() })).status).toBe(200);
    expect((await post('en', 'forget_password', { email: u.email })).status).toBe(200);
    const mails = await mailsTo(u.email);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Your Binaa activation code', 'Your Binaa password reset code']);
    for (const m of mails) {
      expect(m.textBody).not.toMatch(/spam|prize/);
      expect(codeIn(m.textBody)).toMatch(/^\d{5}$/);
    }
  });
});

describe('e-mail change is no mail relay', () => {
  it('sends the new address fixed text and the code only, changes on the code, and tells the old address', async () => {
    const u = await account();
    const spam = "Cheap pills at http://spam.example {{code}} $' now";
    const res = await post<UserData>('en', 'update_profile', { name: spam, email: 'Target.One@Example.com' }, authed(u.token));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.msg).toBe('We sent a code to your new e-mail; enter it to confirm the change');
    expect(res.body.data).toMatchObject({ email: u.email, pending_email: 'target.one@example.com' });

    const [mail, ...more] = await mailsTo('target.one@example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Confirm your new Binaa e-mail');
    expect(mail!.textBody).not.toMatch(/spam|pills|Abuse Tester/);
    const code = codeIn(mail!.textBody)!;
    expect(mail!.textBody).toBe(
      `Someone asked to use this address as the e-mail of a Binaa account.\n\nThe confirmation code is: ${code}\nIt is valid for 10 minutes.\n\nIf it was not you, ignore this e-mail: your address will not be used without this code.`,
    );
    // Nothing changed yet: the old address still signs in.
    expect((await post('en', 'login', { username: u.email, password: u.password })).status).toBe(200);

    const oldBefore = (await mailsTo(u.email)).length;
    const done = await post<UserData>('en', 'confirm_email', { otp_token: code }, authed(u.token));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ email: 'target.one@example.com', pending_email: '' });
    const told = await mailsTo(u.email);
    expect(told.length - oldBefore).toBe(1);
    expect(told[0]!.subject).toBe('The e-mail of your Binaa account was changed');
    expect(told[0]!.textBody).not.toMatch(/spam|pills|target\.one/);
  });

  it('answers a taken address exactly like a free one, sends it no code, and its owner a note at most once an hour', async () => {
    const owner = await account({ lang: 'ar' });
    const u = await account();
    const other = await account();
    const free = await post<UserData>('en', 'update_profile', { email: 'free.address@example.com' }, authed(other.token));
    const taken = await post<UserData>('en', 'update_profile', { email: owner.email.toUpperCase() }, authed(u.token));
    expect(taken.status).toBe(free.status);
    expect(taken.body.msg).toBe(free.body.msg);
    expect(taken.body.data).toMatchObject({ email: u.email, pending_email: owner.email });

    const toOwner = async () => (await mailsTo(owner.email)).filter((m) => m.subject !== 'رمز تفعيل حسابك في بناء');
    const notes = await toOwner();
    expect(notes.map((m) => m.subject)).toEqual(['محاولة لاستخدام بريدك الإلكتروني في بناء']);
    expect(codeIn(notes[0]!.textBody)).toBeUndefined();
    // Again within the hour: the same answer, no second note.
    const again = await post<UserData>('en', 'update_profile', { email: owner.email }, authed(u.token));
    expect(again.body.msg).toBe(free.body.msg);
    expect(await toOwner()).toHaveLength(1);

    // No code can confirm it.
    const guess = await post('en', 'confirm_email', { otp_token: '12345' }, authed(u.token));
    expect(guess.status).toBe(422);
    const [row] = await t.db.select().from(s.users).where(eq(s.users.username, u.username));
    expect(row!.email).toBe(u.email);
  });

  it('refuses confirm_email when the address was taken meanwhile', async () => {
    const u = await account();
    await post('en', 'update_profile', { email: 'contested@example.com' }, authed(u.token));
    const code = codeIn((await mailsTo('contested@example.com'))[0]?.textBody);
    await account({ email: 'contested@example.com' });
    const res = await post('en', 'confirm_email', { otp_token: code }, authed(u.token));
    expect(res.status).toBe(422);
    expect(res.body.data).toEqual({ email: ['This e-mail is already registered'] });
  });

  it('limits the changes of one account to 3 an hour: the fourth is a 429 and sends nothing', async () => {
    const u = await account();
    for (let i = 1; i <= 3; i++) expect((await post('en', 'update_profile', { email: `hop${i}@example.com` }, authed(u.token))).status).toBe(200);
    const fourth = await post('ar', 'update_profile', { email: 'hop4@example.com' }, authed(u.token));
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ check: false, msg: 'طلبات كثيرة، حاول مرة أخرى بعد قليل', data: null });
    expect(await mailsTo('hop4@example.com')).toEqual([]);
    const [row] = await t.db.select().from(s.users).where(eq(s.users.username, u.username));
    expect(row!.pendingEmail).toBe('hop3@example.com');
  });

  it('limits the changes aimed at one address to 3 an hour, whoever asks', async () => {
    const target = 'victim@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const u = await account();
      statuses.push((await post('en', 'update_profile', { email: target }, authed(u.token))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const mails = await t.db
      .select()
      .from(s.outbox)
      .where(and(eq(s.outbox.toAddress, target)));
    expect(mails).toHaveLength(3);
  });
});
