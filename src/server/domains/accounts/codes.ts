/**
 * The 5-digit codes of activation, password reset and e-mail change: valid 10 minutes, stored
 * as an HMAC with the server's secret (a leaked table does not give the codes away, and 100,000
 * possibilities cannot be tried offline), one live code per user and purpose, deleted after use,
 * locked after 5 wrong tries; a new one at most once a minute.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { RateLimited, ValidationFailed } from '../../platform/errors';
import type { OneTimeCodePurpose } from '../../../shared/constants';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES, RESEND_COOLDOWN_SECONDS } from '../../../shared/schemas/accounts';
import { countCodeAttempt, deleteCode, latestCode, replaceCode, type Executor } from './repository';

export function createCodes(secret: string) {
  const digest = (userId: number, purpose: OneTimeCodePurpose, code: string) =>
    createHmac('sha256', `codes:${secret}`).update(`${userId}:${purpose}:${code}`).digest('hex');

  return {
    /**
     * A new code for the user (the previous one of that purpose is dropped). `cooldown` refuses a
     * new code within a minute of the last one (RateLimited).
     */
    async issue(db: Executor, userId: number, purpose: OneTimeCodePurpose, opts: { cooldown: boolean }): Promise<string> {
      if (opts.cooldown) {
        const last = await latestCode(db, userId, purpose);
        if (last && Date.now() - last.createdAt.getTime() < RESEND_COOLDOWN_SECONDS * 1000) throw new RateLimited('api.code_cooldown');
      }
      const code = String(randomInt(0, 100_000)).padStart(5, '0');
      await replaceCode(db, userId, purpose, digest(userId, purpose, code), new Date(Date.now() + CODE_TTL_MINUTES * 60_000));
      return code;
    },

    /**
     * Checks a code; the right one is deleted (it cannot be used twice). A wrong one counts a try
     * (committed even when the caller's transaction is rolled back: it runs on `db`, not `tx`).
     * Throws ValidationFailed on `field` with otp_wrong / otp_expired / otp_locked.
     */
    async consume(db: Db, userId: number | undefined, purpose: OneTimeCodePurpose, code: string, field = 'otp_token'): Promise<void> {
      const fail = (key: string) => new ValidationFailed({ [field]: [key] });
      if (userId === undefined) throw fail('otp_wrong');
      const row = await latestCode(db, userId, purpose);
      if (!row) throw fail('otp_wrong');
      if (row.attempts >= CODE_MAX_ATTEMPTS) throw fail('otp_locked');
      if (row.expiresAt.getTime() <= Date.now()) throw fail('otp_expired');
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = Buffer.from(digest(userId, purpose, code), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        const attempts = await countCodeAttempt(db, row.id);
        throw fail((attempts ?? CODE_MAX_ATTEMPTS) >= CODE_MAX_ATTEMPTS ? 'otp_locked' : 'otp_wrong');
      }
      // Deleted only if still there: two concurrent right answers cannot both pass.
      if (!(await deleteCode(db, row.id))) throw fail('otp_wrong');
    },
  };
}
export type Codes = ReturnType<typeof createCodes>;
