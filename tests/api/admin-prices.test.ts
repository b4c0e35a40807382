/**
 * The back office's daily prices (issue 18, area `prices`): the grid of a day prefilled from the
 * last known prices, saving a day (the rules and their 422 messages in both languages, the 20 %
 * jump confirmation, one transaction, idempotent upsert, the audit entry, the caches and the jobs),
 * removing a day's price, an item's history, and the CSV/XLSX import (dry run, bad rows with line
 * and reason, re-import idempotent, 50,000 rows).
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/server/db/schema/index';
import { BULLETIN_QUEUE, bulletinJobId } from '../../src/server/domains/bulletins/service';
import { MAX_UNPACKED_BYTES } from '../../src/server/domains/prices/price-file';
import { addDays, todayIso } from '../../src/shared/dates';
import { formatDate } from '../../src/shared/format';
import { WEB_ACCESS_KEY, type Envelope } from '../../src/shared/envelope';
import type { PriceGrid, PriceHistory, PriceImportReport, PriceSaveResult } from '../../src/shared/schemas/prices-admin';
import type { Home } from '../../src/shared/schemas/home';
import type { Prices } from '../../src/shared/schemas/prices';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { multipart } from '../helpers/cv-files';
import { signedInStaff } from '../helpers/staff';
import { xlsxFile } from '../helpers/xlsx-file';

let t: TestApp;
let clerk: Awaited<ReturnType<typeof signedInStaff>>;
let today: string;
const d = (n: number) => addDays(today, n);
const ids: Record<string, number> = {};
const triple = (min: number, mid: number, max: number) => ({ minPrice: min.toFixed(2), midPrice: mid.toFixed(2), maxPrice: max.toFixed(2) });
const row = (item: string, gov: string, min: number | null, mid: number | null, max: number | null) => ({
  item_id: ids[item]!,
  governorate_id: ids[gov]!,
  min_price: min,
  mid_price: mid,
  max_price: max,
});

beforeAll(async () => {
  t = await buildTestApp();
  today = todayIso();
  const db = t.db;
  const egypt = await f.createCountry(db, { slug: 'egypt', nameAr: 'مصر', nameEn: 'Egypt' });
  const cairo = await f.createGovernorate(db, { countryId: egypt.id, nameAr: 'القاهرة', nameEn: 'Cairo', sort: 1 });
  const giza = await f.createGovernorate(db, { countryId: egypt.id, nameAr: 'الجيزة', nameEn: 'Giza', sort: 2 });
  const alex = await f.createGovernorate(db, { countryId: egypt.id, nameAr: 'الإسكندرية', nameEn: 'Alexandria', sort: 3 });
  const cement = await f.createProduct(db, { slug: 'cement', nameAr: 'أسمنت', nameEn: 'Cement', sort: 1 });
  const steel = await f.createProduct(db, { slug: 'steel', nameAr: 'حديد', nameEn: 'Steel', sort: 2 });
  const grey = await f.createProductType(db, { productId: cement.id, nameAr: 'رمادي', nameEn: 'Grey', sort: 1 });
  const white = await f.createProductType(db, { productId: cement.id, nameAr: 'أبيض', nameEn: 'White', sort: 2 });
  const rebar = await f.createProductType(db, { productId: steel.id, nameAr: 'حديد تسليح', nameEn: 'Rebar', sort: 1 });
  const type = await f.createProducerType(db, { slug: 'cement-producers' });
  const nile = await f.createProducer(db, { producerTypeId: type.id, countryId: egypt.id, nameAr: 'أسمنت النيل', nameEn: 'Nile Cement', sort: 1 });
  const ton = await f.createUnit(db, { code: 'ton', nameAr: 'طن', nameEn: 'Ton' });
  const item = (o: Parameters<typeof f.createItem>[1]) => f.createItem(db, { unitId: ton.id, producerId: nile.id, ...o });
  const a = await item({ productTypeId: grey.id, nameAr: 'رمادي النيل', nameEn: 'Nile grey', sort: 1, governorateIds: [cairo.id, giza.id] });
  const b = await item({ productTypeId: white.id, nameAr: 'أبيض النيل', nameEn: 'Nile white', sort: 2, governorateIds: [cairo.id] });
  // No governorates of its own: sold in all of its country's.
  const c = await item({ productTypeId: grey.id, nameAr: 'رمادي ممتاز', nameEn: 'Nile premium', sort: 3, governorateIds: [] });
  const r = await item({ productTypeId: rebar.id, nameAr: 'حديد النيل', nameEn: 'Nile rebar', governorateIds: [cairo.id] });
  Object.assign(ids, {
    egypt: egypt.id,
    cairo: cairo.id,
    giza: giza.id,
    alex: alex.id,
    cement: cement.id,
    steel: steel.id,
    a: a.id,
    b: b.id,
    c: c.id,
    r: r.id,
  });
  await f.createPrices(db, [
    { itemId: a.id, governorateId: cairo.id, priceDate: d(-3), ...triple(90, 95, 100) },
    { itemId: a.id, governorateId: cairo.id, priceDate: d(-1), ...triple(100, 105, 110) },
    { itemId: a.id, governorateId: giza.id, priceDate: d(-2), ...triple(200, 205, 210) },
    { itemId: b.id, governorateId: cairo.id, priceDate: d(0), ...triple(300, 300, 300) },
  ]);
  clerk = await signedInStaff(t, 'prices_clerk');
});
afterAll(async () => t?.close());

const grid = (lang: string, date: string, product = ids.cement) =>
  t.admin<PriceGrid>(lang, `prices/grid?product_id=${product}&date=${date}`, { headers: clerk.headers });
const save = (lang: string, body: object) => t.admin<PriceSaveResult>(lang, 'prices/day', { headers: clerk.headers, body });
const pricesOn = async (date: string) => (await t.db.select({ n: count() }).from(s.prices).where(eq(s.prices.priceDate, date)))[0]!.n;
const priceOf = async (item: string, gov: string, date: string) =>
  (
    await t.db
      .select()
      .from(s.prices)
      .where(and(eq(s.prices.itemId, ids[item]!), eq(s.prices.governorateId, ids[gov]!), eq(s.prices.priceDate, date)))
  )[0];
const lastAudit = async () => (await t.db.select().from(s.adminAudit).where(eq(s.adminAudit.area, 'prices')).orderBy(desc(s.adminAudit.id)).limit(1))[0]!;

describe('the grid of a day', () => {
  it("lists every item × governorate it is sold in, the day's prices where entered and the last known ones elsewhere", async () => {
    const res = await grid('en', today);
    expect(res.status).toBe(200);
    const g = res.body.data;
    expect(g).toMatchObject({ product_id: ids.cement, date: today, country: 'egypt', entered: 1, total: 6 });
    expect(g.rows.map((r) => `${r.item_name}/${r.governorate_name}`)).toEqual([
      'Nile grey/Cairo',
      'Nile grey/Giza',
      'Nile premium/Cairo',
      'Nile premium/Giza',
      'Nile premium/Alexandria',
      'Nile white/Cairo',
    ]);
    expect(g.rows[0]).toMatchObject({
      id: `${ids.a}-${ids.cairo}`,
      product_type_name: 'Grey',
      producer_name: 'Nile Cement',
      unit: 'Ton',
      entered: false,
      prefilled: true,
      min_price: '100.00',
      mid_price: '105.00',
      max_price: '110.00',
      last_date: d(-1),
      last_mid_price: '105.00',
    });
    expect(g.rows[1]).toMatchObject({ prefilled: true, mid_price: '205.00', last_date: d(-2) });
    expect(g.rows[2]).toMatchObject({ entered: false, prefilled: false, min_price: null, last_date: null });
    expect(g.rows[5]).toMatchObject({ entered: true, prefilled: false, mid_price: '300.00', last_date: null });
  });

  it('speaks Arabic, looks back from a past date, and refuses unknown products and future dates', async () => {
    const ar = (await grid('ar', d(-2))).body.data;
    expect(ar.rows[0]).toMatchObject({ item_name: 'رمادي النيل', governorate_name: 'القاهرة', prefilled: true, mid_price: '95.00', last_date: d(-3) });
    expect(ar.rows[1]).toMatchObject({ governorate_name: 'الجيزة', entered: true, mid_price: '205.00', last_date: null });
    expect(ar.entered).toBe(1);
    expect((await grid('en', today, 999999)).status).toBe(404);
    const future = await grid('ar', d(1));
    expect(future.status).toBe(422);
    expect(future.body.data).toEqual({ date: ['لا يمكن أن يكون التاريخ بعد اليوم'] });
  });

  it('is refused to a role without the prices area', async () => {
    const editor = await signedInStaff(t, 'editor');
    expect((await t.admin('en', `prices/grid?product_id=${ids.cement}&date=${today}`, { headers: editor.headers })).status).toBe(403);
  });
});

describe('saving a day', () => {
  it('refuses bad rows with messages on the row and field, in the request language, and saves none of them', async () => {
    const body = {
      product_id: ids.cement,
      date: d(-5),
      rows: [
        row('a', 'cairo', 100, 90, 110), // min above mid
        row('a', 'giza', 0, 1, 2), // not positive
        row('c', 'alex', 10, null, 12), // missing
        row('r', 'cairo', 10, 11, 12), // steel
      ],
    };
    const en = await save('en', body);
    expect(en.status).toBe(422);
    expect(en.body.data).toEqual({
      'rows.0.mid_price': ['The lowest price cannot be above the average'],
      'rows.1.min_price': ['Enter a price above 0 with at most two decimals'],
      'rows.2.mid_price': ['Enter the price'],
    });
    const ar = await save('ar', body);
    expect(ar.body.data).toMatchObject({ 'rows.0.mid_price': ['لا يمكن أن يزيد أقل سعر على المتوسط'] });

    // The catalogue: an item of another material, a governorate the item is not sold in, a pair twice.
    const other = await save('en', {
      product_id: ids.cement,
      date: d(-5),
      rows: [row('r', 'cairo', 10, 11, 12), row('b', 'giza', 10, 11, 12), row('a', 'cairo', 10, 11, 12), row('a', 'cairo', 10, 11, 12)],
    });
    expect(other.status).toBe(422);
    expect(other.body.data).toEqual({ 'rows.3.governorate_id': ['This item and governorate appear twice'] });
    const catalogue = await save('ar', {
      product_id: ids.cement,
      date: d(-5),
      rows: [row('r', 'cairo', 10, 11, 12), row('b', 'giza', 10, 11, 12), row('a', 'cairo', 10, 11, 12)],
    });
    expect(catalogue.status).toBe(422);
    expect(catalogue.body.data).toEqual({
      'rows.0.item_id': ['هذا الصنف تابع لمادة أخرى'],
      'rows.1.governorate_id': ['هذا الصنف لا يُباع في هذه المحافظة'],
    });
    expect((await save('en', {})).status).toBe(422);
    expect((await save('en', { product_id: ids.cement, date: d(1), rows: [row('a', 'cairo', 1, 2, 3)] })).body.data).toEqual({
      date: ['The date cannot be after today'],
    });
    expect(await pricesOn(d(-5))).toBe(0);
  });

  it('asks to confirm a move of more than 20 % from the last known price, then saves it', async () => {
    const body = { product_id: ids.cement, date: today, rows: [row('a', 'cairo', 140, 145, 150), row('a', 'giza', 210, 215, 220)] };
    const refused = await save('en', body);
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toBe('Some prices moved by more than 20% from the last price: check and confirm them to save');
    expect(refused.body.data).toEqual({ 'rows.0.jump': [`40.0% away from the last price (100 / 105 / 110 on ${formatDate(d(-1), 'en')}): confirm to save`] });
    const ar = await save('ar', body);
    expect(ar.body.data).toEqual({ 'rows.0.jump': [`تغيّر بنسبة 40.0% عن آخر سعر (100 / 105 / 110 بتاريخ ${formatDate(d(-1), 'ar')}): أكّد للحفظ`] });
    expect(await priceOf('a', 'cairo', today)).toBeUndefined();

    const ok = await save('en', { ...body, confirm_jumps: true });
    expect(ok.status).toBe(200);
    expect(ok.body.msg).toBe('The prices were saved');
    expect(ok.body.data).toEqual({ inserted: 2, updated: 0, unchanged: 0, removed: 0, jumps_confirmed: 1 });
    expect(await priceOf('a', 'cairo', today)).toMatchObject(triple(140, 145, 150));
    // Saved once confirmed: the same values saved again are not asked again.
    expect((await save('en', body)).body.data).toEqual({ inserted: 0, updated: 0, unchanged: 2, removed: 0, jumps_confirmed: 0 });
  });

  it('upserts idempotently, leaves one audit entry per save, and removes a cleared row', async () => {
    const body = {
      product_id: ids.cement,
      date: today,
      rows: [row('a', 'cairo', 120, 125, 130), row('c', 'cairo', '50' as never, '55.5' as never, '٦٠' as never), row('b', 'cairo', 300, 300, 300)],
    };
    const first = await save('en', body);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ inserted: 1, updated: 1, unchanged: 1, removed: 0, jumps_confirmed: 0 });
    expect(await priceOf('c', 'cairo', today)).toMatchObject(triple(50, 55.5, 60));
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'price.save_day', entity: 'prices', entityId: `${ids.cement}/${today}`, actor: clerk.user.email });
    expect(audit.before).toEqual({ [`${ids.a}:${ids.cairo}`]: ['140.00', '145.00', '150.00'], [`${ids.c}:${ids.cairo}`]: null });
    expect(audit.after).toMatchObject({
      product_id: ids.cement,
      date: today,
      rows: 3,
      inserted: 1,
      updated: 1,
      unchanged: 1,
      changes: { [`${ids.a}:${ids.cairo}`]: ['120.00', '125.00', '130.00'], [`${ids.c}:${ids.cairo}`]: ['50.00', '55.50', '60.00'] },
    });

    const before = await pricesOn(today);
    const again = await save('en', body);
    expect(again.body.data).toEqual({ inserted: 0, updated: 0, unchanged: 3, removed: 0, jumps_confirmed: 0 });
    expect(await pricesOn(today)).toBe(before);
    expect((await lastAudit()).id).toBeGreaterThan(audit.id);

    const cleared = await save('en', { product_id: ids.cement, date: today, rows: [row('c', 'cairo', null, null, null)] });
    expect(cleared.body.data).toMatchObject({ removed: 1 });
    expect(await priceOf('c', 'cairo', today)).toBeUndefined();
    expect((await lastAudit()).after).toMatchObject({ changes: { [`${ids.c}:${ids.cairo}`]: null } });
    const grid2 = (await grid('en', today)).body.data;
    expect(grid2.entered).toBe(3);
  });

  it("shows the new prices on the public price page and the home at once, and queues today's bulletin and alerts (a past day queues nothing)", async () => {
    const page = () => t.api<Prices>('en', `price?product_id=${ids.cement}&gov_id=${ids.giza}&item_id=${ids.a}`);
    const home = () => t.api<Home>('en', 'home');
    const before = (await page()).body.data.prices[0]; // now cached
    expect(before?.mid_price).not.toBe('225.00');
    await home();
    const res = await save('en', { product_id: ids.cement, date: today, rows: [row('a', 'giza', 220, 225, 230)] });
    expect(res.status).toBe(200);
    expect((await page()).body.data.prices[0]).toMatchObject({ price_date: today, mid_price: '225.00', mid_price_yesterday: '205.00' });
    const homeRow = (await home()).body.data.product_prices.find((p) => p.title === 'Nile grey');
    expect(homeRow).toMatchObject({ max_price: '230.00' });

    const bulletin = await t.app.jobs.getJob(BULLETIN_QUEUE, bulletinJobId(today));
    expect(bulletin).toMatchObject({ data: { day: today } });
    expect(new Date(bulletin!.startAfter).getTime()).toBeGreaterThan(Date.now() + 20 * 60_000);
    const alerts = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'alerts.check' and data->>'day' = ${today}`);
    expect(alerts.rows[0]!.n).toBeGreaterThan(0);

    expect((await save('en', { product_id: ids.cement, date: d(-6), rows: [row('a', 'giza', 200, 205, 210)] })).status).toBe(200);
    expect(await t.app.jobs.getJob(BULLETIN_QUEUE, bulletinJobId(d(-6)))).toBeNull();
  });
});

describe('the history of an item', () => {
  it('lists its prices newest first with the previous mid, by governorate and dates, paged', async () => {
    const res = await t.admin<PriceHistory>('en', `prices/items/${ids.a}/history?governorate_id=${ids.cairo}&from=${d(-3)}`, { headers: clerk.headers });
    expect(res.status).toBe(200);
    expect(res.body.data.item).toMatchObject({ id: ids.a, name: 'Nile grey', governorates: [{ name: 'Cairo' }, { name: 'Giza' }] });
    expect(res.body.data.items.map((r) => [r.price_date, r.mid_price, r.mid_price_before])).toEqual([
      [today, '125.00', '105.00'],
      [d(-1), '105.00', '95.00'],
      [d(-3), '95.00', ''],
    ]);
    const paged = await t.admin<PriceHistory>('ar', `prices/items/${ids.a}/history?rows=1&page=2`, { headers: clerk.headers });
    expect(paged.body.data).toMatchObject({ total: 6, page: 2, rows: 1 });
    expect(paged.body.data.items).toHaveLength(1);
    expect(paged.body.data.items[0]!).toMatchObject({ price_date: today, governorate_name: 'الجيزة' });
    expect((await t.admin('en', 'prices/items/999999/history', { headers: clerk.headers })).status).toBe(404);
  });
});

// ─── Import ──────────────────────────────────────────────────────────────────

async function upload(lang: string, data: Buffer, filename: string, dryRun: boolean) {
  const { payload, contentType } = multipart([{ name: 'file', file: { data, filename, type: 'text/csv' } }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${lang}/admin/prices/import${dryRun ? '?dry_run=true' : ''}`,
    headers: { 'x-access-key': WEB_ACCESS_KEY, ...clerk.headers, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json() as Envelope<PriceImportReport> };
}
const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');

describe('importing a file', () => {
  it('checks a good CSV without saving (dry run), imports it, and imports it again without a change', async () => {
    const file = csv([
      'date,item_id,governorate,min_price,mid_price,max_price,note',
      `${d(-10)},${ids.a},Cairo,80,85,90,first`,
      `${d(-10)},${ids.a},الجيزة,180,185,190,`,
      `${d(-9)},${ids.a},Cairo,"1,000.50","1,100","1,200",a jump`,
    ]);
    const dry = await upload('en', file, 'week.csv', true);
    expect(dry.status).toBe(200);
    expect(dry.body.msg).toBe('The file was checked; nothing was saved');
    expect(dry.body.data).toMatchObject({
      dry_run: true,
      file_name: 'week.csv',
      rows: 3,
      accepted: 3,
      rejected_count: 0,
      inserted: 3,
      updated: 0,
      unchanged: 0,
      jumps_count: 1,
      from_date: d(-10),
      to_date: d(-9),
    });
    expect(dry.body.data.jumps[0]!.line).toBe(4);
    expect(dry.body.data.jumps[0]!.reason).toBe(`1233.3% away from the last price (80 / 85 / 90 on ${formatDate(d(-10), 'en')}): confirm to save`);
    expect(await pricesOn(d(-10))).toBe(0);
    expect(await lastAudit()).toMatchObject({ action: 'price.import_check', entityId: 'week.csv', after: { accepted: 3, inserted: 3 } });

    const done = await upload('en', file, 'week.csv', false);
    expect(done.body.msg).toBe('The file was imported');
    expect(done.body.data).toMatchObject({ dry_run: false, accepted: 3, inserted: 3 });
    expect(await priceOf('a', 'giza', d(-10))).toMatchObject(triple(180, 185, 190));
    expect(await priceOf('a', 'cairo', d(-9))).toMatchObject({ minPrice: '1000.50', midPrice: '1100.00', maxPrice: '1200.00' });
    expect(await lastAudit()).toMatchObject({
      action: 'price.import',
      after: { format: 'csv', accepted: 3, inserted: 3, changes: { [`${ids.a}:${ids.giza}:${d(-10)}`]: ['180.00', '185.00', '190.00'] } },
    });

    const again = await upload('en', file, 'week.csv', false);
    expect(again.body.data).toMatchObject({ accepted: 3, inserted: 0, updated: 0, unchanged: 3, jumps_count: 0 });
    expect(await pricesOn(d(-10))).toBe(2);
  });

  it('rejects bad rows with their line and reason in the language of the request, and imports the rest', async () => {
    const file = csv([
      'التاريخ,رقم الصنف,الصنف,المحافظة,أقل سعر,متوسط السعر,أعلى سعر',
      `${d(-20)},,رمادي النيل,القاهرة,10,11,12`, // 2: by name: accepted
      `31/02/2026,${ids.a},,القاهرة,10,11,12`, // 3: no such date
      `${d(3)},${ids.a},,القاهرة,10,11,12`, // 4: future
      `${d(-20)},999999,,القاهرة,10,11,12`, // 5: unknown item
      `${d(-20)},${ids.b},,الجيزة,10,11,12`, // 6: not sold there
      `${d(-20)},${ids.a},,Giza,12,11,10`, // 7: min above max
      `${d(-20)},${ids.a},,Giza,10,,12`, // 8: missing
      '', // 9: blank, skipped
      `${d(-20)},,رمادي النيل,القاهرة,10,11,12`, // 10: same as line 2
      `${d(-20)},${ids.a},,Mars,10,11,12`, // 11: unknown governorate
    ]);
    const ar = await upload('ar', file, 'bad.csv', false);
    expect(ar.status).toBe(200);
    expect(ar.body.data).toMatchObject({ rows: 9, accepted: 1, rejected_count: 8, inserted: 1 });
    expect(ar.body.data.rejected).toEqual([
      { line: 3, reason: 'يرجى إدخال تاريخ صحيح' },
      { line: 4, reason: 'لا يمكن أن يكون التاريخ بعد اليوم' },
      { line: 5, reason: 'هذا الصنف غير موجود أو لم يعد يُسعَّر' },
      { line: 6, reason: 'هذا الصنف لا يُباع في هذه المحافظة' },
      { line: 7, reason: 'لا يمكن أن يزيد أقل سعر على أعلى سعر' },
      { line: 8, reason: 'أدخل السعر' },
      { line: 10, reason: 'نفس الصنف والمحافظة والتاريخ في السطر 2' },
      { line: 11, reason: 'هذه المحافظة غير موجودة' },
    ]);
    const en = await upload('en', file, 'bad.csv', true);
    expect(en.body.data.rejected.slice(0, 2)).toEqual([
      { line: 3, reason: 'Please enter a valid date' },
      { line: 4, reason: 'The date cannot be after today' },
    ]);
    expect(en.body.data).toMatchObject({ accepted: 1, inserted: 0, unchanged: 1 });
  });

  it('refuses what is not a prices file, with the reason on `file`', async () => {
    const missing = await upload('en', csv(['date,item,min_price', `${d(-1)},x,1`]), 'x.csv', true);
    expect(missing.status).toBe(422);
    expect(missing.body.data).toEqual({ file: ['Columns missing from the first row: governorate_id / governorate, mid_price, max_price'] });
    const png = await upload('en', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'x.csv', true);
    expect(png.body.data).toEqual({ file: ['Send a CSV file (UTF-8) or an Excel workbook (.xlsx)'] });
    const latin1 = await upload('ar', Buffer.from('date,item\n\xe9\xe8', 'latin1'), 'x.csv', true);
    expect(latin1.body.data).toEqual({ file: ['احفظ ملف CSV بترميز UTF-8 (‏"CSV UTF-8" في Excel) وحاول مرة أخرى'] });
    const json = await t.admin('en', 'prices/import', { headers: clerk.headers, body: {} });
    expect(json.status).toBe(422);
    expect(json.body.data).toEqual({ file: ['Send the file as a form upload'] });
  });

  it('imports an Excel workbook (Arabic headers, dates and numbers as cells)', async () => {
    const bytes = xlsxFile(
      [
        ['التاريخ', 'رقم الصنف', 'رقم المحافظة', 'أقل سعر', 'متوسط السعر', 'أعلى سعر'],
        [new Date(`${d(-30)}T00:00:00Z`), ids.c!, ids.alex!, 70, 72.5, 75],
        [d(-29), String(ids.c), String(ids.alex), '71', '73', '75'],
        [d(-29), ids.c!, ids.alex!, { formula: '1+1', result: 2 }, 73, 75], // duplicate of line 3
      ],
      'أسعار',
    );
    const res = await upload('en', bytes, 'prices.xlsx', false);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ rows: 3, accepted: 2, inserted: 2, rejected: [{ line: 4, reason: 'Same item, governorate and date as line 3' }] });
    expect(await priceOf('c', 'alex', d(-30))).toMatchObject(triple(70, 72.5, 75));
    expect(await lastAudit()).toMatchObject({ action: 'price.import', after: { format: 'xlsx' } });
  });

  it('refuses a workbook it cannot read, or too large to read, with the reason in the language of the request', async () => {
    const good = xlsxFile([
      ['date', 'item_id', 'governorate_id', 'min_price', 'mid_price', 'max_price'],
      [d(-40), ids.c!, ids.alex!, 70, 72, 75],
    ]);
    const cut = good.subarray(0, good.length / 2); // a workbook cut in the middle
    expect((await upload('en', cut, 'cut.xlsx', true)).body.data).toEqual({ file: ['The workbook could not be read; save it again as .xlsx and retry'] });
    expect((await upload('ar', cut, 'cut.xlsx', true)).body.data).toEqual({ file: ['تعذرت قراءة المصنف؛ احفظه مجددًا بصيغة \u200e.xlsx وحاول مرة أخرى'] });

    const columns = await upload(
      'en',
      xlsxFile([
        ['date', 'item', 'min_price'],
        [d(-40), 'x', 1],
      ]),
      'x.xlsx',
      true,
    );
    expect(columns.status).toBe(422);
    expect(columns.body.data).toEqual({ file: ['Columns missing from the first row: governorate_id / governorate, mid_price, max_price'] });

    // Its directory declares more than 100,000 rows could take: refused before it is unpacked.
    const large = Buffer.from(good);
    large.writeUInt32LE(MAX_UNPACKED_BYTES + 1, large.lastIndexOf('xl/worksheets/sheet1.xml') - 46 + 24);
    const refused = await upload('ar', large, 'large.xlsx', true);
    expect(refused.status).toBe(422);
    expect(refused.body.data).toEqual({ file: ['الملف يحتوي على أكثر من 100,000 صف؛ قسّمه'] });
    expect((await upload('en', good, 'good.xlsx', true)).body.data).toMatchObject({ rows: 1, accepted: 1 });
  });

  it('imports 50,000 rows in one go, and the same file again changes nothing', async () => {
    const bulk = await f.createProduct(t.db, { slug: 'bulk', nameAr: 'مادة', nameEn: 'Bulk' });
    const govs = [ids.cairo!, ids.giza!];
    const items = await Promise.all(
      Array.from({ length: 25 }, (_, i) => f.createItem(t.db, { productId: bulk.id, nameEn: `Bulk ${i}`, governorateIds: govs })),
    );
    const lines = ['date,item_id,governorate_id,min_price,mid_price,max_price'];
    for (let day = 1; day <= 1000; day++)
      for (const it of items) for (const g of govs) lines.push(`${d(-day)},${it.id},${g},${1000 + (day % 7)},${1010 + (day % 7)},${1020 + (day % 7)}`);
    expect(lines.length - 1).toBe(50_000);
    const res = await upload('en', csv(lines), 'bulk.csv', false);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ rows: 50_000, accepted: 50_000, rejected_count: 0, inserted: 50_000, jumps_count: 0 });
    const stored = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from prices where item_id = any(${sql.param(items.map((i) => i.id))}::int[])`,
    );
    expect(stored.rows[0]!.n).toBe(50_000);
    expect((await lastAudit()).after).toMatchObject({ inserted: 50_000, listed: 500 });
    const again = await upload('en', csv(lines), 'bulk.csv', false);
    expect(again.body.data).toMatchObject({ accepted: 50_000, inserted: 0, updated: 0, unchanged: 50_000 });
  }, 120_000);
});
