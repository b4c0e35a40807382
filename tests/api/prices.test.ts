import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { addDays, todayIso } from '../../src/shared/dates';
import type { ComparisonLookup, ComparisonRow, Prices, ProducersByType } from '../../src/shared/schemas/prices';

let t: TestApp;
let today: string;
const ids: Record<string, number> = {};
const price = (itemId: number, governorateId: number, priceDate: string, min: number, max: number) => ({
  itemId,
  governorateId,
  priceDate,
  minPrice: min.toFixed(2),
  maxPrice: max.toFixed(2),
  midPrice: ((min + max) / 2).toFixed(2),
});

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  today = todayIso();
  const d = (n: number) => addDays(today, n);
  const egypt = await f.createCountry(db, { slug: 'egypt', nameAr: 'مصر', nameEn: 'Egypt' });
  const saudi = await f.createCountry(db, { slug: 'saudi', nameAr: 'السعودية', nameEn: 'Saudi Arabia' });
  const cairo = await f.createGovernorate(db, { countryId: egypt.id, nameAr: 'القاهرة', nameEn: 'Cairo', sort: 1 });
  const giza = await f.createGovernorate(db, { countryId: egypt.id, nameAr: 'الجيزة', nameEn: 'Giza', sort: 2 });
  const alex = await f.createGovernorate(db, { countryId: egypt.id, nameAr: 'الإسكندرية', nameEn: 'Alexandria', sort: 3 });
  const riyadh = await f.createGovernorate(db, { countryId: saudi.id, nameAr: 'الرياض', nameEn: 'Riyadh', sort: 1 });
  const cement = await f.createProduct(db, { slug: 'cement', nameAr: 'أسمنت', nameEn: 'Cement', sort: 1 });
  const steel = await f.createProduct(db, { slug: 'steel', nameAr: 'حديد', nameEn: 'Steel', sort: 2 });
  const grey = await f.createProductType(db, { productId: cement.id, nameAr: 'رمادي', nameEn: 'Grey', sort: 1 });
  const white = await f.createProductType(db, { productId: cement.id, nameAr: 'أبيض', nameEn: 'White', sort: 2 });
  const rebar = await f.createProductType(db, { productId: steel.id, nameAr: 'حديد تسليح', nameEn: 'Rebar', sort: 1 });
  const type = await f.createProducerType(db, { slug: 'cement-producers' });
  const nile = await f.createProducer(db, { producerTypeId: type.id, countryId: egypt.id, nameAr: 'أسمنت النيل', nameEn: 'Nile Cement', sort: 1 });
  const delta = await f.createProducer(db, { producerTypeId: type.id, countryId: egypt.id, nameAr: 'أسمنت الدلتا', nameEn: 'Delta Cement', sort: 2 });
  const gulf = await f.createProducer(db, { producerTypeId: type.id, countryId: saudi.id, nameAr: 'حديد الخليج', nameEn: 'Gulf Steel', sort: 3 });
  const ton = await f.createUnit(db, { code: 'ton', nameAr: 'طن', nameEn: 'Ton' });
  const item = (o: Parameters<typeof f.createItem>[1]) => f.createItem(db, { unitId: ton.id, ...o });
  const a = await item({
    productTypeId: grey.id,
    producerId: nile.id,
    nameAr: 'أسمنت رمادي النيل',
    nameEn: 'Nile grey 42.5',
    sort: 1,
    governorateIds: [cairo.id, giza.id],
  });
  const b = await item({
    productTypeId: white.id,
    producerId: delta.id,
    nameAr: 'أسمنت أبيض الدلتا',
    nameEn: 'Delta white',
    sort: 2,
    governorateIds: [cairo.id],
  });
  const c = await item({ productTypeId: grey.id, producerId: delta.id, nameAr: 'أسمنت رمادي الدلتا', nameEn: 'Delta grey', sort: 3, governorateIds: [] });
  const s = await item({ productTypeId: rebar.id, producerId: gulf.id, nameAr: 'حديد الخليج 12 مم', nameEn: 'Gulf rebar 12mm', governorateIds: [riyadh.id] });
  const hidden = await item({ productTypeId: grey.id, producerId: nile.id, nameEn: 'Retired item', isActive: false, governorateIds: [cairo.id] });
  Object.assign(ids, {
    egypt: egypt.id,
    cairo: cairo.id,
    giza: giza.id,
    alex: alex.id,
    riyadh: riyadh.id,
    cement: cement.id,
    steel: steel.id,
    grey: grey.id,
    white: white.id,
    rebar: rebar.id,
    nile: nile.id,
    delta: delta.id,
    gulf: gulf.id,
    a: a.id,
    b: b.id,
    c: c.id,
    s: s.id,
    hidden: hidden.id,
  });
  await f.createPrices(db, [
    price(a.id, cairo.id, d(-3), 100, 110),
    price(a.id, cairo.id, d(-2), 100, 110),
    price(a.id, cairo.id, d(-1), 100, 110),
    price(a.id, cairo.id, d(0), 110, 120),
    price(a.id, giza.id, d(0), 200, 210),
    price(b.id, cairo.id, d(-1), 300, 300),
    price(b.id, cairo.id, d(0), 270, 270),
    price(b.id, cairo.id, d(1), 999, 999), // announced for tomorrow: never today's price
    price(c.id, cairo.id, d(-2), 50, 60),
    price(s.id, riyadh.id, d(-1), 1000, 1000),
    price(s.id, riyadh.id, d(0), 1100, 1100),
    price(hidden.id, cairo.id, d(0), 1, 1),
  ]);
  await f.createAd(db, { code: '04-001', titleAr: 'إعلان الأسعار', titleEn: 'Prices ad' });
  await f.createAd(db, { code: '05-002', titleEn: 'Comparison ad' });
  await f.createAd(db, { code: '01-001', titleEn: 'Header ad' });
});
afterAll(() => t?.close());

const getPrices = async (lang: 'ar' | 'en', query: string) => {
  const res = await t.api<Prices>(lang, `price?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('GET price', () => {
  it("answers exactly the spec's keys with today's prices in governorate 1 when gov_id is empty", async () => {
    const en = await getPrices('en', `product_id=${ids.cement}&gov_id=`);
    expect(Object.keys(en).sort()).toEqual(['governorates', 'items', 'prices', 'prices_ads', 'producers', 'products', 'products_types']);
    expect(en.prices).toEqual([
      {
        item_id: ids.a,
        producer_id: ids.nile,
        product_type_id: ids.grey,
        gov_id: ids.cairo,
        producer_name: 'Nile Cement',
        product_type_name: 'Grey',
        item_name: 'Nile grey 42.5',
        gov_name: 'Cairo',
        unit: 'Ton',
        price_date: today,
        max_price: '120.00',
        min_price: '110.00',
        mid_price: '115.00',
        mid_price_yesterday: '105.00',
        change: '10.00',
        change_percentage: '9.52',
        status: 'up',
      },
      expect.objectContaining({
        item_id: ids.b,
        product_type_name: 'White',
        mid_price: '270.00',
        mid_price_yesterday: '300.00',
        change: '-30.00',
        change_percentage: '10.00',
        status: 'down',
      }),
    ]);
    expect(en.prices_ads.map((a) => a.title)).toEqual(['Prices ad']);
    const ar = await getPrices('ar', `product_id=${ids.cement}`);
    expect(ar.prices[0]).toMatchObject({ producer_name: 'أسمنت النيل', product_type_name: 'رمادي', gov_name: 'القاهرة', unit: 'طن' });
    expect(ar.prices_ads.map((a) => a.title)).toEqual(['إعلان الأسعار']);
  });

  it('gives lookup lists consistent with the cascade: types of the product, producers and items of the type, govs of the item', async () => {
    const all = await getPrices('en', `product_id=${ids.cement}`);
    expect(all.products.map((p) => [p.name, p.meta_name])).toEqual([
      ['Cement', 'cement'],
      ['Steel', 'steel'],
    ]);
    expect(all.products_types).toEqual([
      { id: ids.grey, name: 'Grey', product_id: ids.cement },
      { id: ids.white, name: 'White', product_id: ids.cement },
    ]);
    expect(all.producers.map((p) => p.name)).toEqual(['Nile Cement', 'Delta Cement']);
    expect(all.items.map((i) => i.id)).toEqual([ids.a, ids.b, ids.c]); // the retired item is gone
    expect(all.items[0]).toEqual({
      id: ids.a,
      name: 'Nile grey 42.5',
      product_id: ids.cement,
      product_type_id: ids.grey,
      producer_id: ids.nile,
      govs: [ids.cairo, ids.giza].sort((x, y) => x - y),
    });
    expect(all.governorates.map((g) => g.name)).toEqual(['Cairo', 'Giza', 'Alexandria']);

    const white = await getPrices('en', `product_id=${ids.cement}&product_type_id=${ids.white}`);
    expect(white.producers.map((p) => p.id)).toEqual([ids.delta]);
    expect(white.items.map((i) => i.id)).toEqual([ids.b]);
    expect(white.prices.map((p) => p.item_id)).toEqual([ids.b]);

    const byProducer = await getPrices('en', `product_id=${ids.cement}&product_type_id=0&producer_id=${ids.nile}`);
    expect(byProducer.items.map((i) => i.id)).toEqual([ids.a]);
    expect(byProducer.prices.map((p) => p.item_id)).toEqual([ids.a]);

    const itemA = await getPrices('en', `product_id=${ids.cement}&item_id=${ids.a}`);
    expect(itemA.governorates.map((g) => g.id)).toEqual([ids.cairo, ids.giza]);
    const itemC = await getPrices('en', `product_id=${ids.cement}&item_id=${ids.c}`);
    expect(itemC.governorates.map((g) => g.id)).toEqual([ids.cairo, ids.giza, ids.alex]); // no govs listed: all
  });

  it('answers a date range newest first, with the change against the previous price day', async () => {
    const res = await getPrices('en', `product_id=${ids.cement}&item_id=${ids.a}&from_date=${addDays(today, -3)}&to_date=${today}`);
    expect(res.prices.map((p) => [p.price_date, p.mid_price, p.mid_price_yesterday, p.status])).toEqual([
      [today, '115.00', '105.00', 'up'],
      [addDays(today, -1), '105.00', '105.00', 'normal'],
      [addDays(today, -2), '105.00', '105.00', 'normal'],
      [addDays(today, -3), '105.00', '', 'normal'],
    ]);
    // The first day of a range still compares with the day before it.
    const one = await getPrices('en', `product_id=${ids.cement}&item_id=${ids.a}&from_date=${today}&to_date=${today}`);
    expect(one.prices[0]).toMatchObject({ mid_price_yesterday: '105.00', change: '10.00' });
  });

  it('shows the latest price day when today has none yet, and another governorate on gov_id', async () => {
    const c = await getPrices('en', `product_id=${ids.cement}&item_id=${ids.c}`);
    expect(c.prices.map((p) => [p.item_name, p.price_date])).toEqual([['Delta grey', addDays(today, -2)]]);
    const giza = await getPrices('en', `product_id=${ids.cement}&gov_id=${ids.giza}`);
    expect(giza.prices.map((p) => [p.item_id, p.gov_name, p.mid_price])).toEqual([[ids.a, 'Giza', '205.00']]);
    const empty = await getPrices('en', `product_id=${ids.cement}&gov_id=${ids.alex}`);
    expect(empty.prices).toEqual([]);
  });

  it('finds items by word whatever the hamza form', async () => {
    const res = await getPrices('ar', `product_id=${ids.cement}&word=${encodeURIComponent('اسمنت ابيض')}`);
    expect(res.prices.map((p) => p.item_id)).toEqual([ids.b]);
    const en = await getPrices('en', `product_id=${ids.cement}&word=NILE`);
    expect(en.prices.map((p) => p.item_id)).toEqual([ids.a]);
    const none = await getPrices('en', `product_id=${ids.cement}&word=${encodeURIComponent('100%_')}`);
    expect(none.prices).toEqual([]);
  });

  it('follows the selected country: its governorates, producers and first governorate by default', async () => {
    const res = await getPrices('en', `product_id=${ids.steel}&country=saudi`);
    expect(res.governorates.map((g) => g.name)).toEqual(['Riyadh']);
    expect(res.producers.map((p) => p.name)).toEqual(['Gulf Steel']);
    expect(res.prices.map((p) => [p.item_name, p.gov_name, p.mid_price])).toEqual([['Gulf rebar 12mm', 'Riyadh', '1100.00']]);
    const egyptSteel = await getPrices('en', `product_id=${ids.steel}`);
    expect(egyptSteel.producers).toEqual([]);
    expect(egyptSteel.prices).toEqual([]);
  });

  it("rejects the date rules of SPEC section 5 with 422 and the spec's messages in the request's language", async () => {
    const tomorrow = addDays(today, 1);
    const future = await t.api('en', `price?product_id=${ids.cement}&from_date=${today}&to_date=${tomorrow}`);
    expect(future.status).toBe(422);
    expect(future.body).toMatchObject({ check: false, data: { to_date: ['The date cannot be after today'] } });
    const reversed = await t.api('ar', `price?product_id=${ids.cement}&from_date=${today}&to_date=${addDays(today, -1)}`);
    expect(reversed.status).toBe(422);
    expect(reversed.body.data).toEqual({ to_date: ['لا يمكن أن يكون تاريخ النهاية قبل تاريخ البداية'] });
    const bad = await t.api('en', `price?product_id=${ids.cement}&from_date=2026-02-30`);
    expect(bad.status).toBe(422);
    expect(bad.body.data).toEqual({ from_date: ['Please enter a valid date'] });
    const noProduct = await t.api('en', 'price');
    expect(noProduct.status).toBe(422);
    expect(noProduct.body.data).toHaveProperty('product_id');
  });

  it('answers 404 for an unknown product or a governorate of another country', async () => {
    const product = await t.api('en', 'price?product_id=999999');
    expect(product.status).toBe(404);
    expect(product.body).toMatchObject({ check: false, msg: 'This material does not exist' });
    const gov = await t.api('en', `price?product_id=${ids.cement}&gov_id=${ids.riyadh}`);
    expect(gov.status).toBe(404);
    expect(gov.body.msg).toBe('This governorate does not exist');
  });
});

describe('GET price_comparison', () => {
  it("answers the country's whole lookup data with each item's governorates, and the comparison ads", async () => {
    const res = await t.api<ComparisonLookup>('en', 'price_comparison');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(Object.keys(data).sort()).toEqual(['comparison_ads', 'governorates', 'items', 'producers', 'products', 'products_types']);
    expect(data.products_types.map((x) => [x.name, x.product_id])).toEqual([
      ['Grey', ids.cement],
      ['White', ids.cement],
      ['Rebar', ids.steel],
    ]);
    expect(data.items.map((i) => i.id)).toEqual([ids.a, ids.b, ids.c]);
    expect(data.governorates.map((g) => g.id)).toEqual([ids.cairo, ids.giza, ids.alex]);
    expect(data.comparison_ads.map((a) => a.title)).toEqual(['Comparison ad']);
    const saudi = await t.api<ComparisonLookup>('ar', 'price_comparison?country=saudi');
    expect(saudi.body.data.items.map((i) => i.name)).toEqual(['حديد الخليج 12 مم']);
  });
});

describe('POST price_comparison', () => {
  const compare = (lang: 'ar' | 'en', body: unknown) => t.api<ComparisonRow[]>(lang, 'price_comparison', { method: 'POST', body });

  it('answers one row per date, ascending, with item1..item4 and null where an item has no price', async () => {
    const res = await compare('en', {
      from_date: addDays(today, -3),
      to_date: today,
      items: [
        { item_id: ids.a, item_name: 'x', gov_id: ids.cairo, gov_name: 'x' },
        { item_id: ids.b, item_name: 'x', gov_id: ids.cairo, gov_name: 'x' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.data;
    expect(rows.map((r) => r.date)).toEqual([-3, -2, -1, 0].map((n) => addDays(today, n)));
    expect(rows[0]).toEqual({
      date: addDays(today, -3),
      item1: { name: 'Nile grey 42.5 - Cairo', min: '100.00', max: '110.00', mid: '105.00' },
      item2: null,
      item3: null,
      item4: null,
    });
    expect(rows[3]!.item2).toEqual({ name: 'Delta white - Cairo', min: '270.00', max: '270.00', mid: '270.00' });
    const ar = await compare('ar', { from_date: today, to_date: today, items: [{ item_id: ids.a, item_name: '', gov_id: ids.giza, gov_name: '' }] });
    expect(ar.body.data).toEqual([
      { date: today, item1: { name: 'أسمنت رمادي النيل - الجيزة', min: '200.00', max: '210.00', mid: '205.00' }, item2: null, item3: null, item4: null },
    ]);
  });

  it('refuses more than 4 items, none, unknown items, an item not priced in the governorate and the date rules', async () => {
    const item = { item_id: ids.a, item_name: '', gov_id: ids.cairo, gov_name: '' };
    const five = await compare('en', { from_date: today, to_date: today, items: [item, item, item, item, item] });
    expect(five.status).toBe(422);
    expect(five.body.data).toEqual({ items: ['You can compare at most 4 items'] });
    const none = await compare('ar', { from_date: today, to_date: today, items: [] });
    expect(none.status).toBe(422);
    expect(none.body.data).toEqual({ items: ['أضف صنفًا واحدًا على الأقل للمقارنة'] });
    const unknown = await compare('en', { from_date: today, to_date: today, items: [item, { ...item, item_id: 999999 }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data).toEqual({ 'items.1.item_id': ['This item does not exist'] });
    const wrongGov = await compare('en', { from_date: today, to_date: today, items: [{ ...item, item_id: ids.b, gov_id: ids.giza }] });
    expect(wrongGov.status).toBe(422);
    expect(wrongGov.body.data).toEqual({ 'items.0.gov_id': ['This item has no prices in this governorate'] });
    const retired = await compare('en', { from_date: today, to_date: today, items: [{ ...item, item_id: ids.hidden }] });
    expect(retired.status).toBe(422);
    const future = await compare('en', { from_date: addDays(today, 1), to_date: addDays(today, 1), items: [item] });
    expect(future.status).toBe(422);
    expect(future.body.data).toEqual({ from_date: ['The date cannot be after today'], to_date: ['The date cannot be after today'] });
    const missing = await compare('en', { from_date: today, to_date: '', items: [item] });
    expect(missing.status).toBe(422);
    expect(missing.body.data).toEqual({ to_date: ['Please choose a date'] });
  });
});

describe('POST get_producer_by_product_type', () => {
  const producers = (body: unknown) => t.api<ProducersByType>('en', 'get_producer_by_product_type', { method: 'POST', body });

  it('answers the producers with items of the type in the country; 0 means every type', async () => {
    expect((await producers({ product_type_id: ids.white })).body.data.producers).toEqual([{ id: ids.delta, name: 'Delta Cement' }]);
    expect((await producers({ product_type_id: ids.grey })).body.data.producers.map((p) => p.id)).toEqual([ids.nile, ids.delta]);
    expect((await producers({ product_type_id: 0 })).body.data.producers.map((p) => p.id)).toEqual([ids.nile, ids.delta]);
    expect((await producers({ product_type_id: ids.rebar, country: 'saudi' })).body.data.producers.map((p) => p.id)).toEqual([ids.gulf]);
  });

  it('answers 404 for an unknown type and 422 for a malformed one', async () => {
    const unknown = await producers({ product_type_id: 999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('This product type does not exist');
    const bad = await producers({ product_type_id: 'abc' });
    expect(bad.status).toBe(422);
  });
});
