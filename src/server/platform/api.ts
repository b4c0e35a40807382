/**
 * The API scope `/api/v1/:lang`: language check, access keys, app version header, rate limits,
 * the envelope error handler, then each domain's front and admin routes, given by the
 * caller (app.ts, from domains/index.ts): the platform imports no domain.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { APP_VERSION_HEADER, isLang } from '../../shared/envelope';
import { sendError } from './envelope';
import { createAccessKeys, type ClientKey } from './access-keys';
import { registerAdmin } from './admin';
import { installSessions } from './auth';
import { installIdempotency } from './idempotency';
import { installInputGuard } from './input-guard';

declare module 'fastify' {
  interface FastifyRequest {
    client: ClientKey;
  }
}

/** Requests per minute per IP for a request without an access key (the strictest limit). */
const ANONYMOUS_LIMIT = 120;

export interface ApiOptions {
  /** The domains' front routes, registered in this order under `/front`. */
  front: readonly FastifyPluginAsync[];
  /** The domains' back-office routes, under `/admin` (platform/admin.ts: roles, second factor, audit). */
  admin: readonly FastifyPluginAsync[];
}

export async function registerApi(api: FastifyInstance, opts: ApiOptions) {
  const keys = await createAccessKeys(api.database.db, api.config.ACCESS_KEYS, api.log);
  api.decorateRequest('client', null as unknown as ClientKey);

  api.addHook('onRequest', async (req, reply) => {
    reply.header(APP_VERSION_HEADER, api.appVersion);
    reply.header('cache-control', 'no-store');
    const { lang } = req.params as { lang?: string };
    if (!isLang(lang)) return sendError(reply, 404, 'api.unknown_language');
    const client = await keys.resolve(req.headers['x-access-key']);
    if (!client) return sendError(reply, 401, 'api.unknown_access_key');
    req.client = client;
  });
  installSessions(api);
  // NUL, non-UTF-8 and lone surrogates anywhere in a request: a 422 naming the field.
  installInputGuard(api);

  await api.register(fastifyRateLimit, {
    global: true,
    hook: 'preHandler',
    // Shared counters when several instances run behind one address.
    ...(api.redis ? { redis: api.redis, nameSpace: 'binaa:rl:' } : {}),
    max: (req) => req.client?.limitPerMinute ?? ANONYMOUS_LIMIT,
    timeWindow: 60_000,
    keyGenerator: (req) => `${req.client?.name ?? 'anonymous'}:${req.ip}`,
    allowList: (req) => req.client != null && req.client.limitPerMinute == null,
    errorResponseBuilder: (_req, ctx) => Object.assign(new Error('rate limited'), { statusCode: ctx.statusCode }),
  });
  // `config: { idempotent: true }` routes (after the rate limiter: a replay counts like any request).
  installIdempotency(api);

  await api.register(
    async (front) => {
      for (const routes of opts.front) await front.register(routes);
    },
    { prefix: '/front' },
  );
  await registerAdmin(api, opts.admin);
}
