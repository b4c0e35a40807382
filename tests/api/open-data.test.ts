/**
 * The open data API (issue 20): personal keys in Settings (front scope) and the keyed reads under
 * /api/v1/{lang}/open/ — authentication, entitlement, per-key rate limit, usage, caching headers.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signedInReader } from '../helpers/session';
import * as s from '../../src/server/db/schema/index';
import { openDataUsage } from '../../src/server/domains/open-data/open-routes';
import {
  apiKeysSchema,
  createdApiKeySchema,
  openGovernoratesSchema,
  openIndexSchema,
  openItemsSchema,
  openPricesSchema,
  openProductsSchema,
  type ApiKeys,
  type CreatedApiKey,
} from '../../src/shared/schemas/open-data';
import { addDays, todayIso } from '../../src/shared/dates';

let t: TestApp;
let packageId: number;
let product: { id: number; slug: string };
let itemId: number;
let govs: number[];
let countrySlug: string;
const from = addDays(todayIso(), -39);
const to = todayIso();

beforeAll(async () => {
  t = await buildTestApp();
  packageId = (await f.createPackage(t.db, { tier: 'gold', entitlements: ['open_data'] })).id;
  countrySlug = `land-${process.pid}`;
  const country = await f.createCountry(t.db, { slug: countrySlug });
  govs = [(await f.createGovernorate(t.db, { countryId: country.id })).id, (await f.createGovernorate(t.db, { countryId: country.id })).id];
  const producer = await f.createProducer(t.db, { countryId: country.id });
  const p = await f.createProduct(t.db, { slug: `cement-${process.pid}` });
  product = { id: p.id, slug: p.slug };
  itemId = (await f.createItem(t.db, { productId: p.id, producerId: producer.id, governorateIds: govs })).id;
  // 40 days in both governorates: national rows are the day's lowest min, highest max, average mid.
  for (const [i, gov] of govs.entries()) await f.createPriceSeries(t.db, { itemId, governorateId: gov, from, days: 40, start: 3000 + i * 100, seed: i });
});
afterAll(() => t?.close());

/** A signed-in reader with a package granting open_data (or none). */
async function reader(entitled = true) {
  const r = await signedInReader(t);
  if (entitled) await f.createSubscription(t.db, { userId: r.user.id, packageId });
  return r;
}

const createKey = (headers: Record<string, string>, name = 'My script') => t.api<CreatedApiKey>('en', 'api_key', { headers, body: { name } });
const listKeys = (headers: Record<string, string>) => t.api<ApiKeys>('en', 'api_keys', { headers });
const open = (path: string, key: string | null, headers: Record<string, string> = {}, lang = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/v1/${lang}/open/${path}`, headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers } });

describe('keys in Settings', () => {
  it('creates a key shown once, stores only its SHA-256, never lists it, and revokes it', async () => {
    const r = await reader();
    const made = await createKey(r.headers);
    expect(made.status).toBe(200);
    const { key, item } = createdApiKeySchema.parse(made.body.data);
    expect(key).toMatch(/^bk_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(item.prefix)).toBe(true);
    expect(item).toMatchObject({ name: 'My script', rate_limit_per_minute: 60, revoked_at: null, requests_total: 0 });

    const [row] = await t.db.select().from(s.apiKeys).where(eq(s.apiKeys.id, item.id));
    expect(row!.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    const stored = JSON.stringify(await t.db.execute(sql`select * from api_keys where id = ${item.id}`));
    expect(stored).not.toContain(key);

    const list = await listKeys(r.headers);
    expect(list.status).toBe(200);
    const keys = apiKeysSchema.parse(list.body.data);
    expect(keys).toMatchObject({ entitled: true, max_active: 5 });
    expect(keys.items.map((k) => k.id)).toEqual([item.id]);
    expect(JSON.stringify(list.body)).not.toContain(key);

    expect((await open('products', key)).statusCode).toBe(200);
    const revoked = await t.api('en', `api_key/${item.id}`, { method: 'DELETE', headers: r.headers });
    expect(revoked.status).toBe(200);
    const after = await open('products', key);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ check: false, msg: 'This API key is unknown or has been revoked' });
    expect((await listKeys(r.headers)).body.data.items[0]!.revoked_at).not.toBeNull();
  });

  it("answers 404 for another reader's key and 401 when signed out", async () => {
    const a = await reader();
    const b = await reader();
    const { item, key } = (await createKey(a.headers)).body.data;
    expect((await t.api('en', `api_key/${item.id}`, { method: 'DELETE', headers: b.headers })).status).toBe(404);
    expect((await open('products', key)).statusCode).toBe(200);
    expect((await t.api('en', 'api_keys')).status).toBe(401);
    expect((await createKey({})).status).toBe(401);
  });

  it('needs the open_data entitlement to create (402) and to use a key (403)', async () => {
    const none = await reader(false);
    const refused = await createKey(none.headers);
    expect(refused.status).toBe(402);
    expect(refused.body.check).toBe(false);
    expect((await listKeys(none.headers)).body.data).toMatchObject({ entitled: false, items: [] });

    const r = await reader();
    const { key } = (await createKey(r.headers)).body.data;
    expect((await open('products', key)).statusCode).toBe(200);
    await t.db.update(s.subscriptions).set({ status: 'expired' }).where(eq(s.subscriptions.userId, r.user.id));
    const res = await open('products', key);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ check: false, msg: 'Your subscription no longer includes the open data API' });
  });

  it('holds at most 5 active keys (422 with a message); a revoked one frees a place', async () => {
    const r = await reader();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createKey(r.headers, `key ${i}`)).body.data.item.id);
    const sixth = await createKey(r.headers, 'one more');
    expect(sixth.status).toBe(422);
    expect(sixth.body.msg).toBe('You can have at most 5 active API keys: revoke one first');
    await t.api('en', `api_key/${ids[0]}`, { method: 'DELETE', headers: r.headers });
    expect((await createKey(r.headers, 'one more')).status).toBe(200);
  });

  it('answers the same key to a retry with the same Idempotency-Key, and makes no second one', async () => {
    const r = await reader();
    const headers = { ...r.headers, 'idempotency-key': 'retry-1' };
    const first = await createKey(headers, 'Retried');
    const again = await createKey(headers, 'Retried');
    expect(again.status).toBe(200);
    expect(again.body.data.key).toBe(first.body.data.key);
    expect((await listKeys(r.headers)).body.data.items).toHaveLength(1);
    expect((await createKey(headers, 'Other name')).status).toBe(422);
    const other = await createKey({ ...r.headers, 'idempotency-key': 'retry-2' }, 'Retried');
    expect(other.body.data.key).not.toBe(first.body.data.key);
  });

  it('never shows a revoked key again, even to a retry with its Idempotency-Key', async () => {
    const r = await reader();
    const headers = { ...r.headers, 'idempotency-key': 'retry-revoked' };
    const first = await createKey(headers, 'Revoked later');
    await t.api('en', `api_key/${first.body.data.item.id}`, { method: 'DELETE', headers: r.headers });
    const again = await createKey(headers, 'Revoked later');
    expect(again.status).toBe(422);
    expect(JSON.stringify(again.body)).not.toContain(first.body.data.key);
  });

  it('checks the name', async () => {
    const r = await reader();
    const res = await createKey(r.headers, ' ');
    expect(res.status).toBe(422);
    expect(res.body.data).toHaveProperty('name');
  });
});

describe('the open API', () => {
  let key: string;
  beforeAll(async () => {
    key = (await createKey((await reader()).headers)).body.data.key;
  });

  it('refuses a request without a key, with an unknown key, and with the web access key', async () => {
    const none = await open('products', null);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    expect((await open('products', 'bk_nothing')).statusCode).toBe(401);
    expect((await open('products', null, { 'x-access-key': 'binaa-web' })).statusCode).toBe(401);
  });

  it('takes the key as X-Api-Key too; answers CORS * and no cookies', async () => {
    const res = await open('products', null, { 'x-api-key': key });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['set-cookie']).toBeUndefined();
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/en/open/prices',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'GET' },
    });
    expect(pre.statusCode).toBe(204);
    expect(String(pre.headers['access-control-allow-headers'])).toContain('Authorization');
  });

  it('lists products, items (of a product by slug or id) and governorates (of a country), names in both languages', async () => {
    const products = openProductsSchema.parse((await open('products', key, {}, 'ar')).json().data);
    expect(products.items.find((p) => p.id === product.id)).toMatchObject({ slug: product.slug, name_en: expect.any(String), name_ar: expect.any(String) });

    for (const ref of [product.slug, String(product.id)]) {
      const items = openItemsSchema.parse((await open(`items?product=${ref}`, key)).json().data);
      expect(items.items).toHaveLength(1);
      expect(items.items[0]).toMatchObject({
        id: itemId,
        product: { id: product.id, slug: product.slug },
        country: { slug: countrySlug },
        governorate_ids: govs,
      });
      expect(items.items[0]!.unit.code).toEqual(expect.any(String));
    }
    expect((await open('items?product=nothing-like-it', key)).statusCode).toBe(404);

    const gov = openGovernoratesSchema.parse((await open(`governorates?country=${countrySlug}`, key)).json().data);
    expect(gov.items.map((g) => g.id)).toEqual(govs);
    expect((await open('governorates?country=atlantis', key)).statusCode).toBe(404);
    const all = openGovernoratesSchema.parse((await open('governorates', key)).json().data);
    expect(all.items.length).toBeGreaterThanOrEqual(2);
  });

  it('answers prices: the national rollup or a governorate, ascending, paged', async () => {
    const res = await open(`prices?item_id=${itemId}&from_date=${from}&to_date=${to}&per_page=15`, key);
    expect(res.statusCode).toBe(200);
    const page1 = openPricesSchema.parse(res.json().data);
    expect(page1).toMatchObject({ item_id: itemId, gov_id: null, total: 40, pages: 3, page: 1, per_page: 15 });
    expect(page1.rows).toHaveLength(15);
    expect(page1.rows[0]).toMatchObject({ date: from, gov_count: 2 });
    const dates = page1.rows.map((r) => r.date);
    expect([...dates].sort()).toEqual(dates);
    const page3 = openPricesSchema.parse((await open(`prices?item_id=${itemId}&from_date=${from}&to_date=${to}&per_page=15&page=3`, key)).json().data);
    expect(page3.rows).toHaveLength(10);
    expect(page3.rows.at(-1)!.date).toBe(to);

    const [a, b] = await Promise.all(
      govs.map(
        async (g) => openPricesSchema.parse((await open(`prices?item_id=${itemId}&gov_id=${g}&from_date=${from}&to_date=${from}`, key)).json().data).rows[0]!,
      ),
    );
    expect(page1.rows[0]!.min_price).toBe(Math.min(a!.min_price, b!.min_price));
    expect(page1.rows[0]!.max_price).toBe(Math.max(a!.max_price, b!.max_price));
    expect(a!.gov_count).toBe(1);
  });

  it("answers a product's national index from the prices domain, with Last-Modified and 304", async () => {
    const url = `index?product=${product.slug}&from_date=${from}&to_date=${to}`;
    const res = await open(url, key);
    expect(res.statusCode).toBe(200);
    const index = openIndexSchema.parse(res.json().data);
    expect(index.product).toMatchObject({ id: product.id, slug: product.slug });
    expect(index.base_date).not.toBeNull();
    expect(index.points).toHaveLength(40);
    const dates = index.points.map((p) => p.date);
    expect([...dates].sort()).toEqual(dates);
    if (index.base_date === from) expect(index.points[0]!.value).toBe(100);
    expect(res.headers['last-modified']).toBeDefined();
    expect((await open(url, key, { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
    expect((await open(`index?product=${product.id}&from_date=${from}&to_date=${to}`, key)).json().data).toEqual(res.json().data);
    expect((await open(`index?product=nothing-like-it&from_date=${from}&to_date=${to}`, key)).statusCode).toBe(404);
    expect((await open(`index?product=${product.slug}&from_date=2020-01-01&to_date=2021-06-01`, key)).statusCode).toBe(422);
  });

  it("answers the index of a range ending on New Year before that year has a price, on the last year's base", async () => {
    const p = await f.createProduct(t.db, { slug: `newyear-${process.pid}` });
    const producer = await f.createProducer(t.db, { countryId: (await f.createCountry(t.db)).id });
    const item = (await f.createItem(t.db, { productId: p.id, producerId: producer.id, governorateIds: [govs[0]!] })).id;
    await f.createPriceSeries(t.db, { itemId: item, governorateId: govs[0]!, from: '2024-12-01', days: 31, start: 3000, seed: 3 });
    const res = await open(`index?product=${p.slug}&from_date=2024-12-01&to_date=2025-01-01`, key);
    expect(res.statusCode).toBe(200);
    const index = openIndexSchema.parse(res.json().data);
    expect(index.base_date).toBe('2024-12-01');
    expect(index.points).toHaveLength(31);
    expect(index.points[0]).toEqual({ date: '2024-12-01', value: 100 });
  });

  it('checks the prices query: dates required, in order, at most 366 days, per_page ≤ 500; an unknown item is 404', async () => {
    expect((await open(`prices?item_id=${itemId}`, key)).statusCode).toBe(422);
    const long = await open(`prices?item_id=${itemId}&from_date=2020-01-01&to_date=2021-06-01`, key);
    expect(long.statusCode).toBe(422);
    expect(long.json().data.to_date).toEqual(['A request covers at most 366 days']);
    expect((await open(`prices?item_id=${itemId}&from_date=${to}&to_date=${from}`, key)).statusCode).toBe(422);
    expect((await open(`prices?item_id=${itemId}&from_date=${from}&to_date=${to}&per_page=501`, key)).statusCode).toBe(422);
    expect((await open(`prices?item_id=999999&from_date=${from}&to_date=${to}`, key)).statusCode).toBe(404);
  });

  it('answers ETag and Last-Modified, 304 to If-None-Match and If-Modified-Since, and a price change moves both', async () => {
    // The rows were written a moment ago: make their last change an hour old, as on a live site.
    await t.db.execute(sql`update price_days set updated_at = now() - interval '1 hour' where item_id = ${itemId}`);
    const url = `prices?item_id=${itemId}&from_date=${from}&to_date=${to}&per_page=500`;
    const first = await open(url, key);
    const etag = String(first.headers.etag);
    const modified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(Date.parse(modified)).toBeLessThan(Date.now() - 30 * 60_000);
    expect(first.headers['cache-control']).toBe('private, max-age=60');

    const byTag = await open(url, key, { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect((await open(url, key, { 'if-modified-since': modified })).statusCode).toBe(304);
    expect((await open(url, key, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    await t.db.execute(sql`update prices set max_price = max_price + 10 where item_id = ${itemId} and price_date = ${to}`);
    const changed = await open(url, key, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(Date.parse(String(changed.headers['last-modified']))).toBeGreaterThan(Date.parse(modified));
    expect((await open(url, key, { 'if-modified-since': modified })).statusCode).toBe(200);

    const lookup = await open('products', key);
    expect(lookup.headers.etag).toBeDefined();
    expect((await open('products', key, { 'if-none-match': String(lookup.headers.etag) })).statusCode).toBe(304);
  });

  it("moves Last-Modified when a governorate's prices change though the national figures do not", async () => {
    const day = addDays(to, -1);
    await t.db.execute(sql`update price_days set updated_at = now() - interval '1 hour' where item_id = ${itemId}`);
    const url = `prices?item_id=${itemId}&gov_id=${govs[0]}&from_date=${from}&to_date=${to}`;
    const first = await open(url, key);
    const modified = String(first.headers['last-modified']);
    // The two governorates swap their prices of a day: the day's lowest, highest and average stay.
    await t.db.execute(sql`
      update prices p set min_price = q.min_price, max_price = q.max_price, mid_price = q.mid_price
      from prices q where p.item_id = ${itemId} and q.item_id = ${itemId} and p.price_date = ${day} and q.price_date = ${day}
        and p.governorate_id <> q.governorate_id`);
    const changed = await open(url, key, { 'if-modified-since': modified });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.rows).not.toEqual(first.json().data.rows);
  });

  it('moves Last-Modified when a day of the range loses its prices', async () => {
    await t.db.execute(sql`update price_days set updated_at = now() - interval '1 hour' where item_id = ${itemId}`);
    const url = `prices?item_id=${itemId}&from_date=${from}&to_date=${to}&per_page=500`;
    const first = await open(url, key);
    const modified = String(first.headers['last-modified']);
    await t.db.execute(sql`delete from prices where item_id = ${itemId} and price_date = ${addDays(from, 1)}`);
    const changed = await open(url, key, { 'if-modified-since': modified });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.total).toBe(first.json().data.total - 1);
    const index = `index?product=${product.slug}&from_date=${from}&to_date=${to}`;
    expect((await open(index, key, { 'if-modified-since': modified })).statusCode).toBe(200);
  });

  it('limits requests without a valid key by address too (guessing keys is not free)', async () => {
    const guess = (n: number) => open('products', `bk_${'x'.repeat(40)}${n}`, { 'x-forwarded-for': '203.0.113.77' });
    const codes: number[] = [];
    for (let n = 0; n < 121; n++) codes.push((await guess(n)).statusCode);
    expect(codes.slice(0, 120).every((c) => c === 401)).toBe(true);
    const refused = await guess(121);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ check: false });
    // Another address is unaffected, and so is a valid key from this one.
    expect((await open('products', 'bk_nothing', { 'x-forwarded-for': '203.0.113.78' })).statusCode).toBe(401);
    expect((await open('products', key, { 'x-forwarded-for': '203.0.113.77' })).statusCode).toBe(200);
  });

  it('limits each key to its rate a minute (429 with Retry-After and X-RateLimit headers); another key is unaffected', async () => {
    const r = await reader();
    const limited = (await createKey(r.headers, 'limited')).body.data;
    await t.db.update(s.apiKeys).set({ rateLimitPerMinute: 3 }).where(eq(s.apiKeys.id, limited.item.id));
    const other = (await createKey(r.headers, 'other')).body.data.key;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await open('products', limited.key));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[0]!.headers['x-ratelimit-limit']).toBe('3');
    expect(answers[1]!.headers['x-ratelimit-remaining']).toBe('1');
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers[3]!.json()).toMatchObject({ check: false });
    expect((await open('products', other)).statusCode).toBe(200);
  });

  it('counts the requests per key and day, and the total and last use, once flushed', async () => {
    const r = await reader();
    const { key: counted, item } = (await createKey(r.headers, 'counted')).body.data;
    for (let i = 0; i < 3; i++) expect((await open('governorates', counted)).statusCode).toBe(200);
    await openDataUsage(t.app).flush();
    const [k] = (await listKeys(r.headers)).body.data.items;
    expect(k).toMatchObject({ id: item.id, requests_today: 3, requests_30_days: 3, requests_total: 3 });
    expect(k!.last_used_at).not.toBeNull();
    await open('governorates', counted);
    await openDataUsage(t.app).flush();
    expect((await listKeys(r.headers)).body.data.items[0]).toMatchObject({ requests_today: 4, requests_total: 4 });
  });

  it('is in the OpenAPI document with the bearer scheme', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const prices = doc.paths['/api/v1/{lang}/open/prices'].get;
    expect(prices.security).toEqual([{ bearer: [] }, { openKey: [] }]);
    expect(prices.summary).toContain('national rollup');
    expect(doc.paths['/api/v1/{lang}/front/api_key'].post).toBeDefined();
    for (const path of ['products', 'items', 'governorates', 'prices', 'index']) expect(doc.paths[`/api/v1/{lang}/open/${path}`].get.summary).toBeTruthy();
    expect(JSON.stringify(prices.responses['200'])).toContain('2026-01-02');
  });
});
