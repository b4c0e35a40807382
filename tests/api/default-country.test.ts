/**
 * The site's default country (DEFAULT_COUNTRY, egypt): every read without `?country=` is that
 * country's. The back office shows which country it is, and refuses to rename its slug or delete
 * it, in the staff member's language (decision 039): the default prices stay on the site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signedInStaff } from '../helpers/staff';
import { todayIso } from '../../src/shared/dates';
import type { AdminPage } from '../../src/shared/schemas/admin';
import type { CountryAdmin } from '../../src/shared/schemas/directories-admin';
import type { Home } from '../../src/shared/schemas/home';

let t: TestApp;
let headers: Record<string, string>;
let egypt: { id: number };
let saudi: { id: number };
let item: { id: number };
let cement: { id: number };
let cairo: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  egypt = await f.createCountry(t.db, { slug: 'egypt', nameAr: 'مصر', nameEn: 'Egypt', dialCode: '+20' });
  saudi = await f.createCountry(t.db, { slug: 'saudi', nameAr: 'السعودية', nameEn: 'Saudi Arabia', dialCode: '+966' });
  cairo = await f.createGovernorate(t.db, { id: 1, countryId: egypt.id, nameAr: 'القاهرة', nameEn: 'Cairo' });
  cement = await f.createProduct(t.db, { slug: 'cement', nameAr: 'أسمنت', nameEn: 'Cement' });
  item = await f.createItem(t.db, { productId: cement.id, nameAr: 'أسمنت رمادي', nameEn: 'Grey cement', governorateIds: [cairo.id] });
  await f.createPrices(t.db, [{ itemId: item.id, governorateId: cairo.id, priceDate: todayIso(), minPrice: '100.00', maxPrice: '110.00', midPrice: '105.00' }]);
  headers = (await signedInStaff(t, 'editor')).headers;
});
afterAll(() => t?.close());

const admin = <T>(lang: 'ar' | 'en', path: string, init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {}) =>
  t.admin<T>(lang, `directories/${path}`, { headers, ...init });
const homeRows = async () => (await t.api<Home>('en', 'home')).body.data.prices_tables.flatMap((table) => table.product_prices).length;
const egyptBody = { slug: 'egypt', name_ar: 'مصر', name_en: 'Egypt', dial_code: '+20', sort: 0 };

describe('the default country', () => {
  it('is shown in the back office: the countries list marks it', async () => {
    const list = await admin<AdminPage<CountryAdmin>>('en', 'countries');
    expect(list.status).toBe(200);
    const byId = new Map(list.body.data.items.map((c) => [c.id, c.is_default]));
    expect(byId.get(egypt.id)).toBe(true);
    expect(byId.get(saudi.id)).toBe(false);
  });

  it('keeps its slug: a rename is refused with a clear 422 in both languages, and the home price table keeps its rows', async () => {
    expect(await homeRows()).toBe(1);
    const en = await admin('en', `countries/${egypt.id}`, { method: 'PUT', body: { ...egyptBody, slug: 'misr' } });
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({
      check: false,
      data: { slug: ["This is the site's default country: its key (slug) cannot change, or the prices shown by default would be empty"] },
    });
    const ar = await admin('ar', `countries/${egypt.id}`, { method: 'PUT', body: { ...egyptBody, slug: 'misr' } });
    expect(ar.status).toBe(422);
    expect(ar.body).toMatchObject({
      check: false,
      data: { slug: ['هذه هي الدولة الافتراضية للموقع: لا يمكن تغيير مفتاحها (slug)، وإلا ستظهر الأسعار الافتراضية فارغة'] },
    });

    // The default public price reads are still there.
    expect(await homeRows()).toBe(1);
    const price = await t.api('en', `price?product_id=${cement.id}`);
    expect(price.status).toBe(200);
    expect((await admin<CountryAdmin>('en', `countries/${egypt.id}`)).body.data.slug).toBe('egypt');
  });

  it('may still be edited otherwise (names, dialling code, order)', async () => {
    const res = await admin<CountryAdmin>('en', `countries/${egypt.id}`, { method: 'PUT', body: { ...egyptBody, name_en: 'Egypt (EG)', sort: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ slug: 'egypt', name_en: 'Egypt (EG)', is_default: true });
    expect(await homeRows()).toBe(1);
  });

  it('cannot be deleted, even with no governorate left to hold it', async () => {
    const empty = await f.createCountry(t.db, { slug: 'kuwait', nameEn: 'Kuwait', dialCode: '+965' });
    // Another country without governorates may go; the default never.
    expect((await admin('en', `countries/${empty.id}`, { method: 'DELETE' })).status).toBe(200);
    const en = await admin('en', `countries/${egypt.id}`, { method: 'DELETE' });
    expect(en.status).toBe(409);
    expect(en.body).toMatchObject({ check: false, msg: "This is the site's default country, so it cannot be deleted" });
    const ar = await admin('ar', `countries/${egypt.id}`, { method: 'DELETE' });
    expect(ar.body).toMatchObject({ check: false, msg: 'هذه هي الدولة الافتراضية للموقع، لذا لا يمكن حذفها' });
    expect(await homeRows()).toBe(1);
  });

  it('other countries can still change their slug', async () => {
    const res = await admin<CountryAdmin>('en', `countries/${saudi.id}`, {
      method: 'PUT',
      body: { slug: 'ksa', name_ar: 'السعودية', name_en: 'Saudi Arabia', dial_code: '+966', sort: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ slug: 'ksa', is_default: false });
  });
});
