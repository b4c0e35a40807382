import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tendersListSchema, tendersQuery, tenderDetailSchema, tenderParams } from '../../../shared/schemas/tenders';
import { ok, requestLang } from '../../platform/envelope';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { tendersCache } from './cache';
import { listTenders, tenderById } from './service';

export async function tendersRoutes(app: FastifyInstance) {
  app.cache.declare(tendersCache);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/tenders',
    {
      schema: {
        tags: ['tenders'],
        summary: 'The active tenders, newest first, a page at a time',
        querystring: tendersQuery,
        response: { 200: envelopeOf(tendersListSchema), 422: errorEnvelope },
      },
    },
    async (req) => ok(await listTenders(app.readDb, app.cache, requestLang(req), req.query.page)),
  );
  api.get(
    '/tenders/:id',
    {
      schema: {
        tags: ['tenders'],
        summary: 'One active tender',
        params: tenderParams,
        response: { 200: envelopeOf(tenderDetailSchema), 404: errorEnvelope },
      },
    },
    async (req) => ok(await tenderById(app.readDb, app.cache, requestLang(req), req.params.id)),
  );
}
