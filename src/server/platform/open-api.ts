/**
 * The open data API's scope `/api/v1/:lang/open` (issue 20, decision 031), beside the front and
 * admin API rather than inside it: no `X-Access-Key`, no cookies or sessions, read-only GETs
 * called from anywhere (`Access-Control-Allow-Origin: *`; a browser's preflight is answered here).
 *
 * The domain that owns the keys registers its routes with a hook that authenticates the
 * request's key and sets `req.openClient`; this scope then gives every route:
 * - the language check and the app version header of the API;
 * - a rate limit per key (`openClient.limitPerMinute` a minute, keyed by the key's id; shared in
 *   Redis when configured, so it holds across instances): 429 with Retry-After and
 *   X-RateLimit-Limit / X-RateLimit-Remaining / X-RateLimit-Reset. It runs at the end of onRequest,
 *   after the domain's key check, so a request without a valid key (a guess) counts against its
 *   address (ANONYMOUS_LIMIT) before the domain refuses it (its hooks after onRequest);
 * - caching for clients: `ETag` (a hash of the body) on every 200, `Last-Modified` when the route
 *   set one (`lastModified(reply, date)`), `Cache-Control: private, max-age=60`, and 304 to
 *   `If-None-Match` / `If-Modified-Since`.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { APP_VERSION_HEADER, isLang } from '../../shared/envelope';
import { sendError } from './envelope';
import { installInputGuard } from './input-guard';

/** The authenticated key of an open API request. */
export interface OpenClient {
  id: number;
  limitPerMinute: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    openClient: OpenClient | null;
  }
}

/** Requests a minute per address without a valid key (preflights, and keys refused with 401/403). */
const ANONYMOUS_LIMIT = 120;
export const OPEN_CACHE_CONTROL = 'private, max-age=60';
const EXPOSED = ['etag', 'last-modified', 'retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', APP_VERSION_HEADER].join(', ');

/** Sets the answer's Last-Modified (HTTP dates have whole seconds). */
export function lastModified(reply: FastifyReply, date: Date | null) {
  if (date) reply.header('last-modified', new Date(Math.floor(date.getTime() / 1000) * 1000).toUTCString());
}

/** The ETag of a body: weak, as the bytes sent differ with the content-encoding (br, gzip, none). */
export const etagOf = (body: string | Buffer) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether one of the If-None-Match tags is this one (or `*`); weak tags compare by their value. */
function matches(header: string, etag: string): boolean {
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return header
    .split(',')
    .map(weak)
    .some((t) => t === weak(etag) || t === '*');
}

/** 200 answers of a GET: ETag, cache headers, and 304 when the client's copy is current. */
async function conditionalGet(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (req.method !== 'GET' || reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
  const etag = etagOf(payload);
  reply.header('etag', etag).header('cache-control', OPEN_CACHE_CONTROL).header('vary', 'Authorization, X-Api-Key');
  const inm = req.headers['if-none-match'];
  const ims = req.headers['if-modified-since'];
  const modified = reply.getHeader('last-modified');
  let fresh = false;
  if (inm) fresh = matches(inm, etag);
  else if (ims && typeof modified === 'string') {
    const since = Date.parse(ims);
    fresh = !Number.isNaN(since) && Date.parse(modified) <= since;
  }
  if (!fresh) return payload;
  reply.code(304).removeHeader('content-type').removeHeader('content-length');
  return '';
}

export interface OpenApiOptions {
  /** The domains' open routes; each authenticates its requests and sets `req.openClient`. */
  routes: readonly FastifyPluginAsync[];
}

export async function registerOpenApi(api: FastifyInstance, opts: OpenApiOptions) {
  api.decorateRequest('openClient', null);
  api.addHook('onRequest', async (req, reply) => {
    reply.header(APP_VERSION_HEADER, api.appVersion);
    reply.header('cache-control', 'no-store');
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', EXPOSED);
    const { lang } = req.params as { lang?: string };
    if (!isLang(lang)) return sendError(reply, 404, 'api.unknown_language');
  });
  installInputGuard(api);
  await api.register(fastifyRateLimit, {
    global: true,
    // Route-level onRequest: after the domain's authentication (instance hooks run first).
    hook: 'onRequest',
    ...(api.redis ? { redis: api.redis, nameSpace: 'binaa:rl-open:' } : {}),
    max: (req) => req.openClient?.limitPerMinute ?? ANONYMOUS_LIMIT,
    timeWindow: 60_000,
    keyGenerator: (req) => (req.openClient ? `key:${req.openClient.id}` : `ip:${req.ip}`),
    errorResponseBuilder: (_req, ctx) => Object.assign(new Error('rate limited'), { statusCode: ctx.statusCode }),
  });
  api.addHook('onSend', conditionalGet);
  // A browser's preflight before a keyed GET (the Authorization header makes it ask).
  api.options('/*', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, OPTIONS')
      .header('access-control-allow-headers', 'Authorization, X-Api-Key, If-None-Match, If-Modified-Since')
      .header('access-control-max-age', '86400')
      .send(),
  );
  for (const routes of opts.routes) await api.register(routes);
}
