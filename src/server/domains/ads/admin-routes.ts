/**
 * The back office's ad calls (issue 18, area `ads`), `/api/v1/{lang}/admin/ads...`: the list by
 * slot, language and state; one ad; create, change (its window, language, link, switched on or
 * off), delete; its picture (multipart, in a scope of its own); a preview link. Every write leaves
 * an audit entry in its transaction, and once committed empties the ads cache, which the answers
 * that show ads (home, news, prices, deals, jobs, the site's header and footer) are declared built
 * from, and with it the shared HTML cache.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPageOf } from '../../../shared/schemas/admin';
import {
  AD_IMAGE_MAX_BYTES,
  AD_IMAGE_TYPES,
  adminAdBody,
  adminAdImageBody,
  adminAdQuery,
  adminAdSchema,
  adPreviewLinkSchema,
} from '../../../shared/schemas/ads-admin';
import { idParam } from '../../../shared/schemas/common';
import { requireStaff } from '../../platform/admin';
import { ok, requestLang } from '../../platform/envelope';
import { AppError, ValidationFailed } from '../../platform/errors';
import { afterCommit, requestDb } from '../../platform/idempotency';
import { removeUpload } from '../../platform/images';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { loadSecret } from '../../platform/secret';
import { previewLink } from './preview';
import { adminAd, adminAdOf, adminAds, createAd, deleteAd, invalidateAds, replaceAdPhoto, updateAd } from './service';

const tags = ['admin: ads'];
const config = { admin: { area: 'ads' as const } };
const params = z.object({ id: idParam });
const one = { 200: envelopeOf(adminAdSchema), 404: errorEnvelope };

export async function adsAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const secret = loadSecret(app.config);
  /** Once the write is committed: the picture no row uses any more goes, and the caches that show ads are emptied. */
  const committed = (req: FastifyRequest, unused: string | null = null) =>
    afterCommit(req, async () => {
      await removeUpload(app.publicFiles, unused);
      await invalidateAds(app.cache);
    });

  api.get(
    '/ads',
    {
      schema: {
        tags,
        summary: 'The ads, by slot code, language and state (live now, scheduled, ended, switched off, without a picture), with their clicks',
        querystring: adminAdQuery,
        response: { 200: envelopeOf(adminPageOf(adminAdSchema)), 422: errorEnvelope },
      },
      config,
    },
    async (req) => ok({ ...(await adminAds(db, req.query)), page: req.query.page, rows: req.query.rows }),
  );

  api.get('/ads/:id', { schema: { tags, summary: 'One ad', params, response: one }, config }, async (req) => ok(adminAdOf(await adminAd(db, req.params.id))));

  api.post(
    '/ads',
    {
      schema: {
        tags,
        summary: 'A new ad (its picture follows through POST ads/{id}/image; until then it is not shown)',
        body: adminAdBody,
        response: { 200: envelopeOf(adminAdSchema), 422: errorEnvelope },
      },
      config: { ...config, idempotent: true },
    },
    async (req) => {
      const ad = await createAd(requestDb(req), requireStaff(req), req.body);
      await committed(req);
      return ok(ad);
    },
  );

  api.put(
    '/ads/:id',
    {
      schema: {
        tags,
        summary: 'Changes an ad (slot, language, titles, link, active window, switched on or off, priority)',
        params,
        body: adminAdBody,
        response: { ...one, 422: errorEnvelope },
      },
      config,
    },
    async (req) => {
      const { ad, unused } = await updateAd(db, app.publicFiles, requireStaff(req), req.params.id, req.body);
      await committed(req, unused);
      return ok(ad);
    },
  );

  api.delete(
    '/ads/:id',
    { schema: { tags, summary: 'Removes an ad and its picture', params, response: { 200: envelopeOf(z.null()), 404: errorEnvelope } }, config },
    async (req) => {
      const photo = await deleteAd(db, requireStaff(req), req.params.id);
      await committed(req, photo || null);
      return ok(null);
    },
  );

  api.get(
    '/ads/:id/preview',
    {
      schema: {
        tags,
        summary: "A link to the public page of the ad's slot that shows this ad there whatever its state, for an hour (a signed token in the fragment)",
        params,
        response: { 200: envelopeOf(adPreviewLinkSchema), 404: errorEnvelope },
      },
      config,
    },
    async (req) => ok(await previewLink(db, secret, req.params.id, requestLang(req))),
  );

  await app.register(async (scope) => {
    // The only admin ad call that reads multipart/form-data.
    await scope.register(fastifyMultipart, { limits: IMAGE_LIMITS });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/ads/:id/image',
      {
        schema: {
          tags,
          summary: "The ad's picture (multipart/form-data: image — JPEG, PNG or WebP by content, at most 2 MB), resized to its slot's size",
          consumes: ['multipart/form-data'],
          params,
          // Documents the part; the multipart parser leaves the body empty and the handler reads the stream.
          body: adminAdImageBody.nullish(),
          response: { ...one, 422: errorEnvelope },
        },
        config,
      },
      async (req) => {
        const upload = await readImage(req);
        const { ad, unused } = await replaceAdPhoto(db, app.publicFiles, requireStaff(req), req.params.id, upload);
        await committed(req, unused);
        return ok(ad);
      },
    );
  });
}

const IMAGE_LIMITS = { fileSize: AD_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 10 };
const refuse = (code: 'image_invalid' | 'image_too_large') => new ValidationFailed({ image: [code] });

/** The uploaded picture's bytes: one file part named `image`, a JPEG, PNG or WebP by its content, at most 2 MB. */
async function readImage(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw refuse('image_invalid');
  try {
    for await (const part of req.parts({ limits: IMAGE_LIMITS })) {
      if (part.type !== 'file' || part.fieldname !== 'image') {
        if (part.type === 'file') await part.toBuffer();
        continue;
      }
      const bytes = await part.toBuffer();
      const mime = bytes.length ? (await fileTypeFromBuffer(bytes))?.mime : undefined;
      if (!mime || !(AD_IMAGE_TYPES as readonly string[]).includes(mime)) throw refuse('image_invalid');
      return bytes;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('image_too_large');
    throw refuse('image_invalid');
  }
  throw refuse('image_invalid');
}
