import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/server/db/schema/index';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { invalidateProducers } from '../../src/server/domains/producers/service';
import type { ProducerDetail, Producers } from '../../src/shared/schemas/producers';

let t: TestApp;
const ids: Record<string, number> = {};
const PRODUCER_KEYS = [
  'description',
  'description_ar',
  'description_en',
  'id',
  'meta_name',
  'name',
  'name_ar',
  'name_en',
  'photo',
  'producer_type_id',
  'website',
];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  const egypt = await f.createCountry(db, { slug: 'egypt', nameAr: 'مصر', nameEn: 'Egypt' });
  const saudi = await f.createCountry(db, { slug: 'saudi', nameAr: 'السعودية', nameEn: 'Saudi Arabia' });
  const cement = await f.createProducerType(db, { slug: 'cement-producers', nameAr: 'منتجو الأسمنت', nameEn: 'Cement producers' });
  const empty = await f.createProducerType(db, { slug: 'gypsum-producers' });
  Object.assign(ids, { cement: cement.id, empty: empty.id });
  ids.nile = (
    await f.createProducer(db, {
      producerTypeId: cement.id,
      countryId: egypt.id,
      nameAr: 'أسمنت النيل',
      nameEn: 'Nile Cement',
      sort: 1,
      photo: 'producers/1.webp',
      website: 'https://nile-cement.example',
      descriptionAr: '<p>أكبر منتج</p>',
      descriptionEn: '<p>The <strong>largest</strong> producer</p>',
    })
  ).id;
  ids.delta = (await f.createProducer(db, { producerTypeId: cement.id, countryId: egypt.id, nameAr: 'أسمنت الدلتا', nameEn: 'Delta Cement', sort: 2 })).id;
  ids.riyadh = (await f.createProducer(db, { producerTypeId: cement.id, countryId: saudi.id, nameAr: 'أسمنت الرياض', nameEn: 'Riyadh Cement', sort: 3 })).id;
  ids.inactive = (await f.createProducer(db, { producerTypeId: cement.id, countryId: egypt.id, nameEn: 'Closed Cement', isActive: false })).id;
  // Reached the table without the builder: sanitised on output all the same.
  const [raw] = await db
    .insert(s.producers)
    .values({
      producerTypeId: cement.id,
      countryId: saudi.id,
      nameAr: 'خام',
      nameEn: 'Raw Cement',
      sort: 4,
      descriptionAr: '',
      descriptionEn: '<p onmouseover="x()">About<script>alert(1)</script></p><svg onload="alert(2)"></svg>',
    })
    .returning({ id: s.producers.id });
  ids.raw = raw!.id;
});
afterAll(() => t?.close());

const producers = async (lang: 'ar' | 'en', query: string) => {
  const res = await t.api<Producers>(lang, `producer?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.items;
};

describe('GET producer?id=', () => {
  it('answers the active producers of a type in menu order, in the language of the request', async () => {
    const en = await producers('en', `id=${ids.cement}`);
    expect(en.map((p) => p.id)).toEqual([ids.nile, ids.delta, ids.riyadh, ids.raw]);
    expect(Object.keys(en[0]!).sort()).toEqual(PRODUCER_KEYS);
    expect(en[0]).toEqual({
      id: ids.nile,
      name: 'Nile Cement',
      name_ar: 'أسمنت النيل',
      name_en: 'Nile Cement',
      photo: '/uploads/producers/1.webp',
      website: 'https://nile-cement.example',
      description: '<p>The <strong>largest</strong> producer</p>',
      description_ar: '<p>أكبر منتج</p>',
      description_en: '<p>The <strong>largest</strong> producer</p>',
      producer_type_id: ids.cement,
      meta_name: 'nile-cement',
    });
    expect(en[1]).toMatchObject({ photo: '', website: '' });
    const ar = await producers('ar', `id=${ids.cement}`);
    expect(ar[0]).toMatchObject({ name: 'أسمنت النيل', description: '<p>أكبر منتج</p>', meta_name: 'أسمنت-النيل' });
  });

  it('filters by country when one is given (an unknown slug means egypt)', async () => {
    expect((await producers('en', `id=${ids.cement}&country=egypt`)).map((p) => p.id)).toEqual([ids.nile, ids.delta]);
    expect((await producers('en', `id=${ids.cement}&country=saudi`)).map((p) => p.id)).toEqual([ids.riyadh, ids.raw]);
    expect((await producers('en', `id=${ids.cement}&country=atlantis`)).map((p) => p.id)).toEqual([ids.nile, ids.delta]);
  });

  it('a type without producers is an empty list; an unknown type a 404 envelope in the language', async () => {
    expect(await producers('en', `id=${ids.empty}`)).toEqual([]);
    const en = await t.api('en', 'producer?id=999999');
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ check: false, msg: 'This producers list does not exist', data: null });
    expect((await t.api('ar', 'producer?id=999999')).body.msg).toBe('قائمة المنتجين هذه غير موجودة');
  });

  it('refuses a missing or malformed type id with 422', async () => {
    for (const q of ['', 'id=', 'id=abc', 'id=0', 'id=-2']) {
      const res = await t.api('en', `producer?${q}`);
      expect(res.status, q).toBe(422);
      expect(res.body.data).toEqual({ id: ['Invalid id'] });
    }
  });

  it('sanitises descriptions on output', async () => {
    const raw = (await producers('en', `id=${ids.cement}`)).find((p) => p.id === ids.raw)!;
    expect(raw.description).toBe('<p>About</p>');
    expect(raw.description_en).toBe('<p>About</p>');
  });
});

describe('GET producer/{producer_id}', () => {
  it('answers the producer', async () => {
    const res = await t.api<ProducerDetail>('en', `producer/${ids.nile}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['item']);
    expect(res.body.data.item).toMatchObject({ id: ids.nile, name: 'Nile Cement', producer_type_id: ids.cement, meta_name: 'nile-cement' });
    expect(Object.keys(res.body.data.item).sort()).toEqual(PRODUCER_KEYS);
    expect((await t.api<ProducerDetail>('ar', `producer/${ids.riyadh}`)).body.data.item.name).toBe('أسمنت الرياض');
  });

  it('answers a 404 envelope for unknown, inactive and malformed ids', async () => {
    const en = await t.api('en', 'producer/999999');
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ check: false, msg: 'This producer does not exist', data: null });
    const ar = await t.api('ar', `producer/${ids.inactive}`);
    expect(ar.status).toBe(404);
    expect(ar.body.msg).toBe('هذا المنتج غير موجود');
    for (const bad of ['abc', '0', '1e3x']) expect((await t.api('en', `producer/${bad}`)).status, bad).toBe(404);
  });

  it('is cached until invalidateProducers is called', async () => {
    await t.api('en', `producer/${ids.delta}`);
    await t.db.update(s.producers).set({ nameEn: 'Delta Cement Co.' }).where(eq(s.producers.id, ids.delta!));
    expect((await t.api<ProducerDetail>('en', `producer/${ids.delta}`)).body.data.item.name).toBe('Delta Cement');
    await invalidateProducers(t.app.cache);
    expect((await t.api<ProducerDetail>('en', `producer/${ids.delta}`)).body.data.item).toMatchObject({
      name: 'Delta Cement Co.',
      meta_name: 'delta-cement-co',
    });
  });
});
