/**
 * The open data API (issue 20): read-only GETs under `/api/v1/{lang}/open/`, authenticated by a
 * personal key (`Authorization: Bearer bk_…`, or `X-Api-Key: bk_…`). The scope
 * (platform/open-api.ts) adds the per-key rate limit, CORS and the ETag / Last-Modified / 304
 * handling; this plugin authenticates the key and counts its requests (in memory, written every
 * few seconds: decision 031).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { lastModified } from '../../platform/open-api';
import { perApp } from '../../platform/per-app';
import {
  openGovernoratesQuery,
  openGovernoratesSchema,
  openIndexQuery,
  openIndexSchema,
  openItemsQuery,
  openItemsSchema,
  openPricesQuery,
  openPricesSchema,
  openProductsSchema,
} from '../../../shared/schemas/open-data';
import * as openData from './service';
import { examples } from './examples';
import { openDataCache } from './cache';

/** How often the counted requests are written. */
const USAGE_FLUSH_MS = 5_000;

/** The request counter of an app (the tests flush it themselves). */
export const openDataUsage = perApp((app) => openData.usageCounter(app.database.db));

/** The key of a request: the bearer token, else X-Api-Key. */
function keyOf(req: FastifyRequest): string | undefined {
  const auth = req.headers.authorization;
  if (auth) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    return m?.[1];
  }
  const header = req.headers['x-api-key'];
  return Array.isArray(header) ? header[0] : header;
}

export async function openDataOpenRoutes(app: FastifyInstance) {
  app.cache.declare(openDataCache);
  const usage = openDataUsage(app);
  const timer = setInterval(() => usage.flush().catch((err: unknown) => app.log.warn({ err }, 'open data: usage not written')), USAGE_FLUSH_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await usage.flush().catch((err: unknown) => app.log.warn({ err }, 'open data: usage not written'));
  });

  // The key is checked first (the scope's rate limit keys on it); a refusal is answered after the
  // rate limit has counted the request against its address, so guessing keys is limited too.
  const refusals = new WeakMap<FastifyRequest, unknown>();
  app.addHook('onRequest', async (req) => {
    try {
      const client = await openData.authenticate(app.database.db, keyOf(req));
      req.openClient = { id: client.id, limitPerMinute: client.limitPerMinute };
    } catch (err) {
      refusals.set(req, err);
    }
  });
  app.addHook('preValidation', async (req, reply) => {
    if (!refusals.has(req)) return;
    reply.header('www-authenticate', 'Bearer realm="binaa-open-data"');
    throw refusals.get(req);
  });
  app.addHook('onResponse', async (req, reply) => {
    if (req.openClient && reply.statusCode !== 429) usage.count(req.openClient.id);
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['open data API'];
  const security: { [label: string]: string[] }[] = [{ bearer: [] }, { openKey: [] }];
  const errors = { 401: errorEnvelope, 403: errorEnvelope, 429: errorEnvelope };
  const db = () => app.readDb;

  api.get(
    '/products',
    {
      schema: {
        tags,
        security,
        summary: 'The products (cement, steel, …): id, slug, names in Arabic and English',
        response: { 200: envelopeOf(openProductsSchema).meta({ example: examples.products }), ...errors },
      },
    },
    async () => ok({ items: await openData.openProducts(db()) }),
  );

  api.get(
    '/items',
    {
      schema: {
        tags,
        security,
        summary: 'The priced items (of one product with ?product=slug or id): producer, type, unit, country and the governorates they are priced in',
        querystring: openItemsQuery,
        response: { 200: envelopeOf(openItemsSchema).meta({ example: examples.items }), 404: errorEnvelope, 422: errorEnvelope, ...errors },
      },
    },
    async (req) => ok({ items: await openData.openItemList(db(), req.query.product) }),
  );

  api.get(
    '/governorates',
    {
      schema: {
        tags,
        security,
        summary: 'The governorates (of one country with ?country=slug: egypt, saudi, …)',
        querystring: openGovernoratesQuery,
        response: { 200: envelopeOf(openGovernoratesSchema).meta({ example: examples.governorates }), 404: errorEnvelope, 422: errorEnvelope, ...errors },
      },
    },
    async (req) => ok({ items: await openData.openGovernorates(db(), app.cache, req.query.country) }),
  );

  api.get(
    '/prices',
    {
      schema: {
        tags,
        security,
        summary:
          "An item's daily prices from from_date to to_date (at most 366 days), oldest first, per_page ≤ 500: the national rollup (lowest min, highest max, average mid of the governorates priced that day), or one governorate's with gov_id. Last-Modified is the latest change of those days",
        querystring: openPricesQuery,
        response: { 200: envelopeOf(openPricesSchema).meta({ example: examples.prices }), 404: errorEnvelope, 422: errorEnvelope, ...errors },
      },
    },
    async (req, reply) => {
      const { data, lastModified: modified } = await openData.openPriceSeries(db(), req.query);
      lastModified(reply, modified);
      return ok(data);
    },
  );

  api.get(
    '/index',
    {
      schema: {
        tags,
        security,
        summary:
          "A product's national price index from from_date to to_date (at most 366 days): each day the equally weighted mean of its items' national mid prices relative to the base day, × 100. The base day is the first price day in the calendar year of to_date (of the year before while that year has none yet)",
        querystring: openIndexQuery,
        response: { 200: envelopeOf(openIndexSchema).meta({ example: examples.index }), 404: errorEnvelope, 422: errorEnvelope, ...errors },
      },
    },
    async (req, reply) => {
      const { data, lastModified: modified } = await openData.openIndex(db(), app.cache, req.query);
      lastModified(reply, modified);
      return ok(data);
    },
  );
}
