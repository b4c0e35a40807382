import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { homeSchema } from '../../../shared/schemas/home';
import { countryQuery } from '../../../shared/schemas/common';
import { envelopeOf } from '../../platform/openapi';
import { ok, requestLang } from '../../platform/envelope';
import { home } from './service';
import { homeCache } from './cache';

export async function homeRoutes(app: FastifyInstance) {
  app.cache.declare(homeCache);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/home',
    {
      config: { answerCache: true },
      schema: {
        tags: ['home'],
        summary: "News rows, sliders, home ads, today's price tables and governorate directions of a country",
        querystring: countryQuery,
        response: { 200: envelopeOf(homeSchema) },
      },
    },
    async (req) => ok(await home(app.readDb, app.cache, requestLang(req), req.query.country)),
  );
}
