/** The tenders board's front calls: GET tenders, GET tenders/{id}, and the signed-in reader's tender alerts. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteTenderAlertBody,
  tenderAlertBody,
  tenderAlertSchema,
  tenderAlertsSchema,
  tenderDetailSchema,
  tenderParams,
  tendersListSchema,
  tendersQuery,
} from '../../../shared/schemas/tenders';
import { requireUser } from '../../platform/auth';
import { ok, requestLang, t } from '../../platform/envelope';
import { requestDb } from '../../platform/idempotency';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
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
  const tags = ['tenders'];
  api.get(
    '/tenders',
    {
      config: { answerCache: { unlessQuery: ['word'] } },
      schema: {
        tags,
        summary: 'A page of the published tenders (newest first) filtered by governorate, status, kind, product and a word, with the filter’s lists',
        querystring: tendersQuery,
        response: { 200: envelopeOf(tendersListSchema), 422: errorEnvelope },
      },
    },
    async (req) => ok(await tenders.tenderList(app.readDb, app.cache, requestLang(req), req.query)),
  );
  api.get(
    '/tenders/:id',
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary: 'One published tender (an open one past its deadline reads closed); 404 when unknown, hidden or not yet published',
        params: tenderParams,
        response: { 200: envelopeOf(tenderDetailSchema), 404: errorEnvelope },
      },
    },
    async (req) => ok(await tenders.tenderDetail(app.readDb, app.cache, requestLang(req), req.params.id)),
  );

  api.get(
    '/tender_alerts',
    {
      schema: { tags, summary: "The signed-in reader's tender alerts", response: { 200: envelopeOf(tenderAlertsSchema), 401: errorEnvelope } },
    },
    async (req, reply) => {
      const { userId } = requireUser(req);
      reply.header('cache-control', 'private, no-store');
      return ok(await tenders.listAlerts(app.database.db, requestLang(req), userId));
    },
  );
  api.post(
    '/tender_alert',
    {
      schema: {
        tags,
        summary: 'Tell me of new tenders in a governorate and/or for a product, by a channel (e-mail today; at most 10 alerts; the same one twice: 409)',
        body: tenderAlertBody,
        response: { 200: envelopeOf(tenderAlertSchema), 401: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope },
      },
      config: { rateLimit: { max: 30, timeWindow: 60_000 }, idempotent: true },
    },
    async (req) => {
      const { userId } = requireUser(req);
      return ok(await tenders.createAlert(requestDb(req), requestLang(req), userId, req.body), t(req, 'api.tender_alert_saved'));
    },
  );
  api.post(
    '/delete_tender_alert',
    {
      schema: {
        tags,
        summary: "Removes one of the signed-in reader's tender alerts (another reader's is a 404)",
        body: deleteTenderAlertBody,
        response: { 200: envelopeOf(z.null()), 401: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req) => {
      const { userId } = requireUser(req);
      await tenders.deleteAlert(app.database.db, userId, req.body.id);
      return ok(null, t(req, 'api.tender_alert_deleted'));
    },
  );
}
