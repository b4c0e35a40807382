import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsCalls } from '../../../shared/schemas/news';
import { errorEnvelope } from '../../platform/openapi';
import { routeOf } from '../../platform/contract-route';
import { ok, requestLang } from '../../platform/envelope';
import { newsArticle, newsList } from './service';
import { newsCache } from './cache';

export async function newsRoutes(app: FastifyInstance) {
  app.cache.declare(newsCache);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    // Searches are not kept: every word would be an entry.
    ...routeOf(newsCalls.news, { 422: errorEnvelope }, { answerCache: { unlessQuery: ['word'] } }),
    handler: async (req) => ok(await newsList(app.readDb, app.cache, requestLang(req), req.query)),
  });
  api.route({
    ...routeOf(newsCalls.newsTopic, { 404: errorEnvelope }, { answerCache: true }),
    handler: async (req) => ok(await newsArticle(app.readDb, app.cache, requestLang(req), req.params.id)),
  });
}
