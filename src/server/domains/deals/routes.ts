/**
 * Society → Deals: SPEC section 7's GET deal, POST deal, POST apply_deal, and the calls issue 17
 * adds for a deal's page and its poster (GET deal/{id}, POST close_deal, GET my_deals).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dealBodySchema,
  dealCreatedSchema,
  dealDetailSchema,
  dealIdBodySchema,
  dealListQuery,
  dealListSchema,
  dealParams,
  myDealsSchema,
} from '../../../shared/schemas/deals';
import { requireUser } from '../../platform/auth';
import { ok, requestLang, t } from '../../platform/envelope';
import { afterCommit, requestDb } from '../../platform/idempotency';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
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
  const tags = ['deals'];
  /** Creating and requesting: per address, whatever the client key (the per-account daily limit is the service's). */
  const writeLimit = { rateLimit: { max: 20, timeWindow: 60_000, allowList: () => false }, idempotent: true } as const;

  api.get(
    '/deal',
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary:
          'Sliders, deals ads and a page of the open deals (newest first) filtered by product, producer, item and governorate, with the lookup lists of the filter and the deal form',
        querystring: dealListQuery,
        response: { 200: envelopeOf(dealListSchema), 422: errorEnvelope },
      },
    },
    async (req) => ok(await deals.dealList(deps.db, deps.cache, requestLang(req), req.query)),
  );

  api.get(
    '/deal/:id',
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary: 'One deal (closed ones too, with closed: true) and the deals ads; 404 when unknown or hidden',
        params: dealParams,
        response: { 200: envelopeOf(dealDetailSchema), 404: errorEnvelope },
      },
    },
    async (req) => ok(await deals.dealDetail(deps.db, deps.cache, requestLang(req), req.params.id)),
  );

  api.post(
    '/deal',
    {
      schema: {
        tags,
        summary: 'Adds a deal (session; 3 a month free, more with the deals.add entitlement; at most 10 a day)',
        body: dealBodySchema,
        response: {
          200: envelopeOf(dealCreatedSchema),
          401: errorEnvelope,
          402: errorEnvelope,
          422: errorEnvelope,
          429: errorEnvelope,
        },
      },
      config: writeLimit,
    },
    async (req) => {
      const id = await deals.createDeal(deps, requestDb(req), requireUser(req).userId, req.body);
      // After the commit: a list read between the two would otherwise be cached without the new deal.
      await afterCommit(req, () => deals.invalidateDeals(deps.cache));
      return ok({ id }, t(req, 'api.deal_added'));
    },
  );

  api.post(
    '/apply_deal',
    {
      schema: {
        tags,
        summary:
          "Requests a deal: its poster is e-mailed the requester's name, e-mail and mobile (session; not one's own deal; once per deal; at most 30 a day)",
        body: dealIdBodySchema,
        response: {
          200: envelopeOf(z.null()),
          401: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          422: errorEnvelope,
          429: errorEnvelope,
        },
      },
      config: writeLimit,
    },
    async (req) => {
      await deals.applyToDeal(deps, requestDb(req), requireUser(req).userId, req.body.deal_id);
      return ok(null, t(req, 'api.deal_applied'));
    },
  );

  api.post(
    '/close_deal',
    {
      schema: {
        tags,
        summary: 'Closes a deal: it leaves the list and its page says closed (its poster only)',
        body: dealIdBodySchema,
        response: { 200: envelopeOf(z.null()), 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope },
      },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (req) => {
      await deals.closeDeal(deps, requireUser(req).userId, req.body.deal_id);
      return ok(null, t(req, 'api.deal_closed'));
    },
  );

  api.get(
    '/my_deals',
    {
      schema: {
        tags,
        summary: "The signed-in reader's deals (open and closed) with the requests received, and the ids of the deals they requested",
        response: { 200: envelopeOf(myDealsSchema), 401: errorEnvelope },
      },
    },
    async (req, reply) => {
      const { userId } = requireUser(req);
      reply.header('cache-control', 'private, no-store');
      return ok(await deals.myDeals(deps.db, requestLang(req), userId));
    },
  );
}
