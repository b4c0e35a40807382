import { and, eq } from 'drizzle-orm';
import * as s from '../../src/server/db/schema/index';
import { encryptSecret, newTotpSecret } from '../../src/server/domains/staff/totp';
import { loadSecret } from '../../src/server/platform/secret';
import type { StaffRole } from '../../src/shared/admin';
import type { TestApp } from './app';
import { signedInReader } from './session';

/**
 * A staff member of `role` with a live session. By default the second factor is set up (its
 * TOTP secret is returned) and the session has proved it; `secondFactor: 'none'` leaves it to set
 * up, `'unproved'` sets it up without proving it in this session.
 */
export async function signedInStaff(t: TestApp, role: StaffRole, opts: { secondFactor?: 'ok' | 'unproved' | 'none' } = {}) {
  const reader = await signedInReader(t, { role, userActive: true });
  const state = opts.secondFactor ?? 'ok';
  const totp = newTotpSecret();
  if (state !== 'none') {
    await t.db.insert(s.staffSecondFactors).values({ userId: reader.user.id, secretEnc: encryptSecret(loadSecret(t.app.config), totp), enabledAt: new Date() });
  }
  if (state === 'ok') await t.db.update(s.sessions).set({ secondFactorAt: new Date() }).where(eq(s.sessions.userId, reader.user.id));
  return { ...reader, totp };
}

/** The audit entries of one row (`entity`, its id), oldest first: what a back-office test checks after each write. */
export const auditEntries = (t: TestApp, entity: string, id: number) =>
  t.db
    .select()
    .from(s.adminAudit)
    .where(and(eq(s.adminAudit.entity, entity), eq(s.adminAudit.entityId, String(id))))
    .orderBy(s.adminAudit.id);
