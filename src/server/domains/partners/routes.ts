import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { partnerDetailSchema, partnerParams, partnersQuery, partnersSchema } from '../../../shared/schemas/partners';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { ok, requestLang } from '../../platform/envelope';
import { partnerById, partnersOfType } from './service';
import { partnersCache } from './cache';

export async function partnerRoutes(app: FastifyInstance) {
  app.cache.declare(partnersCache);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/profile',
    {
      schema: {
        tags: ['partners'],
        summary: 'The industry partners of a profile type, of one country when `country` is given',
        querystring: partnersQuery,
        response: { 200: envelopeOf(partnersSchema), 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req) => ok(await partnersOfType(app.database.db, app.cache, requestLang(req), req.query.profile_type_id, req.query.country)),
  );
  api.get(
    '/profile/:id',
    {
      schema: {
        tags: ['partners'],
        summary: 'A partner: photo, name, address, description',
        params: partnerParams,
        response: { 200: envelopeOf(partnerDetailSchema), 404: errorEnvelope },
      },
    },
    async (req) => ok(await partnerById(app.database.db, app.cache, requestLang(req), req.params.id)),
  );
}
