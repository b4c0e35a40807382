/** Compression of the pages and answers sent: which coding a request accepts, and brotli or gzip on the thread pool. */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { CachedPage } from './html-cache';

export const brotli = promisify(brotliCompress);
export const gzipAsync = promisify(gzip);

/** Codings an Accept-Encoding header allows (q=0 excluded); browsers send a handful of distinct headers. */
const codingsSeen = new Map<string, Set<string>>();
function acceptedCodings(header: string): Set<string> {
  const known = codingsSeen.get(header);
  if (known) return known;
  const out = parseCodings(header);
  if (codingsSeen.size >= 64) codingsSeen.clear();
  codingsSeen.set(header, out);
  return out;
}

function parseCodings(header: string): Set<string> {
  const out = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) out.add(name);
  }
  return out;
}

/** The encoding to send of a cached page for an Accept-Encoding header (null: identity). */
export function pickEncoding(page: CachedPage, acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding || !(page.br || page.gzip)) return null;
  const codings = acceptedCodings(acceptEncoding);
  if (page.br && codings.has('br')) return 'br';
  if (page.gzip && (codings.has('gzip') || codings.has('*'))) return 'gzip';
  return null;
}

/**
 * Brotli for an answer compressed per request (here and @fastify/compress, app.ts): quality 4, and
 * a 256 KB window (not brotli's 4 MB), which covers any page or JSON answer: same size out, less
 * memory per call.
 */
export const BROTLI_PER_REQUEST = { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_LGWIN]: 18 };
const brotliForRequest = { chunkSize: 64 * 1024, params: BROTLI_PER_REQUEST };
const gzipForRequest = { chunkSize: 64 * 1024, level: 6 };

/**
 * A rendered page compressed for one request (brotli quality 4 or gzip 6, as @fastify/compress
 * would), on the thread pool in one call: the ~1.5 ms of a ~170 KB page leave the main thread,
 * which is what limits how many pages a second one process renders. Null: send it as it is.
 */
export async function compressForRequest(body: Buffer, acceptEncoding: string | undefined): Promise<{ encoding: 'br' | 'gzip'; bytes: Buffer } | null> {
  if (!acceptEncoding || body.length < 1024) return null;
  const codings = acceptedCodings(acceptEncoding);
  if (codings.has('br')) return { encoding: 'br', bytes: await brotli(body, brotliForRequest) };
  if (codings.has('gzip') || codings.has('*')) return { encoding: 'gzip', bytes: await gzipAsync(body, gzipForRequest) };
  return null;
}
