/**
 * NUL characters, bytes that are not UTF-8 and lone surrogates, in a JSON body, a query string
 * or a path parameter: a 422 envelope naming the field, in the request's language, and nothing
 * stored (PostgreSQL refuses 0x00 in text: these were 500s).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/server/db/schema/index';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import { buildTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const key = { 'x-access-key': WEB_ACCESS_KEY };
const valid = { name: 'Mona Hassan', email: 'mona@example.com', code: '+20', phone: '+2001012345678', message: 'Price list please.' };
const MSG = {
  en: { msg: 'Please check the highlighted fields', field: 'This field contains characters that are not allowed' },
  ar: { msg: 'من فضلك راجع الحقول المحددة', field: 'يحتوي الحقل على رموز غير مسموح بها' },
} as const;
const rejected = (lang: 'ar' | 'en', field: string) => ({ check: false, msg: MSG[lang].msg, data: { [field]: [MSG[lang].field] } });

let ip = 0;
/** A contact message posted as raw bytes (each from its own address: the form allows 10 a minute). */
const postRaw = (lang: 'ar' | 'en', payload: string | Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/${lang}/front/contact_us`,
    headers: { ...key, 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${++ip}` },
    payload,
  });
const stored = async () => (await t.db.select({ id: contactMessages.id }).from(contactMessages)).length;

describe('text that is not text', () => {
  it('a NUL in a JSON body field is a 422 naming the field, in both languages, nothing stored', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const res = await postRaw(lang, JSON.stringify({ ...valid, name: 'Mona\u0000Hassan' }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(rejected(lang, 'name'));
    }
    expect(await stored()).toBe(0);
  });

  it('bytes that are not UTF-8 inside a JSON string name that field', async () => {
    const payload = Buffer.concat([
      Buffer.from(`{"name":"Mona","email":"mona@example.com","code":"+20","phone":"+2001012345678","message":"price `),
      Buffer.from([0xff, 0xfe]),
      Buffer.from(' list"}'),
    ]);
    for (const lang of ['en', 'ar'] as const) {
      const res = await postRaw(lang, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(rejected(lang, 'message'));
    }
    // A real U+FFFD typed by a person (valid UTF-8) is text like any other.
    const fine = await postRaw('en', JSON.stringify({ ...valid, message: 'A replacement mark \uFFFD in UTF-8.' }));
    expect(fine.statusCode).toBe(200);
    expect(await stored()).toBe(1);
  });

  it('a lone surrogate (a JSON "\\ud800" escape) is refused, also nested', async () => {
    const res = await postRaw('en', `{"name":"Mona \\ud800","email":"mona@example.com","code":"+20","phone":"+2001012345678","message":"hi"}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(rejected('en', 'name'));
    const nested = await postRaw(
      'ar',
      `{"name":"Mona","email":"mona@example.com","code":"+20","phone":"+2001012345678","message":"hi","extra":[{"x":"\\udc00"}]}`,
    );
    expect(nested.statusCode).toBe(422);
    expect(nested.json()).toEqual(rejected('ar', 'extra.0.x'));
    // A pair is a real character.
    expect((await postRaw('en', JSON.stringify({ ...valid, message: 'emoji \ud83d\ude00' }))).statusCode).toBe(200);
  });

  it('a body nested deeper than a recursive walk could go is checked too, not a 500', async () => {
    const depth = 50_000;
    const body = `{"name":"Mona","email":"mona@example.com","code":"+20","phone":"+2001012345678","message":"hi","extra":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`;
    const res = await postRaw('en', body);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().data)).toEqual([`extra${'.0'.repeat(depth)}`]);
    // A key that is not text is named as the path to it.
    const key = await postRaw('en', `{"name":"Mona","email":"mona@example.com","code":"+20","phone":"+2001012345678","message":"hi","bad\\u0000key":1}`);
    expect(key.statusCode).toBe(422);
    expect(key.json().data).toEqual({ 'bad\u0000key': [MSG.en.field] });
  });

  it('in a query string: %00, %FF and an encoded surrogate name the parameter', async () => {
    for (const word of ['ab%00cd', '%FF', 'x%ED%A0%80y']) {
      for (const lang of ['en', 'ar'] as const) {
        const res = await t.app.inject({ url: `/api/v1/${lang}/front/news?category_id=0&page=1&word=${word}`, headers: key });
        expect(res.statusCode, word).toBe(422);
        expect(res.json()).toEqual(rejected(lang, 'word'));
      }
    }
    // A parameter that cannot be a field of the answer (`__proto__`, no name) is named `query` (found by the fuzz suite).
    for (const query of ['__proto__=%00', '=%00']) {
      const res = await t.app.inject({ url: `/api/v1/en/front/news?category_id=0&page=1&${query}`, headers: key });
      expect(res.statusCode, query).toBe(422);
      expect(res.json(), query).toEqual(rejected('en', 'query'));
    }
    const fine = await t.app.inject({ url: `/api/v1/en/front/news?category_id=0&page=1&word=${encodeURIComponent('أسمنت')}`, headers: key });
    expect(fine.statusCode).toBe(200);
  });

  it('in a path parameter: a NUL names the parameter', async () => {
    const res = await t.app.inject({ url: '/api/v1/en/front/news/1%00/0', headers: key });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(rejected('en', 'id'));
  });
});
