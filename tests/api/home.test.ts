import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { todayIso } from '../../src/shared/dates';
import type { Home } from '../../src/shared/schemas/home';

let t: TestApp;
let today: string;
const shift = (d: string, days: number) => new Date(Date.parse(`${d}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const price = (itemId: number, governorateId: number, priceDate: string, min: number, max: number) => ({
  itemId,
  governorateId,
  priceDate,
  minPrice: min.toFixed(2),
  maxPrice: max.toFixed(2),
  midPrice: ((min + max) / 2).toFixed(2),
});
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  today = todayIso(); // the market's day (Cairo), as the server counts it
  const yesterday = shift(today, -1);
  const egypt = await f.createCountry(db, { slug: 'egypt', nameAr: 'مصر', nameEn: 'Egypt' });
  const saudi = await f.createCountry(db, { slug: 'saudi', nameAr: 'السعودية', nameEn: 'Saudi Arabia' });
  const cairo = await f.createGovernorate(db, { countryId: egypt.id, nameAr: 'القاهرة', nameEn: 'Cairo', sort: 1 });
  const giza = await f.createGovernorate(db, { countryId: egypt.id, nameAr: 'الجيزة', nameEn: 'Giza', sort: 2 });
  const riyadh = await f.createGovernorate(db, { countryId: saudi.id, nameAr: 'الرياض', nameEn: 'Riyadh' });
  const cement = await f.createProduct(db, { slug: 'cement', nameAr: 'أسمنت', nameEn: 'Cement', sort: 1 });
  const steel = await f.createProduct(db, { slug: 'steel', nameAr: 'حديد', nameEn: 'Steel', sort: 3 });
  const a = await f.createItem(db, { productId: cement.id, nameAr: 'أسمنت رمادي أ', nameEn: 'Grey cement A', sort: 1, governorateIds: [cairo.id, giza.id] });
  const b = await f.createItem(db, { productId: cement.id, nameAr: 'أسمنت أبيض ب', nameEn: 'White cement B', sort: 2, governorateIds: [cairo.id] });
  const c = await f.createItem(db, { productId: steel.id, nameAr: 'حديد ج', nameEn: 'Rebar C', governorateIds: [riyadh.id] });
  Object.assign(ids, { cairo: cairo.id, giza: giza.id, riyadh: riyadh.id, a: a.id, b: b.id, c: c.id });
  await f.createPrices(db, [
    price(a.id, cairo.id, yesterday, 95, 105),
    price(a.id, cairo.id, today, 108, 112),
    price(a.id, giza.id, yesterday, 195, 205),
    price(a.id, giza.id, today, 195, 205),
    price(b.id, cairo.id, yesterday, 50, 50),
    price(b.id, cairo.id, today, 50, 50),
    price(b.id, cairo.id, shift(today, 1), 999, 999), // announced for tomorrow: not today's price
    price(c.id, riyadh.id, yesterday, 1000, 1000),
    price(c.id, riyadh.id, today, 900, 900),
  ]);

  const hour = 3_600_000;
  await f.createNews(db, { categoryId: 1, titleAr: 'خبر عام قديم', titleEn: 'Older general news', publishedAt: new Date(Date.now() - 48 * hour) });
  await f.createNews(db, { categoryId: 1, titleAr: 'خبر عام جديد', titleEn: 'Newer general news', publishedAt: new Date(Date.now() - hour), isSlider: true });
  await f.createNews(db, { categoryId: 1, titleEn: 'Hidden', status: 'draft' });
  await f.createNews(db, { categoryId: 1, titleEn: 'Scheduled', publishedAt: new Date(Date.now() + 24 * hour), isSlider: true });
  await f.createNews(db, { categoryId: 2, titleAr: 'أسعار الأسمنت', titleEn: 'Cement prices', bodyEn: '<p>Grey cement <b>rose</b> today.</p>' });
  await f.createNews(db, { categoryId: 3, titleAr: 'الأسمنت في العالم', titleEn: 'Cement worldwide' });
  await f.createAd(db, { code: '01-007', titleAr: 'إعلان الرئيسية', titleEn: 'Home ad' });
  await f.createAd(db, { code: '01-001', titleEn: 'Header ad, not a home one' });
});
afterAll(() => t?.close());

const home = async (lang: 'ar' | 'en', country?: string) => {
  const res = await t.api<Home>(lang, `home${country ? `?country=${country}` : ''}`);
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('GET home', () => {
  it("gives today's price table per product of the selected country (egypt by default)", async () => {
    const en = await home('en');
    expect(en.price_date).toBe(today);
    expect(en.prices_tables.map((x) => x.product_name)).toEqual(['Cement']);
    expect(en.prices_tables[0]!.product_prices).toEqual([
      { item_id: ids.a, title: 'Grey cement A', max_price: '205.00', min_price: '108.00', mid_price: '155.00' },
      { item_id: ids.b, title: 'White cement B', max_price: '50.00', min_price: '50.00', mid_price: '50.00' },
    ]);
    expect(en.product_prices).toHaveLength(2);
    const ar = await home('ar', 'egypt');
    expect(ar.prices_tables[0]!.product_prices[0]!.title).toBe('أسمنت رمادي أ');
  });

  it('computes each governorate direction from the prices of today and the day before', async () => {
    const en = await home('en');
    // Cairo: 110 + 50 today against 100 + 50 yesterday; Giza unchanged.
    expect(en.govs_direction).toEqual([
      { gov_id: ids.cairo, gov: 'Cairo', status: 'up', percentage: '6.67' },
      { gov_id: ids.giza, gov: 'Giza', status: 'normal', percentage: '0.00' },
    ]);
    const saudi = await home('ar', 'saudi');
    expect(saudi.govs_direction).toEqual([{ gov_id: ids.riyadh, gov: 'الرياض', status: 'down', percentage: '10.00' }]);
    expect(saudi.prices_tables.map((x) => x.meta_name)).toEqual(['steel']);
  });

  it('an unknown country falls back to egypt', async () => {
    const en = await home('en', 'atlantis');
    expect(en.govs_direction.map((g) => g.gov)).toEqual(['Cairo', 'Giza']);
  });

  it('gives the three news rows with published, active news only, newest first', async () => {
    const en = await home('en');
    expect(en.general_news.map((n) => n.title)).toEqual(['Newer general news', 'Older general news']);
    expect(en.cement_news.map((n) => n.title)).toEqual(['Cement prices']);
    expect(en.cement_news[0]).toMatchObject({
      category_id: 2,
      description: 'Grey cement rose today.',
      photo: expect.any(String),
      add_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(en.cement_news_around_world.map((n) => n.title)).toEqual(['Cement worldwide']);
    const ar = await home('ar');
    expect(ar.general_news[0]!.title).toBe('خبر عام جديد');
  });

  it('gives the active sliders linking to their article, and the home ad slots only', async () => {
    const en = await home('en');
    expect(en.all_active_sliders).toEqual([
      { id: expect.any(Number), title: 'Newer general news', photo: expect.any(String), link: expect.stringMatching(/^\/news\/topic\/\d+\/1\//) },
    ]);
    expect(en.home_ads.map((a) => [a.ads_code, a.title])).toEqual([['01-007', 'Home ad']]);
  });
});
