/**
 * Responsive photos: `GET /img/{w}/{path}` answers the stored photo `/uploads/{path}` resized
 * to WebP at one of IMAGE_WIDTHS (never upscaled), generated once and kept on disk under
 * DATA_DIR/cache/img/{w}/{path}.webp. URLs are built by src/shared/images.ts.
 *
 * Caching: a long max-age plus an ETag of the generated file. Photo names are ids, not content
 * hashes, so the answer is not `immutable`: a replaced photo is regenerated (its source is newer
 * than the cached file) and revalidation finds the new ETag.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { IMAGE_WIDTHS } from '../../shared/images';
import { loadSharp } from './sharp';

const CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';
const SOURCE = /\.(?:jpe?g|png|webp|gif|avif|tiff?)$/i;
const QUALITY = 75;

interface Generated {
  body: Buffer;
  etag: string;
}

/** `base` joined with `rel`, or null when the result would leave `base`. */
export function safeJoin(base: string, rel: string): string | null {
  if (rel.includes('\0')) return null;
  const root = resolve(base);
  const full = resolve(root, rel);
  return full.startsWith(root + sep) ? full : null;
}

async function mtimeOf(path: string): Promise<number | null> {
  try {
    const s = await stat(path);
    return s.isFile() ? s.mtimeMs : null;
  } catch {
    return null;
  }
}

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;

export class ImageResizer {
  private readonly pending = new Map<string, Promise<Generated | null>>();
  constructor(
    private readonly uploadsDir: string,
    private readonly cacheDir: string,
  ) {}

  /** The WebP of `rel` at `width`, or null when there is no such photo (or it is not an image). */
  get(width: number, rel: string): Promise<Generated | null> {
    const key = `${width}/${rel}`;
    const running = this.pending.get(key);
    if (running) return running;
    const p = this.load(width, rel).finally(() => this.pending.delete(key));
    this.pending.set(key, p);
    return p;
  }

  private async load(width: number, rel: string): Promise<Generated | null> {
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width) || !SOURCE.test(rel)) return null;
    const source = safeJoin(this.uploadsDir, rel);
    const target = safeJoin(resolve(this.cacheDir, String(width)), `${rel}.webp`);
    if (!source || !target) return null;
    const sourceTime = await mtimeOf(source);
    if (sourceTime == null) return null;
    const cachedTime = await mtimeOf(target);
    if (cachedTime != null && cachedTime >= sourceTime) {
      const body = await readFile(target);
      return { body, etag: etagOf(body) };
    }
    const sharp = await loadSharp();
    let body: Buffer;
    try {
      body = await sharp(source, { failOn: 'error' }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: QUALITY }).toBuffer();
    } catch {
      return null; // not a readable image
    }
    // Atomic: a concurrent reader sees the old file or the whole new one, never a partial one.
    await mkdir(dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
    try {
      await writeFile(tmp, body);
      await rename(tmp, target);
    } catch (err) {
      await unlink(tmp).catch(() => undefined);
      throw err;
    }
    return { body, etag: etagOf(body) };
  }
}

export async function imageRoutes(app: FastifyInstance) {
  const resizer = new ImageResizer(app.config.uploadsDir, resolve(app.config.dataDir, 'cache/img'));
  const notFound = (reply: import('fastify').FastifyReply) =>
    reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not Found');

  app.get<{ Params: { w: string; '*': string } }>('/img/:w/*', { schema: { hide: true } }, async (req, reply) => {
    const width = Number(req.params.w);
    const rel = req.params['*'];
    if (!Number.isInteger(width) || !rel) return notFound(reply);
    const image = await resizer.get(width, rel);
    if (!image) return notFound(reply);
    reply.header('cache-control', CACHE_CONTROL).header('etag', image.etag);
    if (req.headers['if-none-match'] === image.etag) return reply.code(304).send();
    return reply.type('image/webp').send(image.body);
  });
}

/**
 * Stores an uploaded photo (a logo of the back office) under `uploadsDir/{folder}/`: any image
 * sharp reads, turned upright and into WebP no larger than `maxSide` pixels a side (never
 * enlarged). Its name is `{prefix}-{hash of the WebP}.webp`, so a replaced photo gets a new URL
 * and no browser or /img cache shows the old one. Returns the path relative to `uploadsDir`
 * (the column's value), or null when the bytes are not an image.
 */
export async function storePhoto(uploadsDir: string, folder: string, prefix: string, bytes: Buffer, maxSide = 800): Promise<string | null> {
  const sharp = await loadSharp();
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
  const rel = `${folder}/${prefix}-${createHash('sha256').update(webp).digest('hex').slice(0, 12)}.webp`;
  const target = safeJoin(uploadsDir, rel);
  if (!target) return null;
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, webp);
  return rel;
}

/** Deletes a stored photo (a path relative to `uploadsDir`); a missing file is no error. */
export async function removePhoto(uploadsDir: string, rel: string | null | undefined): Promise<void> {
  const target = rel ? safeJoin(uploadsDir, rel) : null;
  if (target) await unlink(target).catch(() => undefined);
}
