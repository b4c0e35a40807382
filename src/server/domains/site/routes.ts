import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteCalls } from '../../../shared/schemas/site';
import { routeOf } from '../../platform/contract-route';
import { ok, requestLang } from '../../platform/envelope';
import { socialProviders } from '../../config';
import { defaultWebsiteData } from './service';
import { siteCache } from './cache';

export async function siteRoutes(app: FastifyInstance) {
  app.cache.declare(siteCache);
  const providers = socialProviders(app.config);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(siteCalls.defaultWebsiteData, {}, { answerCache: true }),
    handler: async (req) => ok(await defaultWebsiteData(app.readDb, app.cache, requestLang(req), providers)),
  });
}
