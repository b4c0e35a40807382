/** The back office's dashboard call, `/api/v1/{lang}/admin/dashboard` (every staff role: area `dashboard`). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '../../../shared/schemas/admin';
import { requireStaff } from '../../platform/admin';
import { ok, requestLang } from '../../platform/envelope';
import { envelopeOf } from '../../platform/openapi';
import { dashboard } from './service';

export async function dashboardAdminRoutes(app: FastifyInstance) {
  const db = app.database.db;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dashboard',
    {
      schema: {
        tags: ['admin: staff'],
        summary: "Today's price entry per product, new users, active subscriptions, revenue this month, unread inbox, failed mails",
        response: { 200: envelopeOf(dashboardSchema) },
      },
      config: { admin: { area: 'dashboard' } },
    },
    async (req) => ok(await dashboard(db, requestLang(req), requireStaff(req).role)),
  );
}
