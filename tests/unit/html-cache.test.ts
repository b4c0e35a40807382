import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compressForRequest, pickEncoding } from '../../src/server/platform/compression';
import {
  HtmlCache,
  htmlCacheKey,
  isShareable,
  preferenceCookieHeader,
  preferencesOf,
  type CachedPage,
  type RenderedPage,
} from '../../src/server/platform/html-cache';
import { declareCache, MemoryCache, warmPaths } from '../../src/server/platform/cache';

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
  const key = (method: string, url: string, cookie: string | undefined) => htmlCacheKey(method, url, preferencesOf(cookie));

  it('keys GETs of shared pages by path + query and the preference cookies', () => {
    expect(key('GET', '/news?x=1', undefined)).toBe('|||/news?x=1');
    expect(key('GET', '/', 'lang=en; theme=dark; country=saudi')).toBe('en|dark|saudi|/');
    expect(key('GET', '/', 'country=saudi;lang=en')).toBe(key('GET', '/', 'lang=en; country=saudi'));
    expect(key('GET', '/', 'lang=en')).not.toBe(key('GET', '/', 'lang=ar'));
    expect(key('GET', '/a', '')).not.toBe(key('GET', '/b', ''));
  });

  it('leaves every other cookie out: a signed-in reader shares the visitor key of the same preferences', () => {
    expect(key('GET', '/', 'lang=en; binaa_session=abc; binaa_signed_in=1')).toBe(key('GET', '/', 'lang=en'));
    expect(key('GET', '/', 'binaa_session=abc')).toBe(key('GET', '/', undefined));
    expect(key('GET', '/', '_ga=GA1.2; lang=en; theme=dark')).toBe(key('GET', '/', 'theme=dark; lang=en'));
    expect(preferenceCookieHeader(preferencesOf('binaa_session=abc; lang=en; x=1; theme=dark'))).toBe('lang=en; theme=dark');
    expect(preferenceCookieHeader(preferencesOf('binaa_session=abc'))).toBeUndefined();
  });

  it('keys only GETs', () => {
    expect(key('POST', '/', undefined)).toBeNull();
    expect(key('HEAD', '/', undefined)).toBeNull();
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

  it('is emptied when the app cache invalidates a prefix declared as shown on pages, not for others', async () => {
    const app = new MemoryCache();
    app.declare(declareCache({ domain: 'news', prefixes: ['news:'], pages: true }));
    app.declare(declareCache({ domain: 'home', prefixes: ['home:'], pages: true }));
    app.declare(declareCache({ domain: 'accounts', prefixes: ['accounts:'] }));
    const cache = new HtmlCache({ precompress: false });
    const unwatch = cache.watch(app);
    // Declared after the watch started: read at each invalidation.
    app.declare(declareCache({ domain: 'jobs', prefixes: ['jobs:'], pages: true }));
    const render = async () => html('x');
    for (const prefix of ['news:', 'home:', 'jobs:', 'news:article:ar:1']) {
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
    app.declare(declareCache({ domain: 'news', prefixes: ['news:'], pages: true }));
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

  it('keeps the compressed copies when a stale entry is rendered again to the same body', async () => {
    const clock = now();
    const cache = new HtmlCache({ ttlMs: 30_000, staleMs: 30_000, now: clock });
    const text = '<p>سعر الأسمنت</p>'.repeat(300);
    let renders = 0;
    const render = async () => (renders++, html(text));
    await cache.get('k', render);
    await expect.poll(() => cache.peek('k')?.br, { timeout: 10_000 }).toBeDefined();
    const copies = cache.peek('k')!;
    clock.advance(31_000);
    expect((await cache.get('k', render)).page).toBe(copies); // stale, answered while it renders again
    await expect.poll(() => cache.peek('k'), { timeout: 10_000 }).toBeDefined();
    const fresh = cache.peek('k')!;
    expect(renders).toBe(2);
    expect(fresh).not.toBe(copies);
    expect(fresh.expires).toBeGreaterThan(copies.expires);
    // The very same bytes, at once: no answer of the new entry goes out compressed per request.
    expect(fresh.br).toBe(copies.br);
    expect(fresh.gzip).toBe(copies.gzip);
  });

  it('puts a changed page in place of a stale one only with its compressed copies', async () => {
    const clock = now();
    const cache = new HtmlCache({ ttlMs: 30_000, staleMs: 30_000, now: clock });
    let version = 1;
    const render = async () => html(`<p>version ${version}</p>`.repeat(300));
    await cache.get('k', render);
    await expect.poll(() => cache.peek('k')?.br, { timeout: 10_000 }).toBeDefined();
    clock.advance(31_000);
    version = 2;
    // Every answer until the new page is in, and the first after, has its br copy.
    const { brotliDecompressSync } = await import('node:zlib');
    for (let i = 0; ; i++) {
      const { page, hit } = await cache.get('k', render);
      expect(hit).toBe(true);
      const cached = page as CachedPage;
      expect(cached.br).toBeDefined();
      if (brotliDecompressSync(cached.br!).toString().startsWith('<p>version 2')) {
        expect(cached.body.toString()).toContain('version 2');
        break;
      }
      expect(cached.body.toString()).toContain('version 1'); // the stale entry meanwhile
      expect(i).toBeLessThan(2_000);
      await new Promise((res) => setTimeout(res, 5));
    }
  });

  it('stays within its byte bound, least recently used first', async () => {
    const cache = new HtmlCache({ maxBytes: 8 * 1000, precompress: false });
    const page = (k: string) => html(k.repeat(900));
    for (const k of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) await cache.get(k, async () => page(k));
    expect(cache.size).toBe(8);
    expect((await cache.get('b', async () => page('b'))).hit).toBe(true);
    expect((await cache.get('a', async () => page('a'))).hit).toBe(false);
    expect((await cache.get('b', async () => page('b'))).hit).toBe(true);
    // An answer bigger than an eighth of the bound is not kept.
    await cache.get('big', async () => html('x'.repeat(1_001)));
    expect((await cache.get('big', async () => html('x'))).hit).toBe(false);
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

describe('MemoryCache (the app cache)', () => {
  it('computes once for a burst of identical misses, then hits until the entry expires', async () => {
    const cache = new MemoryCache();
    let n = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const compute = async () => {
      n++;
      await gate;
      return { n };
    };
    const burst = Array.from({ length: 10 }, () => cache.wrap('k', 50, compute));
    release();
    const values = await Promise.all(burst);
    expect(n).toBe(1);
    expect(values.every((v) => v === values[0])).toBe(true);
    expect(await cache.wrap('k', 50, compute)).toBe(values[0]);
    await new Promise((r) => setTimeout(r, 80));
    await cache.wrap('k', 50, compute);
    expect(n).toBe(2);
  });

  it('keeps a cached miss (null) and drops keys by prefix', async () => {
    const cache = new MemoryCache();
    let n = 0;
    const compute = async () => (n++, null);
    expect(await cache.wrap('news:item:1', 60_000, compute)).toBeNull();
    expect(await cache.wrap('news:item:1', 60_000, compute)).toBeNull();
    expect(n).toBe(1);
    await cache.wrap('site:x', 60_000, compute);
    await cache.invalidate('news:');
    await cache.wrap('news:item:1', 60_000, compute);
    await cache.wrap('site:x', 60_000, compute);
    expect(n).toBe(3);
  });

  it('does not store a computation that started before an invalidation of its key; its callers still get the value', async () => {
    const cache = new MemoryCache();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let n = 0;
    const pending = cache.wrap('news:list', 60_000, async () => {
      n++;
      await gate;
      return 'old';
    });
    await cache.invalidate('news:');
    release();
    expect(await pending).toBe('old');
    expect(await cache.wrap('news:list', 60_000, async () => (n++, 'new'))).toBe('new');
    expect(n).toBe(2);
  });

  it('drops the prefixes declared as built from an invalidated one, and tells the listeners', async () => {
    const cache = new MemoryCache();
    cache.declare(declareCache({ domain: 'news', prefixes: ['news:'] }));
    cache.declare(declareCache({ domain: 'home', prefixes: ['home:'], builtFrom: ['news:', 'prices:'] }));
    cache.declare(declareCache({ domain: 'digest', prefixes: ['digest:'], builtFrom: ['home:'] }));
    const heard: (readonly string[])[] = [];
    cache.onInvalidate((prefixes) => heard.push(prefixes));
    let n = 0;
    const compute = async () => ++n;
    for (const key of ['news:1', 'home:ar', 'digest:ar', 'site:ar']) await cache.wrap(key, 60_000, compute);
    await cache.invalidate('news:article:ar:1');
    expect(heard).toEqual([['news:article:ar:1', 'home:', 'digest:']]);
    expect(await cache.wrap('news:1', 60_000, compute)).toBe(1); // another news key: kept
    expect(await cache.wrap('home:ar', 60_000, compute)).toBe(5);
    expect(await cache.wrap('digest:ar', 60_000, compute)).toBe(6);
    expect(await cache.wrap('site:ar', 60_000, compute)).toBe(4);
  });

  it('lists the paths worth warming over the declarations', () => {
    const cache = new MemoryCache();
    cache.declare(declareCache({ domain: 'home', prefixes: ['home:'], warm: () => ['/'] }));
    cache.declare(declareCache({ domain: 'news', prefixes: ['news:'], warm: (lang) => [`/news/${lang}`, '/'] }));
    expect(warmPaths(cache, 'en')).toEqual(['/', '/news/en']);
  });
});

describe('watchAndWarm (platform/page-warm-up.ts)', () => {
  it('renders the declared pages in every language once the server listens, and again after a write empties the cache', async () => {
    const { default: Fastify } = await import('fastify');
    const { watchAndWarm } = await import('../../src/server/platform/page-warm-up');
    const app = Fastify();
    const store = new MemoryCache();
    store.declare(declareCache({ domain: 'home', prefixes: ['home:'], pages: true, warm: () => ['/'] }));
    store.declare(declareCache({ domain: 'news', prefixes: ['news:'], pages: true, warm: (lang) => [`/news/${lang}`] }));
    store.declare(declareCache({ domain: 'accounts', prefixes: ['accounts:'] }));
    app.decorate('cache', store);
    const pages = new HtmlCache({ precompress: false });
    const seen: string[] = [];
    app.get('/*', async (req, reply) => {
      const key = htmlCacheKey('GET', req.url, preferencesOf(req.headers.cookie))!;
      const { page } = await pages.get(key, async () => (seen.push(`${req.headers.cookie ?? '-'} ${req.url}`), html(req.url)));
      return reply.type('text/html').send(page.body);
    });
    watchAndWarm(app, pages, 10);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const warm = ['- /', 'lang=ar /', '- /news/ar', 'lang=ar /news/ar', 'lang=en /', 'lang=en /news/en'];
      await expect.poll(() => [...seen].sort()).toEqual([...warm].sort());
      expect(pages.size).toBe(6);
      seen.length = 0;
      await store.invalidate('accounts:'); // not shown on pages: nothing to do
      await new Promise((r) => setTimeout(r, 50));
      expect(seen).toEqual([]);
      await store.invalidate('news:');
      await store.invalidate('home:'); // a burst of writes: one warm-up
      await expect.poll(() => [...seen].sort()).toEqual([...warm].sort());
      await new Promise((r) => setTimeout(r, 50));
      expect(seen).toHaveLength(6);
    } finally {
      await app.close();
    }
  });
});

describe('registerApiAnswerCache (kept API answers)', () => {
  it('keeps the answers of the routes that ask for it, for unlimited clients, and leaves the other routes alone', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerApiAnswerCache } = await import('../../src/server/platform/answer-cache');
    const app = Fastify();
    app.decorate('cache', new MemoryCache());
    app.decorateRequest('client', null as never);
    app.addHook('onRequest', async (req) => {
      req.client = { name: 'test', limitPerMinute: req.headers['x-limited'] ? 60 : null };
    });
    registerApiAnswerCache(app, { precompress: false });
    const calls = { kept: 0, search: 0, plain: 0 };
    app.get('/kept', { config: { answerCache: true } }, async () => ({ n: ++calls.kept }));
    app.get('/search', { config: { answerCache: { unlessQuery: ['word'] } } }, async () => ({ n: ++calls.search }));
    app.get('/plain', async () => ({ n: ++calls.plain }));
    const { validatorCompiler } = await import('fastify-type-provider-zod');
    app.setValidatorCompiler(validatorCompiler);
    let paged = 0;
    app.get(
      '/paged',
      { config: { answerCache: true }, schema: { querystring: z.object({ page: z.coerce.number().default(1), country: z.string().optional() }) } },
      async () => ({ n: ++paged }),
    );
    const get = async (url: string, headers: Record<string, string> = {}) => (await app.inject({ method: 'GET', url, headers })).json() as { n: number };

    expect([(await get('/kept')).n, (await get('/kept')).n]).toEqual([1, 1]);
    expect([(await get('/plain')).n, (await get('/plain')).n]).toEqual([1, 2]);
    expect([(await get('/search?word=x')).n, (await get('/search?word=x')).n]).toEqual([1, 2]);
    expect([(await get('/search')).n, (await get('/search')).n]).toEqual([3, 3]);
    // A rate-limited client is counted by its handler's limits: never served a kept answer.
    expect((await get('/kept', { 'x-limited': '1' })).n).toBe(2);
    // Parameters the schema does not know, or another order, share the entry of the validated query.
    const pagedNs = [];
    for (const url of ['/paged?page=2&country=eg', '/paged?country=eg&page=2', '/paged?page=2&country=eg&junk=1', '/paged?page=02&country=eg&x=%00'])
      pagedNs.push((await get(url)).n);
    expect(pagedNs).toEqual([1, 1, 1, 1]);
    expect([(await get('/paged')).n, (await get('/paged?page=1')).n, (await get('/paged?page=3')).n]).toEqual([2, 2, 3]);
    await app.close();
  });
});

describe('sendPage (platform/web.ts): a page through the app’s own plugins', () => {
  /** The web route as app.ts and web.ts set it up: security headers, @fastify/compress (off on the route), cookies. */
  async function pageApp(page: () => RenderedPage) {
    const { default: Fastify } = await import('fastify');
    const { default: fastifyCompress } = await import('@fastify/compress');
    const { default: fastifyCookie } = await import('@fastify/cookie');
    const { registerSecurityHeaders } = await import('../../src/server/platform/security-headers');
    const { sendPage } = await import('../../src/server/platform/web');
    const { BROTLI_PER_REQUEST } = await import('../../src/server/platform/compression');
    const app = Fastify();
    registerSecurityHeaders(app);
    await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: BROTLI_PER_REQUEST } });
    await app.register(fastifyCookie);
    const cache = new HtmlCache();
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      compress: false,
      handler: async (req, reply) => {
        // As web.ts: a personal page (here /settings) is never looked up.
        const key = req.url.startsWith('/settings') ? null : htmlCacheKey(req.method, req.url, preferencesOf(req.headers.cookie));
        if (key == null) return sendPage(req, reply, page(), 'bypass');
        const { page: found, hit } = await cache.get(key, async () => page());
        return sendPage(req, reply, found, hit ? 'hit' : 'miss');
      },
    });
    return { app, cache };
  }
  const text = `<!DOCTYPE html><html lang="ar"><body>${'<p>سعر الأسمنت اليوم</p>'.repeat(300)}</body></html>`;
  const page = () =>
    html(text, {
      headers: [
        ['content-type', 'text/html; charset=utf-8'],
        ['cache-control', 'private, no-cache'],
        ['vary', 'Cookie'],
      ],
    });

  it('answers a hit with the kept bytes, every header, Vary and an ETag; 304 when it matches', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const { app, cache } = await pageApp(page);
    const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url: '/', headers });
    try {
      const miss = await get({ 'accept-encoding': 'gzip, deflate, br' });
      expect(miss.headers['x-cache']).toBe('miss');
      // Compressed once for that request (not twice: @fastify/compress leaves the route alone).
      expect(miss.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(miss.rawPayload).toString()).toBe(text);
      await expect.poll(() => cache.peek(htmlCacheKey('GET', '/', new Map())!)?.br, { timeout: 10_000 }).toBeDefined();

      const hit = await get({ 'accept-encoding': 'gzip, deflate, br' });
      expect(hit.statusCode).toBe(200);
      expect(hit.headers['x-cache']).toBe('hit');
      expect(hit.headers['content-encoding']).toBe('br');
      expect(hit.rawPayload.equals(cache.peek(htmlCacheKey('GET', '/', new Map())!)!.br!)).toBe(true);
      expect(Number(hit.headers['content-length'])).toBe(hit.rawPayload.length);
      expect(hit.headers.vary).toBe('Cookie, Accept-Encoding');
      expect(hit.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(hit.headers['cache-control']).toBe('private, no-cache');
      expect(hit.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(hit.headers['x-content-type-options']).toBe('nosniff');
      const etag = String(hit.headers.etag);
      expect(etag).toMatch(/^W\/"/);

      const gz = await get({ 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(text);
      const plain = await get();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(text);

      const again = await get({ 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['x-content-type-options']).toBe('nosniff');

      const head = await get({ 'accept-encoding': 'br' }, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.headers['x-content-type-options']).toBe('nosniff');
      expect(head.rawPayload.length).toBe(0);

      // A personal page: rendered, compressed for that request once.
      const personal = await app.inject({ method: 'GET', url: '/settings', headers: { 'accept-encoding': 'br', cookie: 'session=x' } });
      expect(personal.headers['x-cache']).toBe('bypass');
      expect(brotliDecompressSync(personal.rawPayload).toString()).toBe(text);
    } finally {
      await app.close();
    }
  });
});
