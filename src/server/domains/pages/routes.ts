import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageParams, sitePageDetailSchema } from '../../../shared/schemas/pages';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { ok, requestLang } from '../../platform/envelope';
import { pagesCache } from './cache';
import { pageBySlug } from './service';

export async function pagesRoutes(app: FastifyInstance) {
  app.cache.declare(pagesCache);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/page/:slug',
    {
      schema: {
        tags: ['pages'],
        summary: 'A site content page (faq, privacy-policy, return-policy, terms-and-conditions): title, summary, HTML body, last update, FAQ groups',
        params: pageParams,
        response: { 200: envelopeOf(sitePageDetailSchema), 404: errorEnvelope },
      },
    },
    async (req) => ok(await pageBySlug(app.readDb, app.cache, requestLang(req), req.params.slug)),
  );
}
