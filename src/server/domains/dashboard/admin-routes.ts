/** The back office's dashboard call, `/api/v1/{lang}/admin/dashboard` (every staff role: area `dashboard`). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardAdminCalls } from '../../../shared/schemas/admin';
import { requireStaff } from '../../platform/admin';
import { ok, requestLang } from '../../platform/envelope';
import { dashboard } from './service';
import { routeOf } from '../../platform/contract-route';

export async function dashboardAdminRoutes(app: FastifyInstance) {
  const db = app.database.db;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(dashboardAdminCalls.dashboard, {}, { admin: { area: 'dashboard' } }),
    handler: async (req) => ok(await dashboard(db, requestLang(req), requireStaff(req).role)),
  });
}
