import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signedInReader } from '../helpers/session';
import { signedInStaff } from '../helpers/staff';
import * as s from '../../src/server/db/schema/index';
import { codeOf } from '../../src/server/domains/staff/totp';
import { bootstrapAdmin, createAdmin } from '../../src/server/domains/staff/service';
import { adminRouteTable } from '../../src/server/platform/admin';
import { STAFF_ROLES, mayAccess } from '../../src/shared/admin';
import type { AdminMe, AuditEntry, AdminPage, Dashboard, TotpEnrolment } from '../../src/shared/schemas/admin';

/** The back office's door (issue 18): staff roles, the second factor, the audit log, the role matrix. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('who may open the back office', () => {
  it('asks a visitor to sign in (401) and refuses a reader (403) in their language', async () => {
    expect((await t.admin('en', 'me')).status).toBe(401);
    const reader = await signedInReader(t, { userActive: true });
    const res = await t.admin('ar', 'me', { headers: reader.headers });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ check: false, msg: 'هذه الصفحة لفريق العمل المخوَّل فقط' });
  });

  it('refuses a deactivated staff account', async () => {
    const staff = await signedInStaff(t, 'admin');
    await t.db.update(s.users).set({ userActive: false }).where(eq(s.users.id, staff.user.id));
    expect((await t.admin('en', 'audit', { headers: staff.headers })).status).toBe(403);
  });
});

describe('the second factor', () => {
  it('is set up with an app code, gives ten recovery codes once, and opens the back office to that session', async () => {
    const staff = await signedInStaff(t, 'editor', { secondFactor: 'none' });
    const me = await t.admin<AdminMe>('en', 'me', { headers: staff.headers });
    expect(me.body.data).toMatchObject({ role: 'editor', second_factor: 'setup', areas: expect.arrayContaining(['news', 'ads']) });
    expect(me.body.data.areas).not.toContain('prices');
    // Nothing else opens before it.
    const blocked = await t.admin('en', 'audit', { headers: staff.headers });
    expect(blocked.status).toBe(403);

    const setup = await t.admin<TotpEnrolment>('en', 'second_factor/setup', { headers: staff.headers, body: {} });
    expect(setup.status).toBe(200);
    expect(setup.body.data.uri).toMatch(/^otpauth:\/\/totp\/Binaa:.+secret=/);
    expect(setup.body.data.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const stored = await t.db.select().from(s.staffSecondFactors).where(eq(s.staffSecondFactors.userId, staff.user.id));
    expect(stored[0]!.secretEnc).not.toContain(setup.body.data.secret); // encrypted at rest

    const wrong = await t.admin('en', 'second_factor/enable', { headers: staff.headers, body: { code: '000000' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data).toEqual({ code: ['The verification code is wrong or was already used'] });

    const on = await t.admin<{ recovery_codes: string[] }>('en', 'second_factor/enable', {
      headers: staff.headers,
      body: { code: codeOf(setup.body.data.secret) },
    });
    expect(on.status).toBe(200);
    expect(on.body.data.recovery_codes).toHaveLength(10);
    expect(new Set(on.body.data.recovery_codes).size).toBe(10);
    const after = await t.admin<AdminMe>('en', 'me', { headers: staff.headers });
    expect(after.body.data).toMatchObject({ second_factor: 'ok', recovery_codes_left: 10 });
    // A second setup is refused while one is on.
    expect((await t.admin('en', 'second_factor/setup', { headers: staff.headers, body: {} })).status).toBe(403);
  });

  it('is proved per session: an app code once (a replay is refused), a recovery code once', async () => {
    const staff = await signedInStaff(t, 'support', { secondFactor: 'unproved' });
    expect((await t.admin<AdminMe>('en', 'me', { headers: staff.headers })).body.data.second_factor).toBe('verify');
    const res = await t.admin('en', 'inbox_never_there', { headers: staff.headers });
    expect(res.status).toBe(404);
    expect((await t.admin('en', 'audit', { headers: staff.headers })).status).toBe(403);

    const code = codeOf(staff.totp);
    expect((await t.admin('en', 'second_factor/verify', { headers: staff.headers, body: { code } })).status).toBe(200);
    expect((await t.admin<AdminMe>('en', 'me', { headers: staff.headers })).body.data.second_factor).toBe('ok');

    // Proving it again (a new session) cannot reuse the spent code; a recovery code works once.
    const renewed = await t.admin<{ recovery_codes: string[] }>('en', 'second_factor/recovery_codes', { headers: staff.headers, body: {} });
    const recovery = renewed.body.data.recovery_codes[0]!;
    await t.db.update(s.sessions).set({ secondFactorAt: null }).where(eq(s.sessions.userId, staff.user.id));
    const replay = await t.admin('en', 'second_factor/verify', { headers: staff.headers, body: { code } });
    expect(replay.status).toBe(422);
    expect((await t.admin('en', 'second_factor/verify', { headers: staff.headers, body: { code: recovery.toUpperCase() } })).status).toBe(200);
    await t.db.update(s.sessions).set({ secondFactorAt: null }).where(eq(s.sessions.userId, staff.user.id));
    expect((await t.admin('en', 'second_factor/verify', { headers: staff.headers, body: { code: recovery } })).status).toBe(422);
    expect((await t.admin<AdminMe>('en', 'me', { headers: staff.headers })).body.data.recovery_codes_left).toBe(9);
  });
});

describe('the audit log', () => {
  it('holds an entry for each write of the staff, readable and filtered by the admin, and has no call that changes it', async () => {
    const admin = await signedInStaff(t, 'admin');
    const editor = await signedInStaff(t, 'editor', { secondFactor: 'unproved' });
    await t.admin('en', 'second_factor/verify', { headers: editor.headers, body: { code: codeOf(editor.totp) } });
    const res = await t.admin<AdminPage<AuditEntry>>('en', `audit?user_id=${editor.user.id}`, { headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toHaveLength(1);
    expect(res.body.data.items[0]).toMatchObject({ action: 'second_factor.verify', area: 'account', actor: editor.user.email, after: { how: 'totp' } });
    const other = await t.admin<AdminPage<AuditEntry>>('en', `audit?area=prices&user_id=${editor.user.id}`, { headers: admin.headers });
    expect(other.body.data.total).toBe(0);
    // Only GET calls touch the log.
    expect(adminRouteTable(t.app).filter((r) => r.area === 'audit' && r.method !== 'GET')).toEqual([]);
  });
});

describe('the role matrix', () => {
  it('is enforced on every admin call for every role', async () => {
    const routes = adminRouteTable(t.app);
    expect(routes.length).toBeGreaterThan(5);
    const staff = Object.fromEntries(await Promise.all(STAFF_ROLES.map(async (role) => [role, await signedInStaff(t, role)] as const)));
    for (const route of routes) {
      const path = route.url.replace(/^\/api\/v1\/:lang\/admin\//, '').replace(/:\w+/g, '999999');
      for (const role of STAFF_ROLES) {
        const res = await t.admin('en', path, {
          method: route.method as 'GET',
          headers: staff[role]!.headers,
          ...(route.method === 'GET' ? {} : { body: {} }),
        });
        const refused = res.status === 403 && res.body.msg === 'This page is for authorised staff only';
        expect({ route: `${route.method} ${route.url}`, role, refused }).toEqual({
          route: `${route.method} ${route.url}`,
          role,
          refused: !mayAccess(role, route.area, route.access),
        });
        expect(res.status, `${route.method} ${route.url} as ${role}`).toBeLessThan(500);
      }
    }
  });
});

describe('the first admin', () => {
  it('comes from ADMIN_EMAIL/ADMIN_PASSWORD only while there is no usable admin, and admin:create promotes an account', async () => {
    const first = await bootstrapAdmin(t.db, 'Chief@Example.com', 'a long password 1');
    expect(first).toEqual(expect.any(Number));
    const [row] = await t.db.select().from(s.users).where(eq(s.users.id, first!));
    expect(row).toMatchObject({ email: 'chief@example.com', role: 'admin', userActive: true });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await bootstrapAdmin(t.db, 'second@example.com', 'a long password 2')).toBeNull();
    const reader = await signedInReader(t, { userActive: true });
    const promoted = await createAdmin(t.db, reader.user.email, 'another password');
    expect(promoted).toBe(reader.user.id);
    const [again] = await t.db
      .select()
      .from(s.users)
      .where(and(eq(s.users.id, reader.user.id), eq(s.users.role, 'admin')));
    expect(again).toBeDefined();
    await expect(createAdmin(t.db, 'x@example.com', 'short')).rejects.toThrow(/8 characters/);
  });
});

describe('the dashboard', () => {
  it("shows today's price entry per product, and each other figure only to a role that may read its area", async () => {
    const { todayIn, MARKET_TIME_ZONE } = await import('../../src/shared/dates');
    const today = todayIn(MARKET_TIME_ZONE);
    const country = await f.createCountry(t.db);
    const [g1, g2] = [await f.createGovernorate(t.db, { countryId: country.id }), await f.createGovernorate(t.db, { countryId: country.id })];
    const product = await f.createProduct(t.db, { nameAr: 'جبس', nameEn: 'Gypsum', slug: 'gypsum-dash' });
    const type = await f.createProductType(t.db, { productId: product.id });
    const producer = await f.createProducer(t.db, { countryId: country.id });
    const item = await f.createItem(t.db, { productId: product.id, productTypeId: type.id, producerId: producer.id, governorateIds: [g1!.id, g2!.id] });
    await f.createPrices(t.db, [{ itemId: item.id, governorateId: g1!.id, priceDate: today, minPrice: '100.00', midPrice: '105.00', maxPrice: '110.00' }]);
    await t.db.insert(s.contactMessages).values({ name: 'A', email: 'a@example.com', code: '+20', phone: '+201012345678', message: 'Hello' });

    const admin = await signedInStaff(t, 'admin');
    const all = await t.admin<Dashboard>('en', 'dashboard', { headers: admin.headers });
    expect(all.status).toBe(200);
    expect(all.body.data.date).toBe(today);
    expect(all.body.data.prices).toContainEqual({ product_id: product.id, name: 'Gypsum', entered: 1, total: 2 });
    expect(all.body.data).toMatchObject({ unread_inbox: 1, failed_mails: 0, active_subscriptions: 0, revenue_month: '0.00' });
    expect(all.body.data.new_users_7d).toBeGreaterThan(0);

    const clerk = await signedInStaff(t, 'prices_clerk');
    const mine = await t.admin<Dashboard>('ar', 'dashboard', { headers: clerk.headers });
    expect(mine.body.data.prices).toContainEqual({ product_id: product.id, name: 'جبس', entered: 1, total: 2 });
    expect(mine.body.data).toMatchObject({ new_users_7d: null, revenue_month: null, active_subscriptions: null, unread_inbox: null, failed_mails: null });
    const support = await signedInStaff(t, 'support');
    const theirs = await t.admin<Dashboard>('en', 'dashboard', { headers: support.headers });
    expect(theirs.body.data).toMatchObject({ prices: null, unread_inbox: 1, revenue_month: null });
  });
});

describe('the second factor against guessing and a changed SECRET', () => {
  it('locks the factor after ten wrong codes in a row (a right code then waits too), and audits the lock', async () => {
    const staff = await signedInStaff(t, 'editor', { secondFactor: 'unproved' });
    for (let i = 0; i < 10; i++) {
      // Different addresses: the lock is per account, not per address.
      const res = await t.admin('en', 'second_factor/verify', {
        headers: { ...staff.headers, 'x-forwarded-for': `10.9.${i}.1` },
        body: { code: String(100000 + i) },
      });
      expect(res.status).toBe(422);
    }
    const locked = await t.admin('en', 'second_factor/verify', {
      headers: { ...staff.headers, 'x-forwarded-for': '10.9.99.1' },
      body: { code: codeOf(staff.totp) },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toBe('Too many wrong codes. Try again in 15 minutes.');
    const [entry] = await t.db
      .select()
      .from(s.adminAudit)
      .where(and(eq(s.adminAudit.action, 'second_factor.locked'), eq(s.adminAudit.userId, staff.user.id)));
    expect(entry).toBeDefined();
    // Once the lock has passed, the right code opens it.
    await t.db
      .update(s.staffSecondFactors)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(s.staffSecondFactors.userId, staff.user.id));
    expect(
      (await t.admin('en', 'second_factor/verify', { headers: { ...staff.headers, 'x-forwarded-for': '10.9.98.1' }, body: { code: codeOf(staff.totp) } }))
        .status,
    ).toBe(200);
  });

  it('a factor sealed under another SECRET is set up again instead of locking its owner out', async () => {
    const signedIn = await signedInStaff(t, 'support', { secondFactor: 'unproved' });
    const staff = { ...signedIn, headers: { ...signedIn.headers, 'x-forwarded-for': '10.8.0.1' } };
    const { encryptSecret } = await import('../../src/server/domains/staff/totp');
    await t.db
      .update(s.staffSecondFactors)
      .set({ secretEnc: encryptSecret('an older secret of the server, rotated since', staff.totp) })
      .where(eq(s.staffSecondFactors.userId, staff.user.id));
    expect((await t.admin<AdminMe>('en', 'me', { headers: staff.headers })).body.data.second_factor).toBe('setup');
    const verify = await t.admin('en', 'second_factor/verify', { headers: staff.headers, body: { code: codeOf(staff.totp) } });
    expect(verify.status).toBe(403);
    const setup = await t.admin<TotpEnrolment>('en', 'second_factor/setup', { headers: staff.headers, body: {} });
    expect(setup.status).toBe(200);
    expect((await t.admin('en', 'second_factor/enable', { headers: staff.headers, body: { code: codeOf(setup.body.data.secret) } })).status).toBe(200);
  });

  it('asks for the code again once a working day has passed since the session proved it', async () => {
    const staff = await signedInStaff(t, 'prices_clerk');
    expect((await t.admin('en', 'dashboard', { headers: staff.headers })).status).toBe(200);
    await t.db
      .update(s.sessions)
      .set({ secondFactorAt: new Date(Date.now() - 13 * 3_600_000) })
      .where(eq(s.sessions.userId, staff.user.id));
    const res = await t.admin('en', 'dashboard', { headers: staff.headers });
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('Enter the code of your authenticator app first');
    expect((await t.admin<AdminMe>('en', 'me', { headers: staff.headers })).body.data.second_factor).toBe('verify');
  });
});
