/**
 * Private files (the CVs of job applications): a small interface with two back ends, chosen by
 * the configuration once per app (`app.storage`).
 *
 * - disk (default): files under DATA_DIR/private, a folder no route serves as it is (the public
 *   pictures live in DATA_DIR/uploads). A file is written to `<key>.part` and renamed when
 *   complete, so a stream that fails half-way leaves nothing under its key, and the part is removed.
 * - S3-compatible bucket (`S3_BUCKET` + `S3_*`) through @aws-sdk/client-s3. A body is collected
 *   before one PutObject (the callers' files are at most a few MB; a multipart upload would need
 *   @aws-sdk/lib-storage): an interrupted stream never reaches the bucket.
 *
 * Keys are relative paths of lower-case letters, digits, `/`, `-`, `_` and `.` (no `..`), chosen by
 * the server (random names), never by a user.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config';

export interface Storage {
  readonly kind: 'disk' | 's3';
  /** Stores the whole stream under `key` (replacing any file there); resolves with its size in bytes. A failed stream stores nothing. */
  put(key: string, body: Readable): Promise<number>;
  /** The file's bytes as a stream; null when there is no such file. */
  get(key: string): Promise<Readable | null>;
  /** Removes the file (nothing happens when it is not there). */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const KEY = /^(?!.*\.\.)[a-z0-9][a-z0-9/_.-]{0,300}$/;

function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`storage: invalid key ${JSON.stringify(key)}`);
  return key;
}

/** Files in a folder (DATA_DIR/private by default). */
export function diskStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const file = resolve(base, checkKey(key));
    if (!file.startsWith(base + sep)) throw new Error('storage: key outside the folder');
    return file;
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const file = pathOf(key);
      const part = `${file}.part`;
      await mkdir(dirname(file), { recursive: true });
      let size = 0;
      body.on('data', (chunk: Buffer) => (size += chunk.length));
      try {
        await pipeline(body, createWriteStream(part, { mode: 0o600 }));
        await rename(part, file);
      } catch (err) {
        await rm(part, { force: true });
        throw err;
      }
      return size;
    },
    async get(key) {
      const file = pathOf(key);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async delete(key) {
      const file = pathOf(key);
      await rm(file, { force: true });
      await rm(`${file}.part`, { force: true });
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}

export interface S3Options {
  bucket: string;
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
  return {
    kind: 's3',
    async put(key, body) {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
      const bytes = Buffer.concat(chunks);
      await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: bytes, ContentLength: bytes.length }));
      return bytes.length;
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return out.Body instanceof Readable ? out.Body : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
  };
}

/** The storage the configuration names: the bucket when S3_BUCKET is set, else DATA_DIR/private. */
export function createStorage(
  config: Pick<Config, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE' | 'privateDir'>,
): Storage {
  if (!config.S3_BUCKET) return diskStorage(config.privateDir);
  return s3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
