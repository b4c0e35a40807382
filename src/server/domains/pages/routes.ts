import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pagesCalls } from '../../../shared/schemas/pages';
import { errorEnvelope } from '../../platform/openapi';
import { routeOf } from '../../platform/contract-route';
import { ok, requestLang } from '../../platform/envelope';
import { pagesCache } from './cache';
import { pageBySlug } from './service';

export async function pagesRoutes(app: FastifyInstance) {
  app.cache.declare(pagesCache);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(pagesCalls.sitePage, { 404: errorEnvelope }),
    handler: async (req) => ok(await pageBySlug(app.readDb, app.cache, requestLang(req), req.params.slug)),
  });
}
