import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signedInReader } from '../helpers/session';
import { signedInStaff } from '../helpers/staff';
import * as s from '../../src/server/db/schema/index';
import type { AdminPage } from '../../src/shared/schemas/admin';
import type { AdminUser } from '../../src/shared/schemas/accounts-admin';

/** Back office → Users (issue 18): search, activate/deactivate, end sessions, roles; support reads only. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInStaff(t, 'admin');
});
afterAll(async () => t?.close());

const auditOf = (userId: number) =>
  t.db
    .select()
    .from(s.adminAudit)
    .where(and(eq(s.adminAudit.entity, 'user'), eq(s.adminAudit.entityId, String(userId))));

describe('the users list', () => {
  it('finds an account by part of its e-mail, name or mobile, with its live sessions', async () => {
    const reader = await signedInReader(t, { fullName: 'Karim Sand Trader', mobile: '01098765432', userActive: true });
    for (const q of ['sand trader', reader.user.email.slice(0, 10), '098765']) {
      const res = await t.admin<AdminPage<AdminUser>>('en', `users?q=${encodeURIComponent(q)}`, { headers: admin.headers });
      expect(res.status).toBe(200);
      expect(res.body.data.items.map((u) => u.id)).toContain(reader.user.id);
    }
    const res = await t.admin<AdminPage<AdminUser>>('en', `users?q=${encodeURIComponent(reader.user.email)}`, { headers: admin.headers });
    expect(res.body.data.items[0]).toMatchObject({ id: reader.user.id, role: 'user', active: true, sessions: 1, second_factor: false });
    expect(res.body.data).toMatchObject({ total: 1, page: 1 });
    // A LIKE wildcard is searched as a character.
    const none = await t.admin<AdminPage<AdminUser>>('en', 'users?q=%25%25%25', { headers: admin.headers });
    expect(none.body.data.total).toBe(0);
    const staffOnly = await t.admin<AdminPage<AdminUser>>('en', 'users?role=admin', { headers: admin.headers });
    expect(staffOnly.body.data.items.every((u) => u.role === 'admin')).toBe(true);
  });

  it('is read-only for support', async () => {
    const support = await signedInStaff(t, 'support');
    const reader = await signedInReader(t, { userActive: true });
    expect((await t.admin('en', 'users', { headers: support.headers })).status).toBe(200);
    const res = await t.admin('ar', `users/${reader.user.id}/active`, { headers: support.headers, body: { active: false } });
    expect(res.status).toBe(403);
    const [row] = await t.db.select().from(s.users).where(eq(s.users.id, reader.user.id));
    expect(row!.userActive).toBe(true);
  });
});

describe('changing an account', () => {
  it('deactivating signs the account out at once, and is audited with before and after', async () => {
    const reader = await signedInReader(t, { userActive: true });
    expect((await t.api('en', 'me', { headers: reader.headers })).status).toBe(200);
    const res = await t.admin('en', `users/${reader.user.id}/active`, { headers: admin.headers, body: { active: false } });
    expect(res.status).toBe(200);
    expect((await t.api('en', 'me', { headers: reader.headers })).status).toBe(401);
    const [entry] = await auditOf(reader.user.id);
    expect(entry).toMatchObject({ action: 'user.deactivate', area: 'users', actor: admin.user.email, before: { active: true }, after: { active: false } });
  });

  it('a role makes a reader staff (who then sets up the second factor), and staff can be returned to readers', async () => {
    const reader = await signedInReader(t, { userActive: true });
    expect((await t.admin('en', 'me', { headers: reader.headers })).status).toBe(403);
    expect((await t.admin('en', `users/${reader.user.id}/role`, { headers: admin.headers, body: { role: 'prices_clerk' } })).status).toBe(200);
    const me = await t.admin<{ role: string; second_factor: string; areas: string[] }>('en', 'me', { headers: reader.headers });
    expect(me.body.data).toMatchObject({ role: 'prices_clerk', second_factor: 'setup', areas: ['dashboard', 'prices', 'account'] });
    expect((await t.admin('en', `users/${reader.user.id}/role`, { headers: admin.headers, body: { role: 'user' } })).status).toBe(200);
    expect((await t.admin('en', 'me', { headers: reader.headers })).status).toBe(403);
    const bad = await t.admin('ar', `users/${reader.user.id}/role`, { headers: admin.headers, body: { role: 'owner' } });
    expect(bad.status).toBe(422);
    expect(bad.body.data).toEqual({ role: ['اختر دورًا صحيحًا'] });
  });

  it('nobody changes their own role or state, and the last active admin stays', async () => {
    const own = await t.admin('en', `users/${admin.user.id}/role`, { headers: admin.headers, body: { role: 'user' } });
    expect(own.status).toBe(409);
    expect(own.body.msg).toBe('You cannot change your own role or account state');
    // Two admins: one may demote the other, but not the last one left.
    const t2 = await buildTestApp();
    try {
      const a = await signedInStaff(t2, 'admin');
      const b = await signedInStaff(t2, 'admin');
      expect((await t2.admin('en', `users/${b.user.id}/role`, { headers: a.headers, body: { role: 'editor' } })).status).toBe(200);
      // b is an editor now; a is the only admin; an editor cannot touch users at all.
      expect((await t2.admin('en', `users/${a.user.id}/active`, { headers: b.headers, body: { active: false } })).status).toBe(403);
    } finally {
      await t2.close();
    }
  });

  it('ends every session of an account and resets a lost second factor', async () => {
    const editor = await signedInStaff(t, 'editor');
    expect((await t.admin('en', `users/${editor.user.id}/second_factor/reset`, { headers: admin.headers, body: {} })).status).toBe(200);
    const me = await t.admin<{ second_factor: string }>('en', 'me', { headers: editor.headers });
    expect(me.body.data.second_factor).toBe('setup');
    expect((await t.admin('en', `users/${editor.user.id}/end_sessions`, { headers: admin.headers, body: {} })).status).toBe(200);
    expect((await t.admin('en', 'me', { headers: editor.headers })).status).toBe(401);
    const actions = (await auditOf(editor.user.id)).map((e) => e.action).sort();
    expect(actions).toEqual(['second_factor.reset', 'user.end_sessions']);
    expect((await t.admin('en', 'users/999999/end_sessions', { headers: admin.headers, body: {} })).status).toBe(404);
  });
});
