import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/server/db/schema/index';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { auditEntries, signedInStaff } from '../helpers/staff';
import { multipart, png } from '../helpers/cv-files';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import type { AdminPage } from '../../src/shared/schemas/admin';
import type { ItemAdmin, ProducerAdmin, ProductAdmin } from '../../src/shared/schemas/directories-admin';
import type { ComparisonLookup } from '../../src/shared/schemas/prices';
import type { DefaultWebsiteData } from '../../src/shared/schemas/site';
import type { Partners } from '../../src/shared/schemas/partners';
import type { ProducerDetail } from '../../src/shared/schemas/producers';

/**
 * The back office's directories and reference data (issue 18, area `directories`): each write
 * changes what the site shows, leaves its audit entry, and the database's rules answer in the
 * request's language (422 per field, 409 for a row still in use).
 */
let t: TestApp;
let headers: Record<string, string>;
let egypt: { id: number };
let saudi: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  egypt = await f.createCountry(t.db, { slug: 'egypt', nameAr: 'مصر', nameEn: 'Egypt' });
  saudi = await f.createCountry(t.db, { slug: 'saudi', nameAr: 'السعودية', nameEn: 'Saudi Arabia' });
  headers = (await signedInStaff(t, 'editor')).headers;
});
afterAll(async () => t?.close());

const admin = <T>(lang: 'ar' | 'en', path: string, init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {}) =>
  t.admin<T>(lang, `directories/${path}`, { headers, ...init });

const auditOf = (entity: string, id: number) => auditEntries(t, entity, id);

describe('products', () => {
  it('created, renamed and deleted by an editor, the site menus follow at once, each write audited', async () => {
    // The menus are cached: read them first, so a stale cache would show.
    const menus = async (lang: 'ar' | 'en') => (await t.api<DefaultWebsiteData>(lang, 'default_website_data')).body.data.product_types;
    expect((await menus('en')).map((p) => p.meta_name)).not.toContain('ready-mix');

    const created = await admin<ProductAdmin>('en', 'products', {
      body: { slug: 'Ready-Mix', name_ar: 'خرسانة جاهزة', name_en: 'Ready-mix concrete', sort: 4 },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({ id: expect.any(Number), slug: 'ready-mix', name_ar: 'خرسانة جاهزة', name_en: 'Ready-mix concrete', sort: 4 });
    const id = created.body.data.id;
    expect((await menus('ar')).find((p) => p.id === id)).toMatchObject({ name: 'خرسانة جاهزة', meta_name: 'ready-mix' });

    const renamed = await admin<ProductAdmin>('en', `products/${id}`, {
      method: 'PUT',
      body: { slug: 'ready-mix', name_ar: 'خرسانة', name_en: 'Concrete', sort: 4 },
    });
    expect(renamed.body.data.name_en).toBe('Concrete');
    expect((await menus('en')).find((p) => p.id === id)?.name).toBe('Concrete');

    const found = await admin<AdminPage<ProductAdmin>>('en', 'products?q=خرسانه');
    expect(found.body.data.items.map((p) => p.id)).toEqual([id]);

    expect((await admin('en', `products/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await admin('en', `products/${id}`)).status).toBe(404);
    expect((await menus('en')).some((p) => p.id === id)).toBe(false);

    const audit = await auditOf('product', id);
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.update', 'product.delete']);
    expect(audit[1]).toMatchObject({ area: 'directories', before: { name_en: 'Ready-mix concrete' }, after: { name_en: 'Concrete' } });
    expect(audit[2]!.before).toMatchObject({ slug: 'ready-mix' });
  });

  it('answers 422 with each field message in the request language', async () => {
    const ar = await admin('ar', 'products', { body: {} });
    expect(ar.status).toBe(422);
    expect(ar.body.data).toEqual({ slug: ['هذا الحقل مطلوب'], name_ar: ['هذا الحقل مطلوب'], name_en: ['هذا الحقل مطلوب'] });
    const en = await admin('en', 'products', { body: { slug: 'bad slug!', name_ar: ' ', name_en: 'Steel' } });
    expect(en.body.data).toEqual({
      slug: ['Use lower-case Latin letters and digits joined by dashes (for example ready-mix)'],
      name_ar: ['Field is required'],
    });
    await f.createProduct(t.db, { slug: 'cement' });
    const taken = await admin('ar', 'products', { body: { slug: 'cement', name_ar: 'أسمنت', name_en: 'Cement' } });
    expect(taken.status).toBe(422);
    expect(taken.body.data).toEqual({ slug: ['هذه القيمة مستخدمة في سجل آخر'] });
  });

  it('refuses to delete a product its types still use (409) and leaves no audit entry', async () => {
    const type = await f.createProductType(t.db);
    const res = await admin('en', `products/${type.productId}`, { method: 'DELETE' });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('This entry is still used by other data (items, prices, deals or directory entries), so it cannot be deleted');
    const ar = await admin('ar', `products/${type.productId}`, { method: 'DELETE' });
    expect(ar.body.msg).toBe('هذا السجل ما زال مستخدمًا في بيانات أخرى (أصناف أو أسعار أو صفقات أو أدلة)، فلا يمكن حذفه');
    expect(await auditOf('product', type.productId)).toEqual([]);
  });
});

describe('items with their governorates', () => {
  it('are created and edited with the governorates they are sold in, and the prices filters follow', async () => {
    const cairo = await f.createGovernorate(t.db, { countryId: egypt.id, nameEn: 'Cairo' });
    const giza = await f.createGovernorate(t.db, { countryId: egypt.id, nameEn: 'Giza' });
    const producer = await f.createProducer(t.db, { countryId: egypt.id });
    const type = await f.createProductType(t.db);
    const unit = await f.createUnit(t.db);
    const lookup = async () => (await t.api<ComparisonLookup>('en', 'price_comparison')).body.data.items;
    await lookup(); // cached from here on

    const body = {
      product_id: type.productId,
      product_type_id: type.id,
      producer_id: producer.id,
      unit_id: unit.id,
      name_ar: 'أسمنت بورتلاندي',
      name_en: 'Portland cement',
      governorate_ids: [giza.id, cairo.id, giza.id],
    };
    const created = await admin<ItemAdmin>('en', 'items', { body });
    expect(created.status).toBe(200);
    const item = created.body.data;
    expect(item).toMatchObject({ name_en: 'Portland cement', is_active: true, sort: 0, governorate_ids: [cairo.id, giza.id].sort((a, b) => a - b) });
    expect((await lookup()).find((i) => i.id === item.id)?.govs).toEqual([cairo.id, giza.id].sort((a, b) => a - b));

    const edited = await admin<ItemAdmin>('en', `items/${item.id}`, { method: 'PUT', body: { ...body, governorate_ids: [giza.id] } });
    expect(edited.body.data.governorate_ids).toEqual([giza.id]);
    expect((await lookup()).find((i) => i.id === item.id)?.govs).toEqual([giza.id]);
    const rows = await t.db.select().from(s.itemGovernorates).where(eq(s.itemGovernorates.itemId, item.id));
    expect(rows.map((r) => r.governorateId)).toEqual([giza.id]);

    // Deactivated: gone from the site's filters; active again: back.
    const off = await admin<ItemAdmin>('en', `items/${item.id}/active`, { body: { is_active: false } });
    expect(off.body.data.is_active).toBe(false);
    expect((await lookup()).some((i) => i.id === item.id)).toBe(false);
    await admin('en', `items/${item.id}/active`, { body: { is_active: true } });
    expect((await lookup()).some((i) => i.id === item.id)).toBe(true);

    const listed = await admin<AdminPage<ItemAdmin>>('en', `items?producer_id=${producer.id}&active=active`);
    expect(listed.body.data).toMatchObject({ total: 1, items: [{ id: item.id, governorate_ids: [giza.id] }] });

    const audit = await auditOf('item', item.id);
    expect(audit.map((a) => a.action)).toEqual(['item.create', 'item.update', 'item.deactivate', 'item.activate']);
    expect(audit[1]).toMatchObject({ before: { governorate_ids: [cairo.id, giza.id].sort((a, b) => a - b) }, after: { governorate_ids: [giza.id] } });
    expect(audit[2]).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
  });

  it('refuses a type of another product, unknown references and governorates of another country, in both languages', async () => {
    const producer = await f.createProducer(t.db, { countryId: egypt.id });
    const type = await f.createProductType(t.db);
    const other = await f.createProductType(t.db);
    const unit = await f.createUnit(t.db);
    const riyadh = await f.createGovernorate(t.db, { countryId: saudi.id });
    const body = { product_id: type.productId, product_type_id: other.id, producer_id: producer.id, unit_id: unit.id, name_ar: 'ص', name_en: 'I' };
    const en = await admin('en', 'items', { body: { ...body, governorate_ids: [riyadh.id] } });
    expect(en.status).toBe(422);
    expect(en.body.data).toEqual({
      product_type_id: ['This product type belongs to another product'],
      governorate_ids: ["Choose governorates of the producer's country"],
    });
    const ar = await admin('ar', 'items', { body: { ...body, product_type_id: type.id, unit_id: 999_999, governorate_ids: [999_999] } });
    expect(ar.body.data).toEqual({ governorate_ids: ['العنصر المختار غير موجود'] });
    // A unit that does not exist: the foreign key names the field.
    const unitless = await admin('en', 'items', { body: { ...body, product_type_id: type.id, unit_id: 999_999 } });
    expect(unitless.body.data).toEqual({ unit_id: ['The chosen entry does not exist (any more)'] });
    expect((await admin('ar', 'items', { body: {} })).body.data).toMatchObject({ product_id: ['اختر عنصرًا من القائمة'], name_ar: ['هذا الحقل مطلوب'] });
  });

  it('are deactivated, never deleted, once they have prices (409), and governorates they are sold in are kept', async () => {
    const item = await f.createItem(t.db);
    const gov = item.governorateIds[0]!;
    await f.createPriceSeries(t.db, { itemId: item.id, governorateId: gov, from: '2025-01-01', days: 2 });
    const res = await admin('en', `items/${item.id}`, { method: 'DELETE' });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('This entry is still used by prices or deals, so it cannot be deleted; deactivate it instead');
    expect((await t.db.select().from(s.prices).where(eq(s.prices.itemId, item.id))).length).toBe(2);
    const govRes = await admin('ar', `governorates/${gov}`, { method: 'DELETE' });
    expect(govRes.status).toBe(409);

    const fresh = await f.createItem(t.db);
    expect((await admin('en', `items/${fresh.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await auditOf('item', fresh.id)).map((a) => a.action)).toEqual(['item.delete']);
  });
});

describe('producers', () => {
  it('deactivated: their page answers 404 and they leave the list; their logo goes through the image pipeline', async () => {
    const type = await f.createProducerType(t.db);
    const created = await admin<ProducerAdmin>('en', 'producers', {
      body: { producer_type_id: type.id, country_id: egypt.id, name_ar: 'أسمنت الوادي', name_en: 'Valley Cement', website: 'https://valley.example' },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ photo: '', description_en: '', is_active: true });
    expect((await t.api<ProducerDetail>('en', `producer/${id}`)).body.data.item.name).toBe('Valley Cement');

    const { payload, contentType } = multipart([{ name: 'photo', file: { data: await png(), filename: 'logo.png', type: 'image/png' } }]);
    const upload = async (body: Buffer, type: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/en/admin/directories/producers/${id}/photo`,
        headers: { ...headers, 'x-access-key': WEB_ACCESS_KEY, 'content-type': type },
        payload: body,
      });
    const res = await upload(payload, contentType);
    expect(res.statusCode).toBe(200);
    const photo = (res.json() as { data: ProducerAdmin }).data.photo;
    expect(photo).toMatch(new RegExp(`^/uploads/producers/${id}-[0-9a-f]{12}\\.webp$`));
    const file = join(t.app.config.uploadsDir, photo.replace('/uploads/', ''));
    expect(existsSync(file)).toBe(true);
    expect((await t.api<ProducerDetail>('en', `producer/${id}`)).body.data.item.photo).toBe(photo);
    const notImage = multipart([{ name: 'photo', file: { data: Buffer.from('not a picture'), filename: 'x.png' } }]);
    const bad = await upload(notImage.payload, notImage.contentType);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ data: { photo: ['Please choose a JPEG, PNG or WebP picture'] } });

    const removed = await admin<ProducerAdmin>('en', `producers/${id}/photo`, { method: 'DELETE' });
    expect(removed.body.data.photo).toBe('');
    expect(existsSync(file)).toBe(false);

    expect((await admin('en', `producers/${id}/active`, { body: { is_active: false } })).status).toBe(200);
    expect((await t.api('en', `producer/${id}`)).status).toBe(404);
    expect((await t.api<{ items: { id: number }[] }>('en', `producer?id=${type.id}`)).body.data.items).toEqual([]);

    expect((await auditOf('producer', id)).map((a) => a.action)).toEqual(['producer.create', 'producer.photo', 'producer.photo', 'producer.deactivate']);
  });

  it('refuses a website that is not a web address and an unknown producer type', async () => {
    const res = await admin('en', 'producers', {
      body: { producer_type_id: 999_999, country_id: egypt.id, name_ar: 'س', name_en: 'S', website: 'javascript:alert(1)' },
    });
    expect(res.body.data).toEqual({ website: ['Enter a full web address starting with http:// or https://'] });
    const unknown = await admin('en', 'producers', { body: { producer_type_id: 999_999, country_id: egypt.id, name_ar: 'س', name_en: 'S' } });
    expect(unknown.body.data).toEqual({ producer_type_id: ['The chosen entry does not exist (any more)'] });
  });
});

describe('partners and profile types', () => {
  it('a new profile type reaches the menus and a new partner its list; a type with partners is not deleted', async () => {
    const type = await admin<{ id: number }>('ar', 'profile_types', { body: { slug: 'contractors', name_ar: 'مقاولون', name_en: 'Contractors', sort: 1 } });
    expect(type.status).toBe(200);
    const menus = (await t.api<DefaultWebsiteData>('ar', 'default_website_data')).body.data.profile_types;
    expect(menus).toContainEqual({ id: type.body.data.id, name: 'مقاولون', meta_name: 'contractors' });
    const partner = await admin<{ id: number }>('en', 'partners', {
      body: { profile_type_id: type.body.data.id, country_id: egypt.id, name_ar: 'شركة البناء', name_en: 'Build Co', address_en: '1 Nile St' },
    });
    const list = await t.api<Partners>('en', `profile?profile_type_id=${type.body.data.id}`);
    expect(list.body.data.items).toEqual([expect.objectContaining({ id: partner.body.data.id, name: 'Build Co', address: '1 Nile St' })]);
    expect((await admin('en', `profile_types/${type.body.data.id}`, { method: 'DELETE' })).status).toBe(409);
  });
});

describe('countries and governorates', () => {
  it('checks the dialling code, and a new governorate is offered by the prices filters of its country', async () => {
    const bad = await admin('ar', 'countries', { body: { slug: 'bahrain', name_ar: 'البحرين', name_en: 'Bahrain', dial_code: '973' } });
    expect(bad.body.data).toEqual({ dial_code: ['اكتب رمز الاتصال بعلامة + ومن رقم إلى أربعة أرقام (مثل +20)'] });
    const govs = async () => (await t.api<ComparisonLookup>('en', 'price_comparison')).body.data.governorates;
    await govs();
    const gov = await admin<{ id: number }>('en', 'governorates', { body: { country_id: egypt.id, name_ar: 'أسوان', name_en: 'Aswan', sort: 30 } });
    expect((await govs()).find((g) => g.id === gov.body.data.id)?.name).toBe('Aswan');
    expect((await admin('en', `countries/${egypt.id}`, { method: 'DELETE' })).status).toBe(409);
    expect((await auditOf('governorate', gov.body.data.id)).map((a) => a.action)).toEqual(['governorate.create']);
  });
});
