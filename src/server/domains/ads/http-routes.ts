import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../shared/schemas/common';
import { clickAd } from './service';

/**
 * `GET /ads/{id}/click`, outside the API (at the root: domains/index.ts httpRoutes): counts the click and
 * redirects (302) to the ad's link; an unknown ad or one without a usable link is a 404 envelope.
 * No HEAD route: link checkers and previews must not count as clicks.
 */
export async function adsHttpRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/ads/:id/click', { exposeHeadRoute: false, schema: { hide: true, params: z.object({ id: idParam }) } }, async (req, reply) => {
      const target = await clickAd(app.database.db, req.params.id);
      return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').redirect(target, 302);
    });
}
