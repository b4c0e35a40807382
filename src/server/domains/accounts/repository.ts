import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oauthIdentities, sessions, users } from '../../db/schema/index';
import { PACKAGE_TIERS, type PackageTier } from '../../../shared/constants';

export type UserRow = typeof users.$inferSelect;
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export const findUserById = async (db: Executor, id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];
export const findUserByEmail = async (db: Executor, email: string) => (await db.select().from(users).where(eq(users.email, email.toLowerCase())))[0];
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

/** The user's current subscriptions (active, not past their end) and the best tier among them. */
export async function activeSubscriptions(db: Executor, userId: number): Promise<{ ids: number[]; plan: PackageTier }> {
  const { rows } = await db.execute<{ id: number; tier: PackageTier }>(sql`
    select s.id, p.tier from subscriptions s join subscription_packages p on p.id = s.package_id
    where s.user_id = ${userId} and s.status = 'active' and (s.end_date is null or s.end_date >= current_date)
    order by s.id`);
  const best = rows.reduce((acc, r) => Math.max(acc, PACKAGE_TIERS.indexOf(r.tier)), 0);
  return { ids: rows.map((r) => r.id), plan: PACKAGE_TIERS[best] ?? 'free' };
}

export const findIdentity = async (db: Executor, provider: string, subject: string) =>
  (
    await db
      .select()
      .from(oauthIdentities)
      .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)))
  )[0];
export const linkIdentity = (db: Executor, userId: number, provider: string, subject: string, email: string) =>
  db.insert(oauthIdentities).values({ userId, provider, subject, email }).onConflictDoNothing();
