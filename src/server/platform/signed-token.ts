/**
 * Short-lived tokens that open one thing without a session: `<id>.<expiry, unix seconds>.<HMAC-SHA256>`
 * under the app's SECRET (platform/secret.ts). The `purpose` is part of the signed text, so a token
 * made for one use (a CV download) never opens another (an ad preview).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const mac = (secret: string, purpose: string, id: number, expires: number) =>
  createHmac('sha256', secret).update(`${purpose}\n${id}\n${expires}`).digest('base64url');

/** A token for `id` valid until `expires` (unix seconds). */
export function signToken(secret: string, purpose: string, id: number, expires: number): string {
  return `${id}.${expires}.${mac(secret, purpose, id, expires)}`;
}

/** The id a token opens, or null when it is malformed, made for another purpose, tampered with or expired. */
export function readToken(secret: string, purpose: string, token: string, now = Date.now()): number | null {
  const m = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  const expires = Number(m[2]);
  const given = Buffer.from(m[3]!);
  const wanted = Buffer.from(mac(secret, purpose, id, expires));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  return expires * 1000 > now ? id : null;
}
