/**
 * `GET /uploads/{key}`: the public pictures (app.publicFiles, decision 028) as they were stored,
 * cached by browsers and proxies for 7 days.
 *
 * - disk (DATA_DIR/uploads, the default): @fastify/static over the folder, exactly as before
 *   (sendfile, ETag and Last-Modified, 304, ranges).
 * - bucket (S3_BUCKET, under `public/`): streamed through the app with the same Cache-Control, the
 *   object's ETag and Last-Modified (304 when the client has them), its type by its extension. The
 *   bucket itself stays private: no instance needs the others' disks, and no bucket policy is
 *   needed.
 *
 * A missing file, or a path that is no storage key (`..`, an empty segment, an encoded slash that
 * leads out), answers the app's 404 like any unknown URL.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentTypeOf, isStorageKey, type StoredFile } from './storage';

const CACHE_CONTROL = `public, max-age=${7 * 24 * 3600}`;

/** Whether the client's copy (If-None-Match, else If-Modified-Since) is the stored file (RFC 9110 section 13.1). */
function notModified(headers: FastifyRequest['headers'], file: StoredFile): boolean {
  const tags = headers['if-none-match'];
  if (tags) {
    const strip = (tag: string) => tag.trim().replace(/^W\//, '');
    return tags.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(file.etag));
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(file.modified.getTime() / 1000) * 1000 <= since;
}

export async function publicFileRoutes(app: FastifyInstance) {
  const files = app.publicFiles;
  if (files.root) {
    await app.register(fastifyStatic, { root: files.root, prefix: '/uploads/', decorateReply: false, maxAge: '7d', wildcard: true });
    return;
  }
  const describe = (reply: FastifyReply, file: StoredFile) =>
    reply.header('cache-control', CACHE_CONTROL).header('etag', file.etag).header('last-modified', file.modified.toUTCString());
  app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (req, reply) => {
    const key = req.params['*'];
    if (!isStorageKey(key)) return reply.callNotFound();
    // A revalidation asks for the object's head only; a first visit reads it in one request.
    if (req.headers['if-none-match'] || req.headers['if-modified-since']) {
      const file = await files.stat(key);
      if (file && notModified(req.headers, file)) return describe(reply, file).code(304).send();
    }
    const opened = await files.open(key);
    if (!opened) return reply.callNotFound();
    return describe(reply, opened.file).type(contentTypeOf(key)).header('content-length', opened.file.size).send(opened.body);
  });
}
