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
import { adminPageOf } from '../../../shared/schemas/admin';
import {
  adminNewsListQuery,
  adminNewsRowSchema,
  adminNewsSchema,
  newsCategoryRowSchema,
  newsCreateSchema,
  newsIdParams,
  newsPhotoBodySchema,
  newsPreviewSchema,
  newsRelatedQuery,
  newsRevisionSchema,
  newsScheduleSchema,
  newsSuggestionSchema,
  newsUpdateSchema,
} from '../../../shared/schemas/news-admin';
import { requireStaff, type Staff } from '../../platform/admin';
import { ok, requestLang } from '../../platform/envelope';
import { afterCommit, requestDb } from '../../platform/idempotency';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { perApp } from '../../platform/per-app';
import * as admin from './admin';
import * as publishing from './publishing';
import { PHOTO_LIMITS, normalisePhoto, receivePhoto, removePhotos, storePhoto, type PhotoStore } from './photo';

const tags = ['admin: news'];
const area = { admin: { area: 'news' as const } };
const article = envelopeOf(adminNewsSchema);
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

  api.get(
    '/news',
    {
      schema: {
        tags,
        summary: 'Every article (drafts, scheduled, published), the most recently changed first; filters: status, category, word',
        querystring: adminNewsListQuery,
        response: { 200: envelopeOf(adminPageOf(adminNewsRowSchema)), 422: errorEnvelope },
      },
      config: area,
    },
    async (req) => ok(await admin.listAdminNews(deps, requestLang(req), req.query)),
  );

  api.get(
    '/news/categories',
    { schema: { tags, summary: 'The news categories', response: { 200: envelopeOf(z.array(newsCategoryRowSchema)) } }, config: area },
    async () => ok(await admin.newsCategories(deps)),
  );

  api.get(
    '/news/:id',
    {
      schema: {
        tags,
        summary: 'One article as the editor holds it (both languages, its revision)',
        params: newsIdParams,
        response: { 200: article, 404: errorEnvelope },
      },
      config: area,
    },
    async (req) => ok(await admin.adminNews(deps, req.params.id)),
  );

  api.post(
    '/news',
    {
      schema: {
        tags,
        summary: 'A new draft (any field may still be empty; bodies are sanitised with the public allow-list)',
        body: newsCreateSchema,
        response: { 200: article, 422: errorEnvelope },
      },
      config: { ...area, idempotent: true },
    },
    async (req) => {
      const result = await publishing.createNews(deps, requestDb(req), requireStaff(req), req.body);
      await afterCommit(req, () => settle(result));
      return ok(result.article);
    },
  );

  /** A write of one article on the revision it names: the article answered, the readers' caches emptied when they showed it. */
  const articleWrite = <B extends z.ZodType>(
    method: 'PUT' | 'POST',
    url: string,
    summary: string,
    body: B,
    run: (staff: Staff, id: number, body: z.infer<B>) => Promise<publishing.WriteResult>,
  ) =>
    api.route({
      method,
      url,
      schema: { tags, summary, params: newsIdParams, body, response: { 200: article, ...refusals } },
      config: area,
      handler: async (req) => {
        const result = await run(requireStaff(req), req.params.id, req.body as z.infer<B>);
        await settle(result);
        return ok(result.article);
      },
    });

  articleWrite(
    'PUT',
    '/news/:id',
    'Save changed fields (the autosave too) made on `revision`; 409 when the article changed meanwhile (another tab or person)',
    newsUpdateSchema,
    (staff, id, body) => publishing.updateNews(deps, staff, id, body),
  );
  articleWrite(
    'POST',
    '/news/:id/publish',
    'Publish now (a title and body in at least one language are needed: 422 otherwise)',
    newsRevisionSchema,
    (staff, id, body) => publishing.publishNow(deps, staff, id, body.revision),
  );
  articleWrite(
    'POST',
    '/news/:id/schedule',
    'Publish at `publish_at` (in the future) through the job queue, exactly once; a published article must be taken off first (409)',
    newsScheduleSchema,
    (staff, id, body) => publishing.scheduleNews(deps, staff, id, body.revision, new Date(body.publish_at)),
  );
  articleWrite(
    'POST',
    '/news/:id/unpublish',
    'Take the article off the site (or cancel its schedule): it becomes a draft',
    newsRevisionSchema,
    (staff, id, body) => publishing.unpublishNews(deps, staff, id, body.revision),
  );

  api.delete(
    '/news/:id',
    {
      schema: {
        tags,
        summary: 'Delete the article (and its photo)',
        params: newsIdParams,
        response: { 200: envelopeOf(z.null()), 403: errorEnvelope, 404: errorEnvelope },
      },
      config: area,
    },
    async (req) => {
      await settle(await publishing.deleteNews(deps.db, requireStaff(req), req.params.id));
      return ok(null);
    },
  );

  api.delete(
    '/news/:id/photo',
    {
      schema: { tags, summary: "Remove the article's photo", params: newsIdParams, response: { 200: article, 403: errorEnvelope, 404: errorEnvelope } },
      config: area,
    },
    async (req) => {
      const result = await publishing.setPhoto(deps, requireStaff(req), req.params.id, '');
      await settle(result);
      return ok(result.article);
    },
  );

  api.get(
    '/news/:id/related',
    {
      schema: {
        tags,
        summary: 'Related-topic suggestions: published articles sharing words with its titles (or with `word`), itself and its picks left out',
        params: newsIdParams,
        querystring: newsRelatedQuery,
        response: { 200: envelopeOf(z.array(newsSuggestionSchema)), 404: errorEnvelope, 422: errorEnvelope },
      },
      config: area,
    },
    async (req) => ok(await admin.suggestRelated(deps, req.params.id, req.query.word)),
  );

  api.get(
    '/news/:id/preview',
    {
      schema: {
        tags,
        summary: "The article as its public page would show it in the request's language, whatever its status",
        params: newsIdParams,
        response: { 200: envelopeOf(newsPreviewSchema), 404: errorEnvelope },
      },
      config: area,
    },
    async (req) => ok(await admin.previewNews(deps, requestLang(req), req.params.id)),
  );

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
        response: { 200: article, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope },
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
