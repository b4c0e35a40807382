/**
 * The staff's second factor: TOTP (RFC 6238, 6 digits, 30 s, SHA-1 — what every authenticator
 * app reads) through `otpauth`, the secret kept encrypted with the server's SECRET (AES-256-GCM),
 * and one-time recovery codes kept as SHA-256 hashes.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '../../../shared/admin';

const PERIOD_S = 30;
const ISSUER = 'Binaa';

const keyOf = (secret: string) => createHash('sha256').update(`binaa staff totp\n${secret}`).digest();

export function encryptSecret(serverSecret: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function decryptSecret(serverSecret: string, stored: string): string {
  const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (base32: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(base32) });

/** The `otpauth://` URI an authenticator app scans, and its QR code as an SVG data URL. */
export async function enrolment(base32: string, email: string): Promise<{ uri: string; qr: string }> {
  const uri = totpOf(base32, email).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The 30-second step a code belongs to (one step either side of now is accepted), else null. */
export function stepOfCode(base32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(base32).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

/** The current code of a secret (tests, and the admin:create command's check). */
export const codeOf = (base32: string, now = Date.now()): string => totpOf(base32).generate({ timestamp: now });

/** Ten codes like `k3f9-2m7q-x8d4`, shown once. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(12);
    const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

/** Recovery codes are compared without case, spaces or dashes. */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
