/** The back office's users (issue 18, area `users`): search, activate/deactivate, end sessions, roles, the second factor. */
import type { Db } from '../../db/client';
import { AppError, Conflict } from '../../platform/errors';
import { forgetSessions } from '../../platform/auth';
import type { Staff } from '../../platform/admin';
import { recordAudit } from '../../platform/audit';
import type { UserRole } from '../../../shared/constants';
import type { AdminUser, AdminUsersQuery } from '../../../shared/schemas/accounts-admin';
import { resetSecondFactor, usersWithSecondFactor } from '../staff';
import { userChanged, type AccountDeps } from './account';
import * as repo from './repository';

export async function adminUsers(db: Db, q: AdminUsersQuery): Promise<{ items: AdminUser[]; total: number }> {
  const { items, total } = await repo.listUsers(db, q);
  const withFactor = await usersWithSecondFactor(
    db,
    items.map((r) => r.user.id),
  );
  return {
    total,
    items: items.map(({ user, sessions, lastSignIn }) => ({
      id: user.id,
      name: user.fullName,
      username: user.username,
      email: user.email,
      mobile: user.mobile,
      role: user.role,
      active: user.userActive,
      created_at: user.createdAt.toISOString(),
      sessions,
      last_sign_in: lastSignIn ? new Date(lastSignIn).toISOString() : null,
      second_factor: withFactor.has(user.id),
    })),
  };
}

/** What the audit keeps of an account (no password hash). */
const auditView = (u: repo.UserRow) => ({ email: u.email, role: u.role, active: u.userActive });

/**
 * A change of an account by the back office, one transaction with its audit entry: the row is
 * locked, nobody changes their own role or state (no admin locks themselves out), and the last
 * active admin is neither demoted nor deactivated. Ending the sessions drops the kept ones too.
 */
async function changeUser(
  deps: Pick<AccountDeps, 'db' | 'cache'>,
  staff: Staff,
  userId: number,
  action: string,
  change: (user: repo.UserRow, tx: repo.Executor) => Promise<repo.UserChanges | null>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, userId);
    if (!user) throw new AppError(404, 'api.user_not_found');
    const changes = await change(user, tx);
    const after = changes ? { ...user, ...changes } : user;
    if (changes) await repo.updateUser(tx, userId, changes);
    await recordAudit(tx, staff, { area: 'users', action, entity: 'user', entityId: userId, before: auditView(user), after: auditView(after) });
  });
  await forgetSessions(deps.cache);
  await userChanged(deps as AccountDeps, userId);
}

async function refuseSelfOrLastAdmin(tx: repo.Executor, staff: Staff, user: repo.UserRow, losesAdmin: boolean) {
  if (user.id === staff.userId) throw new Conflict('api.user_not_self');
  if (losesAdmin && user.role === 'admin' && user.userActive && (await repo.otherActiveAdmins(tx, user.id)) === 0) throw new Conflict('api.user_last_admin');
}

export const setUserActive = (deps: Pick<AccountDeps, 'db' | 'cache'>, staff: Staff, userId: number, active: boolean) =>
  changeUser(deps, staff, userId, active ? 'user.activate' : 'user.deactivate', async (user, tx) => {
    await refuseSelfOrLastAdmin(tx, staff, user, !active);
    // A deactivated account is signed out everywhere.
    if (!active) await repo.revokeUserSessions(tx, user.id);
    return { userActive: active };
  });

export const setUserRole = (deps: Pick<AccountDeps, 'db' | 'cache'>, staff: Staff, userId: number, role: UserRole) =>
  changeUser(deps, staff, userId, 'user.role', async (user, tx) => {
    await refuseSelfOrLastAdmin(tx, staff, user, role !== 'admin');
    return { role };
  });

export const endUserSessions = (deps: Pick<AccountDeps, 'db' | 'cache'>, staff: Staff, userId: number) =>
  changeUser(deps, staff, userId, 'user.end_sessions', async (user, tx) => {
    await repo.revokeUserSessions(tx, user.id);
    return null;
  });

/** An admin removes a staff member's second factor (a lost phone): set up again at the next visit. */
export const resetUserSecondFactor = (deps: Pick<AccountDeps, 'db' | 'cache'>, staff: Staff, userId: number) =>
  deps.db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, userId);
    if (!user) throw new AppError(404, 'api.user_not_found');
    if (user.id === staff.userId) throw new Conflict('api.user_not_self');
    await resetSecondFactor(tx, staff, userId);
  });

/** The dashboard's new accounts since `since`. */
export const countNewUsers = (db: Db, since: Date) => repo.countUsersSince(db, since);
