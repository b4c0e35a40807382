/**
 * The back office's users (issue 18, area `users`): admin changes them; support reads them (to
 * answer a reader who writes in). `/api/v1/{lang}/admin/users...`
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPageOf } from '../../../shared/schemas/admin';
import { adminUserSchema, adminUsersQuery, userActiveBody, userRoleBody } from '../../../shared/schemas/accounts-admin';
import { idParam } from '../../../shared/schemas/common';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { ok } from '../../platform/envelope';
import { requireStaff } from '../../platform/admin';
import { adminUsers, endUserSessions, resetUserSecondFactor, setUserActive, setUserRole } from './admin';

const tags = ['admin: users'];
const params = z.object({ id: idParam });
const users = { admin: { area: 'users' as const } };
const done = { 200: envelopeOf(z.null()), 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

export async function accountsAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, cache: app.cache };

  api.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Accounts, newest first: search by name, e-mail, username or mobile; filter by role and state',
        querystring: adminUsersQuery,
        response: { 200: envelopeOf(adminPageOf(adminUserSchema)) },
      },
      config: users,
    },
    async (req) => ok({ ...(await adminUsers(deps.db, req.query)), page: req.query.page, rows: req.query.rows }),
  );
  api.post(
    '/users/:id/active',
    {
      schema: { tags, summary: 'Activate or deactivate an account (deactivating signs it out everywhere)', params, body: userActiveBody, response: done },
      config: users,
    },
    async (req) => {
      await setUserActive(deps, requireStaff(req), req.params.id, req.body.active);
      return ok(null);
    },
  );
  api.post(
    '/users/:id/role',
    { schema: { tags, summary: "Change an account's role (staff roles open the back office)", params, body: userRoleBody, response: done }, config: users },
    async (req) => {
      await setUserRole(deps, requireStaff(req), req.params.id, req.body.role);
      return ok(null);
    },
  );
  api.post(
    '/users/:id/end_sessions',
    { schema: { tags, summary: 'Sign an account out on every device', params, response: done }, config: users },
    async (req) => {
      await endUserSessions(deps, requireStaff(req), req.params.id);
      return ok(null);
    },
  );
  api.post(
    '/users/:id/second_factor/reset',
    {
      schema: { tags, summary: "Remove a staff member's second factor (a lost phone): set up again at the next visit", params, response: done },
      config: users,
    },
    async (req) => {
      await resetUserSecondFactor(deps, requireStaff(req), req.params.id);
      return ok(null);
    },
  );
}
