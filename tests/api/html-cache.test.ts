import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { invalidateNews } from '../../src/server/domains/news/service';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';

/** The cache of finished hot API answers (registerApiAnswerCache): same answers, fewer steps. */
let t: TestApp;
const web = { 'x-access-key': WEB_ACCESS_KEY };
const get = (url: string, headers: Record<string, string> = web) => t.app.inject({ method: 'GET', url, headers });
const titles = (body: string) => (JSON.parse(body) as { data: { items: { data: { title: string }[] } } }).data.items.data.map((n) => n.title);

beforeAll(async () => {
  t = await buildTestApp();
  await f.createNews(t.db, { categoryId: 1, titleEn: 'First', publishedAt: new Date(Date.now() - 3_600_000) });
  // Enough cards in category 2 for an answer above the compression threshold (1 KB).
  for (let i = 0; i < 8; i++) await f.createNews(t.db, { categoryId: 2, titleEn: `Cement item ${i}`, bodyEn: `<p>${'Market report. '.repeat(20)}</p>` });
});

afterAll(async () => {
  await t.close();
});

describe('cached hot API answers', () => {
  it('answers the same JSON, with the API headers, compressed when asked', async () => {
    const first = await get('/api/v1/en/front/news?category=2&page=1');
    const second = await get('/api/v1/en/front/news?category=2&page=1');
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.headers['x-app-version']).toBe(first.headers['x-app-version']);
    expect(second.headers['cache-control']).toBe('no-store');
    await new Promise((r) => setTimeout(r, 100)); // the compressed copies are made off the request
    const br = await get('/api/v1/en/front/news?category=2&page=1', { ...web, 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
  });

  it('follows invalidations', async () => {
    expect(titles((await get('/api/v1/en/front/news?category=1&page=1')).body)).toEqual(['First']);
    await f.createNews(t.db, { categoryId: 1, titleEn: 'Second', publishedAt: new Date(Date.now() - 60_000) });
    expect(titles((await get('/api/v1/en/front/news?category=1&page=1')).body)).toEqual(['First']);
    await invalidateNews(t.app.cache);
    expect(titles((await get('/api/v1/en/front/news?category=1&page=1')).body)).toEqual(['Second', 'First']);
  });

  it('keeps the access-key check and the limits of limited clients', async () => {
    await get('/api/v1/en/front/home');
    expect((await get('/api/v1/en/front/home', { 'x-access-key': 'nope' })).statusCode).toBe(401);
    const anonymous = await get('/api/v1/en/front/home', {});
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['x-ratelimit-remaining']).toBeDefined(); // counted: not served from the cache
  });

  it('serves the kept answer to a signed-in reader too, after the session check', async () => {
    const url = '/api/v1/en/front/news?category=2&page=1';
    await get(url);
    await new Promise((r) => setTimeout(r, 100)); // the compressed copies are made off the request
    const br = { ...web, 'accept-encoding': 'br' };
    const kept = await get(url, br);
    // A personal cookie gets the kept bytes (brotli quality 9, made once), not a fresh answer
    // compressed per request (quality 4): the answer does not depend on the reader.
    const personal = await get(url, { ...br, cookie: 'binaa_session=not-a-live-session; other=1' });
    expect(personal.statusCode).toBe(200);
    expect(personal.headers['content-encoding']).toBe('br');
    expect(personal.rawPayload.equals(kept.rawPayload)).toBe(true);
    // An unknown bearer token is still refused before it.
    expect((await get(url, { ...br, authorization: 'Bearer not-a-live-token' })).statusCode).toBe(401);
  });

  it('does not keep errors: the next request is answered by the route again', async () => {
    const missing = '/api/v1/en/front/news/999999/1';
    const first = await get(missing);
    expect(first.statusCode).toBe(404);
    // A kept error would come back from the answer cache as a 200 with the error's envelope.
    const second = await get(missing);
    expect(second.statusCode).toBe(404);
    expect(second.body).toBe(first.body);
  });

  it('does not keep searches: a matching article written since shows without an invalidation', async () => {
    const search = '/api/v1/en/front/news?category=0&page=1&word=Zephyr';
    expect(titles((await get(search)).body)).toEqual([]);
    // Written straight to the database: no invalidation; searches are not cached by the service either.
    await f.createNews(t.db, { categoryId: 1, titleEn: 'Zephyr cement plant', publishedAt: new Date(Date.now() - 60_000) });
    expect(titles((await get(search)).body)).toEqual(['Zephyr cement plant']);
  });
});
