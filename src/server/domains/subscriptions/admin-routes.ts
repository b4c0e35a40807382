/**
 * The back office's packages (area `packages`) and subscriptions, orders, refunds and revenue
 * (area `payments`), under `/api/v1/{lang}/admin/` (issue 18; platform/admin.ts checks the role
 * and the second factor, every write leaves its audit entry).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../platform/admin';
import { ok, requestLang, t } from '../../platform/envelope';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { adminPageOf } from '../../../shared/schemas/admin';
import {
  adminPackageSchema,
  adminPackagesSchema,
  adminPaymentDetailSchema,
  adminPaymentSchema,
  adminPaymentsQuery,
  adminSubscriptionSchema,
  adminSubscriptionsQuery,
  packageBody,
  packageGroupBody,
  packageGroupParams,
  packageParams,
  packageRemovalSchema,
  refundBody,
  refundResultSchema,
  revenueSchema,
} from '../../../shared/schemas/subscriptions-admin';
import * as admin from './admin';
import * as ordersAdmin from './orders-admin';
import { subscriptionDeps } from './routes';

const packages = { admin: { area: 'packages' as const } };
const payments = { admin: { area: 'payments' as const } };
const writeErrors = { 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope };

export async function subscriptionsAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = subscriptionDeps(app);
  const db = app.database.db;

  // ---- packages ----
  const tags = ['admin: packages'];
  api.get(
    '/packages',
    {
      schema: {
        tags,
        summary: 'The package groups and every package (offered or not) with its subscriptions',
        response: { 200: envelopeOf(adminPackagesSchema) },
      },
      config: packages,
    },
    async () => ok(await admin.adminPackagesData(db)),
  );
  api.put(
    '/packages/groups/:id',
    {
      schema: {
        tags,
        summary: "A group's names (both languages) and order",
        params: packageGroupParams,
        body: packageGroupBody,
        response: { 200: envelopeOf(z.null()), ...writeErrors },
      },
      config: packages,
    },
    async (req) => {
      await admin.updatePackageGroup(deps, requireStaff(req), req.params.id, req.body);
      return ok(null, t(req, 'api.packages_saved'));
    },
  );
  api.post(
    '/packages',
    {
      schema: {
        tags,
        summary: 'A new package: group, tier, billing, titles, price (LE), duration (months), number of e-mails, entitlements',
        body: packageBody,
        response: { 200: envelopeOf(adminPackageSchema), ...writeErrors },
      },
      config: packages,
    },
    async (req) => ok(await admin.createPackage(deps, requireStaff(req), req.body), t(req, 'api.packages_saved')),
  );
  api.put(
    '/packages/:id',
    {
      schema: {
        tags,
        summary: "Replaces a package's fields (orders made keep their frozen lines; entitlements change at once for its subscribers)",
        params: packageParams,
        body: packageBody,
        response: { 200: envelopeOf(adminPackageSchema), ...writeErrors },
      },
      config: packages,
    },
    async (req) => ok(await admin.updatePackage(deps, requireStaff(req), req.params.id, req.body), t(req, 'api.packages_saved')),
  );
  api.delete(
    '/packages/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a package nobody subscribed to or ordered; one with subscriptions is deactivated instead',
        params: packageParams,
        response: { 200: envelopeOf(packageRemovalSchema), 403: errorEnvelope, 404: errorEnvelope },
      },
      config: packages,
    },
    async (req) => {
      const result = await admin.removePackage(deps, requireStaff(req), req.params.id);
      return ok(result, t(req, result.deleted ? 'api.packages_deleted' : 'api.packages_deactivated'));
    },
  );

  // ---- subscriptions, orders, refunds, revenue ----
  const ptags = ['admin: payments'];
  api.get(
    '/payments/subscriptions',
    {
      schema: {
        tags: ptags,
        summary: 'Subscriptions, newest first, by status (as of today), date made (Cairo days) and owner e-mail or name',
        querystring: adminSubscriptionsQuery,
        response: { 200: envelopeOf(adminPageOf(adminSubscriptionSchema)), 422: errorEnvelope },
      },
      config: payments,
    },
    async (req) => ok(await ordersAdmin.adminSubscriptions(db, requestLang(req), req.query)),
  );
  api.get(
    '/payments',
    {
      schema: {
        tags: ptags,
        summary: 'Orders, newest first, by status, date made (Cairo days) and owner e-mail or name',
        querystring: adminPaymentsQuery,
        response: { 200: envelopeOf(adminPageOf(adminPaymentSchema)), 422: errorEnvelope },
      },
      config: payments,
    },
    async (req) => ok(await ordersAdmin.adminPayments(db, req.query)),
  );
  api.get(
    '/payments/revenue',
    {
      schema: { tags: ptags, summary: 'Revenue of the last 12 months (Cairo): paid, refunded, net, with counts', response: { 200: envelopeOf(revenueSchema) } },
      config: payments,
    },
    async () => ok(await admin.revenue(db)),
  );
  api.get(
    '/payments/:id',
    {
      schema: {
        tags: ptags,
        summary: 'One order: its lines, the subscriptions it paid, every provider event, and how it can be refunded',
        params: packageParams,
        response: { 200: envelopeOf(adminPaymentDetailSchema), 404: errorEnvelope },
      },
      config: payments,
    },
    async (req) => ok(await ordersAdmin.adminPaymentDetail(deps, requestLang(req), req.params.id)),
  );
  api.post(
    '/payments/:id/refund',
    {
      schema: {
        tags: ptags,
        summary:
          'Refunds a paid order through its provider (409 when the provider cannot: refund by hand at the provider, then send by_hand); its subscriptions end',
        params: packageParams,
        body: refundBody,
        response: { 200: envelopeOf(refundResultSchema), 409: errorEnvelope, 503: errorEnvelope, ...writeErrors },
      },
      config: payments,
    },
    async (req) => {
      const result = await ordersAdmin.refundPayment(deps, requireStaff(req), req.params.id, req.body);
      return ok(result, t(req, result.by_hand ? 'api.payments_refunded_by_hand' : 'api.payments_refunded'));
    },
  );
}
