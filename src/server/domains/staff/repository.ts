import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Writer } from '../../platform/idempotency';
import { sessions, staffRecoveryCodes, staffSecondFactors, users } from '../../db/schema/index';

export async function findStaffUser(db: Writer, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.fullName, email: users.email, role: users.role, active: users.userActive })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findSecondFactor(db: Writer, userId: number, lock = false) {
  const q = db.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** A new secret while none is confirmed (a confirmed one is kept). */
export async function putPendingSecret(db: Writer, userId: number, secretEnc: string) {
  await db
    .insert(staffSecondFactors)
    .values({ userId, secretEnc })
    .onConflictDoUpdate({ target: staffSecondFactors.userId, set: { secretEnc, lastStep: 0 }, where: isNull(staffSecondFactors.enabledAt) });
}

export const markEnabled = (db: Writer, userId: number, step: number) =>
  db
    .update(staffSecondFactors)
    .set({ enabledAt: sql`now()`, lastStep: step })
    .where(eq(staffSecondFactors.userId, userId));

export const setLastStep = (db: Writer, userId: number, step: number) =>
  db.update(staffSecondFactors).set({ lastStep: step }).where(eq(staffSecondFactors.userId, userId));

export async function replaceRecoveryCodes(db: Writer, userId: number, hashes: string[]) {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await db.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends a recovery code: true when it was there and unused. */
export async function useRecoveryCode(db: Writer, userId: number, hash: string): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffRecoveryCodes.userId, userId), eq(staffRecoveryCodes.codeHash, hash), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: Writer, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export const markSessionVerified = (db: Writer, sessionId: number) =>
  db
    .update(sessions)
    .set({ secondFactorAt: sql`now()` })
    .where(eq(sessions.id, sessionId));

/** Every session of the account must prove the second factor again (a reset, new codes). */
export const forgetVerifiedSessions = (db: Writer, userId: number) => db.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, userId));

/** Staff accounts (the audit filter's list of people). */
export const listStaff = (db: Db) =>
  db
    .select({ id: users.id, name: users.fullName, email: users.email, role: users.role })
    .from(users)
    .where(sql`${users.role} <> 'user'`)
    .orderBy(users.fullName);

/** Whether an admin account that can sign in (active, with a password) exists. */
export async function hasUsableAdmin(db: Db): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from users where role = 'admin' and user_active and password_hash is not null limit 1`);
  return rows.length > 0;
}

export async function upsertAdmin(db: Db, email: string, name: string, passwordHash: string) {
  const username = `admin_${
    email
      .split('@')[0]!
      .replace(/[^a-z0-9_]/gi, '')
      .slice(0, 20) || 'staff'
  }_${Math.random().toString(36).slice(2, 6)}`;
  const [row] = await db
    .insert(users)
    .values({ email, fullName: name, fullNameAr: name, fullNameEn: name, username, passwordHash, role: 'admin', userActive: true })
    .onConflictDoUpdate({ target: users.email, set: { passwordHash, role: 'admin', userActive: true } })
    .returning({ id: users.id });
  return row!.id;
}

export async function removeSecondFactor(db: Writer, userId: number) {
  await db.delete(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
}

/** Which of `userIds` have a second factor turned on. */
export async function usersWithSecondFactor(db: Db, userIds: number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ id: staffSecondFactors.userId })
    .from(staffSecondFactors)
    .where(and(inArray(staffSecondFactors.userId, userIds), isNotNull(staffSecondFactors.enabledAt)));
  return new Set(rows.map((r) => r.id));
}

/**
 * A wrong code for the account's factor, counted outside the refused attempt's transaction:
 * at `limit` wrong codes in a row the factor is locked until `lockMinutes` from now (the count
 * starts again). Answers whether this one locked it.
 */
export async function countWrongCode(db: Db, userId: number, limit: number, lockMinutes: number): Promise<boolean> {
  const { rows } = await db.execute<{ locked: boolean }>(sql`
    update staff_second_factors set
      failed_attempts = case when failed_attempts + 1 >= ${limit} then 0 else failed_attempts + 1 end,
      locked_until = case when failed_attempts + 1 >= ${limit} then now() + ${lockMinutes} * interval '1 minute' else locked_until end
    where user_id = ${userId}
    returning locked_until is not null and locked_until > now() and failed_attempts = 0 as locked`);
  return rows[0]?.locked === true;
}

export const clearWrongCodes = (db: Writer, userId: number) =>
  db.update(staffSecondFactors).set({ failedAttempts: 0, lockedUntil: null }).where(eq(staffSecondFactors.userId, userId));
