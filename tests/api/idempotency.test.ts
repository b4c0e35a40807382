/**
 * Idempotent creation (decision 020): POST contact_us and POST register with an Idempotency-Key.
 * Each call comes from its own address (inject's remoteAddress), so the per-address limits of the
 * two routes never decide a test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import * as s from '../../src/server/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { WEB_ACCESS_KEY, type Envelope } from '../../src/shared/envelope';
import type { Captcha } from '../../src/shared/schemas/accounts';

let t: TestApp;
const PARTNER_KEY = 'partner-idem-key';
beforeAll(async () => {
  t = await buildTestApp({ env: { ACCESS_KEYS: `${PARTNER_KEY}:partner` } });
});
afterAll(() => t?.close());

let ip = 0;
const nextIp = () => `10.20.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

interface Call {
  body: unknown;
  key?: string;
  ip?: string;
  accessKey?: string;
  lang?: 'ar' | 'en';
}
async function post(path: string, { body, key, ip: from = nextIp(), accessKey = WEB_ACCESS_KEY, lang = 'en' }: Call) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${lang}/front/${path}`,
    remoteAddress: from,
    headers: { 'x-access-key': accessKey, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body as object,
  });
  return { status: res.statusCode, body: res.json<Envelope>(), headers: res.headers };
}

let n = 0;
const message = (marker = `m${++n}`) => ({
  name: 'Mona Hassan',
  email: 'mona@example.com',
  code: '+20',
  phone: '+2001012345678',
  message: `White cement price list please (${marker})`,
});
const rowsWith = async (marker: string) =>
  (
    await t.db
      .select()
      .from(s.contactMessages)
      .where(sql`${s.contactMessages.message} like ${`%(${marker})`}`)
  ).length;

describe('POST contact_us with an Idempotency-Key', () => {
  it('a retry with the same key and body returns the first answer, marked replayed, and stores one message', async () => {
    const body = message('same');
    const from = nextIp();
    const first = await post('contact_us', { body, key: 'key-same-1', ip: from });
    expect(first.status).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post('contact_us', { body, key: 'key-same-1', ip: from });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await rowsWith('same')).toBe(1);
  });

  it('the same key with another body is refused with 422 in the request language, and stores nothing new', async () => {
    const from = nextIp();
    expect((await post('contact_us', { body: message('diff-a'), key: 'key-diff', ip: from })).status).toBe(200);
    const en = await post('contact_us', { body: message('diff-b'), key: 'key-diff', ip: from });
    expect(en.status).toBe(422);
    expect(en.body).toEqual({ check: false, msg: 'This Idempotency-Key was already used with a different request', data: null });
    const ar = await post('contact_us', { body: message('diff-b'), key: 'key-diff', ip: from, lang: 'ar' });
    expect(ar.status).toBe(422);
    expect(ar.body.msg).toBe('سبق استخدام مفتاح Idempotency-Key هذا مع طلب مختلف');
    expect(await rowsWith('diff-a')).toBe(1);
    expect(await rowsWith('diff-b')).toBe(0);
  });

  it('two concurrent requests with one key store one message: one answer, the other a replay or 409', async () => {
    const body = message('race');
    const from = nextIp();
    const answers = await Promise.all([post('contact_us', { body, key: 'key-race', ip: from }), post('contact_us', { body, key: 'key-race', ip: from })]);
    expect(await rowsWith('race')).toBe(1);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    const replayedOrBusy = answers.filter((a) => a.headers['idempotent-replayed'] === 'true' || a.status === 409);
    expect(replayedOrBusy).toHaveLength(1);
    const busy = answers.find((a) => a.status === 409);
    if (busy) expect(busy.body.msg).toBe('A request with this Idempotency-Key is still being processed; try again in a moment');
    // Once the first has answered, a retry is its replay.
    const retry = await post('contact_us', { body, key: 'key-race', ip: from });
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await rowsWith('race')).toBe(1);
  });

  it('many concurrent requests with one key still store one message: one first answer, the others replays or 409', async () => {
    const body = message('crowd');
    const from = nextIp();
    // 8 and one more: the address's limit is 10 a minute.
    const answers = await Promise.all(Array.from({ length: 8 }, () => post('contact_us', { body, key: 'key-crowd', ip: from })));
    expect(await rowsWith('crowd')).toBe(1);
    const first = answers.filter((a) => a.status === 200 && a.headers['idempotent-replayed'] === undefined);
    expect(first).toHaveLength(1);
    for (const a of answers)
      if (a !== first[0]) expect(a.status === 409 || a.headers['idempotent-replayed'] === 'true', `${a.status} ${a.body.msg}`).toBe(true);
    // Meanwhile other keys of the same client are not held up by it.
    const other = await post('contact_us', { body: message('crowd-other'), key: 'key-crowd-other', ip: from });
    expect(other.status).toBe(200);
  });

  it('without a key every request stores a message, as before', async () => {
    const body = message('nokey');
    const from = nextIp();
    const a = await post('contact_us', { body, ip: from });
    const b = await post('contact_us', { body, ip: from });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(await rowsWith('nokey')).toBe(2);
  });

  it('keys belong to one client: another address or another access key with the same key creates its own message', async () => {
    const body = message('scoped');
    const a = await post('contact_us', { body, key: 'key-shared', ip: '10.99.0.1' });
    const b = await post('contact_us', { body, key: 'key-shared', ip: '10.99.0.2' });
    const c = await post('contact_us', { body, key: 'key-shared', ip: '10.99.0.1', accessKey: PARTNER_KEY });
    for (const r of [a, b, c]) {
      expect(r.status).toBe(200);
      expect(r.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await rowsWith('scoped')).toBe(3);
    // Another client's different body under the same key is no conflict either.
    expect((await post('contact_us', { body: message('scoped-other'), key: 'key-shared', ip: '10.99.0.3' })).status).toBe(200);
  });

  it('checks the key: 1 to 255 printable ASCII characters, else 422 and nothing stored', async () => {
    for (const bad of ['', 'x'.repeat(256), 'مفتاح', 'tab\there']) {
      const res = await post('contact_us', { body: message('badkey'), key: bad });
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(res.body.msg).toBe('The Idempotency-Key header must be 1 to 255 printable ASCII characters');
    }
    expect(await rowsWith('badkey')).toBe(0);
    expect((await post('contact_us', { body: message('longkey'), key: '~'.repeat(255) })).status).toBe(200);
  });

  it('a failed request is not stored: after a 422 of the fields, the corrected request with the same key is executed', async () => {
    const from = nextIp();
    const bad = await post('contact_us', { body: { ...message('fixed'), phone: '+2001312345678' }, key: 'key-fix', ip: from });
    expect(bad.status).toBe(422);
    const fixed = await post('contact_us', { body: message('fixed'), key: 'key-fix', ip: from });
    expect(fixed.status).toBe(200);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    expect(await rowsWith('fixed')).toBe(1);
  });

  it('a stored answer older than 24 hours is forgotten: the key runs again', async () => {
    const from = nextIp();
    expect((await post('contact_us', { body: message('old'), key: 'key-old', ip: from })).status).toBe(200);
    await t.db
      .update(s.idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(s.idempotencyKeys.key, 'key-old'));
    const again = await post('contact_us', { body: message('old'), key: 'key-old', ip: from });
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await rowsWith('old')).toBe(2);
  });
});

describe('POST register with an Idempotency-Key', () => {
  async function captchaToken(): Promise<string> {
    const res = await t.app.inject({ url: '/api/v1/en/front/captcha', headers: { 'x-access-key': WEB_ACCESS_KEY }, remoteAddress: nextIp() });
    const challenge = res.json<Envelope<Captcha>>().data.challenge as never;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  it('a retried registration answers the first answer again and makes one account', async () => {
    const body = {
      name: 'Idem Person',
      username: 'idem_person',
      email: 'idem.person@example.com',
      mobile: '01012345678',
      password: 'correct horse 1',
      confirm_password: 'correct horse 1',
      title_id: 2,
      recaptcha_token: await captchaToken(),
    };
    const from = nextIp();
    const first = await post('register', { body, key: 'reg-1', ip: from });
    expect(first.status).toBe(200);
    const again = await post('register', { body, key: 'reg-1', ip: from });
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await t.db.select().from(s.users).where(eq(s.users.email, 'idem.person@example.com'))).toHaveLength(1);
    // Without the key the same retry is a second registration, refused as a duplicate.
    expect((await post('register', { body, ip: from })).status).toBe(422);
  });
});

describe('the OpenAPI description', () => {
  it('says which calls take an Idempotency-Key', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, { post?: { description?: string } }> }>();
    expect(doc.paths['/api/v1/{lang}/front/contact_us']?.post?.description).toContain('Idempotency-Key');
    expect(doc.paths['/api/v1/{lang}/front/register']?.post?.description).toContain('Idempotency-Key');
    expect(doc.paths['/api/v1/{lang}/front/login']?.post?.description ?? '').not.toContain('Idempotency-Key');
  });
});
