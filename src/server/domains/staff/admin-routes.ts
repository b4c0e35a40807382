/**
 * The staff's own admin calls: who is signed in, the second factor, the audit log.
 * `/api/v1/{lang}/admin/...` (platform/admin.ts checks the role and the second factor).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffAdminCalls } from '../../../shared/schemas/admin';
import { errorEnvelope } from '../../platform/openapi';
import { ok } from '../../platform/envelope';
import { requireStaff } from '../../platform/admin';
import { loadSecret } from '../../platform/secret';
import { auditLog } from '../../platform/audit';
import { adminMe, confirmEnrolment, renewRecoveryCodes, staffMembers, startEnrolment, verifySecondFactor } from './service';
import { routeOf } from '../../platform/contract-route';
/** Tries of a code per address: six digits are guessed in a million tries, not in five a minute. */
const codeLimit = { rateLimit: { max: 5, timeWindow: 60_000, allowList: () => false } };

export async function staffAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secret = loadSecret(app.config);
  const db = app.database.db;

  api.route({
    ...routeOf(staffAdminCalls.me, { 403: errorEnvelope }, { admin: { area: 'account', secondFactor: false } }),
    handler: async (req) => ok(await adminMe(db, secret, requireStaff(req))),
  });
  api.route({
    ...routeOf(staffAdminCalls.secondFactorSetup, { 403: errorEnvelope }, { admin: { area: 'account', secondFactor: false }, ...codeLimit }),
    handler: async (req) => ok(await startEnrolment(db, secret, requireStaff(req))),
  });
  api.route({
    ...routeOf(staffAdminCalls.secondFactorEnable, { 422: errorEnvelope }, { admin: { area: 'account', secondFactor: false }, ...codeLimit }),
    handler: async (req) => ok({ recovery_codes: await confirmEnrolment(db, secret, requireStaff(req), req.body.code) }),
  });
  api.route({
    ...routeOf(staffAdminCalls.secondFactorVerify, { 422: errorEnvelope }, { admin: { area: 'account', secondFactor: false }, ...codeLimit }),
    handler: async (req) => {
      await verifySecondFactor(db, secret, requireStaff(req), req.body.code);
      return ok(null);
    },
  });
  api.route({
    ...routeOf(staffAdminCalls.recoveryCodes, {}, { admin: { area: 'account' } }),
    handler: async (req) => ok({ recovery_codes: await renewRecoveryCodes(db, requireStaff(req)) }),
  });
  api.route({
    ...routeOf(staffAdminCalls.auditLog, {}, { admin: { area: 'audit' } }),
    handler: async (req) => ok({ ...(await auditLog(db, req.query)), page: req.query.page, rows: req.query.rows }),
  });
  api.route({
    ...routeOf(staffAdminCalls.staffMembers, {}, { admin: { area: 'audit' } }),
    handler: async () => ok(await staffMembers(db)),
  });
}
