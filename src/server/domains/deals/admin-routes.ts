/** The back office's moderation of deals (issue 18, area `marketplace`): every deal whatever its state; hide, unhide, close with a reason. */
import type { FastifyInstance } from 'fastify';
import { dealAdminSchema } from '../../../shared/schemas/marketplace-admin';
import { registerModeration } from '../../platform/admin-moderation';
import { dealsForStaff, moderateDeal } from './service';

export async function dealsAdminRoutes(app: FastifyInstance) {
  const deps = { db: app.database.db, cache: app.cache };
  registerModeration(app, {
    path: 'marketplace/deals',
    noun: 'deal',
    row: dealAdminSchema,
    list: (lang, q) => dealsForStaff(deps.db, lang, q),
    moderate: (staff, lang, id, action, reason) => moderateDeal(deps, staff, lang, id, action, reason),
  });
}
