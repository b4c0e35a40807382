/**
 * What an open data subscriber does (decision 043): read the published OpenAPI document from a
 * running server, generate a typed client with @hey-api/openapi-ts for the open data calls (the
 * "open data API" tag), check that it typechecks, and read prices with it over real HTTP.
 * The generated code lives in a temporary folder, never in git.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@hey-api/openapi-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signedInReader } from '../helpers/session';
import type { CreatedApiKey } from '../../src/shared/schemas/open-data';
import { addDays, todayIso } from '../../src/shared/dates';

const run = promisify(execFile);

let t: TestApp;
let origin: string;
let dir: string;
let key: string;
let itemId: number;
let productSlug: string;
const from = addDays(todayIso(), -9);
const to = todayIso();

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address !== 'object') throw new Error('not listening');
  origin = `http://127.0.0.1:${address.port}`;
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'binaa-open-client-'));

  const packageId = (await f.createPackage(t.db, { tier: 'gold', entitlements: ['open_data'] })).id;
  const country = await f.createCountry(t.db, { slug: `land-${process.pid}` });
  const gov = await f.createGovernorate(t.db, { countryId: country.id });
  const producer = await f.createProducer(t.db, { countryId: country.id });
  const product = await f.createProduct(t.db, { slug: `cement-${process.pid}` });
  productSlug = product.slug;
  itemId = (await f.createItem(t.db, { productId: product.id, producerId: producer.id, governorateIds: [gov.id] })).id;
  await f.createPriceSeries(t.db, { itemId, governorateId: gov.id, from, days: 10, start: 3000, seed: 1 });
  const reader = await signedInReader(t);
  await f.createSubscription(t.db, { userId: reader.user.id, packageId });
  key = (await t.api<CreatedApiKey>('en', 'api_key', { headers: reader.headers, body: { name: 'generated client' } })).body.data.key;
});
afterAll(async () => {
  await t?.close();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

/** A program of the subscriber's, against the generated SDK: it must typecheck with it. */
const USAGE = `
import { createClient } from './client/client/index';
import { openGetItems, openGetPrices } from './client/index';

export async function lowestMid(baseUrl: string, key: string, product: string, from: string, to: string): Promise<number> {
  const client = createClient({ baseUrl, auth: key });
  const items = await openGetItems({ client, path: { lang: 'en' }, query: { product } });
  const item = items.data?.data.items[0];
  if (!item) throw new Error('no item');
  const prices = await openGetPrices({ client, path: { lang: 'en' }, query: { item_id: item.id, from_date: from, to_date: to } });
  const rows = prices.data?.data.rows ?? [];
  return Math.min(...rows.map((row) => row.mid_price));
}
`;

/** What this test reads of the generated SDK (loaded at run time; `usage.ts` checks its real types). */
interface Answer<T> {
  response: Response;
  data?: { data: T };
  error?: unknown;
}
interface Sdk {
  openGetItems(o: { client: unknown; path: { lang: string }; query: { product: string } }): Promise<Answer<{ items: { id: number }[] }>>;
  openGetPrices(o: {
    client: unknown;
    path: { lang: string };
    query: { item_id: number; from_date: string; to_date: string };
  }): Promise<Answer<{ rows: { date: string; mid_price: number }[] }>>;
}

describe('a client generated from the OpenAPI document', () => {
  it('is generated for the open data calls, typechecks with a program that uses it, and reads prices from the running server', async () => {
    const out = path.join(dir, 'client');
    await createClient({
      input: `${origin}/api/docs/json`,
      output: { path: out },
      parser: { filters: { tags: { include: ['open data API'] } } },
      plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
      logs: { level: 'silent' },
    });
    const sdk = await fs.readFile(path.join(out, 'sdk.gen.ts'), 'utf8');
    // Only the open data calls, each named by its operationId.
    expect([...sdk.matchAll(/export const (\w+) =/g)].map((m) => m[1]).sort()).toEqual([
      'openGetGovernorates',
      'openGetIndex',
      'openGetItems',
      'openGetPrices',
      'openGetProducts',
    ]);

    await fs.writeFile(path.join(dir, 'usage.ts'), USAGE);
    await fs.writeFile(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', lib: ['ES2023', 'DOM'], types: [] },
        include: ['**/*.ts'],
      }),
    );
    const tsc = path.resolve('node_modules/typescript/bin/tsc');
    const checked = await run(process.execPath, [tsc, '-p', dir]).then(
      () => '',
      (err: { stdout?: string }) => err.stdout ?? String(err),
    );
    expect(checked).toBe('');

    // The generated SDK, loaded as it is, over HTTP: the items of the product, then its prices.
    const { createClient: createHttpClient } = (await import(path.join(out, 'client/index.ts'))) as {
      createClient(config: { baseUrl: string; auth: string }): unknown;
    };
    const { openGetItems, openGetPrices } = (await import(path.join(out, 'index.ts'))) as Sdk;
    const client = createHttpClient({ baseUrl: origin, auth: key });
    const items = await openGetItems({ client, path: { lang: 'en' }, query: { product: productSlug } });
    expect(items.response.status).toBe(200);
    expect(items.data?.data.items.map((i) => i.id)).toEqual([itemId]);
    const prices = await openGetPrices({ client, path: { lang: 'ar' }, query: { item_id: itemId, from_date: from, to_date: to } });
    expect(prices.response.status).toBe(200);
    expect(prices.response.headers.get('etag')).toBeTruthy();
    expect(prices.data?.data.rows).toHaveLength(10);
    expect(prices.data?.data.rows[0]).toMatchObject({ date: from, mid_price: expect.any(Number) });

    const refused = await openGetPrices({
      client: createHttpClient({ baseUrl: origin, auth: 'bk_nothing' }),
      path: { lang: 'en' },
      query: { item_id: itemId, from_date: from, to_date: to },
    });
    expect(refused.response.status).toBe(401);
    expect(refused.error).toMatchObject({ check: false });
  });
});
