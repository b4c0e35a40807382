/**
 * The price analysis (issue 20): GET price_analysis, and its exports GET price_analysis_csv and
 * GET price_analysis_xlsx. The answer depends on the reader (the `analysis` entitlement widens
 * the range), never on anything else of the session.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analysisQuery, analysisCalls } from '../../../shared/schemas/analysis';
import { errorEnvelope, plainJsonSerializer } from '../../platform/openapi';
import { ok, requestLang } from '../../platform/envelope';
import { hasEntitlement } from '../subscriptions';
import { analysisCsvFile, analysisXlsxFile, priceAnalysis } from './analysis';
import { csvAnswer, entitled, sendCsv, sendXlsx, xlsxAnswer } from './downloads';
import { pricesCache } from './cache';
import { routeOf } from '../../platform/contract-route';

/** Whether the request's reader holds `analysis` (a visitor does not). */
const readerEntitled = async (app: FastifyInstance, req: FastifyRequest) =>
  req.session ? hasEntitlement(app.database.db, req.session.userId, 'analysis') : false;

export async function pricesAnalysisRoutes(app: FastifyInstance) {
  app.cache.declare(pricesCache);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(analysisCalls.priceAnalysis, { 404: errorEnvelope, 422: errorEnvelope }),
    // Up to years of daily points: typed by our own code and parsed by the API tests, not re-validated on the way out.
    serializerCompiler: plainJsonSerializer,
    handler: async (req) => ok(await priceAnalysis(app.readDb, app.cache, requestLang(req), req.query, await readerEntitled(app, req))),
  });
  api.get(
    '/price_analysis_csv',
    {
      schema: {
        tags: ['prices'],
        summary:
          "CSV export of the price analysis's series (date, lowest, highest, average, 7 and 30 price-day moving averages) for the same query as price_analysis; needs a session and a package granting analysis (402 otherwise)",
        querystring: analysisQuery,
        response: { 200: csvAnswer, 401: errorEnvelope, 402: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope },
      },
      preValidation: entitled(app, 'analysis'),
    },
    async (req, reply) => sendCsv(reply, await analysisCsvFile(app.readDb, app.cache, requestLang(req), req.query)),
  );
  api.get(
    '/price_analysis_xlsx',
    {
      schema: {
        tags: ['prices'],
        summary:
          'Excel (.xlsx) export of the price analysis for the same query as price_analysis: the series, the spread over governorates, the producers and the index, a sheet each; needs a session and a package granting analysis (402 otherwise)',
        querystring: analysisQuery,
        response: { 200: xlsxAnswer, 401: errorEnvelope, 402: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope },
      },
      preValidation: entitled(app, 'analysis'),
    },
    async (req, reply) => sendXlsx(reply, await analysisXlsxFile(app.readDb, app.cache, requestLang(req), req.query)),
  );
}
