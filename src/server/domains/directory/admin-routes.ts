/**
 * The HTTP calls of an edited reference table (issue 18, area `directories`): what admin.ts
 * defines, registered on the admin scope by the domain that configures the table (its
 * admin-routes.ts). Rows answer with their columns in snake_case, `photo` as its URL.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../platform/admin';
import { ok } from '../../platform/envelope';
import { ValidationFailed } from '../../platform/errors';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { adminPageOf } from '../../../shared/schemas/admin';
import { adminActiveBody, DIRECTORY_PHOTO_MAX_BYTES, type AdminListQuery } from '../../../shared/schemas/directories-admin';
import { idParam } from '../../../shared/schemas/common';
import type { AdminTable, AdminTableDeps, Dto } from './admin';

/** How a table's calls appear: its path under the admin API, its schemas and its OpenAPI tag. */
export interface AdminTableApi<Body extends object = object> {
  /** `directories/products` (shared/schemas/directories-admin.ts DIRECTORY_ENTITIES). */
  path: string;
  /** The OpenAPI tag; default `admin: directories`. */
  tag?: string;
  /** Names the row in the summaries ("product"). */
  noun: string;
  query: z.ZodType<AdminListQuery>;
  body: z.ZodType<Body>;
  row: z.ZodType<Dto>;
}

const idParams = z.object({ id: idParam });
/** Multipart limits of a logo upload: one file, nothing else. */
const PHOTO_LIMITS = { fileSize: DIRECTORY_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 };

/**
 * Registers a table's admin calls on the admin scope (area `directories`):
 * GET {path} (list), GET {path}/:id, POST {path} (create), PUT {path}/:id (update),
 * DELETE {path}/:id, and POST {path}/:id/active when the table has `is_active`,
 * POST/DELETE {path}/:id/photo (multipart, field `photo`) when it has a logo.
 */
export async function registerAdminTable<Body extends object>(app: FastifyInstance, table: AdminTable<Body>, api: AdminTableApi<Body>): Promise<void> {
  const deps: AdminTableDeps = { db: app.database.db, cache: app.cache, files: app.publicFiles };
  const config = { admin: { area: 'directories' as const } };
  const tags = [api.tag ?? 'admin: directories'];
  const { path, noun } = api;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const answer = envelopeOf(api.row);
  const refused = { 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

  r.get(
    `/${path}`,
    {
      schema: {
        tags,
        summary: `Every ${noun}, paged, searched by a word of either name`,
        querystring: api.query,
        response: { 200: envelopeOf(adminPageOf(api.row)) },
      },
      config,
    },
    async (req) => ok(await table.list(deps.db, req.query as AdminListQuery & Record<string, unknown>)),
  );
  r.get(`/${path}/:id`, { schema: { tags, summary: `One ${noun}`, params: idParams, response: { 200: answer, 404: errorEnvelope } }, config }, async (req) =>
    ok(await table.get(deps.db, req.params.id)),
  );
  r.post(`/${path}`, { schema: { tags, summary: `Adds a ${noun}`, body: api.body, response: { 200: answer, ...refused } }, config }, async (req) =>
    ok(await table.create(deps, requireStaff(req), req.body as Body)),
  );
  r.put(
    `/${path}/:id`,
    { schema: { tags, summary: `Changes a ${noun}`, params: idParams, body: api.body, response: { 200: answer, ...refused } }, config },
    async (req) => ok(await table.update(deps, requireStaff(req), req.params.id, req.body as Body)),
  );
  r.delete(
    `/${path}/:id`,
    {
      schema: { tags, summary: `Deletes a ${noun} nothing refers to (409 otherwise)`, params: idParams, response: { 200: envelopeOf(z.null()), ...refused } },
      config,
    },
    async (req) => {
      await table.remove(deps, requireStaff(req), req.params.id);
      return ok(null);
    },
  );
  if (table.hasActive) {
    r.post(
      `/${path}/:id/active`,
      {
        schema: {
          tags,
          summary: `Shows a ${noun} on the site again, or hides it`,
          params: idParams,
          body: adminActiveBody,
          response: { 200: answer, ...refused },
        },
        config,
      },
      async (req) => ok(await table.setActive(deps, requireStaff(req), req.params.id, req.body.is_active)),
    );
  }
  if (table.hasPhoto) {
    await app.register(async (scope) => {
      await scope.register(fastifyMultipart, { limits: PHOTO_LIMITS });
      const s = scope.withTypeProvider<ZodTypeProvider>();
      s.post(
        `/${path}/:id/photo`,
        {
          schema: {
            tags,
            summary: `Replaces the ${noun}'s logo (multipart/form-data, field \`photo\`: a JPEG, PNG or WebP of at most 5 MB, stored as WebP)`,
            consumes: ['multipart/form-data'],
            params: idParams,
            response: { 200: answer, ...refused },
          },
          config,
        },
        async (req) => {
          const bytes = await photoOf(req);
          return ok(await table.setPhoto(deps, requireStaff(req), req.params.id, bytes));
        },
      );
      s.delete(
        `/${path}/:id/photo`,
        { schema: { tags, summary: `Removes the ${noun}'s logo`, params: idParams, response: { 200: answer, 404: errorEnvelope } }, config },
        async (req) => ok(await table.setPhoto(deps, requireStaff(req), req.params.id, null)),
      );
    });
  }
}

/** A logo's accepted types, read from the file's content. */
const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The bytes of the request's `photo` file part; 422 when there is none, it is too large or not a JPEG, PNG or WebP picture. */
async function photoOf(req: import('fastify').FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new ValidationFailed({ photo: ['image_invalid'] });
  try {
    const file = await req.file();
    if (!file || file.fieldname !== 'photo') throw new ValidationFailed({ photo: ['image_invalid'] });
    const bytes = await file.toBuffer();
    // Judged by content, like the ads' and the news' pictures: only the three raster types reach the image decoder (no SVG, TIFF, PDF…).
    const mime = bytes.length ? (await fileTypeFromBuffer(bytes))?.mime : undefined;
    if (!mime || !(LOGO_TYPES as readonly string[]).includes(mime)) throw new ValidationFailed({ photo: ['image_invalid'] });
    return bytes;
  } catch (err) {
    if (err instanceof ValidationFailed) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ValidationFailed({ photo: ['directories_photo_too_large'] });
    throw new ValidationFailed({ photo: ['image_invalid'] });
  }
}
