/**
 * A refused body is read to its end before the answer (413 body too large): a server that answers
 * and closes while the client is still uploading closes a socket with unread bytes, the kernel
 * answers the client's next bytes with a reset, and a client that reads after writing (most do)
 * gets EPIPE/ECONNRESET instead of the envelope. Reading is bounded: at most DRAIN_BYTES (or twice
 * the route's body limit when that is larger) and DRAIN_MS; past either, the answer goes out and
 * the connection is closed as before. A body declared larger than the bound is not read at all.
 */
import type { FastifyRequest } from 'fastify';

export const DRAIN_BYTES = 4 * 1024 * 1024;
export const DRAIN_MS = 10_000;

/** Resolves once the request's body has ended, or the bound is passed, or the time is up. */
export function drainBody(req: FastifyRequest): Promise<void> {
  const raw = req.raw;
  if (raw.complete || raw.destroyed) return Promise.resolve();
  const bound = Math.max(DRAIN_BYTES, 2 * (req.routeOptions.bodyLimit ?? 0));
  if (Number(raw.headers['content-length'] ?? 0) > bound) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', done);
      raw.off('error', done);
      raw.off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > bound) done();
    };
    const timer = setTimeout(done, DRAIN_MS);
    raw.on('data', onData);
    raw.once('end', done);
    raw.once('error', done);
    raw.once('close', done);
    raw.resume();
  });
}
