import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adSchema } from '../../../shared/schemas/common';
import { adPreviewQuery } from '../../../shared/schemas/ads-admin';
import { ok, requestLang } from '../../platform/envelope';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { loadSecret } from '../../platform/secret';
import { previewedAd } from './preview';
import { adsCache } from './cache';

/**
 * `GET ad_preview?token=` (front API): the ad a back-office preview link opens, whatever its state
 * (ads/preview.ts). Personal and never kept: no answer cache, `no-store` like every API answer.
 */
export async function adsRoutes(app: FastifyInstance) {
  app.cache.declare(adsCache);
  const secret = loadSecret(app.config);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/ad_preview',
    {
      schema: {
        tags: ['ads'],
        summary: 'The ad a preview link of the back office opens in its slot (a signed token valid for an hour)',
        querystring: adPreviewQuery,
        response: { 200: envelopeOf(adSchema), 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req) => ok(await previewedAd(app.database.db, secret, requestLang(req), req.query.token)),
  );
}
