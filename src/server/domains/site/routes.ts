import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { defaultWebsiteDataSchema } from '../../../shared/schemas/site';
import { envelopeOf } from '../../platform/openapi';
import { ok, requestLang } from '../../platform/envelope';
import { socialProviders } from '../../config';
import { defaultWebsiteData } from './service';
import { siteCache } from './cache';

export async function siteRoutes(app: FastifyInstance) {
  app.cache.declare(siteCache);
  const providers = socialProviders(app.config);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/default_website_data',
    {
      config: { answerCache: true },
      schema: {
        tags: ['site'],
        summary: 'Header/footer ads, contact info, menus (products, profile and producer types), site texts, countries, social sign-in providers',
        response: { 200: envelopeOf(defaultWebsiteDataSchema) },
      },
    },
    async (req) => ok(await defaultWebsiteData(app.readDb, app.cache, requestLang(req), providers)),
  );
}
