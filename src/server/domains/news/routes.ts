import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsArticleParams, newsDetailSchema, newsListQuery, newsListSchema } from '../../../shared/schemas/news';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { ok, requestLang } from '../../platform/envelope';
import { newsArticle, newsList } from './service';
import { newsCache } from './cache';

export async function newsRoutes(app: FastifyInstance) {
  app.cache.declare(newsCache);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/news',
    {
      // Searches are not kept: every word would be an entry.
      config: { answerCache: { unlessQuery: ['word'] } },
      schema: {
        tags: ['news'],
        summary: 'Sliders, news ads and a page of news of a category (0 = all), or of the news matching `word`',
        querystring: newsListQuery,
        response: { 200: envelopeOf(newsListSchema), 422: errorEnvelope },
      },
    },
    async (req) => ok(await newsList(app.readDb, app.cache, requestLang(req), req.query)),
  );
  api.get(
    '/news/:id/:category_id',
    {
      config: { answerCache: true },
      schema: {
        tags: ['news'],
        summary: 'An article (sanitised HTML body, canonical path), the news ads and related topics; found by id alone',
        params: newsArticleParams,
        response: { 200: envelopeOf(newsDetailSchema), 404: errorEnvelope },
      },
    },
    async (req) => ok(await newsArticle(app.readDb, app.cache, requestLang(req), req.params.id)),
  );
}
