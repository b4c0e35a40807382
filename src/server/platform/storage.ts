/**
 * Stored files: a small interface with two back ends, chosen by the configuration once per app.
 * Two stores use it: the private files (`app.storage`: the CVs of job applications) and the public
 * pictures (`app.publicFiles`: photos, logos, avatars, banners, served at /uploads/ and resized at
 * /img/; decision 028).
 *
 * - disk (default): files under a folder: DATA_DIR/private (no route serves it as it is) or
 *   DATA_DIR/uploads. A file is written to a part file beside it and renamed when complete, so a
 *   stream that fails half-way leaves nothing under its key (and the part is removed), and a
 *   reader sees the old file or the whole new one.
 * - S3-compatible bucket (`S3_BUCKET` + `S3_*`) through @aws-sdk/client-s3; the public pictures
 *   live in the same bucket under the key prefix `public/`. A body is collected before one
 *   PutObject (the callers' files are at most a few MB; a multipart upload would need
 *   @aws-sdk/lib-storage): an interrupted stream never reaches the bucket.
 *
 * Keys are relative paths of segments made of letters, digits, `_`, `-` and `.`, each starting
 * with a letter or digit (no `..`, no empty segment), chosen by the server, never by a user.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, type Stats } from 'node:fs';
import { mkdir, open, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { dirname, extname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config';

/** What a stored file is now: enough to answer conditional requests and to know a replaced file. */
export interface StoredFile {
  size: number;
  modified: Date;
  /** A quoted HTTP entity tag that changes whenever the file is replaced. */
  etag: string;
}

export interface Storage {
  readonly kind: 'disk' | 's3';
  /** The folder of a disk storage (undefined for a bucket). */
  readonly root?: string;
  /** Stores the whole body under `key` (replacing any file there); resolves with its size in bytes. A failed stream stores nothing. */
  put(key: string, body: Readable | Buffer): Promise<number>;
  /** The file's bytes as a stream; null when there is no such file. */
  get(key: string): Promise<Readable | null>;
  /** The file's size, time and entity tag; null when there is no such file. */
  stat(key: string): Promise<StoredFile | null>;
  /** The file's bytes and what they are, from one read (one request to a bucket); null when there is no such file. */
  open(key: string): Promise<{ body: Readable; file: StoredFile } | null>;
  /** Removes the file (nothing happens when it is not there). */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const KEY = /^(?!.*\.\.)(?=.{1,300}$)[A-Za-z0-9][\w.-]*(?:\/[A-Za-z0-9][\w.-]*)*$/;

/** Whether `key` is a key a storage accepts (a route checks a requested path with it first). */
export const isStorageKey = (key: string): boolean => KEY.test(key);

function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`storage: invalid key ${JSON.stringify(key)}`);
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
};

/** The media type of a stored picture by its name's extension (anything else is bytes). */
export const contentTypeOf = (key: string): string => CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';

/** Files in a folder; `mode` of the files written (0o600 for private files, readable by all for public ones). */
export function diskStorage(root: string, opts: { mode?: number } = {}): Storage {
  const base = resolve(root);
  const mode = opts.mode ?? 0o600;
  const pathOf = (key: string) => {
    const file = resolve(base, checkKey(key));
    if (!file.startsWith(base + sep)) throw new Error('storage: key outside the folder');
    return file;
  };
  const fileStat = async (key: string) => {
    const file = pathOf(key);
    try {
      const s = await stat(file);
      return s.isFile() ? s : null;
    } catch {
      return null;
    }
  };
  // A replaced file is a new inode (put renames), so the tag changes even within one millisecond.
  const described = (s: Stats): StoredFile => ({
    size: s.size,
    modified: s.mtime,
    etag: `"${s.ino.toString(16)}-${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`,
  });
  const openFile = async (key: string): Promise<{ body: Readable; file: StoredFile } | null> => {
    const file = pathOf(key);
    let handle: FileHandle;
    try {
      handle = await open(file);
    } catch {
      return null;
    }
    // The stat and the bytes of one opened file, whatever replaces the name meanwhile.
    const s = await handle.stat().catch(async (err: unknown) => {
      await handle.close();
      throw err;
    });
    if (!s.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), file: described(s) };
  };
  return {
    kind: 'disk',
    root: base,
    async put(key, body) {
      const file = pathOf(key);
      // Unique per write: two writers of one key never share a part file.
      const part = `${file}.${randomBytes(4).toString('hex')}.part`;
      await mkdir(dirname(file), { recursive: true });
      const stream = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      let size = 0;
      stream.on('data', (chunk: Buffer) => (size += chunk.length));
      try {
        await pipeline(stream, createWriteStream(part, { mode }));
        await rename(part, file);
      } catch (err) {
        await rm(part, { force: true });
        throw err;
      }
      return size;
    },
    get: async (key) => (await openFile(key))?.body ?? null,
    async stat(key) {
      const s = await fileStat(key);
      return s && described(s);
    },
    open: openFile,
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      return (await fileStat(key)) != null;
    },
  };
}

export interface S3Options {
  bucket: string;
  /** Prepended to every key (`public/`): two stores share one bucket. */
  prefix?: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
}

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** Objects in an S3-compatible bucket. */
export function s3Storage(opts: S3Options): Storage {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint || undefined,
    forcePathStyle: opts.forcePathStyle,
    credentials: opts.accessKeyId ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey ?? '' } : undefined,
    // Checksums only where S3 requires them: several S3-compatible servers do not know the SDK's newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  const Key = (key: string) => `${opts.prefix ?? ''}${checkKey(key)}`;
  const described = (out: { ContentLength?: number; LastModified?: Date; ETag?: string }): StoredFile => ({
    size: out.ContentLength ?? 0,
    modified: out.LastModified ?? new Date(0),
    etag: out.ETag ?? `"${out.LastModified?.getTime() ?? 0}"`,
  });
  const head = async (key: string) => {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };
  const openObject = async (key: string): Promise<{ body: Readable; file: StoredFile } | null> => {
    try {
      const out = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
      return out.Body instanceof Readable ? { body: out.Body, file: described(out) } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };
  return {
    kind: 's3',
    async put(key, body) {
      let bytes: Buffer;
      if (Buffer.isBuffer(body)) bytes = body;
      else {
        const chunks: Buffer[] = [];
        for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
        bytes = Buffer.concat(chunks);
      }
      await client.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: bytes, ContentLength: bytes.length, ContentType: contentTypeOf(key) }));
      return bytes.length;
    },
    get: async (key) => (await openObject(key))?.body ?? null,
    async stat(key) {
      const out = await head(key);
      return out && described(out);
    },
    open: openObject,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async exists(key) {
      return (await head(key)) != null;
    },
  };
}

type StorageConfig = Pick<Config, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>;

const bucketOf = (config: StorageConfig, prefix?: string) =>
  s3Storage({
    bucket: config.S3_BUCKET,
    prefix,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });

/** The private files the configuration names: the bucket when S3_BUCKET is set, else DATA_DIR/private. */
export function createStorage(config: StorageConfig & Pick<Config, 'privateDir'>): Storage {
  return config.S3_BUCKET ? bucketOf(config) : diskStorage(config.privateDir);
}

/** Key prefix of the public pictures in S3_BUCKET (the CVs are under `cv/`). */
export const PUBLIC_PREFIX = 'public/';

/** The public pictures: the bucket of S3_BUCKET under `public/` when it is set, else DATA_DIR/uploads (served as it is). */
export function createPublicStorage(config: StorageConfig & Pick<Config, 'uploadsDir'>): Storage {
  return config.S3_BUCKET ? bucketOf(config, PUBLIC_PREFIX) : diskStorage(config.uploadsDir, { mode: 0o644 });
}
