import { and, count, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchaSolutions, oauthIdentities, oneTimeCodes, sessions, users } from '../../db/schema/index';
import type { OneTimeCodePurpose } from '../../../shared/constants';
import type { AdminUsersQuery } from '../../../shared/schemas/accounts-admin';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt' | 'updatedAt'>>;
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export const findUserById = async (db: Executor, id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];
export const findUserByEmail = async (db: Executor, email: string) => (await db.select().from(users).where(eq(users.email, email.toLowerCase())))[0];
export const insertUser = async (db: Executor, values: NewUser) => (await db.insert(users).values(values).returning())[0]!;
/** Writes the changes (and `updated_at`); returns the row after them. */
export const updateUser = async (db: Executor, id: number, changes: UserChanges) =>
  (
    await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning()
  )[0]!;
/** By username (case-insensitive) or e-mail. */
export const findUserByLogin = async (db: Executor, login: string) =>
  (
    await db
      .select()
      .from(users)
      .where(login.includes('@') ? eq(users.email, login.toLowerCase()) : sql`lower(${users.username}) = ${login.toLowerCase()}`)
  )[0];

export async function usernameTaken(db: Executor, username: string, exceptId?: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  return rows.some((r) => r.id !== exceptId);
}
export async function emailTaken(db: Executor, email: string, exceptId?: number) {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return rows.some((r) => r.id !== exceptId);
}

export async function createSession(db: Executor, userId: number, tokenHash: string, days: number, meta: { ip?: string; userAgent?: string }) {
  await db.insert(sessions).values({
    userId,
    tokenHash,
    expiresAt: new Date(Date.now() + days * 86_400_000),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
}
export const revokeSession = (db: Executor, sessionId: number) =>
  db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
export const revokeUserSessions = (db: Executor, userId: number, exceptSessionId?: number) =>
  db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined));

export const findIdentity = async (db: Executor, provider: string, subject: string) =>
  (
    await db
      .select()
      .from(oauthIdentities)
      .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)))
  )[0];
export const linkIdentity = (db: Executor, userId: number, provider: string, subject: string, email: string) =>
  db.insert(oauthIdentities).values({ userId, provider, subject, email }).onConflictDoNothing();

// ---------------------------------------------------------------------------------------------
// One-time codes (codes.ts) and accepted captcha answers (captcha.ts)

export type CodeRow = typeof oneTimeCodes.$inferSelect;

/** The newest code of a user and purpose, if any. */
export const latestCode = async (db: Executor, userId: number, purpose: OneTimeCodePurpose): Promise<CodeRow | undefined> =>
  (
    await db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1)
  )[0];

/** Drops the user's codes of a purpose and stores a new one. */
export async function replaceCode(db: Executor, userId: number, purpose: OneTimeCodePurpose, codeHash: string, expiresAt: Date) {
  await db.delete(oneTimeCodes).where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
  await db.insert(oneTimeCodes).values({ userId, purpose, codeHash, expiresAt });
}

/** Counts a wrong try; returns the tries after it (undefined if the code is gone). */
export const countCodeAttempt = async (db: Executor, id: number) =>
  (
    await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(eq(oneTimeCodes.id, id))
      .returning({ attempts: oneTimeCodes.attempts })
  )[0]?.attempts;

/** Deletes a code; false if it was already gone (a concurrent use won). */
export const deleteCode = async (db: Executor, id: number) =>
  (await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id)).returning({ id: oneTimeCodes.id })).length > 0;

/** Records an accepted captcha answer (and forgets the expired ones); false if it was already used. */
export async function claimCaptchaSolution(db: Executor, key: string, expiresAt: Date): Promise<boolean> {
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, sql`now()`));
  const rows = await db.insert(captchaSolutions).values({ key, expiresAt }).onConflictDoNothing().returning({ key: captchaSolutions.key });
  return rows.length === 1;
}

/** The back office's list of accounts (issue 18): filtered, newest first, with live sessions and the last sign-in. */
export async function listUsers(db: Db, q: AdminUsersQuery) {
  const where: SQL[] = [];
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(${users.fullName} ilike ${like} or ${users.email} ilike ${like} or ${users.username} ilike ${like} or ${users.mobile} ilike ${like})`);
  }
  if (q.role) where.push(eq(users.role, q.role));
  if (q.active) where.push(eq(users.userActive, q.active === '1'));
  const cond = where.length ? and(...where) : undefined;
  const live = sql<number>`(select count(*)::int from sessions s where s.user_id = "users"."id" and s.revoked_at is null and s.expires_at > now())`;
  const last = sql<Date | null>`(select max(s.created_at) from sessions s where s.user_id = "users"."id")`;
  const [items, [total]] = await Promise.all([
    db
      .select({ user: users, sessions: live, lastSignIn: last })
      .from(users)
      .where(cond)
      .orderBy(desc(users.id))
      .limit(q.rows)
      .offset((q.page - 1) * q.rows),
    db.select({ n: count() }).from(users).where(cond),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Locks an account's row for a change of role or state (two admins at once: one after the other). */
export const lockUser = async (db: Executor, id: number) => (await db.select().from(users).where(eq(users.id, id)).for('update'))[0];

/** Active admins other than `exceptId` (the last admin cannot be demoted or deactivated). */
export async function otherActiveAdmins(db: Executor, exceptId: number): Promise<number> {
  // Every active admin's row is locked: two admins demoting each other at once run one after the other.
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.userActive, true)))
    .for('update');
  return rows.filter((r) => r.id !== exceptId).length;
}

export async function countUsersSince(db: Executor, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(sql`${users.createdAt} >= ${since.toISOString()}`);
  return row?.n ?? 0;
}
