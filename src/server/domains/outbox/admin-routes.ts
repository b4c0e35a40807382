/**
 * The outbox of the back office (issue 18, area `outbox`, admins only): the mails the site
 * queued, one mail's text and delivery state, and "send again" of a failed one.
 * `/api/v1/{lang}/admin/outbox…`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../platform/admin';
import { ok, t } from '../../platform/envelope';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { idParam } from '../../../shared/schemas/common';
import { outboxDetailSchema, outboxListSchema, outboxQuery } from '../../../shared/schemas/outbox-admin';
import { outboxDetail, outboxList, resendMail, type OutboxDeps } from './service';

const config = { admin: { area: 'outbox' as const } };
const tags = ['admin: outbox'];
const params = z.object({ id: idParam });

export async function outboxAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps: OutboxDeps = {
    db: app.database.db,
    jobs: app.jobs,
    retry: { retryDelaySeconds: app.config.MAIL_RETRY_DELAY, retryLimit: app.config.MAIL_RETRY_LIMIT },
    smtp: Boolean(app.config.SMTP_URL),
  };

  api.get(
    '/outbox',
    {
      schema: {
        tags,
        summary: 'Mails, newest first, by status (sent, failed, pending), date queued (Cairo days) and address or subject',
        querystring: outboxQuery,
        response: { 200: envelopeOf(outboxListSchema), 422: errorEnvelope },
      },
      config,
    },
    async (req) => ok(await outboxList(deps, req.query)),
  );
  api.get(
    '/outbox/:id',
    {
      schema: {
        tags,
        summary: "One mail: recipient, subject, error, attempts, its text and its job's state",
        params,
        response: { 200: envelopeOf(outboxDetailSchema), 404: errorEnvelope },
      },
      config,
    },
    async (req) => ok(await outboxDetail(deps, req.params.id)),
  );
  api.post(
    '/outbox/:id/resend',
    {
      schema: {
        tags,
        summary: 'Queues an unsent mail again through the mail job (409 once sent, or while its job still retries)',
        params,
        response: { 200: envelopeOf(z.null()), 404: errorEnvelope, 409: errorEnvelope },
      },
      config,
    },
    async (req) => {
      await resendMail(deps, requireStaff(req), req.params.id);
      return ok(null, t(req, 'api.outbox_resent'));
    },
  );
}
