import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { producerDetailSchema, producerParams, producersQuery, producersSchema } from '../../../shared/schemas/producers';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { ok, requestLang } from '../../platform/envelope';
import { producerById, producersOfType } from './service';
import { producersCache } from './cache';

export async function producerRoutes(app: FastifyInstance) {
  app.cache.declare(producersCache);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/producer',
    {
      schema: {
        tags: ['producers'],
        summary: 'The producers of a producer type (`id`), of one country when `country` is given',
        querystring: producersQuery,
        response: { 200: envelopeOf(producersSchema), 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req) => ok(await producersOfType(app.database.db, app.cache, requestLang(req), req.query.id, req.query.country)),
  );
  api.get(
    '/producer/:producer_id',
    {
      schema: {
        tags: ['producers'],
        summary: 'A producer: photo, name, about',
        params: producerParams,
        response: { 200: envelopeOf(producerDetailSchema), 404: errorEnvelope },
      },
    },
    async (req) => ok(await producerById(app.database.db, app.cache, requestLang(req), req.params.producer_id)),
  );
}
