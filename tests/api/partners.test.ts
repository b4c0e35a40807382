import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/server/db/schema/index';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { invalidatePartners } from '../../src/server/domains/partners/service';
import type { PartnerDetail, Partners } from '../../src/shared/schemas/partners';

let t: TestApp;
const ids: Record<string, number> = {};
const PARTNER_KEYS = [
  'address',
  'description',
  'description_ar',
  'description_en',
  'id',
  'meta_name',
  'name',
  'name_ar',
  'name_en',
  'photo',
  'profile_type_id',
  'profile_type_name',
  'website',
];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  const egypt = await f.createCountry(db, { slug: 'egypt', nameAr: 'مصر', nameEn: 'Egypt' });
  const oman = await f.createCountry(db, { slug: 'oman', nameAr: 'عمان', nameEn: 'Oman' });
  const contractors = await f.createProfileType(db, { slug: 'contractors', nameAr: 'مقاولون', nameEn: 'Contractors' });
  const empty = await f.createProfileType(db, { slug: 'consultants' });
  Object.assign(ids, { contractors: contractors.id, empty: empty.id });
  ids.pyramid = (
    await f.createPartner(db, {
      profileTypeId: contractors.id,
      countryId: egypt.id,
      nameAr: 'مقاولات الهرم',
      nameEn: 'Pyramid Contracting',
      sort: 1,
      addressAr: 'الجيزة، مصر',
      addressEn: 'Giza, Egypt',
      photo: 'partners/7.webp',
      website: 'https://pyramid.example',
      descriptionAr: '<p>مقاول عام</p>',
      descriptionEn: '<p>General <em>contractor</em></p>',
    })
  ).id;
  ids.muscat = (await f.createPartner(db, { profileTypeId: contractors.id, countryId: oman.id, nameAr: 'بناء مسقط', nameEn: 'Muscat Build', sort: 2 })).id;
  ids.inactive = (await f.createPartner(db, { profileTypeId: contractors.id, countryId: egypt.id, nameEn: 'Gone', isActive: false })).id;
  const [raw] = await db
    .insert(s.partners)
    .values({
      profileTypeId: contractors.id,
      countryId: egypt.id,
      nameAr: 'خام',
      nameEn: 'Raw Partner',
      sort: 3,
      descriptionEn: '<p>Hi<img src="data:image/svg+xml;base64,PHN2Zz4=" onerror="alert(1)"></p><a href="JaVaScRiPt:alert(1)">x</a>',
    })
    .returning({ id: s.partners.id });
  ids.raw = raw!.id;
});
afterAll(() => t?.close());

const partners = async (lang: 'ar' | 'en', query: string) => {
  const res = await t.api<Partners>(lang, `profile?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.items;
};

describe('GET profile?profile_type_id=', () => {
  it('answers the active partners of a profile type in order, in the language of the request', async () => {
    const en = await partners('en', `profile_type_id=${ids.contractors}`);
    expect(en.map((p) => p.id)).toEqual([ids.pyramid, ids.muscat, ids.raw]);
    expect(Object.keys(en[0]!).sort()).toEqual(PARTNER_KEYS);
    expect(en[0]).toEqual({
      id: ids.pyramid,
      name: 'Pyramid Contracting',
      name_ar: 'مقاولات الهرم',
      name_en: 'Pyramid Contracting',
      address: 'Giza, Egypt',
      photo: '/uploads/partners/7.webp',
      description: '<p>General <em>contractor</em></p>',
      description_ar: '<p>مقاول عام</p>',
      description_en: '<p>General <em>contractor</em></p>',
      profile_type_name: 'Contractors',
      profile_type_id: ids.contractors,
      website: 'https://pyramid.example',
      meta_name: 'pyramid-contracting',
    });
    expect(en[1]).toMatchObject({ photo: '', website: '' });
    const ar = await partners('ar', `profile_type_id=${ids.contractors}`);
    expect(ar[0]).toMatchObject({ name: 'مقاولات الهرم', address: 'الجيزة، مصر', profile_type_name: 'مقاولون', meta_name: 'مقاولات-الهرم' });
  });

  it('filters by country when one is given', async () => {
    expect((await partners('en', `profile_type_id=${ids.contractors}&country=oman`)).map((p) => p.id)).toEqual([ids.muscat]);
    expect((await partners('en', `profile_type_id=${ids.contractors}&country=egypt`)).map((p) => p.id)).toEqual([ids.pyramid, ids.raw]);
  });

  it('a type without partners is an empty list; an unknown type a 404 envelope; a malformed one 422', async () => {
    expect(await partners('en', `profile_type_id=${ids.empty}`)).toEqual([]);
    const en = await t.api('en', 'profile?profile_type_id=999999');
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ check: false, msg: 'This partners list does not exist', data: null });
    expect((await t.api('ar', 'profile?profile_type_id=999999')).body.msg).toBe('قائمة الشركاء هذه غير موجودة');
    for (const q of ['', 'profile_type_id=x', 'profile_type_id=0']) expect((await t.api('en', `profile?${q}`)).status, q).toBe(422);
  });

  it('sanitises descriptions on output', async () => {
    const raw = (await partners('en', `profile_type_id=${ids.contractors}`)).find((p) => p.id === ids.raw)!;
    expect(raw.description).toBe('<p>Hi</p><a rel="noopener nofollow" target="_blank">x</a>');
  });
});

describe('GET profile/{id}', () => {
  it('answers the partner', async () => {
    const res = await t.api<PartnerDetail>('en', `profile/${ids.muscat}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['item']);
    expect(Object.keys(res.body.data.item).sort()).toEqual(PARTNER_KEYS);
    expect(res.body.data.item).toMatchObject({ id: ids.muscat, name: 'Muscat Build', address: 'Cairo, Egypt', profile_type_id: ids.contractors });
    expect((await t.api<PartnerDetail>('ar', `profile/${ids.muscat}`)).body.data.item.name).toBe('بناء مسقط');
  });

  it('answers a 404 envelope for unknown, inactive and malformed ids', async () => {
    const en = await t.api('en', 'profile/999999');
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ check: false, msg: 'This partner does not exist', data: null });
    const ar = await t.api('ar', `profile/${ids.inactive}`);
    expect(ar.status).toBe(404);
    expect(ar.body.msg).toBe('هذا الشريك غير موجود');
    for (const bad of ['abc', '0', '-5']) expect((await t.api('en', `profile/${bad}`)).status, bad).toBe(404);
  });

  it('lists are cached until invalidatePartners is called', async () => {
    const q = `profile_type_id=${ids.contractors}&country=oman`;
    await partners('en', q);
    await t.db.update(s.partners).set({ isActive: false }).where(eq(s.partners.id, ids.muscat!));
    expect((await partners('en', q)).map((p) => p.id)).toEqual([ids.muscat]);
    await invalidatePartners(t.app.cache);
    expect(await partners('en', q)).toEqual([]);
  });
});
