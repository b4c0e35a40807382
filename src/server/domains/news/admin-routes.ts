/**
 * The newsroom's admin calls (issue 18, area `news`: editors and admins), under
 * `/api/v1/{lang}/admin/news…`. Every write is audited in its own transaction; one that changes
 * what readers see empties the news caches after the commit (home, sitemap, feeds and the HTML
 * cache follow through the cache declarations). The photo upload is the only multipart call: its
 * parser is registered in a scope of its own around it. The `news.publish` worker (scheduled
 * publishing) is in jobs.ts.
 */
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminNewsSchema, newsIdParams, newsPhotoBodySchema, newsAdminCalls } from '../../../shared/schemas/news-admin';
import { requireStaff, type Staff } from '../../platform/admin';
import { ok, requestLang } from '../../platform/envelope';
import { afterCommit, requestDb } from '../../platform/idempotency';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { perApp } from '../../platform/per-app';
import * as admin from './admin';
import * as publishing from './publishing';
import { PHOTO_LIMITS, normalisePhoto, receivePhoto, removePhotos, storePhoto, type PhotoStore } from './photo';
import { routeOf } from '../../platform/contract-route';

const tags = ['admin: news'];
const area = { admin: { area: 'news' as const } };
const refusals = { 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

export const newsAdminDeps = perApp((app): admin.NewsAdminDeps & PhotoStore => ({
  db: app.database.db,
  cache: app.cache,
  jobs: app.jobs,
  files: app.publicFiles,
  imageCacheDir: resolve(app.config.dataDir, 'cache/img'),
}));

export async function newsAdminRoutes(app: FastifyInstance) {
  const deps = newsAdminDeps(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** After a committed write: readers' caches, then files no article keeps. */
  const settle = async (result: { public: boolean; orphans?: string[] }) => {
    await publishing.afterWrite(deps.cache, result);
    if (result.orphans?.length) await removePhotos(deps, result.orphans).catch((err: unknown) => app.log.warn({ err }, 'news: an old photo was not removed'));
  };

  api.route({
    ...routeOf(newsAdminCalls.newsList, { 422: errorEnvelope }, area),
    handler: async (req) => ok(await admin.listAdminNews(deps, requestLang(req), req.query)),
  });

  api.route({
    ...routeOf(newsAdminCalls.newsCategories, {}, area),
    handler: async () => ok(await admin.newsCategories(deps)),
  });

  api.route({
    ...routeOf(newsAdminCalls.adminNews, { 404: errorEnvelope }, area),
    handler: async (req) => ok(await admin.adminNews(deps, req.params.id)),
  });

  api.route({
    ...routeOf(newsAdminCalls.createNews, { 422: errorEnvelope }, area),
    handler: async (req) => {
      const result = await publishing.createNews(deps, requestDb(req), requireStaff(req), req.body);
      await afterCommit(req, () => settle(result));
      return ok(result.article);
    },
  });

  /** A write of one article on the revision it names: the article answered, the readers' caches emptied when they showed it. */
  const articleWrite = <C extends (typeof newsAdminCalls)['updateNews' | 'publishNews' | 'scheduleNews' | 'unpublishNews']>(
    call: C,
    run: (staff: Staff, id: number, body: z.infer<C['body']>) => Promise<publishing.WriteResult>,
  ) =>
    api.route({
      // The four share their path parameters and answer; each its own body (checked by its contract's schema).
      ...routeOf(call as (typeof newsAdminCalls)['publishNews'], refusals, area),
      handler: async (req) => {
        const result = await run(requireStaff(req), (req.params as { id: number }).id, req.body as z.infer<C['body']>);
        await settle(result);
        return ok(result.article);
      },
    });

  articleWrite(newsAdminCalls.updateNews, (staff, id, body) => publishing.updateNews(deps, staff, id, body));
  articleWrite(newsAdminCalls.publishNews, (staff, id, body) => publishing.publishNow(deps, staff, id, body.revision));
  articleWrite(newsAdminCalls.scheduleNews, (staff, id, body) => publishing.scheduleNews(deps, staff, id, body.revision, new Date(body.publish_at)));
  articleWrite(newsAdminCalls.unpublishNews, (staff, id, body) => publishing.unpublishNews(deps, staff, id, body.revision));

  api.route({
    ...routeOf(newsAdminCalls.deleteNews, { 403: errorEnvelope, 404: errorEnvelope }, area),
    handler: async (req) => {
      await settle(await publishing.deleteNews(deps.db, requireStaff(req), req.params.id));
      return ok(null);
    },
  });

  api.route({
    ...routeOf(newsAdminCalls.removeNewsPhoto, { 403: errorEnvelope, 404: errorEnvelope }, area),
    handler: async (req) => {
      const result = await publishing.setPhoto(deps, requireStaff(req), req.params.id, '');
      await settle(result);
      return ok(result.article);
    },
  });

  api.route({
    ...routeOf(newsAdminCalls.relatedNews, { 404: errorEnvelope, 422: errorEnvelope }, area),
    handler: async (req) => ok(await admin.suggestRelated(deps, req.params.id, req.query.word)),
  });

  api.route({
    ...routeOf(newsAdminCalls.newsPreview, { 404: errorEnvelope }, area),
    handler: async (req) => ok(await admin.previewNews(deps, requestLang(req), req.params.id)),
  });

  await app.register(photoRoutes);
}

/** POST admin/news/{id}/photo, with the multipart parser in this scope only. */
async function photoRoutes(app: FastifyInstance) {
  await app.register(fastifyMultipart, { limits: PHOTO_LIMITS, throwFileSizeLimit: false });
  const deps = newsAdminDeps(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/news/:id/photo',
    {
      schema: {
        tags,
        summary: `The article's photo (multipart/form-data, part \`photo\`: JPEG, PNG, WebP or AVIF by content, at most 10 MB), stored as WebP with the sizes the public pages use`,
        consumes: ['multipart/form-data'],
        params: newsIdParams,
        body: newsPhotoBodySchema,
        response: { 200: envelopeOf(adminNewsSchema), 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope },
      },
      // The body is read part by part in the handler (the schema above documents it).
      validatorCompiler: (route) =>
        route.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
      config: { admin: { area: 'news' }, rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (req) => {
      const staff = requireStaff(req);
      // Unknown article: refused before the upload is read.
      await admin.adminNews(deps, req.params.id);
      const webp = await normalisePhoto(await receivePhoto(req));
      const rel = await storePhoto(deps, req.params.id, webp);
      let result: publishing.WriteResult;
      try {
        result = await publishing.setPhoto(deps, staff, req.params.id, rel);
      } catch (err) {
        await removePhotos(deps, [rel]);
        throw err;
      }
      await publishing.afterWrite(deps.cache, result);
      if (result.orphans?.length) await removePhotos(deps, result.orphans).catch((err: unknown) => req.log.warn({ err }, 'news: an old photo was not removed'));
      return ok(result.article);
    },
  );
}
