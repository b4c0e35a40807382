/**
 * The register form's captcha. ALTCHA by default: a proof-of-work challenge signed with the
 * server's secret (no third-party service), verified with altcha-lib, each solution accepted
 * once (captcha_solutions keeps the used ones until their challenge expires). CAPTCHA_PROVIDER
 * =recaptcha verifies Google reCAPTCHA tokens instead.
 */
import { createHash } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Db } from '../../db/client';
import type { Captcha } from '../../../shared/schemas/accounts';
import { claimCaptchaSolution } from './repository';

/** A challenge is valid this long. */
const CHALLENGE_TTL_MS = 10 * 60_000;
/**
 * Work: the browser tries counters from 0 up to a random one in this range, one SHA-256 each
 * (a fraction of a second on a phone, a cost per registration for a bot).
 */
const COUNTER_MIN = 5_000;
const COUNTER_MAX = 30_000;

export interface CaptchaVerifier {
  challenge(): Promise<Captcha>;
  /** True once per valid answer. */
  verify(token: string, ip: string): Promise<boolean>;
}

export function createAltcha(db: Db, secret: string): CaptchaVerifier {
  const hmacSignatureSecret = `altcha:${secret}`;
  const hmacKeySignatureSecret = `altcha-key:${secret}`;
  return {
    async challenge() {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(COUNTER_MIN, COUNTER_MAX),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return { provider: 'altcha', challenge: challenge as unknown as Record<string, unknown>, site_key: null };
    },
    async verify(token) {
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
      } catch {
        return false;
      }
      const p = payload as { challenge?: { parameters?: { expiresAt?: number }; signature?: string }; solution?: unknown };
      if (!p?.challenge?.signature || !p.solution) return false;
      let verified: boolean;
      try {
        const result = await verifySolution({
          challenge: p.challenge as never,
          solution: p.solution as never,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        verified = result.verified;
      } catch {
        return false;
      }
      if (!verified) return false;
      // Once only: the first insert of this challenge's signature wins.
      const key = createHash('sha256').update(p.challenge.signature).digest('hex');
      const expiresAt = new Date((p.challenge.parameters?.expiresAt ?? Date.now() / 1000 + CHALLENGE_TTL_MS / 1000) * 1000);
      return claimCaptchaSolution(db, key, expiresAt);
    },
  };
}

export function createRecaptcha(siteKey: string, secretKey: string): CaptchaVerifier {
  return {
    async challenge() {
      return { provider: 'recaptcha', challenge: null, site_key: siteKey };
    },
    async verify(token, ip) {
      const res = await fetch('https://www.google.com/recaptcha/api/siteverify', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: secretKey, response: token, remoteip: ip }),
        signal: AbortSignal.timeout(5_000),
      }).catch(() => null);
      if (!res?.ok) return false;
      const body = (await res.json().catch(() => ({}))) as { success?: boolean };
      return body.success === true;
    },
  };
}
