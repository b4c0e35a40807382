/**
 * Society → Deals: SPEC section 7's GET deal, POST deal, POST apply_deal, and the calls issue 17
 * adds for a deal's page and its poster (GET deal/{id}, POST close_deal, GET my_deals).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dealsCalls } from '../../../shared/schemas/deals';
import { requireUser } from '../../platform/auth';
import { ok, requestLang, t } from '../../platform/envelope';
import { afterCommit, requestDb } from '../../platform/idempotency';
import { errorEnvelope } from '../../platform/openapi';
import { routeOf } from '../../platform/contract-route';
import { perApp } from '../../platform/per-app';
import { dealsCache } from './cache';
import * as deals from './service';

const dealDeps = perApp((app): deals.DealDeps => ({
  db: app.database.db,
  cache: app.cache,
  jobs: app.jobs,
  mailer: app.mailer,
  publicUrl: app.config.publicUrl,
}));

export async function dealsRoutes(app: FastifyInstance) {
  app.cache.declare(dealsCache);
  const deps = dealDeps(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** Creating and requesting: per address, whatever the client key (the per-account daily limit is the service's). */
  const writeLimit = { rateLimit: { max: 20, timeWindow: 60_000, allowList: () => false } };

  api.route({
    ...routeOf(dealsCalls.deals, { 422: errorEnvelope }, { answerCache: true }),
    handler: async (req) => ok(await deals.dealList(deps.db, deps.cache, requestLang(req), req.query)),
  });

  api.route({
    ...routeOf(dealsCalls.deal, { 404: errorEnvelope }, { answerCache: true }),
    handler: async (req) => ok(await deals.dealDetail(deps.db, deps.cache, requestLang(req), req.params.id)),
  });

  api.route({
    ...routeOf(dealsCalls.addDeal, { 401: errorEnvelope, 402: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope }, writeLimit),
    handler: async (req) => {
      const id = await deals.createDeal(deps, requestDb(req), requireUser(req).userId, req.body);
      // After the commit: a list read between the two would otherwise be cached without the new deal.
      await afterCommit(req, () => deals.invalidateDeals(deps.cache));
      return ok({ id }, t(req, 'api.deal_added'));
    },
  });

  api.route({
    ...routeOf(
      dealsCalls.applyDeal,
      { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope },
      writeLimit,
    ),
    handler: async (req) => {
      await deals.applyToDeal(deps, requestDb(req), requireUser(req).userId, req.body.deal_id);
      return ok(null, t(req, 'api.deal_applied'));
    },
  });

  api.route({
    ...routeOf(
      dealsCalls.closeDeal,
      { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope },
      { rateLimit: { max: 30, timeWindow: 60_000 } },
    ),
    handler: async (req) => {
      await deals.closeDeal(deps, requireUser(req).userId, req.body.deal_id);
      return ok(null, t(req, 'api.deal_closed'));
    },
  });

  api.route({
    ...routeOf(dealsCalls.myDeals, { 401: errorEnvelope }),
    handler: async (req, reply) => {
      const { userId } = requireUser(req);
      reply.header('cache-control', 'private, no-store');
      return ok(await deals.myDeals(deps.db, requestLang(req), userId));
    },
  });
}
