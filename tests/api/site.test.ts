import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import type { DefaultWebsiteData } from '../../src/shared/schemas/site';

let t: TestApp;
const day = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  await f.createSiteSettings(db, {
    aboutAr: 'بناء بوابة سوق الأسمنت',
    aboutEn: 'Binaa is the cement market portal',
    disclaimerAr: 'الأسعار استرشادية',
    disclaimerEn: 'Prices are indicative',
    phone: '+20 2 1234 5678',
    whatsapp: '+201001234567',
    email: 'info@binaa.example',
    facebookLink: 'https://facebook.com/binaa',
    twitterLink: '',
  });
  const cement = await f.createProduct(db, { slug: 'cement', nameAr: 'أسمنت', nameEn: 'Cement', sort: 1 });
  await f.createProductType(db, { productId: cement.id, nameAr: 'أسمنت بورتلاندي', nameEn: 'Portland cement', sort: 1 });
  await f.createProductType(db, { productId: cement.id, nameAr: 'أسمنت أبيض', nameEn: 'White cement', sort: 2 });
  await f.createProfileType(db, { slug: 'contractors', nameAr: 'مقاولون', nameEn: 'Contractors' });
  await f.createProducerType(db, { slug: 'cement-producers', nameAr: 'منتجو الأسمنت', nameEn: 'Cement producers' });
  await f.createCountry(db, { slug: 'egypt', nameAr: 'مصر', nameEn: 'Egypt', dialCode: '+20' });
  const now = Date.now();
  const ad = (code: string, o: Parameters<typeof f.createAd>[1] = {}) => f.createAd(db, { code, titleAr: `إعلان ${code}`, titleEn: `Ad ${code}`, ...o });
  await ad('01-001', { lang: 'all', sort: 1, titleEn: 'Ad 01-001 low' });
  await ad('01-001', { lang: 'all', sort: 5, titleEn: 'Ad 01-001 best' });
  await ad('01-002', { lang: 'en' });
  await ad('01-003', { endsAt: new Date(now - day) });
  await ad('01-004', { isActive: false });
  await ad('01-005', { startsAt: new Date(now + day) });
  await ad('01-006', { lang: 'ar' });
  await ad('01-007', { lang: 'all' }); // a home slot, not a header one
});
afterAll(() => t?.close());

const get = async (lang: 'ar' | 'en') => {
  const res = await t.api<DefaultWebsiteData>(lang, 'default_website_data');
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('GET default_website_data', () => {
  it('gives the header and footer ads active now in the language, one per slot, the best first', async () => {
    const ar = await get('ar');
    expect(ar.header_ads.map((a) => a.ads_code)).toEqual(['01-001']);
    expect(ar.footer_ads.map((a) => a.ads_code)).toEqual(['01-006']);
    const en = await get('en');
    expect(en.header_ads.map((a) => [a.ads_code, a.title])).toEqual([
      ['01-001', 'Ad 01-001 best'],
      ['01-002', 'Ad 01-002'],
    ]);
    expect(en.footer_ads).toEqual([]);
    expect(en.header_ads[0]).toMatchObject({ photo: expect.stringMatching(/^\/uploads\//), width: expect.any(Number), height: expect.any(Number) });
  });

  it('gives the menus and texts in the language of the request', async () => {
    const ar = await get('ar');
    const en = await get('en');
    expect(ar.product_types).toEqual([
      {
        id: expect.any(Number),
        name: 'أسمنت',
        meta_name: 'cement',
        types: [expect.objectContaining({ name: 'أسمنت بورتلاندي' }), expect.objectContaining({ name: 'أسمنت أبيض' })],
      },
    ]);
    expect(en.product_types[0]!.types.map((x) => x.name)).toEqual(['Portland cement', 'White cement']);
    expect(en.profile_types).toEqual([{ id: expect.any(Number), name: 'Contractors', meta_name: 'contractors' }]);
    expect(ar.producer_types[0]!.name).toBe('منتجو الأسمنت');
    expect(ar.countries).toEqual([{ id: expect.any(Number), slug: 'egypt', name: 'مصر', dial_code: '+20' }]);
    expect(ar.website_basic_data).toMatchObject({
      about: 'بناء بوابة سوق الأسمنت',
      about_en: 'Binaa is the cement market portal',
      disclaimer: 'الأسعار استرشادية',
      mission: '',
    });
    expect(en.website_basic_data.about).toBe('Binaa is the cement market portal');
  });

  it('gives the contact info, empty where the site has none', async () => {
    const en = await get('en');
    expect(en.contact_info).toEqual({
      phone: '+20 2 1234 5678',
      whatsapp: '+201001234567',
      email: 'info@binaa.example',
      facebook_link: 'https://facebook.com/binaa',
      twitter_link: '',
      youtube_link: '',
      linkedin_link: '',
    });
  });
});

describe('GET default_website_data: social sign-in providers', () => {
  it('lists none when no provider is configured', async () => {
    expect((await get('ar')).social_providers).toEqual([]);
  });

  it('lists google when its client id is configured (the provider is only contacted at sign-in)', async () => {
    const configured = await buildTestApp({ env: { OIDC_GOOGLE_CLIENT_ID: 'binaa.apps.googleusercontent.com', OIDC_GOOGLE_CLIENT_SECRET: 'secret' } });
    try {
      const res = await configured.api<DefaultWebsiteData>('en', 'default_website_data');
      expect(res.status).toBe(200);
      expect(res.body.data.social_providers).toEqual(['google']);
    } finally {
      await configured.close();
    }
  });
});
