/**
 * An article's photo (issue 18): one multipart part `photo`, judged by its content (file-type:
 * JPEG, PNG, WebP or AVIF), decoded by sharp (turned upright, at most NEWS_PHOTO_WIDTH wide, its
 * metadata dropped) and stored as WebP under `news/` in the public files (app.publicFiles) with a
 * name of its own per content.
 * The sizes the public pages ask for (`/img/{w}/…`, platform/images.ts) are made at once by the
 * same image pipeline, so the first reader does not wait for them.
 */
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_WIDTHS } from '../../../shared/images';
import { NEWS_PHOTO_MAX_BYTES, NEWS_PHOTO_TYPES, NEWS_PHOTO_WIDTH } from '../../../shared/schemas/news-admin';
import { AppError, ValidationFailed } from '../../platform/errors';
import { ImageResizer, removeUpload, storeWebp } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import { loadSharp } from '../../platform/sharp';

export const PHOTO_LIMITS = { fileSize: NEWS_PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 10 };
/** Pixels sharp agrees to decode (a small file may claim a huge picture). */
const MAX_PIXELS = 60_000_000;

const refuse = (code: string) => new ValidationFailed({ photo: [code] });

/** The bytes of the request's `photo` part (other parts are read and dropped). */
export async function receivePhoto(req: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | null = null;
  try {
    for await (const part of req.parts({ limits: PHOTO_LIMITS })) {
      if (part.type !== 'file') continue;
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw refuse('news_photo_too_large');
      if (part.fieldname === 'photo' && !bytes) bytes = Buffer.concat(chunks);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('news_photo_too_large');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw refuse('required');
    if (code?.startsWith('FST_') || /multipart|boundary|Unexpected end of form/i.test((err as Error)?.message ?? '')) throw refuse('news_photo_unreadable');
    throw err;
  }
  if (!bytes?.length) throw refuse('required');
  return bytes;
}

/** The photo as stored: upright WebP at most NEWS_PHOTO_WIDTH wide; 422 for anything else. */
export async function normalisePhoto(bytes: Buffer): Promise<Buffer> {
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  if (!mime || !(NEWS_PHOTO_TYPES as readonly string[]).includes(mime)) throw refuse('news_photo_type');
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: NEWS_PHOTO_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw refuse('news_photo_unreadable');
  }
}

export interface PhotoStore {
  /** The public pictures (app.publicFiles). */
  files: Storage;
  /** Where platform/images.ts keeps the resized copies (DATA_DIR/cache/img). */
  imageCacheDir: string;
}

/** Writes the photo of article `id`, makes its public sizes (on this instance), and returns its key in the public files. */
export async function storePhoto(store: PhotoStore, id: number, webp: Buffer): Promise<string> {
  const rel = await storeWebp(store.files, 'news', String(id), webp);
  const resizer = new ImageResizer(store.files, store.imageCacheDir);
  await Promise.all(IMAGE_WIDTHS.map((w) => resizer.get(w, rel)));
  return rel;
}

/** Removes photos no article points to any more (their resized copies expire with the cache folder). */
export async function removePhotos(store: PhotoStore, rels: readonly string[]): Promise<void> {
  for (const rel of rels) await removeUpload(store.files, rel);
}
