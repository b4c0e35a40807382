/**
 * Responsive photos: `GET /img/{w}/{path}` answers the public picture `{path}` (app.publicFiles:
 * DATA_DIR/uploads or the bucket, decision 028) resized to WebP at one of IMAGE_WIDTHS (never
 * upscaled), generated once per instance and kept on its local disk under
 * DATA_DIR/cache/img/{w}/{path}.webp. URLs are built by src/shared/images.ts.
 *
 * Beside each generated file, `{path}.webp.src` records the source's entity tag (and the WebP's):
 * a source replaced under the same name (the demo's pictures are named by ids) has a new tag, so
 * every instance makes the new size at its next request, whatever the clocks of the instances
 * and the bucket say.
 *
 * Caching: a long max-age plus an ETag of the generated file. The answer is not `immutable`: a
 * replaced photo is regenerated and revalidation finds the new ETag.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { IMAGE_WIDTHS } from '../../shared/images';
import { loadSharp } from './sharp';
import { isStorageKey, type Storage } from './storage';

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

/** Atomic: a concurrent reader sees the old file or the whole new one, never a partial one. */
async function writeAtomic(target: string, body: Buffer | string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
  try {
    await writeFile(tmp, body);
    await rename(tmp, target);
  } catch (err) {
    await unlink(tmp).catch(() => undefined);
    throw err;
  }
}

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;

/** The generated file at `target` when it was made from the source tagged `sourceEtag` (and is whole). */
async function cached(target: string, sourceEtag: string): Promise<Generated | null> {
  try {
    const [source, etag] = (await readFile(`${target}.src`, 'utf8')).split('\n');
    if (source !== sourceEtag) return null;
    const body = await readFile(target);
    return etagOf(body) === etag ? { body, etag } : null;
  } catch {
    return null;
  }
}

export class ImageResizer {
  private readonly pending = new Map<string, Promise<Generated | null>>();
  constructor(
    private readonly files: Storage,
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
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width) || !SOURCE.test(rel) || !isStorageKey(rel)) return null;
    const target = safeJoin(resolve(this.cacheDir, String(width)), `${rel}.webp`);
    if (!target) return null;
    const source = await this.files.stat(rel);
    if (!source) return null;
    const hit = await cached(target, source.etag);
    if (hit) return hit;
    // The bytes with their own tag (the file may have been replaced since the stat).
    const opened = await this.files.open(rel);
    if (!opened) return null;
    const sharp = await loadSharp();
    let body: Buffer;
    try {
      body = await sharp(await buffer(opened.body), { failOn: 'error' })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: QUALITY })
        .toBuffer();
    } catch {
      return null; // not a readable image
    }
    const etag = etagOf(body);
    // The size, then what it was made from: a size never passes for one of another source (`cached` checks both).
    await writeAtomic(target, body);
    await writeAtomic(`${target}.src`, `${opened.file.etag}\n${etag}`);
    return { body, etag };
  }
}

/**
 * An uploaded picture made to measure (the back office's uploads: an ad's banner at its slot's
 * size): decoded (a file that is not a readable image is null), turned upright, cropped to cover
 * `width` x `height` from its centre, and encoded as WebP. The /img route then resizes the result.
 */
export async function fitImage(input: Buffer, width: number, height: number): Promise<Buffer | null> {
  const sharp = await loadSharp();
  try {
    return await sharp(input, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** A public picture's bytes; null when there is none (or `rel` is no key). */
export async function readUpload(files: Storage, rel: string): Promise<Buffer | null> {
  const stream = rel && isStorageKey(rel) ? await files.get(rel) : null;
  return stream && buffer(stream);
}

/** Removes a public picture (nothing happens when it is not there, `rel` is no key, or the store fails: an orphan is harmless). */
export async function removeUpload(files: Storage, rel: string | null | undefined): Promise<void> {
  if (rel && isStorageKey(rel)) await files.delete(rel).catch(() => undefined);
}

export async function imageRoutes(app: FastifyInstance) {
  const resizer = new ImageResizer(app.publicFiles, resolve(app.config.dataDir, 'cache/img'));
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
 * Stores an uploaded photo (a logo of the back office) in the public files under `{folder}/`: any
 * image sharp reads, turned upright and into WebP no larger than `maxSide` pixels a side (never
 * enlarged). Its name is `{prefix}-{hash of the WebP}.webp`, so a replaced photo gets a new URL
 * and no browser or /img cache shows the old one. Returns its key (the column's value), or null
 * when the bytes are not an image.
 */
export async function storePhoto(files: Storage, folder: string, prefix: string, bytes: Buffer, maxSide = 800): Promise<string | null> {
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
  return storeWebp(files, folder, prefix, webp);
}

/** Stores a WebP in the public files as `{folder}/{prefix}-{hash of its bytes}.webp` (a new name per content) and returns that key. */
export async function storeWebp(files: Storage, folder: string, prefix: string, webp: Buffer): Promise<string> {
  const rel = `${folder}/${prefix}-${createHash('sha256').update(webp).digest('hex').slice(0, 12)}.webp`;
  await files.put(rel, webp);
  return rel;
}
