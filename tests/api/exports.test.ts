/**
 * The CSV exports of prices and of the comparison (issue 16): GET prices_csv and GET
 * comparison_csv need a session (401) and a package granting prices.export / comparison.export
 * (402 "You must subscribe first"); the file is UTF-8 with a BOM, headers in the request's
 * language, the same rows as GET price / POST price_comparison, and a download name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createExportCatalogue } from '../helpers/price-exports';
import { sessionCookie } from '../helpers/session';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import { addDays, todayIso } from '../../src/shared/dates';
import { translate } from '../../src/shared/i18n/index';
import { PRICES_CSV_COLUMNS } from '../../src/shared/price-exports';
import type { Prices } from '../../src/shared/schemas/prices';

let t: TestApp;
let today: string;
const ids: Record<string, number> = {};
const cookies: Record<'none' | 'pricesOnly' | 'both' | 'expired', string> = { none: '', pricesOnly: '', both: '', expired: '' };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  today = todayIso();
  Object.assign(ids, await createExportCatalogue(db, today));

  const plain = await f.createUser(db, { username: 'no_package' });
  cookies.none = await sessionCookie(t, plain.id);
  const free = await f.createUserWithSubscription(db, {
    user: { username: 'prices_only' },
    pkg: { tier: 'basic', entitlements: ['prices.history', 'prices.export'] },
  });
  cookies.pricesOnly = await sessionCookie(t, free.user.id);
  const gold = await f.createUserWithSubscription(db, {
    user: { username: 'exporter' },
    pkg: { tier: 'gold', entitlements: ['prices.export', 'comparison.export'] },
  });
  cookies.both = await sessionCookie(t, gold.user.id);
  const past = await f.createUserWithSubscription(db, {
    user: { username: 'expired_exporter' },
    pkg: { tier: 'gold', entitlements: ['prices.export', 'comparison.export'] },
    subscription: { status: 'expired', endDate: addDays(today, -1) },
  });
  cookies.expired = await sessionCookie(t, past.user.id);
});
afterAll(() => t?.close());

const get = (lang: 'ar' | 'en', path: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${lang}/front/${path}`, headers: { 'x-access-key': WEB_ACCESS_KEY, ...(cookie ? { cookie } : {}) } });

/** The file's lines (BOM checked and removed, CRLF ends). */
function lines(body: string): string[] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  expect(body.endsWith('\r\n')).toBe(true);
  return body.slice(1, -2).split('\r\n');
}

describe.each([
  ['prices_csv', () => `product_id=${ids.cement}`],
  ['comparison_csv', () => `from_date=${addDays(today, -2)}&to_date=${today}&items=${ids.a}:${ids.cairo}`],
] as const)('GET %s: who may', (call, query) => {
  it('answers a visitor 401 in the envelope, in the asked language, even for a query it would refuse', async () => {
    for (const q of [query(), 'nonsense=1']) {
      const res = await get('ar', `${call}?${q}`);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ check: false, data: null });
      expect(res.json().msg).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('answers 402 "You must subscribe first" without the entitlement (none, or only expired)', async () => {
    for (const cookie of [cookies.none, cookies.expired]) {
      for (const lang of ['ar', 'en'] as const) {
        const res = await get(lang, `${call}?${query()}`, cookie);
        expect(res.statusCode).toBe(402);
        expect(res.json()).toEqual({ check: false, msg: translate(lang, 'api.subscribe_first'), data: null });
      }
    }
  });
});

describe('GET prices_csv', () => {
  it('answers the CSV of the same rows as GET price, headers in the language, with its file name', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const query = `product_id=${ids.cement}&from_date=${addDays(today, -2)}&to_date=${today}`;
      const json = (await t.api<Prices>(lang, `price?${query}`)).body.data;
      const res = await get(lang, `prices_csv?${query}`, cookies.pricesOnly);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="cement-${today}.csv"; filename*=UTF-8''cement-${today}.csv`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const [header, ...rows] = lines(res.body);
      expect(header).toBe(PRICES_CSV_COLUMNS.map((c) => translate(lang, `prices.${c}`)).join(','));
      expect(rows).toHaveLength(json.prices.length);
      expect(rows).toHaveLength(5); // governorate 1: three days of one item, two of the other
      const first = json.prices[0]!;
      expect(rows[0]).toBe(
        [
          first.product_type_name,
          // A name with a comma goes between quotes (Nile, Cement in English).
          first.producer_name.includes(',') ? `"${first.producer_name}"` : first.producer_name,
          first.item_name,
          first.gov_name,
          first.price_date,
          first.unit,
          first.min_price,
          first.max_price,
          first.mid_price,
          first.mid_price_yesterday,
          first.change,
          first.change_percentage,
          translate(lang, `prices.status_${first.status}`),
        ].join(','),
      );
    }
    const ar = await get('ar', `prices_csv?product_id=${ids.cement}`, cookies.both);
    expect(ar.body).toContain('أسمنت النيل');
    expect(lines(ar.body)[0]!.startsWith('النوع,')).toBe(true);
  });

  it('follows the filter like GET price (governorate, no dates = the latest price day) and names the file by its to date', async () => {
    const giza = await get('en', `prices_csv?product_id=${ids.cement}&gov_id=${ids.giza}`, cookies.both);
    expect(lines(giza.body).slice(1)).toEqual([expect.stringContaining(',Giza,')]);
    const older = await get('en', `prices_csv?product_id=${ids.cement}&to_date=${addDays(today, -1)}&from_date=${addDays(today, -1)}`, cookies.both);
    expect(older.headers['content-disposition']).toContain(`filename="cement-${addDays(today, -1)}.csv"`);
    expect(lines(older.body)).toHaveLength(3);
  });

  it('keeps the errors of GET price as envelopes: 422 on a bad filter, 404 on an unknown product', async () => {
    const bad = await get('en', `prices_csv?product_id=${ids.cement}&from_date=${addDays(today, 1)}`, cookies.both);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ check: false, data: { from_date: [expect.any(String)] } });
    const unknown = await get('en', 'prices_csv?product_id=999999', cookies.both);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ check: false });
  });
});

describe('GET comparison_csv', () => {
  it('answers the comparison by date, a column per item and price, headers in the language', async () => {
    const query = `from_date=${addDays(today, -2)}&to_date=${today}&items=${ids.a}:${ids.cairo},${ids.b}:${ids.cairo}`;
    for (const lang of ['ar', 'en'] as const) {
      const res = await get(lang, `comparison_csv?${query}`, cookies.both);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toContain(`attachment; filename="binaa-comparison-${addDays(today, -2)}-${today}.csv"`);
      const [header, ...rows] = lines(res.body);
      const item = lang === 'ar' ? ['أسمنت رمادي — القاهرة', 'أسمنت مقاوم — القاهرة'] : ['Grey 42.5 — Cairo', 'Resistant — Cairo'];
      const col = (k: 'min' | 'max' | 'mid') => translate(lang, `comparison.${k}`);
      expect(header).toBe(
        [translate(lang, 'comparison.date'), ...item.flatMap((n) => [`${n} — ${col('min')}`, `${n} — ${col('max')}`, `${n} — ${col('mid')}`])].join(','),
      );
      // One line per date, as POST price_comparison answers.
      const json = await t.api<unknown[]>(lang, 'price_comparison', {
        body: { from_date: addDays(today, -2), to_date: today, items: [ids.a, ids.b].map((item_id) => ({ item_id, gov_id: ids.cairo })) },
      });
      expect(rows).toHaveLength(json.body.data.length);
      expect(rows).toEqual([
        `${addDays(today, -2)},95.00,105.00,100.00,,,`,
        `${addDays(today, -1)},105.00,115.00,110.00,195.00,205.00,200.00`,
        `${today},100.00,110.00,105.00,215.00,225.00,220.00`,
      ]);
    }
  });

  it('needs comparison.export: prices.export alone is not enough', async () => {
    const res = await get('en', `comparison_csv?from_date=${today}&to_date=${today}&items=${ids.a}:${ids.cairo}`, cookies.pricesOnly);
    expect(res.statusCode).toBe(402);
  });

  it('refuses malformed items, more than 4, unknown ones and bad dates with a 422 envelope', async () => {
    const base = `from_date=${today}&to_date=${today}`;
    for (const [q, field] of [
      [`${base}&items=`, 'items'],
      [`${base}&items=1-2`, 'items'],
      [`${base}&items=${Array.from({ length: 5 }, (_, i) => `${ids.a}:${i + 1}`).join(',')}`, 'items'],
      [`${base}&items=999999:${ids.cairo}`, 'items.0.item_id'],
      [`${base}&items=${ids.b}:${ids.giza}`, 'items.0.gov_id'],
      [`from_date=${today}&to_date=${addDays(today, -1)}&items=${ids.a}:${ids.cairo}`, 'to_date'],
    ] as const) {
      const res = await get('en', `comparison_csv?${q}`, cookies.both);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().data, q).toHaveProperty([field]);
    }
  });
});
