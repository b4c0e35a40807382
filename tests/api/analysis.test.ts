/**
 * GET price_analysis (issue 20): known prices in, hand-computed figures out — the national series
 * (rollup over governorates) with its moving averages, the changes, the spread over governorates,
 * the producers of the same type, the product's index; the gating of the `analysis` entitlement
 * (visitors and readers without it get the last 30 days, `range.limited`); 404 and 422.
 *
 * The fixture (all in the past, so the dates are fixed):
 *   item A (Nile, grey, Cairo + Giza): Cairo every day 2026-01-01 … 2026-02-09, mid 100 + i (i = day
 *     index 0…39), min mid − 5, max mid + 5; Giza only on 2026-02-09: 150 / 175 / 160.
 *     National mid = Cairo's, except 2026-02-09: (139 + 160) / 2 = 149.5 (min 134, max 175).
 *   item B (Delta, grey, Cairo): 2026-01-01 250, 2026-02-05 300.
 *   item C (Nile, white): no prices. item S: of another product.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signedInReader } from '../helpers/session';
import { signedInStaff } from '../helpers/staff';
import { addDays, dateRange, todayIso } from '../../src/shared/dates';
import { analysisSchema, type Analysis } from '../../src/shared/schemas/analysis';
import { prices, sessions } from '../../src/server/db/schema/index';
import { hashToken, newToken } from '../../src/server/platform/auth';

let t: TestApp;
const ids: Record<string, number> = {};
let entitled: Record<string, string>;
let plain: Record<string, string>;

const DAYS = dateRange('2026-01-01', 40); // 2026-01-01 … 2026-02-09
const LAST = '2026-02-09';

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  const egypt = await f.createCountry(db, { slug: 'egypt', nameAr: 'مصر', nameEn: 'Egypt' });
  const cairo = await f.createGovernorate(db, { countryId: egypt.id, nameAr: 'القاهرة', nameEn: 'Cairo', sort: 1 });
  const giza = await f.createGovernorate(db, { countryId: egypt.id, nameAr: 'الجيزة', nameEn: 'Giza', sort: 2 });
  const cement = await f.createProduct(db, { slug: 'cement', nameAr: 'أسمنت', nameEn: 'Cement', sort: 1 });
  const steel = await f.createProduct(db, { slug: 'steel', nameAr: 'حديد', nameEn: 'Steel', sort: 2 });
  const grey = await f.createProductType(db, { productId: cement.id, nameAr: 'رمادي', nameEn: 'Grey', sort: 1 });
  const white = await f.createProductType(db, { productId: cement.id, nameAr: 'أبيض', nameEn: 'White', sort: 2 });
  const nile = await f.createProducer(db, { countryId: egypt.id, nameAr: 'النيل', nameEn: 'Nile', sort: 1 });
  const delta = await f.createProducer(db, { countryId: egypt.id, nameAr: 'الدلتا', nameEn: 'Delta', sort: 2 });
  const ton = await f.createUnit(db, { code: 'ton', nameAr: 'طن', nameEn: 'Ton' });
  const a = await f.createItem(db, {
    unitId: ton.id,
    productTypeId: grey.id,
    producerId: nile.id,
    nameAr: 'رمادي النيل',
    nameEn: 'Nile grey',
    sort: 1,
    governorateIds: [cairo.id, giza.id],
  });
  const b = await f.createItem(db, {
    unitId: ton.id,
    productTypeId: grey.id,
    producerId: delta.id,
    nameAr: 'رمادي الدلتا',
    nameEn: 'Delta grey',
    sort: 2,
    governorateIds: [cairo.id],
  });
  const c = await f.createItem(db, {
    unitId: ton.id,
    productTypeId: white.id,
    producerId: nile.id,
    nameAr: 'أبيض النيل',
    nameEn: 'Nile white',
    sort: 3,
    governorateIds: [cairo.id],
  });
  const s = await f.createItem(db, { unitId: ton.id, productId: steel.id, producerId: nile.id, nameEn: 'Rebar', governorateIds: [cairo.id] });
  const row = (itemId: number, governorateId: number, priceDate: string, min: number, max: number, mid: number) => ({
    itemId,
    governorateId,
    priceDate,
    minPrice: min.toFixed(2),
    maxPrice: max.toFixed(2),
    midPrice: mid.toFixed(2),
  });
  await f.createPrices(db, [
    ...DAYS.map((d, i) => row(a.id, cairo.id, d, 95 + i, 105 + i, 100 + i)),
    row(a.id, giza.id, LAST, 150, 175, 160),
    row(b.id, cairo.id, '2026-01-01', 240, 260, 250),
    row(b.id, cairo.id, '2026-02-05', 290, 310, 300),
  ]);
  Object.assign(ids, { a: a.id, b: b.id, c: c.id, s: s.id, cairo: cairo.id, giza: giza.id, cement: cement.id, nile: nile.id, delta: delta.id });

  const gold = await f.createUserWithSubscription(db, { user: { username: 'analyst' }, pkg: { tier: 'gold', entitlements: ['analysis'] } });
  const token = newToken();
  await db.insert(sessions).values({ userId: gold.user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  entitled = { authorization: `Bearer ${token}` };
  plain = (await signedInReader(t)).headers;
});
afterAll(() => t?.close());

async function analysis(query: string, headers: Record<string, string> = entitled, lang: 'ar' | 'en' = 'en') {
  const res = await t.api<Analysis>(lang, `price_analysis?${query}`, { headers });
  return res;
}
async function ok(query: string, headers?: Record<string, string>, lang?: 'ar' | 'en'): Promise<Analysis> {
  const res = await analysis(query, headers, lang);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return analysisSchema.parse(res.body.data);
}

describe('GET price_analysis: the figures', () => {
  it('answers the national series over a range with its moving averages computed from the price days before it', async () => {
    const d = await ok(`meta_name=cement&item_id=${ids.a}&from_date=2026-02-01&to_date=${LAST}`);
    expect(d.product).toEqual({ id: ids.cement, slug: 'cement', name: 'Cement' });
    expect(d.item).toEqual({ id: ids.a, name: 'Nile grey', producer_id: ids.nile, producer_name: 'Nile', unit: 'Ton' });
    expect(d.items.map((i) => i.id)).toEqual([ids.a, ids.b, ids.c]);
    expect(d.items[0]!.govs).toEqual([ids.cairo, ids.giza].sort((x, y) => x - y));
    expect(d.governorate).toBeNull();
    expect(d.range).toEqual({ from_date: '2026-02-01', to_date: LAST, first_date: '2026-01-01', latest_date: LAST, period: null, limited: false });
    expect(d.series.map((p) => p.date)).toEqual(dateRange('2026-02-01', 9));
    // 2026-02-01 is day 31: ma7 = mean(125…131) = 128; ma30 = mean(102…131) = 116.5.
    expect(d.series[0]).toEqual({ date: '2026-02-01', min: 126, max: 136, mid: 131, ma7: 128, ma30: 116.5 });
    // The last day is the rollup of two governorates; ma7 = (133+…+138 + 149.5) / 7 = 137.5;
    // ma30 = (110+…+138 + 149.5) / 30 = 3745.5 / 30 = 124.85.
    expect(d.series.at(-1)).toEqual({ date: LAST, min: 134, max: 175, mid: 149.5, ma7: 137.5, ma30: 124.85 });
  });

  it('answers the changes of the latest day against a day, a week, a month and a year before', async () => {
    const d = await ok(`meta_name=cement&item_id=${ids.a}&from_date=2026-02-01&to_date=${LAST}`);
    expect(d.changes).toEqual({
      day: { from_date: '2026-02-08', from: 138, to: 149.5, change: 11.5, percentage: 8.33 },
      week: { from_date: '2026-02-02', from: 132, to: 149.5, change: 17.5, percentage: 13.26 },
      // Before the range: the month looks back into the item's history (2026-01-10, day 9).
      month: { from_date: '2026-01-10', from: 109, to: 149.5, change: 40.5, percentage: 37.16 },
      year: null,
    });
  });

  it('answers the spread of the latest day (highest first), the producers of the same type and the index', async () => {
    const d = await ok(`meta_name=cement&item_id=${ids.a}&from_date=2026-02-01&to_date=${LAST}`);
    expect(d.spread).toEqual([
      { id: ids.giza, name: 'Giza', min: 150, max: 175, mid: 160 },
      { id: ids.cairo, name: 'Cairo', min: 134, max: 144, mid: 139 },
    ]);
    // Same type (grey) only: the white item is not there; highest mid first.
    expect(d.producers).toEqual([
      { producer_id: ids.delta, producer_name: 'Delta', item_id: ids.b, item_name: 'Delta grey', mid: 300, date: '2026-02-05' },
      { producer_id: ids.nile, producer_name: 'Nile', item_id: ids.a, item_name: 'Nile grey', mid: 149.5, date: LAST },
    ]);
    // Base 2026-01-01: A 100, B 250 (C has no price and is left out). 02-05: (135/100 + 300/250) / 2 = 1.275.
    expect(d.index.base_date).toBe('2026-01-01');
    expect(d.index.points).toHaveLength(9);
    expect(d.index.points[0]).toEqual({ date: '2026-02-01', value: 131 });
    expect(d.index.points.find((p) => p.date === '2026-02-05')).toEqual({ date: '2026-02-05', value: 127.5 });
    expect(d.index.points.at(-1)).toEqual({ date: LAST, value: 149.5 });
  });

  it("answers one governorate's series from its own prices, in the asked language", async () => {
    const cairo = await ok(`meta_name=cement&item_id=${ids.a}&gov_id=${ids.cairo}&from_date=2026-02-01&to_date=${LAST}`, entitled, 'ar');
    expect(cairo.governorate).toEqual({ id: ids.cairo, name: 'القاهرة' });
    expect(cairo.item.name).toBe('رمادي النيل');
    // mean(133…139) = 136
    expect(cairo.series.at(-1)).toEqual({ date: LAST, min: 134, max: 144, mid: 139, ma7: 136, ma30: 124.5 });
    const giza = await ok(`meta_name=cement&item_id=${ids.a}&gov_id=${ids.giza}&from_date=2026-02-01&to_date=${LAST}`);
    expect(giza.series).toEqual([{ date: LAST, min: 150, max: 175, mid: 160, ma7: null, ma30: null }]);
    expect(giza.changes).toEqual({ day: null, week: null, month: null, year: null });
  });

  it('takes the product’s first item without item_id, and counts a period back from the latest price day', async () => {
    const d = await ok('meta_name=cement&period=1M');
    expect(d.item.id).toBe(ids.a);
    expect(d.range).toMatchObject({ from_date: '2026-01-10', to_date: LAST, period: '1M', limited: false });
    expect(d.series).toHaveLength(31);
    const all = await ok(`meta_name=cement&item_id=${ids.b}&period=all`);
    expect(all.range).toMatchObject({ from_date: '2026-01-01', to_date: '2026-02-05', first_date: '2026-01-01', latest_date: '2026-02-05', period: 'all' });
    expect(all.series.map((p) => p.mid)).toEqual([250, 300]);
  });
});

describe('GET price_analysis: the index over New Year', () => {
  it("stands on the year before's base for a range ending before its year's first price day", async () => {
    const p = await f.createProduct(t.db, { slug: 'newyear', sort: 9 });
    const item = (await f.createItem(t.db, { productId: p.id, producerId: ids.nile!, governorateIds: [ids.cairo!] })).id;
    await f.createPriceSeries(t.db, { itemId: item, governorateId: ids.cairo!, from: '2024-12-01', days: 31, start: 3000, seed: 1 });
    await f.createPriceSeries(t.db, { itemId: item, governorateId: ids.cairo!, from: '2025-01-05', days: 10, start: 3000, seed: 2 });
    await t.app.cache.invalidate('prices:'); // written behind the back office
    const d = await ok('meta_name=newyear&from_date=2024-12-20&to_date=2025-01-02');
    expect(d.index.base_date).toBe('2024-12-01');
    expect(d.index.points.map((x) => x.date)).toEqual(dateRange('2024-12-20', 12));
  });
});

describe('GET price_analysis: who sees what', () => {
  it('gives visitors and readers without the entitlement the last 30 days, whatever they ask', async () => {
    for (const headers of [{}, plain]) {
      for (const q of ['', '&period=all', '&from_date=2026-01-01&to_date=2026-01-05']) {
        const d = await ok(`meta_name=cement&item_id=${ids.a}${q}`, headers);
        expect(d.range).toEqual({ from_date: '2026-01-11', to_date: LAST, first_date: '2026-01-01', latest_date: LAST, period: null, limited: true });
        expect(d.series).toHaveLength(30);
        expect(d.series[0]!.date).toBe('2026-01-11');
      }
    }
  });

  it('tells a limited reader nothing of the days before the 30: the moving averages start inside them', async () => {
    // With ma7/ma30 read from earlier days, mid[i − 7] = mid[i] − 7 × (ma7[i] − ma7[i − 1]) (and
    // likewise with ma30) would give back the 30 price days before the window.
    const d = await ok(`meta_name=cement&item_id=${ids.a}`, {});
    expect(d.range.limited).toBe(true);
    expect(d.series.slice(0, 6).map((p) => p.ma7)).toEqual([null, null, null, null, null, null]);
    // 2026-01-17 is the window's 7th day: mean(110…116) = 113.
    expect(d.series[6]).toMatchObject({ date: '2026-01-17', ma7: 113 });
    expect(d.series.slice(0, 29).every((p) => p.ma30 === null)).toBe(true);
    // The entitled still get them from the days before their range.
    expect((await ok(`meta_name=cement&item_id=${ids.a}&from_date=2026-01-11&to_date=${LAST}`)).series[0]!.ma7).toBe(107);
  });

  it('gives the entitled the range they ask', async () => {
    const d = await ok(`meta_name=cement&item_id=${ids.a}&from_date=2026-01-01&to_date=2026-01-05`);
    expect(d.range.limited).toBe(false);
    expect(d.series.map((p) => p.mid)).toEqual([100, 101, 102, 103, 104]);
    expect(d.series.map((p) => p.ma7)).toEqual([null, null, null, null, null]);
  });
});

describe('GET price_analysis: refusals', () => {
  it('answers 404 for an unknown product, an item of another product and an unknown governorate', async () => {
    for (const q of ['meta_name=nothing', `meta_name=cement&item_id=${ids.s}`, `meta_name=cement&item_id=999999`, `meta_name=cement&gov_id=999999`]) {
      const res = await analysis(q);
      expect(res.status, q).toBe(404);
      expect(res.body.check).toBe(false);
    }
  });

  it('answers 422 on bad dates', async () => {
    const today = todayIso();
    for (const [q, field] of [
      [`meta_name=cement&from_date=${addDays(today, 1)}&to_date=${addDays(today, 1)}`, 'from_date'],
      ['meta_name=cement&from_date=2026-02-05&to_date=2026-02-01', 'to_date'],
      ['meta_name=cement&from_date=2026-02-30', 'from_date'],
      ['meta_name=cement&period=2W', 'period'],
    ] as const) {
      const res = await analysis(q);
      expect(res.status, q).toBe(422);
      expect(res.body).toMatchObject({ check: false, data: { [field]: [expect.any(String)] } });
    }
  });
});

describe('GET price_analysis: the cache', () => {
  it('keeps the answer until a price save, which empties it', async () => {
    const before = await ok(`meta_name=cement&item_id=${ids.a}`, {});
    expect(before.range.latest_date).toBe(LAST);
    // A row written behind the application's back is not seen: the answer is cached.
    await t.db
      .insert(prices)
      .values({ itemId: ids.b!, governorateId: ids.cairo!, priceDate: '2026-02-06', minPrice: '1.00', maxPrice: '1.00', midPrice: '1.00' });
    expect((await ok(`meta_name=cement&item_id=${ids.a}`, {})).producers).toEqual(before.producers);
    // The back office's save of a day empties the prices cache: the new day and the row above appear.
    const clerk = await signedInStaff(t, 'prices_clerk');
    const saved = await t.admin('en', 'prices/day', {
      headers: clerk.headers,
      body: {
        product_id: ids.cement,
        date: '2026-02-10',
        confirm_jumps: true,
        rows: [{ item_id: ids.a, governorate_id: ids.cairo, min_price: '136', mid_price: '141', max_price: '146' }],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await ok(`meta_name=cement&item_id=${ids.a}`, {});
    expect(after.range).toMatchObject({ to_date: '2026-02-10', latest_date: '2026-02-10', limited: true });
    expect(after.series.at(-1)).toMatchObject({ date: '2026-02-10', mid: 141 });
    expect(after.producers.find((p) => p.item_id === ids.b)).toMatchObject({ mid: 1, date: '2026-02-06' });
  });
});
