import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { comparisonCsvQuery, priceQuery, pricesCalls } from '../../../shared/schemas/prices';
import { errorEnvelope, plainJsonSerializer } from '../../platform/openapi';
import { ok, requestLang } from '../../platform/envelope';
import { compare, comparisonLookup } from './comparison';
import { comparisonCsvFile, comparisonXlsxFile, pricesCsvFile, pricesXlsxFile } from './exports';
import { prices, producersByType } from './reads';
import { csvAnswer, entitled, sendCsv, sendXlsx, xlsxAnswer } from './downloads';
import { pricesCache } from './cache';
import { routeOf } from '../../platform/contract-route';

/**
 * SPEC section 7: GET price, GET/POST price_comparison, POST get_producer_by_product_type; and
 * the CSV exports of both (issue 16): GET prices_csv, GET comparison_csv; and their Excel twins
 * (issue 20): GET prices_xlsx, GET comparison_xlsx.
 */
export async function pricesRoutes(app: FastifyInstance) {
  app.cache.declare(pricesCache);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(pricesCalls.prices, { 404: errorEnvelope, 422: errorEnvelope }),
    serializerCompiler: plainJsonSerializer,
    handler: async (req) => ok(await prices(app.readDb, app.cache, requestLang(req), req.query)),
  });
  api.route({
    ...routeOf(pricesCalls.comparisonLookup),
    serializerCompiler: plainJsonSerializer,
    handler: async (req) => ok(await comparisonLookup(app.readDb, app.cache, requestLang(req), req.query.country)),
  });
  api.route({
    ...routeOf(pricesCalls.comparison, { 422: errorEnvelope }),
    serializerCompiler: plainJsonSerializer,
    handler: async (req, reply) => {
      const rows = await compare(app.readDb, app.cache, requestLang(req), req.body);
      // The rows arrive as JSON text: wrapped in the envelope without parsing them again.
      return reply.type('application/json; charset=utf-8').send(`{"check":true,"msg":"","data":${rows}}` as never);
    },
  });
  api.route({
    ...routeOf(pricesCalls.producersByType, { 404: errorEnvelope, 422: errorEnvelope }),
    handler: async (req) => ok(await producersByType(app.readDb, app.cache, requestLang(req), req.body.product_type_id, req.body.country)),
  });
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
