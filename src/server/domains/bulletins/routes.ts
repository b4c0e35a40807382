import type { FastifyInstance } from 'fastify';
import { perApp } from '../../platform/per-app';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletePriceAlertBody, priceAlertBody, priceAlertSchema, priceAlertsSchema } from '../../../shared/schemas/bulletins';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { ok, requestLang, t } from '../../platform/envelope';
import { requireUser } from '../../platform/auth';
import { requestDb } from '../../platform/idempotency';
import { loadSecret } from '../../platform/secret';
import * as alerts from './alerts';
import * as bulletins from './service';

/** The domain's dependencies, made once per app. */
export const bulletinDeps = perApp((app): bulletins.BulletinDeps => ({
  db: app.database.db,
  jobs: app.jobs,
  mailer: app.mailer,
  publicUrl: app.config.publicUrl,
  secret: loadSecret(app.config),
  log: app.log,
}));

/** Front API: GET price_alerts, POST price_alert, POST delete_price_alert (signed in). */
export async function bulletinsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['alerts'];
  api.get(
    '/price_alerts',
    {
      schema: {
        tags,
        summary: "The signed-in user's price alerts with the item, governorate and product names and the latest mid price",
        response: { 200: envelopeOf(priceAlertsSchema), 401: errorEnvelope },
      },
    },
    async (req) => ok(await alerts.listAlerts(app.database.db, requestLang(req), requireUser(req).userId)),
  );
  api.post(
    '/price_alert',
    {
      schema: {
        tags,
        summary: 'Tell me when item X in governorate Y goes above/below a mid price (entitlement prices.alerts; the pair must be priced; at most 20 alerts)',
        body: priceAlertBody,
        response: { 200: envelopeOf(priceAlertSchema), 401: errorEnvelope, 402: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope },
      },
      config: { rateLimit: { max: 30, timeWindow: 60_000 }, idempotent: true },
    },
    async (req) => {
      const { userId } = requireUser(req);
      return ok(await alerts.createAlert(requestDb(req), requestLang(req), userId, req.body), t(req, 'api.price_alert_saved'));
    },
  );
  api.post(
    '/delete_price_alert',
    {
      schema: {
        tags,
        summary: "Remove one of the signed-in user's price alerts (another user's is a 404)",
        body: deletePriceAlertBody,
        response: { 200: envelopeOf(z.null()), 401: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req) => {
      const { userId } = requireUser(req);
      await alerts.deleteAlert(app.database.db, userId, req.body.id);
      return ok(null, t(req, 'api.price_alert_deleted'));
    },
  );
}
