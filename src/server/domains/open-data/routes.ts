/**
 * A subscriber's keys of the open data API (issue 20), in Settings: `GET api_keys`,
 * `POST api_key` (the key answered once), `DELETE api_key/:id` (revoke), under
 * `/api/v1/{lang}/front`. Signed in (cookie session or bearer token; the front scope checks the
 * Origin of a cookie's writes).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth';
import { ok, t } from '../../platform/envelope';
import { errorEnvelope } from '../../platform/openapi';
import { perApp } from '../../platform/per-app';
import { loadSecret } from '../../platform/secret';
import { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey } from '../../../shared/idempotency';
import { openDataCalls } from '../../../shared/schemas/open-data';
import { ValidationFailed } from '../../platform/errors';
import * as openData from './service';
import { routeOf } from '../../platform/contract-route';

const secretOf = perApp((app) => loadSecret(app.config));

export async function openDataRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeOf(openDataCalls.apiKeys, { 401: errorEnvelope }),
    handler: async (req) => ok(await openData.listKeys(app.database.db, requireUser(req).userId)),
  });

  api.route({
    ...routeOf(openDataCalls.createApiKey, { 401: errorEnvelope, 402: errorEnvelope, 422: errorEnvelope }, { rateLimit: { max: 10, timeWindow: 60_000 } }),
    handler: async (req) => {
      const header = req.headers[IDEMPOTENCY_KEY_HEADER];
      const idem = Array.isArray(header) ? header.join(', ') : header;
      if (idem !== undefined && !isIdempotencyKey(idem)) throw new ValidationFailed({}, 'api.idempotency_key_invalid');
      const made = await openData.createKey(app.database.db, secretOf(app), requireUser(req).userId, req.body.name, idem);
      return ok(made, t(req, 'api.api_key_created'));
    },
  });

  api.route({
    ...routeOf(openDataCalls.revokeApiKey, { 401: errorEnvelope, 404: errorEnvelope }, { rateLimit: { max: 30, timeWindow: 60_000 } }),
    handler: async (req) => {
      await openData.revokeKey(app.database.db, requireUser(req).userId, req.params.id);
      return ok(null, t(req, 'api.api_key_revoked'));
    },
  });
}
