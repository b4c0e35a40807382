import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { homeCalls } from '../../../shared/schemas/home';
import { routeOf } from '../../platform/contract-route';
import { ok, requestLang } from '../../platform/envelope';
import { home } from './service';
import { homeCache } from './cache';

export async function homeRoutes(app: FastifyInstance) {
  app.cache.declare(homeCache);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(homeCalls.home, {}, { answerCache: true }),
    handler: async (req) => ok(await home(app.readDb, app.cache, requestLang(req), req.query.country)),
  });
}
