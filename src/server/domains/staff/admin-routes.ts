/**
 * The staff's own admin calls: who is signed in, the second factor, the audit log.
 * `/api/v1/{lang}/admin/...` (platform/admin.ts checks the role and the second factor).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminMeSchema,
  adminPageOf,
  auditEntrySchema,
  auditQuery,
  recoveryCodesSchema,
  secondFactorBody,
  totpEnrolmentSchema,
} from '../../../shared/schemas/admin';
import { STAFF_ROLES } from '../../../shared/admin';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { ok } from '../../platform/envelope';
import { requireStaff } from '../../platform/admin';
import { loadSecret } from '../../platform/secret';
import { auditLog } from '../../platform/audit';
import { adminMe, confirmEnrolment, renewRecoveryCodes, staffMembers, startEnrolment, verifySecondFactor } from './service';

const tags = ['admin: staff'];
/** Tries of a code per address: six digits are guessed in a million tries, not in five a minute. */
const codeLimit = { rateLimit: { max: 5, timeWindow: 60_000, allowList: () => false } };

export async function staffAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secret = loadSecret(app.config);
  const db = app.database.db;

  api.get(
    '/me',
    {
      schema: {
        tags,
        summary: 'The signed-in staff member, the areas they may open, the state of the second factor',
        response: { 200: envelopeOf(adminMeSchema), 403: errorEnvelope },
      },
      config: { admin: { area: 'account', secondFactor: false } },
    },
    async (req) => ok(await adminMe(db, secret, requireStaff(req))),
  );
  api.post(
    '/second_factor/setup',
    {
      schema: {
        tags,
        summary: 'A new TOTP secret and its QR code (until a first code confirms it)',
        response: { 200: envelopeOf(totpEnrolmentSchema), 403: errorEnvelope },
      },
      config: { admin: { area: 'account', secondFactor: false }, ...codeLimit },
    },
    async (req) => ok(await startEnrolment(db, secret, requireStaff(req))),
  );
  api.post(
    '/second_factor/enable',
    {
      schema: {
        tags,
        summary: 'Confirms the TOTP secret with a first code; answers the recovery codes, shown once',
        body: secondFactorBody,
        response: { 200: envelopeOf(recoveryCodesSchema), 422: errorEnvelope },
      },
      config: { admin: { area: 'account', secondFactor: false }, ...codeLimit },
    },
    async (req) => ok({ recovery_codes: await confirmEnrolment(db, secret, requireStaff(req), req.body.code) }),
  );
  api.post(
    '/second_factor/verify',
    {
      schema: {
        tags,
        summary: 'This session proves the second factor: an app code or a recovery code',
        body: secondFactorBody,
        response: { 200: envelopeOf(z.null()), 422: errorEnvelope },
      },
      config: { admin: { area: 'account', secondFactor: false }, ...codeLimit },
    },
    async (req) => {
      await verifySecondFactor(db, secret, requireStaff(req), req.body.code);
      return ok(null);
    },
  );
  api.post(
    '/second_factor/recovery_codes',
    {
      schema: { tags, summary: 'New recovery codes (the old ones stop working), shown once', response: { 200: envelopeOf(recoveryCodesSchema) } },
      config: { admin: { area: 'account' } },
    },
    async (req) => ok({ recovery_codes: await renewRecoveryCodes(db, requireStaff(req)) }),
  );
  api.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'The audit log of admin writes, newest first, filtered',
        querystring: auditQuery,
        response: { 200: envelopeOf(adminPageOf(auditEntrySchema)) },
      },
      config: { admin: { area: 'audit' } },
    },
    async (req) => ok({ ...(await auditLog(db, req.query)), page: req.query.page, rows: req.query.rows }),
  );
  api.get(
    '/staff',
    {
      schema: {
        tags,
        summary: 'The staff accounts (for the audit filter)',
        response: { 200: envelopeOf(z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: z.enum(['user', ...STAFF_ROLES]) }))) },
      },
      config: { admin: { area: 'audit' } },
    },
    async () => ok(await staffMembers(db)),
  );
}
