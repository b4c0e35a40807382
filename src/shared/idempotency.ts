/**
 * Idempotent creation (decision 020): a client sends one `Idempotency-Key` per submission of a
 * creating POST; a retry with the same key gets the first answer and creates nothing new.
 * Server: src/server/platform/idempotency.ts; web: src/web/api/idempotency.ts.
 */

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set (`true`) on an answer that is the stored first answer of an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** 1 to 255 printable ASCII characters (space to tilde). */
export function isIdempotencyKey(value: string): boolean {
  return /^[\x20-\x7e]{1,255}$/.test(value);
}

/** A fresh key: a random UUID (crypto.randomUUID exists in browsers on secure origins and in Node). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  // Plain-http origins other than localhost have no randomUUID: 16 random bytes in hex.
  return Array.from(c.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
