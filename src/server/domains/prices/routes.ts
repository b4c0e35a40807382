import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  comparisonLookupQuery,
  comparisonLookupSchema,
  comparisonRequestSchema,
  comparisonResultSchema,
  priceQuery,
  pricesSchema,
  producersByTypeBody,
  producersByTypeSchema,
} from '../../../shared/schemas/prices';
import { envelopeOf, errorEnvelope, plainJsonSerializer } from '../../platform/openapi';
import { ok, requestLang } from '../../platform/envelope';
import { compare, comparisonLookup, prices, producersByType } from './service';
import { pricesCache } from './cache';

/** SPEC section 7: GET price, GET/POST price_comparison, POST get_producer_by_product_type. */
export async function priceRoutes(app: FastifyInstance) {
  app.cache.declare(pricesCache);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/price',
    {
      schema: {
        tags: ['prices'],
        summary: 'Material prices of a product for the filter (latest price day when no dates), with the lookup lists of the cascade and the prices ads',
        querystring: priceQuery,
        response: { 200: envelopeOf(pricesSchema), 404: errorEnvelope, 422: errorEnvelope },
      },
      serializerCompiler: plainJsonSerializer,
    },
    async (req) => ok(await prices(app.database.db, app.cache, requestLang(req), req.query)),
  );
  api.get(
    '/price_comparison',
    {
      schema: {
        tags: ['prices'],
        summary: 'Lookup data of the comparison page (products, types, producers, items with their governorates, governorates) and its ads',
        querystring: comparisonLookupQuery,
        response: { 200: envelopeOf(comparisonLookupSchema) },
      },
      serializerCompiler: plainJsonSerializer,
    },
    async (req) => ok(await comparisonLookup(app.database.db, app.cache, requestLang(req), req.query.country)),
  );
  api.post(
    '/price_comparison',
    {
      schema: {
        tags: ['prices'],
        summary: 'Daily prices of 1 to 4 (item, governorate) pairs between two dates, one row per date',
        body: comparisonRequestSchema,
        response: { 200: envelopeOf(comparisonResultSchema), 422: errorEnvelope },
      },
      serializerCompiler: plainJsonSerializer,
    },
    async (req, reply) => {
      const rows = await compare(app.database.db, app.cache, requestLang(req), req.body);
      // The rows arrive as JSON text: wrapped in the envelope without parsing them again.
      return reply.type('application/json; charset=utf-8').send(`{"check":true,"msg":"","data":${rows}}` as never);
    },
  );
  api.post(
    '/get_producer_by_product_type',
    {
      schema: {
        tags: ['prices'],
        summary: 'Producers that have items of a product type (0 = any type) in the country',
        body: producersByTypeBody.default({ product_type_id: undefined }),
        response: { 200: envelopeOf(producersByTypeSchema), 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req) => ok(await producersByType(app.database.db, app.cache, requestLang(req), req.body.product_type_id, req.body.country)),
  );
}
