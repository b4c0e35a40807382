import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adSchema, idParam } from '../../../shared/schemas/common';
import { adPreviewQuery } from '../../../shared/schemas/ads-admin';
import { ok, requestLang } from '../../platform/envelope';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { loadSecret } from '../../platform/secret';
import { previewedAd } from './preview';
import { clickAd } from './service';
import { adsCache } from './cache';

/**
 * `GET /ads/{id}/click`, outside the API (mounted at the root by app.ts): counts the click and
 * redirects (302) to the ad's link; an unknown ad or one without a usable link is a 404 envelope.
 * No HEAD route: link checkers and previews must not count as clicks.
 */
export async function adClickRoutes(app: FastifyInstance) {
  app.cache.declare(adsCache);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/ads/:id/click', { exposeHeadRoute: false, schema: { hide: true, params: z.object({ id: idParam }) } }, async (req, reply) => {
      const target = await clickAd(app.database.db, req.params.id);
      return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').redirect(target, 302);
    });
}

/**
 * `GET ad_preview?token=` (front API): the ad a back-office preview link opens, whatever its state
 * (ads/preview.ts). Personal and never kept: no answer cache, `no-store` like every API answer.
 */
export async function adPreviewRoutes(app: FastifyInstance) {
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
