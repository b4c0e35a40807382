/** The back office's moderation of jobs (issue 18, area `marketplace`): every job whatever its state; hide, unhide, close with a reason. */
import type { FastifyInstance } from 'fastify';
import { jobAdminSchema } from '../../../shared/schemas/marketplace-admin';
import { registerModeration } from '../../platform/admin-moderation';
import { jobsForStaff, moderateJob } from './service';

export async function jobsAdminRoutes(app: FastifyInstance) {
  const deps = { db: app.database.db, cache: app.cache };
  registerModeration(app, {
    path: 'marketplace/jobs',
    noun: 'job',
    row: jobAdminSchema,
    list: (lang, q) => jobsForStaff(deps.db, lang, q),
    moderate: (staff, lang, id, action, reason) => moderateJob(deps, staff, lang, id, action, reason),
  });
}
