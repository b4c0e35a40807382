/**
 * The back office's daily prices (issue 18, area `prices`; prices_clerk and admin write):
 * `/api/v1/{lang}/admin/prices/...` — the pickers, a product's grid of a day, saving a day,
 * importing a CSV or XLSX file (multipart, in a scope of its own where @fastify/multipart is
 * registered: nowhere else accepts it) and an item's history.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_IMPORT_BYTES, priceImportQuery, priceImportReportSchema, pricesAdminCalls } from '../../../shared/schemas/prices-admin';
import { requireStaff } from '../../platform/admin';
import { ok, requestLang, t } from '../../platform/envelope';
import { AppError, ValidationFailed } from '../../platform/errors';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { perApp } from '../../platform/per-app';
import { entryLookup, itemHistory, priceGrid, saveDay, todaysPricesFollowers, type PriceEntryDeps } from './admin';
import { importPrices } from './price-import';
import { routeOf } from '../../platform/contract-route';

const tags = ['admin: prices'];
const area = { admin: { area: 'prices' as const } };

export const priceEntryDeps = perApp((app): PriceEntryDeps => {
  const followers = todaysPricesFollowers(app);
  return {
    db: app.database.db,
    cache: app.cache,
    jobs: app.jobs,
    queueDay: async (jobs, day) => {
      for (const follow of followers) await follow(jobs, day);
    },
  };
});

export async function pricesAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = priceEntryDeps(app);
  const db = app.database.db;

  api.route({
    ...routeOf(pricesAdminCalls.priceEntryLookup, {}, area),
    handler: async (req) => ok(await entryLookup(db, app.cache, requestLang(req))),
  });
  api.route({
    ...routeOf(pricesAdminCalls.priceGrid, { 404: errorEnvelope, 422: errorEnvelope }, area),
    handler: async (req) => ok(await priceGrid(db, app.cache, requestLang(req), req.query)),
  });
  api.route({
    ...routeOf(pricesAdminCalls.savePriceDay, { 422: errorEnvelope }, area),
    handler: async (req) => ok(await saveDay(deps, requestLang(req), requireStaff(req), req.body), t(req, 'api.prices_saved')),
  });
  api.route({
    ...routeOf(pricesAdminCalls.itemPriceHistory, { 404: errorEnvelope, 422: errorEnvelope }, area),
    handler: async (req) => ok(await itemHistory(db, requestLang(req), req.params.item_id, req.query)),
  });
  await app.register(importRoutes);
}

/** The multipart parser's refusals as 422s on `file`. */
function uploadError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ValidationFailed({ file: ['prices_import_file_too_large'] });
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ValidationFailed({ file: ['prices_import_not_multipart'] });
  if (code?.startsWith('FST_') || /multipart|boundary|Malformed|Unexpected end of form/i.test((err as Error)?.message ?? ''))
    return new ValidationFailed({ file: ['prices_import_upload_malformed'] });
  return err;
}

/** The uploaded file (the part named `file`; other parts are ignored). */
async function receiveFile(req: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') return { name: part.filename || 'prices', bytes: await part.toBuffer() };
      if (part.type === 'file') await part.toBuffer();
    }
  } catch (err) {
    throw uploadError(err);
  }
  throw new ValidationFailed({ file: ['required'] });
}

async function importRoutes(app: FastifyInstance) {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 20 } });
  const deps = priceEntryDeps(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/prices/import',
    {
      schema: {
        tags,
        summary:
          'Imports prices from a CSV (UTF-8) or XLSX file (multipart/form-data, part `file`, at most 20 MB, 100,000 rows). Columns, headers in English or Arabic: date (YYYY-MM-DD or DD/MM/YYYY), item_id or item (name), governorate_id or governorate (name), min_price, mid_price, max_price. Answers the report: rows accepted, rows rejected with line and reason, jumps over 20 %. ?dry_run=true saves nothing; otherwise the accepted rows are upserted in one transaction',
        consumes: ['multipart/form-data'],
        querystring: priceImportQuery,
        body: z.object({ file: z.string().meta({ format: 'binary' }) }),
        response: { 200: envelopeOf(priceImportReportSchema), 422: errorEnvelope },
      },
      // The body is read part by part in the handler (the schema above documents it).
      validatorCompiler: ({ httpPart }) =>
        httpPart === 'querystring'
          ? (data) => {
              const parsed = priceImportQuery.safeParse(data);
              return parsed.success ? { value: parsed.data } : { error: new ValidationFailed({ dry_run: ['invalid_value'] }) };
            }
          : () => ({ value: undefined }),
      config: area,
    },
    async (req) => {
      if (!req.isMultipart()) throw new ValidationFailed({ file: ['prices_import_not_multipart'] });
      const file = await receiveFile(req);
      const dryRun = req.query.dry_run;
      const report = await importPrices(deps, requestLang(req), requireStaff(req), { ...file, dryRun });
      return ok(report, t(req, dryRun ? 'api.prices_import_checked' : 'api.prices_import_done'));
    },
  );
}
