import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { compare, comparisonLookup } from './comparison';
import { comparisonCsvFile, comparisonXlsxFile, pricesCsvFile, pricesXlsxFile } from './exports';
import { prices, producersByType } from './reads';
import { csvAnswer, entitled, sendCsv, sendXlsx, xlsxAnswer } from './downloads';
import { pricesCache } from './cache';

/**
 * SPEC section 7: GET price, GET/POST price_comparison, POST get_producer_by_product_type; and
 * the CSV exports of both (issue 16): GET prices_csv, GET comparison_csv; and their Excel twins
 * (issue 20): GET prices_xlsx, GET comparison_xlsx.
 */
export async function pricesRoutes(app: FastifyInstance) {
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
  api.get(
    '/prices_xlsx',
    {
      schema: {
        tags: ['prices'],
        summary:
          'Excel (.xlsx) export of the rows and columns of prices_csv for the same query; needs a session and a package granting prices.export (402 otherwise)',
        querystring: priceQuery,
        response: { 200: xlsxAnswer, 401: errorEnvelope, 402: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope },
      },
      preValidation: entitled(app, 'prices.export'),
    },
    async (req, reply) => sendXlsx(reply, await pricesXlsxFile(app.readDb, app.cache, requestLang(req), req.query)),
  );
  api.get(
    '/comparison_xlsx',
    {
      schema: {
        tags: ['prices'],
        summary:
          'Excel (.xlsx) export of a comparison (the table of comparison_csv, same query); needs a session and a package granting comparison.export (402 otherwise)',
        querystring: comparisonCsvQuery,
        response: { 200: xlsxAnswer, 401: errorEnvelope, 402: errorEnvelope, 422: errorEnvelope },
      },
      preValidation: entitled(app, 'comparison.export'),
    },
    async (req, reply) => sendXlsx(reply, await comparisonXlsxFile(app.readDb, app.cache, requestLang(req), req.query)),
  );
}
