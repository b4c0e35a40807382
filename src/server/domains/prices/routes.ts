import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Entitlement } from '../../../shared/constants';
import { CSV_CONTENT_TYPE } from '../../../shared/price-exports';
import {
  comparisonCsvQuery,
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
import { requireUser } from '../../platform/auth';
import { requireEntitlement } from '../subscriptions/service';
import { compare, comparisonCsvFile, comparisonLookup, prices, pricesCsvFile, producersByType, type CsvFile } from './service';
import { pricesCache } from './cache';

/** The 200 of a CSV export in the OpenAPI document: a file, not the envelope (errors stay envelopes). */
const csvAnswer = {
  description: 'The CSV file (UTF-8 with a byte-order mark, CRLF lines), as an attachment (Content-Disposition)',
  content: { 'text/csv': { schema: z.string() } },
};

/**
 * An export needs a session (401) and a package granting `entitlement` (402 "You must subscribe
 * first"), checked before the query is: a visitor learns nothing about the filter it sent.
 */
const entitled = (app: FastifyInstance, entitlement: Entitlement) => async (req: FastifyRequest) =>
  requireEntitlement(app.database.db, requireUser(req).userId, entitlement);

/** Sends a CSV export as a download; personal (the entitlement was checked): never kept by a shared cache. */
function sendCsv(reply: FastifyReply, file: CsvFile) {
  const ascii = file.fileName.replace(/[^\w.-]/g, '_');
  return reply
    .type(CSV_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('cache-control', 'private, no-store')
    .send(file.text);
}

/**
 * SPEC section 7: GET price, GET/POST price_comparison, POST get_producer_by_product_type; and
 * the CSV exports of both (issue 16): GET prices_csv, GET comparison_csv.
 */
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
    async (req) => ok(await prices(app.readDb, app.cache, requestLang(req), req.query)),
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
    async (req) => ok(await comparisonLookup(app.readDb, app.cache, requestLang(req), req.query.country)),
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
      const rows = await compare(app.readDb, app.cache, requestLang(req), req.body);
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
    async (req) => ok(await producersByType(app.readDb, app.cache, requestLang(req), req.body.product_type_id, req.body.country)),
  );
  api.get(
    '/prices_csv',
    {
      schema: {
        tags: ['prices'],
        summary:
          "CSV export of the prices GET price answers for the same query (headers in the request's language); needs a session and a package granting prices.export (402 otherwise)",
        querystring: priceQuery,
        response: { 200: csvAnswer, 401: errorEnvelope, 402: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope },
      },
      preValidation: entitled(app, 'prices.export'),
    },
    async (req, reply) => sendCsv(reply, await pricesCsvFile(app.readDb, app.cache, requestLang(req), req.query)),
  );
  api.get(
    '/comparison_csv',
    {
      schema: {
        tags: ['prices'],
        summary:
          "CSV export of a comparison, with the comparison page's query (from_date, to_date, items=item_id:gov_id,… up to 4 pairs); needs a session and a package granting comparison.export (402 otherwise)",
        querystring: comparisonCsvQuery,
        response: { 200: csvAnswer, 401: errorEnvelope, 402: errorEnvelope, 422: errorEnvelope },
      },
      preValidation: entitled(app, 'comparison.export'),
    },
    async (req, reply) => sendCsv(reply, await comparisonCsvFile(app.readDb, app.cache, requestLang(req), req.query)),
  );
}
