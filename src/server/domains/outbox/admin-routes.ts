/**
 * The outbox of the back office (issue 18, area `outbox`, admins only): the mails the site
 * queued, one mail's text and delivery state, and "send again" of a failed one.
 * `/api/v1/{lang}/admin/outbox…`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireStaff } from '../../platform/admin';
import { ok, t } from '../../platform/envelope';
import { errorEnvelope } from '../../platform/openapi';
import { outboxAdminCalls } from '../../../shared/schemas/outbox-admin';
import { outboxDetail, outboxList, resendMail, type OutboxDeps } from './service';
import { routeOf } from '../../platform/contract-route';

const config = { admin: { area: 'outbox' as const } };

export async function outboxAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps: OutboxDeps = {
    db: app.database.db,
    jobs: app.jobs,
    retry: { retryDelaySeconds: app.config.MAIL_RETRY_DELAY, retryLimit: app.config.MAIL_RETRY_LIMIT },
    smtp: Boolean(app.config.SMTP_URL),
  };

  api.route({
    ...routeOf(outboxAdminCalls.outboxList, { 422: errorEnvelope }, config),
    handler: async (req) => ok(await outboxList(deps, req.query)),
  });
  api.route({
    ...routeOf(outboxAdminCalls.outboxMail, { 404: errorEnvelope }, config),
    handler: async (req) => ok(await outboxDetail(deps, req.params.id)),
  });
  api.route({
    ...routeOf(outboxAdminCalls.outboxResend, { 404: errorEnvelope, 409: errorEnvelope }, config),
    handler: async (req) => {
      await resendMail(deps, requireStaff(req), req.params.id);
      return ok(null, t(req, 'api.outbox_resent'));
    },
  });
}
