import type { FastifyInstance } from 'fastify';
import { perApp } from '../../platform/per-app';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bulletinsCalls } from '../../../shared/schemas/bulletins';
import { errorEnvelope } from '../../platform/openapi';
import { ok, requestLang, t } from '../../platform/envelope';
import { requireUser } from '../../platform/auth';
import { requestDb } from '../../platform/idempotency';
import { loadSecret } from '../../platform/secret';
import * as alerts from './alerts';
import * as bulletins from './service';
import { routeOf } from '../../platform/contract-route';

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
  api.route({
    ...routeOf(bulletinsCalls.priceAlerts, { 401: errorEnvelope }),
    handler: async (req) => ok(await alerts.listAlerts(app.database.db, requestLang(req), requireUser(req).userId)),
  });
  api.route({
    ...routeOf(
      bulletinsCalls.createPriceAlert,
      { 401: errorEnvelope, 402: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope },
      { rateLimit: { max: 30, timeWindow: 60_000 } },
    ),
    handler: async (req) => {
      const { userId } = requireUser(req);
      return ok(await alerts.createAlert(requestDb(req), requestLang(req), userId, req.body), t(req, 'api.price_alert_saved'));
    },
  });
  api.route({
    ...routeOf(bulletinsCalls.deletePriceAlert, { 401: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope }),
    handler: async (req) => {
      const { userId } = requireUser(req);
      await alerts.deleteAlert(app.database.db, userId, req.body.id);
      return ok(null, t(req, 'api.price_alert_deleted'));
    },
  });
}
