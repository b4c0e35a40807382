import { describe, expect, it } from 'vitest';
import {
  compressForRequest,
  HtmlCache,
  htmlCacheKey,
  isShareable,
  pickEncoding,
  type CachedPage,
  type RenderedPage,
} from '../../src/server/platform/html-cache';
import { MemoryCache } from '../../src/server/platform/cache';

const html = (text: string, o: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  headers: [
    ['content-type', 'text/html; charset=utf-8'],
    ['cache-control', 'private, no-cache'],
  ],
  setCookies: [],
  body: Buffer.from(text),
  ...o,
});

/** A render function that counts its calls and resolves when told to. */
function renderer(page: () => RenderedPage) {
  const calls = { n: 0 };
  const pending: Array<() => void> = [];
  const render = () => {
    calls.n++;
    return new Promise<RenderedPage>((res) => pending.push(() => res(page())));
  };
  const release = () => pending.splice(0).forEach((go) => go());
  return { render, release, calls };
}

const now = () => {
  let t = 1_000;
  const clock = () => t;
  clock.advance = (ms: number) => void (t += ms);
  return clock;
};

describe('htmlCacheKey', () => {
  it('keys anonymous GETs by path + query and the preference cookies', () => {
    expect(htmlCacheKey('GET', '/news?x=1', undefined)).toBe('|||/news?x=1');
    expect(htmlCacheKey('GET', '/', 'lang=en; theme=dark; country=saudi')).toBe('en|dark|saudi|/');
    expect(htmlCacheKey('GET', '/', 'country=saudi;lang=en')).toBe(htmlCacheKey('GET', '/', 'lang=en; country=saudi'));
    expect(htmlCacheKey('GET', '/', 'lang=en')).not.toBe(htmlCacheKey('GET', '/', 'lang=ar'));
    expect(htmlCacheKey('GET', '/a', '')).not.toBe(htmlCacheKey('GET', '/b', ''));
  });

  it('bypasses personal requests (any other cookie) and other methods', () => {
    expect(htmlCacheKey('GET', '/', 'session=abc')).toBeNull();
    expect(htmlCacheKey('GET', '/', 'sid=abc')).toBeNull();
    expect(htmlCacheKey('GET', '/', 'lang=en; _ga=GA1.2')).toBeNull();
    expect(htmlCacheKey('POST', '/', undefined)).toBeNull();
    expect(htmlCacheKey('HEAD', '/', undefined)).toBeNull();
  });
});

describe('isShareable', () => {
  it('keeps only 200 HTML answers that set no cookie and allow storing', () => {
    expect(isShareable(html('x'))).toBe(true);
    expect(isShareable(html('x', { status: 404 }))).toBe(false);
    expect(isShareable(html('x', { setCookies: ['a=b'] }))).toBe(false);
    expect(isShareable(html('x', { headers: [['content-type', 'application/json']] }))).toBe(false);
    expect(
      isShareable(
        html('x', {
          headers: [
            ['content-type', 'text/html'],
            ['cache-control', 'no-store'],
          ],
        }),
      ),
    ).toBe(false);
  });
});

describe('HtmlCache', () => {
  it('misses once, then hits until the entry expires', async () => {
    const clock = now();
    const cache = new HtmlCache({ ttlMs: 30_000, staleMs: 0, now: clock, precompress: false });
    let n = 0;
    const render = async () => html(`page ${++n}`);
    expect(await cache.get('k', render)).toMatchObject({ hit: false });
    const second = await cache.get('k', render);
    expect(second.hit).toBe(true);
    expect(second.page.body.toString()).toBe('page 1');
    clock.advance(30_001);
    const third = await cache.get('k', render);
    expect(third).toMatchObject({ hit: false });
    expect(third.page.body.toString()).toBe('page 2');
  });

  it('answers an expired entry while one background render replaces it (stale-while-revalidate)', async () => {
    const clock = now();
    const cache = new HtmlCache({ ttlMs: 30_000, staleMs: 30_000, now: clock, precompress: false });
    let n = 0;
    const r = renderer(() => html(`page ${++n}`));
    const first = cache.get('k', r.render);
    await Promise.resolve();
    r.release();
    await first;
    clock.advance(31_000);
    const stale = await Promise.all([cache.get('k', r.render), cache.get('k', r.render)]);
    expect(stale.map((x) => [x.hit, x.page.body.toString()])).toEqual([
      [true, 'page 1'],
      [true, 'page 1'],
    ]);
    expect(r.calls.n).toBe(2); // one background render for both
    r.release();
    await new Promise((res) => setTimeout(res, 0));
    expect((await cache.get('k', r.render)).page.body.toString()).toBe('page 2');
    clock.advance(61_000); // past the stale window: the visitor waits for a render
    const late = cache.get('k', r.render);
    await Promise.resolve();
    r.release();
    expect(await late).toMatchObject({ hit: false });
  });

  it('renders once for a burst of identical misses (single flight)', async () => {
    const cache = new HtmlCache({ precompress: false });
    const r = renderer(() => html('shared'));
    const burst = Array.from({ length: 20 }, () => cache.get('k', r.render));
    await Promise.resolve();
    r.release();
    const results = await Promise.all(burst);
    expect(r.calls.n).toBe(1);
    expect(results.filter((x) => !x.hit)).toHaveLength(1);
    expect(results.every((x) => x.page.body.toString() === 'shared')).toBe(true);
  });

  it('does not share or store a page that cannot be shared', async () => {
    const cache = new HtmlCache({ precompress: false });
    const r = renderer(() => html('mine', { setCookies: ['visitor=1'] }));
    const burst = [cache.get('k', r.render), cache.get('k', r.render)];
    await Promise.resolve();
    r.release();
    await Promise.resolve();
    r.release();
    await new Promise((res) => setTimeout(res, 0));
    r.release();
    const results = await Promise.all(burst);
    expect(results.every((x) => !x.hit)).toBe(true);
    expect(r.calls.n).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('is emptied when the app cache invalidates a source prefix, not for others', async () => {
    const app = new MemoryCache();
    const cache = new HtmlCache({ precompress: false });
    const unwatch = cache.watch(app);
    const render = async () => html('x');
    for (const prefix of ['news:', 'home:', 'site:', 'producers:', 'partners:', 'prices:', 'news:article:ar:1']) {
      await cache.get('k', render);
      expect(cache.size).toBe(1);
      await app.invalidate(prefix);
      expect(cache.size, prefix).toBe(0);
    }
    await cache.get('k', render);
    await app.invalidate('accounts:');
    expect(cache.size).toBe(1);
    unwatch();
    await app.invalidate('news:');
    expect(cache.size).toBe(1);
  });

  it('does not store a render that started before an invalidation', async () => {
    const app = new MemoryCache();
    const cache = new HtmlCache({ precompress: false });
    cache.watch(app);
    const r = renderer(() => html('stale'));
    const pending = cache.get('k', r.render);
    await app.invalidate('news:');
    r.release();
    expect((await pending).page.body.toString()).toBe('stale'); // its own request still gets it
    expect(cache.size).toBe(0);
  });

  it('keeps br and gzip copies of a stored body and picks one by Accept-Encoding', async () => {
    const cache = new HtmlCache();
    const text = '<p>مرحبا</p>'.repeat(500);
    await cache.get('k', async () => html(text));
    // Compression runs on the thread pool after the first answer: wait for it, however busy the machine.
    await expect.poll(async () => ((await cache.get('k', async () => html('other'))).page as CachedPage).br, { timeout: 10_000 }).toBeDefined();
    const { page, hit } = await cache.get('k', async () => html('other'));
    expect(hit).toBe(true);
    const cached = page as CachedPage;
    expect(cached.br!.length).toBeLessThan(cached.body.length / 5);
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(brotliDecompressSync(cached.br!).toString()).toBe(text);
    expect(gunzipSync(cached.gzip!).toString()).toBe(text);
    expect(pickEncoding(cached, 'gzip, deflate, br')).toBe('br');
    expect(pickEncoding(cached, 'gzip')).toBe('gzip');
    expect(pickEncoding(cached, 'br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding(cached, 'identity')).toBeNull();
    expect(pickEncoding(cached, undefined)).toBeNull();
  });

  it('stays within its entry bound, oldest first', async () => {
    const cache = new HtmlCache({ maxEntries: 2, precompress: false });
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => html(k));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', async () => html('a2'))).hit).toBe(false);
    expect((await cache.get('c', async () => html('c2'))).hit).toBe(true);
  });
});

describe('compressForRequest (a rendered page, per request)', () => {
  const body = Buffer.from(`<!DOCTYPE html><html lang="ar"><body>${'<p>سعر الأسمنت اليوم</p>'.repeat(400)}</body></html>`);

  it('answers in the best coding the client accepts, and the bytes come back as the page', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const br = await compressForRequest(body, 'gzip, deflate, br');
    expect(br?.encoding).toBe('br');
    expect(brotliDecompressSync(br!.bytes).equals(body)).toBe(true);
    expect(br!.bytes.length).toBeLessThan(body.length / 10);
    const gz = await compressForRequest(body, 'gzip, br;q=0');
    expect(gz?.encoding).toBe('gzip');
    expect(gunzipSync(gz!.bytes).equals(body)).toBe(true);
  });

  it('leaves small bodies and clients without a known coding alone', async () => {
    expect(await compressForRequest(body, 'identity')).toBeNull();
    expect(await compressForRequest(body, undefined)).toBeNull();
    expect(await compressForRequest(Buffer.from('<p>ok</p>'), 'br')).toBeNull();
  });
});
