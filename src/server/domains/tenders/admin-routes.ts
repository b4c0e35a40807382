/**
 * The back office's tenders (area `tenders`: editors and admins), `/api/v1/{lang}/admin/tenders`:
 * the calls of the admin kit's entity table (list, one, create, change, show/hide, delete). Every
 * write leaves its audit entry in its transaction, queues the alerts of a tender it publishes, and
 * once committed empties the tenders' cache (and with it the pages, the sitemap and the feed).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPageOf } from '../../../shared/schemas/admin';
import { idParam } from '../../../shared/schemas/common';
import { tenderActiveBody, tenderAdminBody, tenderAdminQuery, tenderAdminSchema } from '../../../shared/schemas/tenders';
import { requireStaff } from '../../platform/admin';
import { ok } from '../../platform/envelope';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { tenderDeps } from './routes';
import * as tenders from './service';

const tags = ['admin: tenders'];
const config = { admin: { area: 'tenders' as const } };
const params = z.object({ id: idParam });
const answer = envelopeOf(tenderAdminSchema);
const refused = { 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

export async function tendersAdminRoutes(app: FastifyInstance) {
  const deps = tenderDeps(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/tenders',
    {
      schema: {
        tags,
        summary: 'Every tender, newest first, searched by a word of the titles or buyers',
        querystring: tenderAdminQuery,
        response: { 200: envelopeOf(adminPageOf(tenderAdminSchema)) },
      },
      config,
    },
    async (req) => ok(await tenders.adminTenders(deps.db, req.query)),
  );
  api.get(
    '/tenders/:id',
    { schema: { tags, summary: 'One tender in both languages', params, response: { 200: answer, 404: errorEnvelope } }, config },
    async (req) => ok(await tenders.adminTender(deps.db, req.params.id)),
  );
  api.post(
    '/tenders',
    {
      schema: {
        tags,
        summary: 'Adds a tender (published now or at published_at; its alerts then go out)',
        body: tenderAdminBody,
        response: { 200: answer, ...refused },
      },
      config,
    },
    async (req) => ok(await tenders.createTender(deps, requireStaff(req), req.body)),
  );
  api.put(
    '/tenders/:id',
    { schema: { tags, summary: 'Changes a tender', params, body: tenderAdminBody, response: { 200: answer, ...refused } }, config },
    async (req) => ok(await tenders.updateTender(deps, requireStaff(req), req.params.id, req.body)),
  );
  api.post(
    '/tenders/:id/active',
    { schema: { tags, summary: 'Shows a tender on the site, or hides it', params, body: tenderActiveBody, response: { 200: answer, ...refused } }, config },
    async (req) => ok(await tenders.setTenderActive(deps, requireStaff(req), req.params.id, req.body.is_active)),
  );
  api.delete(
    '/tenders/:id',
    { schema: { tags, summary: 'Deletes a tender', params, response: { 200: envelopeOf(z.null()), 404: errorEnvelope } }, config },
    async (req) => {
      await tenders.removeTender(deps, requireStaff(req), req.params.id);
      return ok(null);
    },
  );
}
