/**
 * The web site inside Fastify: a small bridge from Fastify to React Router's request handler
 * (Web Request in, Web Response out), static files of the client build in production, and Vite
 * in middleware mode (HMR on the same port) in development. Registered by app.ts in its own
 * scope; never answers /api, /uploads, /img, /rss, /sitemap.xml, /robots.txt, /healthz, /readyz or
 * /metrics. The routes declare whether their page is shared or personal (shared/page-kind.ts,
 * page-kinds.ts): a shared page is rendered as a visitor (preference cookies only) and its GETs
 * go through the HTML cache (html-cache.ts; header `x-cache`), for visitors and signed-in readers
 * alike; a personal page is rendered per request with the reader's cookies. The pages the domains
 * declare worth warming are rendered ahead (page-warm-up.ts).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { ACCESS_KEY_HEADER, WEB_ACCESS_KEY, apiPath, type Envelope } from '../../shared/envelope';
import { langOfRequest, parseCookies } from '../../shared/request';
import { toQueryString, type ApiTransport } from '../../shared/load-context';
import { IDEMPOTENCY_KEY_HEADER } from '../../shared/idempotency';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/page-kind';
import { SESSION_COOKIE, signedInHintCookie } from './auth';
import { compressForRequest, pickEncoding } from './compression';
import { HtmlCache, htmlCacheKey, preferenceCookieHeader, preferencesOf, type CachedPage, type RenderedPage } from './html-cache';
import { observeCache } from './metrics';
import { watchAndWarm } from './page-warm-up';
import { pageKinds } from './page-kinds';
import { pageContentSecurityPolicy } from './security-headers';

/** What a page answers to (the Allow header of a 405). */
const PAGE_METHODS = ['GET', 'HEAD'];
/** Log levels already at or above warn: a 405's route keeps them. */
const QUIET_LEVELS = new Set(['warn', 'error', 'fatal']);
const RESERVED = /^\/(?:api|uploads|img|rss)(?:\/|$)|^\/(?:healthz|readyz|metrics|sitemap\.xml|robots\.txt)(?:\/|$)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Documents and React Router's data answers (text/x-script); not images or other binaries. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml))/i;

export async function registerWeb(app: FastifyInstance, opts: { dev: boolean; rootDir: string }): Promise<void> {
  // No body parsing in this scope: a page's request body is never read (a write is a 405).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (opts.dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: opts.rootDir,
      appType: 'custom',
      server: { middlewareMode: true, hmr: { server: app.server } },
    });
    await app.register((await import('@fastify/middie')).default);
    app.use(vite.middlewares);
    app.addHook('onClose', async () => vite.close());
    build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    await app.register((await import('@fastify/static')).default, {
      root: join(opts.rootDir, 'build/client'),
      prefix: '/',
      wildcard: false, // one route per built file; anything else falls through to React Router
      index: false,
      decorateReply: false,
      cacheControl: false,
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('cache-control', IMMUTABLE);
        else if (/(?:sw\.js|workbox-[^/]*\.js|\.webmanifest|version\.json)$/.test(path)) reply.header('cache-control', 'no-cache');
        else reply.header('cache-control', 'public, max-age=86400');
      },
    });
    build = (await import(pathToFileURL(join(opts.rootDir, 'build/server/index.js')).href)) as ServerBuild;
  }
  const handle = createRequestHandler(build, opts.dev ? 'development' : 'production');
  // Shared pages from a short-lived cache (production only: development renders fresh code; PAGE_CACHE=0 turns it off).
  const htmlCache = opts.dev || !app.config.PAGE_CACHE ? null : new HtmlCache();
  if (htmlCache) {
    watchAndWarm(app, htmlCache);
    observeCache(app, 'pages', htmlCache);
  }

  // The site's pages have loaders, no actions: a write to a page is a 405 with its Allow header and
  // one log line (route logLevel: not Fastify's two request lines, no React Router error and stack),
  // so anyone posting to pages cannot flood the log. Reserved paths keep their 404.
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    ...(app.config.LOG_LEVEL === 'silent' ? {} : { logLevel: QUIET_LEVELS.has(app.config.LOG_LEVEL) ? app.config.LOG_LEVEL : 'warn' }),
    handler: async (req, reply) => {
      if (RESERVED.test(req.url.split('?', 1)[0]!)) return reply.callNotFound();
      req.log.warn({ req }, 'method not allowed on a page: 405');
      return reply
        .code(405)
        .header('allow', PAGE_METHODS.join(', '))
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Method Not Allowed');
    },
  });

  app.route({
    method: PAGE_METHODS,
    url: '/*',
    // sendPage compresses what this route answers (a cached page's bytes made once): @fastify/compress's
    // hooks would only read each answer's headers to leave it alone, on every cache hit (decision 016).
    compress: false,
    handler: async (req, reply) => {
      const path = req.url.split('?', 1)[0]!;
      if (RESERVED.test(path)) return reply.callNotFound();
      // A missing hashed asset (an old tab after a deploy): a cheap 404, not a rendered page.
      if (!opts.dev && path.startsWith('/assets/')) {
        return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not Found');
      }
      syncSignedInHint(req, reply);
      const shared = pageKinds(typeof build === 'function' ? await build() : build)(path) === 'shared';
      if (shared && (req.method === 'GET' || req.method === 'HEAD')) {
        // Rendered as a visitor of the same preferences: nothing of the reader reaches the page.
        const prefs = preferencesOf(req.headers.cookie);
        const asVisitor = { cookie: preferenceCookieHeader(prefs) };
        const key = htmlCache && htmlCacheKey(req.method, req.url, prefs);
        if (htmlCache && key != null) {
          // The render is shared by every request of the key: not aborted when one of them leaves.
          const render = async () => {
            const context = loadContext(app, req, asVisitor.cookie);
            return bufferResponse(await handle(toWebRequest(req, reply, { abortable: false, ...asVisitor }), context), context);
          };
          const { page, hit } = await htmlCache.get(key, render);
          return sendPage(req, reply, page, hit ? 'hit' : 'miss');
        }
        const context = loadContext(app, req, asVisitor.cookie);
        const page = await bufferResponse(await handle(toWebRequest(req, reply, asVisitor), context), context);
        return sendPage(req, reply, page, opts.dev ? null : 'bypass');
      }
      // Pages are whole documents (entry.server renders them to the end): sent as one buffer,
      // compressed in one call (sendPage), not piped through a web stream.
      const context = loadContext(app, req, req.headers.cookie);
      const page = await bufferResponse(await handle(toWebRequest(req, reply), context), context);
      return sendPage(req, reply, page, opts.dev ? null : 'bypass');
    },
  });
}

/**
 * Keeps the readable "signed in" hint (shared/page-kind.ts) beside the session cookie: set when a
 * session cookie came without it (a session older than the hint), dropped when it came alone.
 * On the reply, never in a stored page.
 */
function syncSignedInHint(req: FastifyRequest, reply: FastifyReply) {
  const header = req.headers.cookie;
  if (!header || (!header.includes(SESSION_COOKIE) && !header.includes(SIGNED_IN_HINT_COOKIE))) return;
  const cookies = parseCookies(header);
  const session = Boolean(cookies[SESSION_COOKIE]);
  if (session === (cookies[SIGNED_IN_HINT_COOKIE] === '1')) return;
  reply.header('set-cookie', signedInHintCookie(reply.server.config, session));
}

/**
 * A rendered document's bytes come beside the Response (entry.server); redirects, data and errors in it.
 * An HTML page gets its own Content-Security-Policy here, once per render: the base policy plus the
 * hashes of the inline scripts of these bytes (security-headers.ts, decision 022). It is one of the
 * page's headers, so the HTML cache stores it with the bytes and every hit answers with it.
 */
export async function bufferResponse(res: Response, context: AppLoadContext): Promise<RenderedPage> {
  const headers: [string, string][] = [];
  for (const [name, value] of res.headers) if (name !== 'set-cookie' && name !== 'content-length') headers.push([name, value]);
  const body = context.documentBody ?? (res.body ? Buffer.from(await res.arrayBuffer()) : Buffer.alloc(0));
  if (body.length && /^text\/html\b/i.test(res.headers.get('content-type') ?? '')) {
    headers.push(['content-security-policy', pageContentSecurityPolicy(body)]);
  }
  return { status: res.status, headers, setCookies: res.headers.getSetCookie(), body };
}

/**
 * A buffered page; cached ones carry an ETag and, once compressed, their br/gzip bytes. It is
 * compressed here, not by @fastify/compress (which leaves a reply with a Content-Encoding alone):
 * a cached page's bytes made once, else this page's on the thread pool.
 */
export async function sendPage(req: FastifyRequest, reply: FastifyReply, page: RenderedPage | CachedPage, cache: 'hit' | 'miss' | 'bypass' | null) {
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (page.setCookies.length) reply.header('set-cookie', page.setCookies);
  if (cache) reply.header('x-cache', cache);
  if (req.method === 'HEAD') return reply.send();
  const acceptEncoding = req.headers['accept-encoding'];
  let coded: { encoding: 'br' | 'gzip'; bytes: Buffer } | null = null;
  if ('etag' in page) {
    reply.header('etag', page.etag);
    if (req.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const kept = pickEncoding(page, acceptEncoding);
    if (kept) coded = { encoding: kept, bytes: page[kept]! };
  }
  if (!coded && COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) coded = await compressForRequest(page.body, acceptEncoding);
  if (!coded) return reply.send(page.body);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  reply.header('content-encoding', coded.encoding);
  return reply.send(coded.bytes);
}

/**
 * The Web Request of a page. `cookie` (when the key is given) replaces the visitor's Cookie
 * header, and then no Authorization header is passed either: a shared page is rendered as a visitor.
 */
function toWebRequest(req: FastifyRequest, reply: FastifyReply, opts: { abortable?: boolean; cookie?: string | undefined } = {}): Request {
  const abortable = opts.abortable ?? true;
  const asVisitor = 'cookie' in opts;
  // The configured public origin, never the request's Host header: pages put their origin in
  // canonical/Open Graph links, and the anonymous page cache shares them between visitors.
  const url = new URL(req.url, reply.server.config.publicUrl);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (asVisitor && (name === 'cookie' || name === 'authorization')) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  if (asVisitor && opts.cookie) headers.set('cookie', opts.cookie);
  const init: RequestInit = { method: req.method, headers };
  if (abortable) {
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    init.signal = controller.signal;
  }
  return new Request(url, init);
}

/**
 * context.api: the front API in process (app.inject), as the visitor (language, ip) with the
 * given cookies (a shared page's: the preferences only, so its calls are a visitor's).
 */
function loadContext(app: FastifyInstance, req: FastifyRequest, cookie: string | undefined): AppLoadContext {
  // The one rule (shared/request.ts): `?lang=` (hreflang alternates, shared links), then the cookie, then Arabic.
  const lang = langOfRequest(req.url, cookie);
  const api: ApiTransport = async (path, init = {}) => {
    const headers: Record<string, string> = { [ACCESS_KEY_HEADER]: WEB_ACCESS_KEY, accept: 'application/json' };
    if (cookie) headers.cookie = cookie;
    if (req.headers['accept-language']) headers['accept-language'] = req.headers['accept-language'];
    if (req.headers['user-agent']) headers['user-agent'] = req.headers['user-agent'];
    if (req.headers.origin) headers.origin = req.headers.origin;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = init.idempotencyKey;
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: apiPath(lang, path, init.scope) + toQueryString(init.query),
      headers,
      payload: init.body === undefined ? undefined : JSON.stringify(init.body),
      remoteAddress: req.ip,
    });
    let body: Envelope;
    try {
      body = res.json() as Envelope;
    } catch {
      body = { check: false, msg: '', data: null };
    }
    const flat: Record<string, string> = {};
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined && k !== 'set-cookie') flat[k] = Array.isArray(v) ? v.join(', ') : String(v);
    const set = res.headers['set-cookie'];
    return { status: res.statusCode, body, headers: flat, setCookies: set === undefined ? [] : ([] as string[]).concat(set) };
  };
  return { api, lang };
}
