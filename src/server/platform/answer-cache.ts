/**
 * Hot anonymous API reads kept as bytes (JSON text, br and gzip), so a hit skips the handler,
 * the response-schema check, JSON.stringify and compression. The domain services already cache
 * their data objects (app cache); this caches the finished answer for the same 30 s and is
 * emptied by the same invalidations. Only GETs of clients without a rate limit (the web app and
 * unlimited keys: a limited client must still be counted). These answers never depend on who
 * asks, so a signed-in visitor's read gets the same bytes: the hit is served after the session
 * check (preValidation: a revoked bearer token is still refused), and an answer that sets a
 * cookie is never kept.
 *
 * Which answers: the routes whose options say so, beside the route (`config: { answerCache: … }`,
 * e.g. `true`, or `{ unlessQuery: ['word'] }` to leave searches out).
 */
import type { FastifyInstance, FastifyRequest, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { pickEncoding } from './compression';
import { HtmlCache, type HtmlCacheOptions } from './html-cache';
import { observeCache } from './metrics';
import { hookList } from './route-hooks';

export interface AnswerCachePolicy {
  /** Query parameters whose presence makes the answer not kept (a search). */
  unlessQuery?: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Keep this route's finished answers for anonymous reads (platform/answer-cache.ts registerApiAnswerCache). */
    answerCache?: boolean | AnswerCachePolicy;
  }
}

/**
 * The path and the validated query (the route's schema has dropped unknown parameters, parsed the
 * values and filled the defaults, in its own order): `?country=eg&junk=1`, `?junk=2&country=eg`
 * and `?country=eg` share one entry, so made-up parameters cannot fill the cache with copies
 * (each a JSON and brotli run; found by the fuzz suite).
 */
function answerKey(req: FastifyRequest, policy: true | AnswerCachePolicy): string | null {
  if (req.method !== 'GET') return null;
  if (req.client == null || req.client.limitPerMinute != null) return null;
  const query = req.query as Record<string, unknown> | null | undefined;
  if (policy !== true && policy.unlessQuery?.some((name) => query?.[name] !== undefined)) return null;
  const mark = req.url.indexOf('?');
  const path = mark < 0 ? req.url : req.url.slice(0, mark);
  return query && typeof query === 'object' && Object.keys(query).length > 0 ? `${path}?${JSON.stringify(query)}` : path;
}

/**
 * The hooks go on the routes that ask for them (onRoute), not on every request: the pages and
 * the other calls pay nothing (an instance hook reading `req.routeOptions` built an options
 * object per request, ~9 µs of a cached page's ~40).
 */
export function registerApiAnswerCache(app: FastifyInstance, opts: HtmlCacheOptions = {}) {
  const answers = new HtmlCache({ maxEntries: 2_000, staleMs: 0, ...opts });
  const unwatch = answers.watch(app.cache);
  app.addHook('onClose', async () => unwatch());
  observeCache(app, 'api_answers', answers);

  app.addHook('onRoute', (route) => {
    const policy = route.config?.answerCache;
    if (!policy) return;

    // After the access-key check (onRequest of the API scope), before the route's handler.
    const serveKept: preHandlerAsyncHookHandler = async (req, reply) => {
      const key = answerKey(req, policy);
      const hit = key == null ? undefined : answers.lookup(key);
      if (!hit) return;
      reply.code(200);
      for (const [name, value] of hit.headers) reply.header(name, value);
      const encoding = pickEncoding(hit, req.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding).header('vary', 'Accept-Encoding');
      return reply.send(encoding ? hit[encoding] : hit.body);
    };

    // First of the route's onSend hooks (@fastify/compress's come after): the payload is the JSON text.
    const keep: onSendAsyncHookHandler<unknown> = async (req, reply, payload) => {
      if (reply.statusCode !== 200 || typeof payload !== 'string' || reply.getHeader('content-encoding') || reply.hasHeader('set-cookie')) return payload;
      const key = answerKey(req, policy);
      if (key == null || answers.peek(key)) return payload;
      const type = String(reply.getHeader('content-type') ?? '');
      if (!type.startsWith('application/json')) return payload;
      answers.put(key, { status: 200, headers: [['content-type', type]], setCookies: [], body: Buffer.from(payload) });
      return payload;
    };

    route.preHandler = [...hookList(route.preHandler), serveKept];
    route.onSend = [keep, ...hookList(route.onSend)];
  });
}
