/** The tenders board's front calls: GET tenders, GET tenders/{id}, and the signed-in reader's tender alerts. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tendersCalls } from '../../../shared/schemas/tenders';
import { requireUser } from '../../platform/auth';
import { ok, requestLang, t } from '../../platform/envelope';
import { requestDb } from '../../platform/idempotency';
import { errorEnvelope } from '../../platform/openapi';
import { routeOf } from '../../platform/contract-route';
import { perApp } from '../../platform/per-app';
import { tendersCache } from './cache';
import * as tenders from './service';

/** The domain's dependencies, made once per app (routes, admin routes and jobs share them). */
export const tenderDeps = perApp((app): tenders.TenderDeps => ({
  db: app.database.db,
  cache: app.cache,
  jobs: app.jobs,
  mailer: app.mailer,
  publicUrl: app.config.publicUrl,
  log: app.log,
}));

export async function tendersRoutes(app: FastifyInstance) {
  app.cache.declare(tendersCache);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(tendersCalls.tenders, { 422: errorEnvelope }, { answerCache: { unlessQuery: ['word'] } }),
    handler: async (req) => ok(await tenders.tenderList(app.readDb, app.cache, requestLang(req), req.query)),
  });
  api.route({
    ...routeOf(tendersCalls.tender, { 404: errorEnvelope }, { answerCache: true }),
    handler: async (req) => ok(await tenders.tenderDetail(app.readDb, app.cache, requestLang(req), req.params.id)),
  });
  api.route({
    ...routeOf(tendersCalls.tenderAlerts, { 401: errorEnvelope }),
    handler: async (req, reply) => {
      const { userId } = requireUser(req);
      reply.header('cache-control', 'private, no-store');
      return ok(await tenders.listAlerts(app.database.db, requestLang(req), userId));
    },
  });
  api.route({
    ...routeOf(tendersCalls.createTenderAlert, { 401: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope }, { rateLimit: { max: 30, timeWindow: 60_000 } }),
    handler: async (req) => {
      const { userId } = requireUser(req);
      return ok(await tenders.createAlert(requestDb(req), requestLang(req), userId, req.body), t(req, 'api.tender_alert_saved'));
    },
  });
  api.route({
    ...routeOf(tendersCalls.deleteTenderAlert, { 401: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope }),
    handler: async (req) => {
      const { userId } = requireUser(req);
      await tenders.deleteAlert(app.database.db, userId, req.body.id);
      return ok(null, t(req, 'api.tender_alert_deleted'));
    },
  });
}
