/**
 * Reading POST apply_job's multipart body: the text fields, and the CV streamed into the private
 * storage under a random key once it is known to be acceptable. The file is judged by its content
 * (file-type's magic bytes), never by its name or declared type; its name is kept for the
 * download only, and refused when it carries a path. Whatever goes wrong — a refused file, a limit
 * of the parser, an interrupted request — the stored file is deleted before the error leaves.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { CV_MAX_BYTES, CV_TYPES } from '../../../shared/schemas/jobs';
import { AppError, ValidationFailed } from '../../platform/errors';
import { isCleanText } from '../../platform/input-guard';
import type { Storage } from '../../platform/storage';
import type { StoredCv as KeptCv } from './service';

/** A stored CV and the SHA-256 of its bytes (the idempotency fingerprint of the request). */
export interface StoredCv extends KeptCv {
  sha256: string;
}

/** The parser's limits: one file of 5 MB, a few short fields, nothing else (a "multipart bomb" stops at the first limit). */
export const APPLY_LIMITS = {
  fileSize: CV_MAX_BYTES,
  files: 1,
  fields: 4,
  parts: 5,
  fieldSize: 16 * 1024,
  fieldNameSize: 40,
  headerPairs: 10,
};

const FIELDS = new Set(['id', 'comment']);
/** Enough of the head of a file for file-type to tell a DOCX (its [Content_Types].xml) from another zip. */
const SAMPLE_BYTES = 64 * 1024;

const refuse = (code: string, field = 'uploaded_file') => new ValidationFailed({ [field]: [code] });

/** The multipart parser's own refusals as 422s that say what was wrong. */
function asAppError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT') return refuse('job_upload_too_many_parts');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return refuse('job_file_too_large');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return refuse('job_upload_not_multipart');
  if (
    code === 'FST_PROTO_VIOLATION' ||
    code === 'FST_INVALID_JSON_FIELD_ERROR' ||
    /multipart|boundary|Malformed|Unexpected end of form|terminated early/i.test((err as Error)?.message ?? '')
  ) {
    return refuse('job_upload_malformed');
  }
  return err;
}

/**
 * The name the poster downloads: the uploaded base name with the extension of the type found in
 * the content (`CV.msi` that is an OLE file becomes `CV.doc`, a PNG named `cv.html` becomes
 * `cv.png`), so the poster's computer opens it as what it was checked to be. A name holding a path
 * (`../x.pdf`, `a/b.pdf`, `C:\x.pdf`) or control characters is refused.
 */
export function cvFileName(raw: string | undefined, ext: string): string {
  const name = (raw ?? '').normalize('NFC').trim();
  if (/[/\\]/.test(name) || /[\u0000-\u001f\u007f]/.test(name) || name === '.' || name === '..' || /^[a-z]:/i.test(name)) {
    throw refuse('job_file_name_invalid');
  }
  const base = name
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 140);
  return `${base || 'cv'}.${ext}`;
}

async function drain(stream: Readable): Promise<number> {
  let size = 0;
  for await (const chunk of stream) size += (chunk as Buffer).length;
  return size;
}

/**
 * The first `bytes` of a stream (fewer when it ends sooner) and a stream of all its bytes, the
 * head included: the type is decided on the head before anything is stored.
 */
async function splitHead(stream: Readable, bytes: number): Promise<{ head: Buffer; all: Readable; digest: () => string }> {
  const it = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < bytes) {
    const next = await it.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    size += next.value.length;
  }
  const head = Buffer.concat(chunks);
  const hash = createHash('sha256').update(head);
  async function* rest() {
    yield head;
    if (done) return;
    for (let next = await it.next(); !next.done; next = await it.next()) {
      hash.update(next.value);
      yield next.value;
    }
  }
  return { head, all: Readable.from(rest(), { objectMode: false }), digest: () => hash.digest('hex') };
}

const newKey = () => {
  const now = new Date();
  return `cv/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}`;
};

async function storeCv(storage: Storage, part: MultipartFile): Promise<StoredCv> {
  const { head, all, digest } = await splitHead(part.file, SAMPLE_BYTES);
  if (head.length === 0) throw refuse('job_file_empty');
  const mime = (await fileTypeFromBuffer(head))?.mime;
  const ext = mime && (CV_TYPES as Record<string, string>)[mime];
  if (!ext) {
    await drain(all);
    throw refuse(part.file.truncated ? 'job_file_too_large' : 'job_file_type');
  }
  const name = cvFileName(part.filename, ext);
  const key = newKey();
  try {
    const size = await storage.put(key, all);
    if (part.file.truncated || size > CV_MAX_BYTES) throw refuse('job_file_too_large');
    return { key, name, mime, size, sha256: digest() };
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
}

export interface ApplyUpload {
  fields: Record<string, string>;
  cv: StoredCv | null;
}

/**
 * Reads the parts of the request. `beforeFile` runs with the fields read so far when the file
 * begins (the job may be checked before anything is stored). The caller owns `cv` afterwards and
 * deletes it when it cannot keep it.
 */
export async function receiveApplication(
  req: FastifyRequest,
  storage: Storage,
  beforeFile: (fields: Record<string, string>) => Promise<void>,
): Promise<ApplyUpload> {
  const fields: Record<string, string> = {};
  let cv: StoredCv | null = null;
  try {
    // preservePath: the name as sent, so a path in it is seen (and refused) rather than silently cut.
    for await (const part of req.parts({ limits: APPLY_LIMITS, preservePath: true })) {
      if (part.type === 'field') {
        if (!FIELDS.has(part.fieldname)) continue;
        if (part.valueTruncated) throw refuse('too_long', part.fieldname);
        // The input guard checks JSON bodies; a part's text is held to the same rule (no NUL, well-formed).
        if (!isCleanText(String(part.value), true)) throw refuse('invalid_characters', part.fieldname);
        fields[part.fieldname] ??= String(part.value);
        continue;
      }
      if (part.fieldname !== 'uploaded_file' || cv) {
        await drain(part.file);
        continue;
      }
      cvFileName(part.filename, 'pdf'); // a path in the name is refused before anything is read
      await beforeFile(fields);
      cv = await storeCv(storage, part);
    }
  } catch (err) {
    if (cv) await storage.delete(cv.key);
    throw asAppError(err);
  }
  return { fields, cv };
}
