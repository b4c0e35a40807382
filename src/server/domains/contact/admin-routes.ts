/**
 * The back office's inbox (issue 18, area `inbox`; admin and support): contact messages, deal
 * requests and job applications, under `/api/v1/{lang}/admin/inbox…`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../platform/admin';
import { ok, requestLang, t } from '../../platform/envelope';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { loadSecret } from '../../platform/secret';
import { adminPageOf } from '../../../shared/schemas/admin';
import {
  applicationItemSchema,
  applicationParams,
  contactItemSchema,
  dealRequestItemSchema,
  handledBody,
  inboxParams,
  inboxQuery,
  inboxSummarySchema,
  replyBody,
} from '../../../shared/schemas/inbox-admin';
import { applicationLinkDataSchema } from '../../../shared/schemas/jobs';
import * as inbox from './inbox';

const config = { admin: { area: 'inbox' as const } };
const tags = ['admin: inbox'];
const listAnswer = { 422: errorEnvelope };

export async function contactAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps: inbox.InboxDeps = { db: app.database.db, jobs: app.jobs, mailer: app.mailer, secret: loadSecret(app.config) };
  const db = deps.db;

  api.get(
    '/inbox',
    { schema: { tags, summary: 'How many messages of each kind, and how many are unread', response: { 200: envelopeOf(inboxSummarySchema) } }, config },
    async () => ok(await inbox.inboxSummary(db)),
  );
  api.get(
    '/inbox/contact',
    {
      schema: {
        tags,
        summary: 'Contact messages, newest first: unread, handled or all; by sender name or e-mail',
        querystring: inboxQuery,
        response: { 200: envelopeOf(adminPageOf(contactItemSchema)), ...listAnswer },
      },
      config,
    },
    async (req) => ok(await inbox.contactInbox(db, req.query)),
  );
  api.get(
    '/inbox/deal_requests',
    {
      schema: {
        tags,
        summary: 'Deal requests with their requester and deal, newest first: unread, handled or all',
        querystring: inboxQuery,
        response: { 200: envelopeOf(adminPageOf(dealRequestItemSchema)), ...listAnswer },
      },
      config,
    },
    async (req) => ok(await inbox.dealRequestInbox(db, requestLang(req), req.query)),
  );
  api.get(
    '/inbox/applications',
    {
      schema: {
        tags,
        summary: 'Job applications with their applicant, job and CV, newest first: unread, handled or all',
        querystring: inboxQuery,
        response: { 200: envelopeOf(adminPageOf(applicationItemSchema)), ...listAnswer },
      },
      config,
    },
    async (req) => ok(await inbox.applicationInbox(db, requestLang(req), req.query)),
  );
  api.put(
    '/inbox/:kind/:id/handled',
    {
      schema: {
        tags,
        summary: 'Marks a message (contact, deal_requests, applications) handled, or unread again',
        params: inboxParams,
        body: handledBody,
        response: { 200: envelopeOf(z.null()), 404: errorEnvelope, 422: errorEnvelope },
      },
      config,
    },
    async (req) => {
      await inbox.setHandled(deps, requireStaff(req), req.params.kind, req.params.id, req.body.handled);
      return ok(null, t(req, req.body.handled ? 'api.inbox_marked_handled' : 'api.inbox_marked_unread'));
    },
  );
  api.post(
    '/inbox/:kind/:id/reply',
    {
      schema: {
        tags,
        summary: 'Answers the sender by e-mail (queued in the outbox with the mark: the message becomes handled)',
        params: inboxParams,
        body: replyBody,
        response: { 200: envelopeOf(z.null()), 404: errorEnvelope, 422: errorEnvelope },
      },
      config: { ...config, rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (req) => {
      await inbox.reply(deps, requireStaff(req), req.params.kind, req.params.id, req.body);
      return ok(null, t(req, 'api.inbox_reply_sent'));
    },
  );
  api.post(
    '/inbox/applications/:id/cv_link',
    {
      schema: {
        tags,
        summary: "A 5-minute link to an application's CV that opens only in this staff member's session (the audit log keeps who asked)",
        params: applicationParams,
        response: { 200: envelopeOf(applicationLinkDataSchema), 404: errorEnvelope },
      },
      // Reading a CV: open to every role that may read the inbox (the link is logged all the same).
      config: { admin: { area: 'inbox' as const, access: 'read' as const } },
    },
    async (req) => ok(await inbox.cvLink(deps, requireStaff(req), req.params.id, requestLang(req))),
  );
}
