/**
 * The staff of the back office (issue 18): their second factor, the list of staff accounts and
 * the first admin account. Their writes leave audit entries like every admin write
 * (platform/audit.ts).
 */
import { hash as argonHash } from '@node-rs/argon2';
import type { Db } from '../../db/client';
import type { Writer } from '../../platform/idempotency';
import type { Staff } from '../../platform/admin';
import { recordAudit } from '../../platform/audit';
import { Forbidden, RateLimited, ValidationFailed } from '../../platform/errors';
import { areasOf, mayAccess } from '../../../shared/admin';
import type { AdminMe, TotpEnrolment } from '../../../shared/schemas/admin';
import * as repo from './repository';

import { decryptSecret, encryptSecret, enrolment, hashRecoveryCode, newRecoveryCodes, newTotpSecret, stepOfCode } from './totp';

/** The factor's TOTP secret, or null when it cannot be read (SECRET was changed since: the factor is set up again). */
function readableSecret(secret: string, stored: string): string | null {
  try {
    return decryptSecret(secret, stored);
  } catch {
    return null;
  }
}

/** Wrong codes in a row before the factor is locked, and for how long. */
export const STAFF_CODE_TRIES = 10;
export const STAFF_CODE_LOCK_MINUTES = 15;

export async function adminMe(db: Db, secret: string, staff: Staff): Promise<AdminMe> {
  const [user, stored, left] = await Promise.all([
    repo.findStaffUser(db, staff.userId),
    repo.findSecondFactor(db, staff.userId),
    repo.recoveryCodesLeft(db, staff.userId),
  ]);
  const factor = stored && readableSecret(secret, stored.secretEnc) !== null ? stored : null;
  const areas = areasOf(staff.role);
  return {
    id: staff.userId,
    name: user?.name ?? '',
    email: staff.email,
    role: staff.role,
    areas,
    writable: areas.filter((area) => mayAccess(staff.role, area, 'write')),
    second_factor: !factor?.enabledAt ? 'setup' : staff.secondFactor ? 'ok' : 'verify',
    recovery_codes_left: left,
  };
}

/** A new TOTP secret to scan, while the account has none confirmed. */
export async function startEnrolment(db: Db, secret: string, staff: Staff): Promise<TotpEnrolment> {
  const existing = await repo.findSecondFactor(db, staff.userId);
  const unreadable = !!existing && readableSecret(secret, existing.secretEnc) === null;
  if (existing?.enabledAt && !unreadable) throw new Forbidden('api.second_factor_already_set');
  const base32 = newTotpSecret();
  await db.transaction(async (tx) => {
    if (unreadable) await repo.removeSecondFactor(tx, staff.userId);
    await repo.putPendingSecret(tx, staff.userId, encryptSecret(secret, base32));
    await recordAudit(tx, staff, { area: 'account', action: 'second_factor.setup', entity: 'user', entityId: staff.userId });
  });
  return { secret: base32, ...(await enrolment(base32, staff.email)) };
}

const invalidCode = () => new ValidationFailed({ code: ['validation.second_factor_invalid'] });

/** Confirms the scanned secret with a first code: the factor is on, this session proved it, and the recovery codes are shown once. */
export async function confirmEnrolment(db: Db, secret: string, staff: Staff, code: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const factor = await repo.findSecondFactor(tx, staff.userId, true);
    if (!factor) throw invalidCode();
    if (factor.enabledAt) throw new Forbidden('api.second_factor_already_set');
    const step = stepOfCode(decryptSecret(secret, factor.secretEnc), code);
    if (step === null) throw invalidCode();
    const codes = newRecoveryCodes();
    await repo.markEnabled(tx, staff.userId, step);
    await repo.replaceRecoveryCodes(tx, staff.userId, codes.map(hashRecoveryCode));
    await repo.markSessionVerified(tx, staff.sessionId);
    await recordAudit(tx, staff, { area: 'account', action: 'second_factor.enable', entity: 'user', entityId: staff.userId });
    return codes;
  });
}

/**
 * This session proves the second factor: a code of the app (each 30-second code once: a replayed
 * one is refused) or an unused recovery code (spent).
 */
export async function verifySecondFactor(db: Db, secret: string, staff: Staff, code: string): Promise<void> {
  let wrong = false;
  try {
    await db.transaction(async (tx) => {
      const factor = await repo.findSecondFactor(tx, staff.userId, true);
      const base32 = factor?.enabledAt ? readableSecret(secret, factor.secretEnc) : null;
      if (!factor || base32 === null) throw new Forbidden('api.second_factor_not_set');
      if (factor.lockedUntil && factor.lockedUntil.getTime() > Date.now()) throw new RateLimited('api.second_factor_locked');
      const step = stepOfCode(base32, code.trim());
      let how: 'totp' | 'recovery';
      if (step !== null && step > factor.lastStep) {
        await repo.setLastStep(tx, staff.userId, step);
        how = 'totp';
      } else if (step === null && (await repo.useRecoveryCode(tx, staff.userId, hashRecoveryCode(code)))) {
        how = 'recovery';
      } else {
        wrong = true;
        throw invalidCode();
      }
      await repo.clearWrongCodes(tx, staff.userId);
      await repo.markSessionVerified(tx, staff.sessionId);
      await recordAudit(tx, staff, { area: 'account', action: 'second_factor.verify', entity: 'session', entityId: staff.sessionId, after: { how } });
    });
  } catch (err) {
    // Counted after the refused attempt rolled back; the lock itself is audited.
    if (wrong && (await repo.countWrongCode(db, staff.userId, STAFF_CODE_TRIES, STAFF_CODE_LOCK_MINUTES))) {
      await db.transaction((tx) =>
        recordAudit(tx, staff, {
          area: 'account',
          action: 'second_factor.locked',
          entity: 'user',
          entityId: staff.userId,
          after: { minutes: STAFF_CODE_LOCK_MINUTES },
        }),
      );
    }
    throw err;
  }
}

/** New recovery codes (the old ones stop working), shown once. */
export async function renewRecoveryCodes(db: Db, staff: Staff): Promise<string[]> {
  return db.transaction(async (tx) => {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(tx, staff.userId, codes.map(hashRecoveryCode));
    await recordAudit(tx, staff, { area: 'account', action: 'recovery_codes.renew', entity: 'user', entityId: staff.userId });
    return codes;
  });
}

/** An admin removes a staff member's second factor (a lost phone): they set it up again at their next visit. */
export async function resetSecondFactor(tx: Writer, staff: Staff, userId: number): Promise<void> {
  await repo.removeSecondFactor(tx, userId);
  await repo.forgetVerifiedSessions(tx, userId);
  await recordAudit(tx, staff, { area: 'users', action: 'second_factor.reset', entity: 'user', entityId: userId });
}

export const staffMembers = (db: Db) => repo.listStaff(db);

/** Which of these accounts have a second factor turned on (the users list). */
export const usersWithSecondFactor = (db: Db, userIds: number[]) => repo.usersWithSecondFactor(db, userIds);

/**
 * The first admin (`npm run admin:create`, or ADMIN_EMAIL and ADMIN_PASSWORD at start): the
 * account of that e-mail is made (or promoted to) an active admin with that password. It signs in
 * on /login and sets up its second factor at its first visit of /admin.
 */
export async function createAdmin(db: Db, email: string, password: string, name = 'Admin'): Promise<number> {
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new Error('admin:create: not an e-mail address');
  if (password.length < 8) throw new Error('admin:create: the password needs at least 8 characters');
  return repo.upsertAdmin(db, address, name, await argonHash(password));
}

/** At start: ADMIN_EMAIL/ADMIN_PASSWORD make the first admin when no usable admin exists yet. */
export async function bootstrapAdmin(db: Db, email: string, password: string): Promise<number | null> {
  if (!email || !password || (await repo.hasUsableAdmin(db))) return null;
  return createAdmin(db, email, password);
}
