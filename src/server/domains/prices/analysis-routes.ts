/**
 * The price analysis (issue 20): GET price_analysis, and its exports GET price_analysis_csv and
 * GET price_analysis_xlsx. The answer depends on the reader (the `analysis` entitlement widens
 * the range), never on anything else of the session.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analysisQuery, analysisSchema } from '../../../shared/schemas/analysis';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { ok, requestLang } from '../../platform/envelope';
import { hasEntitlement } from '../subscriptions/service';
import { priceAnalysis } from './analysis-service';
import { pricesCache } from './cache';

/** Whether the request's reader holds `analysis` (a visitor does not). */
const readerEntitled = async (app: FastifyInstance, req: FastifyRequest) =>
  req.session ? hasEntitlement(app.database.db, req.session.userId, 'analysis') : false;

export async function priceAnalysisRoutes(app: FastifyInstance) {
  app.cache.declare(pricesCache);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/price_analysis',
    {
      schema: {
        tags: ['prices'],
        summary:
          "Price analysis of one item of a product (meta_name): the national or one governorate's daily band and mid with 7/30 price-day moving averages, day/week/month/year changes, the latest spread over governorates, the latest mid of each producer's item of the same type and the product's national index; without the analysis entitlement, the last 30 days (range.limited)",
        querystring: analysisQuery,
        response: { 200: envelopeOf(analysisSchema), 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req) => ok(await priceAnalysis(app.readDb, app.cache, requestLang(req), req.query, await readerEntitled(app, req))),
  );
}
