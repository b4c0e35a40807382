/**
 * A subscriber's keys of the open data API (issue 20), in Settings: `GET api_keys`,
 * `POST api_key` (the key answered once), `DELETE api_key/:id` (revoke), under
 * `/api/v1/{lang}/front`. Signed in (cookie session or bearer token; the front scope checks the
 * Origin of a cookie's writes).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth';
import { ok, t } from '../../platform/envelope';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { perApp } from '../../platform/per-app';
import { loadSecret } from '../../platform/secret';
import { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey } from '../../../shared/idempotency';
import { apiKeyParams, apiKeysSchema, createApiKeySchema, createdApiKeySchema } from '../../../shared/schemas/open-data';
import { ValidationFailed } from '../../platform/errors';
import * as openData from './service';

const secretOf = perApp((app) => loadSecret(app.config));

export async function openDataRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['open data'];

  api.get(
    '/api_keys',
    {
      schema: {
        tags,
        summary: "The signed-in reader's keys of the open data API with their usage (requests today, the last 30 days, in all); never the keys themselves",
        response: { 200: envelopeOf(apiKeysSchema), 401: errorEnvelope },
      },
    },
    async (req) => ok(await openData.listKeys(app.database.db, requireUser(req).userId)),
  );

  api.post(
    '/api_key',
    {
      schema: {
        tags,
        summary:
          'A new key of the open data API (needs the open_data entitlement: 402; at most 5 active keys: 422). The key is in this answer only. With Idempotency-Key a retry answers the same key and makes no other',
        body: createApiKeySchema,
        response: { 200: envelopeOf(createdApiKeySchema), 401: errorEnvelope, 402: errorEnvelope, 422: errorEnvelope },
      },
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (req) => {
      const header = req.headers[IDEMPOTENCY_KEY_HEADER];
      const idem = Array.isArray(header) ? header.join(', ') : header;
      if (idem !== undefined && !isIdempotencyKey(idem)) throw new ValidationFailed({}, 'api.idempotency_key_invalid');
      const made = await openData.createKey(app.database.db, secretOf(app), requireUser(req).userId, req.body.name, idem);
      return ok(made, t(req, 'api.api_key_created'));
    },
  );

  api.delete(
    '/api_key/:id',
    {
      schema: {
        tags,
        summary: "Revokes one of the reader's keys: calls with it answer 401 from now on (another reader's key: 404)",
        params: apiKeyParams,
        response: { 200: envelopeOf(z.null()), 401: errorEnvelope, 404: errorEnvelope },
      },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (req) => {
      await openData.revokeKey(app.database.db, requireUser(req).userId, req.params.id);
      return ok(null, t(req, 'api.api_key_revoked'));
    },
  );
}
