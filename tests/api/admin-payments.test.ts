/**
 * The back office's packages and payments (issue 18, areas `packages` and `payments`): package
 * rules and their messages in both languages, the subscriptions and orders filters, a refund
 * through the sandbox provider (the subscription ends, its entitlements go, the events and the
 * audit are written, a second refund is refused), a refund recorded by hand for a provider
 * without a refund call, and the revenue by month against fixtures.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signedInReader } from '../helpers/session';
import { signedInStaff } from '../helpers/staff';
import * as s from '../../src/server/db/schema/index';
import { addDays, addMonths, todayIso } from '../../src/shared/dates';
import type { AdminPage } from '../../src/shared/schemas/admin';
import type {
  AdminPackage,
  AdminPackages,
  AdminPayment,
  AdminPaymentDetail,
  AdminSubscription,
  RefundResult,
  Revenue,
} from '../../src/shared/schemas/subscriptions-admin';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await buildTestApp();
  for (const id of [1, 2, 3]) await f.ensureSubscriptionType(t.db, id);
  admin = await signedInStaff(t, 'admin');
});
afterAll(() => t?.close());

const call = <T>(lang: string, path: string, init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {}) =>
  t.admin<T>(lang, path, { headers: admin.headers, ...init });
const auditOf = (action: string, entityId: number) =>
  t.db
    .select()
    .from(s.adminAudit)
    .where(and(eq(s.adminAudit.action, action), eq(s.adminAudit.entityId, String(entityId))))
    .orderBy(desc(s.adminAudit.id));

const goldBody = {
  type_id: 1,
  tier: 'gold',
  billing: 'monthly',
  title_ar: 'ذهبية تجريبية',
  title_en: 'Test gold',
  description_ar: '',
  description_en: 'Everything',
  price: '550',
  duration_months: 1,
  number_of_emails: 3,
  entitlements: ['prices.history', 'comparison'],
};

describe('packages', () => {
  it('creates a package (price as LE with two decimals) that the packages page shows at once, audited', async () => {
    expect((await t.api<{ subscriptions_types: Record<string, { subscriptions: unknown[] }> }>('en', 'subscription')).status).toBe(200); // cached before
    const res = await call<AdminPackage>('en', 'packages', { body: goldBody });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.msg).toBe('The package is saved');
    expect(res.body.data).toMatchObject({ title_en: 'Test gold', price: '550.00', duration_months: 1, number_of_emails: 3, is_active: true, subscriptions: 0 });
    const page = await t.api<{ subscriptions_types: Record<string, { subscriptions: { subscription_id: number; price: string }[] }> }>('en', 'subscription');
    expect(page.body.data.subscriptions_types['1']!.subscriptions).toContainEqual(
      expect.objectContaining({ subscription_id: res.body.data.id, price: '550.00' }),
    );
    const [entry] = await auditOf('package.create', res.body.data.id);
    expect(entry).toMatchObject({
      area: 'packages',
      actor: admin.user.email,
      entity: 'package',
      after: expect.objectContaining({ titleEn: 'Test gold', price: '550.00' }),
    });
  });

  it('refuses bad fields with messages in the request language (422)', async () => {
    const bad = {
      ...goldBody,
      tier: 'free',
      price: '12.345',
      billing: 'monthly',
      duration_months: 12,
      number_of_emails: 99,
      entitlements: ['prices.history', 'teleport'],
      title_en: '',
    };
    const en = await call<Record<string, string[]>>('en', 'packages', { body: bad });
    expect(en.status).toBe(422);
    expect(en.body.data).toMatchObject({
      price: ['Enter the price in LE with at most two decimals, e.g. 550.00'],
      number_of_emails: ['The number of e-mails is a whole number from 0 to 50'],
      title_en: ['Field is required'],
    });
    expect(en.body.data['entitlements.1']).toEqual(['Choose the entitlements from the list']);
    // The rules across fields, once each field is valid on its own.
    const rules = await call<Record<string, string[]>>('ar', 'packages', { body: { ...goldBody, tier: 'free', price: '100.00', duration_months: 12 } });
    expect(rules.status).toBe(422);
    expect(rules.body.data).toEqual({
      price: ['الباقة المجانية سعرها 0.00، وباقي المستويات سعرها أكبر من صفر'],
      duration_months: ['الباقة الشهرية مدتها من 1 إلى 11 شهرًا، والسنوية 12 أو 24 أو 36 شهرًا'],
    });
    const yearly = await call<Record<string, string[]>>('en', 'packages', { body: { ...goldBody, billing: 'yearly', duration_months: 18 } });
    expect(yearly.body.data).toEqual({ duration_months: ['A monthly package lasts 1 to 11 months; a yearly one 12, 24 or 36 months'] });
    const twice = await call<Record<string, string[]>>('en', 'packages', { body: { ...goldBody, entitlements: ['comparison', 'comparison'] } });
    expect(twice.body.data).toEqual({ entitlements: ['An entitlement was chosen twice'] });
    expect((await call('en', 'packages', { body: {} })).status).toBe(422);
  });

  it("updates a package: the subscribers' entitlements follow at once; orders made keep their frozen lines", async () => {
    const pkg = await f.createPackage(t.db, { tier: 'basic', titleEn: 'Basic to edit', price: '100.00', entitlements: ['prices.history'] });
    const reader = await signedInReader(t, { userActive: true });
    const [order] = await t.db
      .insert(s.payments)
      .values({ userId: reader.user.id, provider: 'sandbox', invoice: 'BN-TEST-FROZEN-1', amount: '100.00', status: 'succeeded', paidAt: new Date() })
      .returning();
    await t.db
      .insert(s.paymentLines)
      .values({ paymentId: order!.id, packageId: pkg.id, titleAr: 'أساسية', titleEn: 'Basic to edit', price: '100.00', durationMonths: 1 });
    await f.createSubscription(t.db, { userId: reader.user.id, packageId: pkg.id, paymentId: order!.id });
    expect((await t.api<{ entitlements: string[] }>('en', 'me', { headers: reader.headers })).body.data.entitlements).toEqual(['prices.history']);
    const res = await call<AdminPackage>('en', `packages/${pkg.id}`, {
      method: 'PUT',
      body: { ...goldBody, tier: 'basic', title_en: 'Basic edited', price: '120.5', entitlements: ['prices.history', 'deals.add'] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ title_en: 'Basic edited', price: '120.50', subscriptions: 1, current_subscriptions: 1 });
    expect((await t.api<{ entitlements: string[] }>('en', 'me', { headers: reader.headers })).body.data.entitlements).toEqual(['deals.add', 'prices.history']);
    const [entry] = await auditOf('package.update', pkg.id);
    expect(entry!.before).toMatchObject({ titleEn: 'Basic to edit', price: '100.00' });
    expect(entry!.after).toMatchObject({ titleEn: 'Basic edited', price: '120.50' });
    const frozen = await call<AdminPaymentDetail>('en', `payments/${order!.id}`);
    expect(frozen.body.data.lines).toEqual([{ package_id: pkg.id, title: 'Basic to edit', price: '100.00', duration_months: 1 }]);
    expect((await call('en', 'packages/999999', { method: 'PUT', body: goldBody })).status).toBe(404);
  });

  it('deletes a package nobody took, and deactivates (never deletes) one with subscriptions', async () => {
    const unused = await f.createPackage(t.db, { tier: 'platen', titleEn: 'Unused' });
    const del = await call<{ deleted: boolean }>('en', `packages/${unused.id}`, { method: 'DELETE' });
    expect(del.body).toMatchObject({ msg: 'The package is deleted', data: { deleted: true } });
    expect(await t.db.select().from(s.subscriptionPackages).where(eq(s.subscriptionPackages.id, unused.id))).toEqual([]);
    expect(await auditOf('package.delete', unused.id)).toHaveLength(1);

    const used = await f.createPackage(t.db, { tier: 'diamond', titleEn: 'Taken' });
    const reader = await signedInReader(t, { userActive: true });
    await f.createSubscription(t.db, { userId: reader.user.id, packageId: used.id });
    const off = await call<{ deleted: boolean; package: AdminPackage }>('ar', `packages/${used.id}`, { method: 'DELETE' });
    expect(off.status).toBe(200);
    expect(off.body.msg).toBe('للباقة اشتراكات، فأُوقف عرضها بدل حذفها');
    expect(off.body.data).toMatchObject({ deleted: false, package: { id: used.id, is_active: false, subscriptions: 1 } });
    const list = await call<AdminPackages>('en', 'packages');
    expect(list.body.data.packages.find((p) => p.id === used.id)).toMatchObject({ is_active: false });
    const page = await t.api<{ subscriptions_types: Record<string, { subscriptions: { subscription_id: number }[] }> }>('en', 'subscription');
    expect(page.body.data.subscriptions_types['1']!.subscriptions.map((p) => p.subscription_id)).not.toContain(used.id);
    expect((await auditOf('package.deactivate', used.id))[0]).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
  });

  it('renames a group in both languages, audited; an unknown group is a 404', async () => {
    const res = await call('en', 'packages/groups/2', { method: 'PUT', body: { name_ar: 'باقات المجتمع', name_en: 'Society', sort: 2 } });
    expect(res.status).toBe(200);
    const page = await t.api<{ subscriptions_types: Record<string, { name: string }> }>('ar', 'subscription');
    expect(page.body.data.subscriptions_types['2']!.name).toBe('باقات المجتمع');
    expect((await auditOf('package_group.update', 2))[0]).toMatchObject({ after: { nameEn: 'Society' } });
    const inGroup = await t.db.select().from(s.subscriptionPackages).where(eq(s.subscriptionPackages.typeId, 1));
    const groups = (await call<AdminPackages>('en', 'packages')).body.data.groups;
    expect(groups.map((g) => g.id)).toEqual([1, 2, 3]);
    expect(groups[0]!.packages).toBe(inGroup.length);
    expect((await call('en', 'packages/groups/4', { method: 'PUT', body: { name_ar: 'x', name_en: 'x' } })).status).toBe(404);
    const empty = await call<Record<string, string[]>>('en', 'packages/groups/1', { method: 'PUT', body: { name_ar: '', name_en: 'x' } });
    expect(empty.body.data).toEqual({ name_ar: ['Field is required'] });
  });
});

describe('subscriptions and orders', () => {
  it('filters subscriptions by status as of today, date made and owner e-mail', async () => {
    const pkg = await f.createPackage(t.db, { tier: 'gold', titleEn: 'Filter gold', titleAr: 'ذهبية الفلتر' });
    const owner = await f.createUser(t.db, { email: 'filter.owner@example.com', fullName: 'Filter Owner' });
    const active = await f.createSubscription(t.db, { userId: owner.id, packageId: pkg.id, createdAt: new Date('2025-03-10T10:00:00Z') });
    // Past its end but not yet marked by the daily run: expired as of today.
    const lapsed = await f.createSubscription(t.db, {
      userId: owner.id,
      packageId: pkg.id,
      endDate: addDays(todayIso(), -3),
      createdAt: new Date('2025-03-20T10:00:00Z'),
    });
    const refunded = await f.createSubscription(t.db, { userId: owner.id, packageId: pkg.id, status: 'refunded', createdAt: new Date('2025-04-02T10:00:00Z') });

    const mine = await call<AdminPage<AdminSubscription>>('en', 'payments/subscriptions?q=FILTER.owner');
    expect(mine.body.data.items.map((i) => i.id)).toEqual([refunded.id, lapsed.id, active.id]);
    expect(mine.body.data.items[2]).toMatchObject({
      user: { email: 'filter.owner@example.com', name: 'Filter Owner' },
      package_title: 'Filter gold',
      status: 'active',
    });
    const expired = await call<AdminPage<AdminSubscription>>('ar', 'payments/subscriptions?q=filter.owner&status=expired');
    expect(expired.body.data).toMatchObject({ total: 1, items: [{ id: lapsed.id, status: 'expired', package_title: 'ذهبية الفلتر' }] });
    const march = await call<AdminPage<AdminSubscription>>('en', 'payments/subscriptions?q=filter.owner&from=2025-03-01&to=2025-03-31');
    expect(march.body.data.items.map((i) => i.id)).toEqual([lapsed.id, active.id]);
    const backwards = await call<Record<string, string[]>>('en', 'payments/subscriptions?from=2025-03-31&to=2025-03-01');
    expect(backwards.status).toBe(422);
    expect(backwards.body.data).toEqual({ to: ['The to date cannot be before the from date'] });
    expect((await call('en', 'payments/subscriptions?status=lost')).status).toBe(422);
  });

  it('filters orders by status and date made', async () => {
    const owner = await f.createUser(t.db, { email: 'orders.owner@example.com' });
    const order = (status: 'pending' | 'succeeded' | 'failed', day: string, n: number) =>
      t.db
        .insert(s.payments)
        .values({ userId: owner.id, provider: 'sandbox', invoice: `BN-TEST-ORD-${n}`, amount: '150.00', status, createdAt: new Date(`${day}T09:00:00Z`) })
        .returning();
    const [[paid], [failed], [pending]] = await Promise.all([
      order('succeeded', '2025-06-01', 1),
      order('failed', '2025-06-15', 2),
      order('pending', '2025-07-01', 3),
    ]);
    const all = await call<AdminPage<AdminPayment>>('en', 'payments?q=orders.owner');
    expect(all.body.data.items.map((i) => i.id)).toEqual([pending!.id, failed!.id, paid!.id]);
    expect(all.body.data.items[0]).toMatchObject({
      invoice: 'BN-TEST-ORD-3',
      amount: '150.00',
      status: 'pending',
      user: { email: 'orders.owner@example.com' },
    });
    const june = await call<AdminPage<AdminPayment>>('en', 'payments?q=orders.owner&from=2025-06-01&to=2025-06-30');
    expect(june.body.data.items.map((i) => i.id)).toEqual([failed!.id, paid!.id]);
    const ok = await call<AdminPage<AdminPayment>>('en', 'payments?q=orders.owner&status=succeeded');
    expect(ok.body.data).toMatchObject({ total: 1, items: [{ id: paid!.id }] });
    expect((await call('en', 'payments/999999')).status).toBe(404);
  });
});

/** A reader who paid a package through the sandbox's checkout; the order once activated. */
async function paidThroughSandbox(entitlements: ('prices.history' | 'deals.add')[]) {
  const pkg = await f.createPackage(t.db, { tier: 'gold', titleEn: 'Refundable gold', titleAr: 'ذهبية للاسترداد', price: '300.00', entitlements });
  const reader = await signedInReader(t, { userActive: true, language: 'en' });
  const checkout = await t.api<string>('en', 'subscribe', { headers: reader.headers, body: { subscriptions: [pkg.id] } });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const pressed = await t.app.inject({
    method: 'POST',
    url: checkout.body.data,
    payload: 'outcome=paid',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(pressed.statusCode).toBe(303);
  const [order] = await t.db.select().from(s.payments).where(eq(s.payments.checkoutUrl, checkout.body.data));
  await expect.poll(async () => (await t.db.select().from(s.payments).where(eq(s.payments.id, order!.id)))[0]!.status, { timeout: 20_000 }).toBe('succeeded');
  return { reader, order: order!, pkg };
}

describe('refunds', () => {
  it('refunds through the sandbox: the subscription ends, its entitlements go, an event and the audit entry are written; a second refund is refused', async () => {
    const { reader, order } = await paidThroughSandbox(['prices.history', 'deals.add']);
    expect((await t.api<{ entitlements: string[] }>('en', 'me', { headers: reader.headers })).body.data.entitlements).toEqual(['deals.add', 'prices.history']);
    const detail = await call<AdminPaymentDetail>('en', `payments/${order.id}`);
    expect(detail.body.data).toMatchObject({
      status: 'succeeded',
      refund: 'provider',
      amount: '300.00',
      lines: [{ title: 'Refundable gold', price: '300.00' }],
    });
    expect(detail.body.data.subscriptions).toMatchObject([{ status: 'active' }]);
    expect(detail.body.data.events.map((e) => e.outcome)).toContain('activated');

    const noReason = await call<Record<string, string[]>>('ar', `payments/${order.id}/refund`, { body: {} });
    expect(noReason.status).toBe(422);
    expect(noReason.body.data).toEqual({ reason: ['اكتب سبب الاسترداد (3 أحرف على الأقل)'] });

    const res = await call<RefundResult>('en', `payments/${order.id}/refund`, { body: { reason: 'Asked within 14 days' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ msg: 'Refunded through the payment provider; the subscriptions are ended', data: { amount: '300.00', by_hand: false } });
    const [sub] = await t.db.select().from(s.subscriptions).where(eq(s.subscriptions.paymentId, order.id));
    expect(sub).toMatchObject({ status: 'refunded', autoRenew: false, endDate: addDays(todayIso(), -1) });
    expect((await t.api<{ entitlements: string[]; plan: string }>('en', 'me', { headers: reader.headers })).body.data).toMatchObject({
      entitlements: [],
      plan: 'free',
    });
    const after = await call<AdminPaymentDetail>('en', `payments/${order.id}`);
    expect(after.body.data).toMatchObject({ status: 'refunded', refund: 'none', refunded_at: expect.any(String) });
    expect(after.body.data.events.at(-1)).toMatchObject({
      state: 'refunded',
      outcome: 'refunded',
      payload: { source: 'back_office', amountCents: 30000, reason: 'Asked within 14 days', by: admin.user.email },
    });
    const [entry] = await auditOf('payment.refund', order.id);
    expect(entry).toMatchObject({
      area: 'payments',
      before: { status: 'succeeded' },
      after: { status: 'refunded', amount: '300.00', subscriptions: [sub!.id] },
    });
    const [mail] = await t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, reader.user.email)).orderBy(desc(s.outbox.id));
    expect(mail).toMatchObject({ subject: 'Your Binaa subscription is refunded' });
    expect(mail!.textBody).toContain('300 LE is refunded');

    const again = await call('en', `payments/${order.id}/refund`, { body: { reason: 'Twice' } });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This order was already refunded');
    expect(await auditOf('payment.refund', order.id)).toHaveLength(1);
  });

  it('two refunds of one order at once: one passes, the other is refused', async () => {
    const { order } = await paidThroughSandbox(['prices.history']);
    const answers = await Promise.all([1, 2].map(() => call('en', `payments/${order.id}/refund`, { body: { reason: 'Double click' } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(
      await t.db
        .select()
        .from(s.paymentEvents)
        .where(and(eq(s.paymentEvents.paymentId, order.id), eq(s.paymentEvents.state, 'refunded'))),
    ).toHaveLength(1);
  });

  it('a provider without a refund call answers "refund by hand", then the refund made at the provider is recorded with its reason', async () => {
    const owner = await f.createUser(t.db, { email: 'fawaterk.buyer@example.com' });
    const pkg = await f.createPackage(t.db, { tier: 'basic', price: '90.00', entitlements: ['prices.history'] });
    const [order] = await t.db
      .insert(s.payments)
      .values({
        userId: owner.id,
        provider: 'fawaterk',
        invoice: 'BN-TEST-FWK-1',
        amount: '90.00',
        status: 'succeeded',
        transactionId: '991',
        paidAt: new Date(),
      })
      .returning();
    await f.createSubscription(t.db, { userId: owner.id, packageId: pkg.id, paymentId: order!.id });
    expect((await call<AdminPaymentDetail>('en', `payments/${order!.id}`)).body.data.refund).toBe('by_hand');
    const refused = await call('ar', `payments/${order!.id}/refund`, { body: { reason: 'Customer asked' } });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/ردّ المبلغ يدويًا من لوحة المزوّد/);
    expect((await t.db.select().from(s.payments).where(eq(s.payments.id, order!.id)))[0]!.status).toBe('succeeded');

    const byHand = await call<RefundResult>('en', `payments/${order!.id}/refund`, { body: { reason: 'Refunded in the Fawaterk dashboard', by_hand: true } });
    expect(byHand.status).toBe(200);
    expect(byHand.body.msg).toBe('The refund made by hand is recorded; the subscriptions are ended');
    const detail = await call<AdminPaymentDetail>('en', `payments/${order!.id}`);
    expect(detail.body.data.status).toBe('refunded');
    expect(detail.body.data.subscriptions).toMatchObject([{ status: 'refunded' }]);
    expect(detail.body.data.events.at(-1)).toMatchObject({ outcome: 'refunded_by_hand', payload: { reason: 'Refunded in the Fawaterk dashboard' } });
    expect((await auditOf('payment.refund_by_hand', order!.id))[0]).toMatchObject({ after: { by_hand: true, reason: 'Refunded in the Fawaterk dashboard' } });
  });

  it('refuses to refund an order that was never paid', async () => {
    const owner = await f.createUser(t.db);
    const [order] = await t.db.insert(s.payments).values({ userId: owner.id, provider: 'sandbox', invoice: 'BN-TEST-PEND-1', amount: '10.00' }).returning();
    const res = await call('en', `payments/${order!.id}/refund`, { body: { reason: 'Not paid', by_hand: true } });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('Only a paid order can be refunded');
  });
});

describe('revenue by month', () => {
  it('sums the orders paid and the money refunded per Cairo month over the last 12 months', async () => {
    const month = (back: number) => addMonths(`${todayIso().slice(0, 7)}-15`, -back);
    const at = (back: number) => new Date(`${month(back)}T10:00:00Z`);
    const owner = await f.createUser(t.db, { email: 'revenue.owner@example.com' });
    const pkg = await f.createPackage(t.db, { tier: 'gold', price: '300.00' });
    let n = 0;
    const paid = async (amount: string, back: number, refundedBack?: number) => {
      const [o] = await t.db
        .insert(s.payments)
        .values({
          userId: owner.id,
          provider: 'sandbox',
          invoice: `BN-TEST-REV-${++n}`,
          amount,
          status: refundedBack === undefined ? 'succeeded' : 'refunded',
          createdAt: at(back),
          paidAt: at(back),
          refundedAt: refundedBack === undefined ? null : at(refundedBack),
        })
        .returning();
      await f.createSubscription(t.db, {
        userId: owner.id,
        packageId: pkg.id,
        paymentId: o!.id,
        price: amount,
        status: refundedBack === undefined ? 'active' : 'refunded',
        canceledAt: refundedBack === undefined ? null : at(refundedBack),
      });
    };
    await paid('100.00', 3);
    await paid('250.50', 3);
    await paid('80.00', 4);
    await paid('300.00', 5, 4);
    await paid('999.00', 13);

    const res = await call<Revenue>('en', 'payments/revenue');
    expect(res.status).toBe(200);
    const months = res.body.data.months;
    expect(months).toHaveLength(12);
    expect(months[0]!.month).toBe(month(11).slice(0, 7));
    expect(months[11]!.month).toBe(todayIso().slice(0, 7));
    const of = (back: number) => months.find((m) => m.month === month(back).slice(0, 7));
    expect(of(3)).toEqual({
      month: month(3).slice(0, 7),
      paid_count: 2,
      paid_amount: '350.50',
      refunded_count: 0,
      refunded_amount: '0.00',
      net_amount: '350.50',
    });
    expect(of(4)).toEqual({
      month: month(4).slice(0, 7),
      paid_count: 1,
      paid_amount: '80.00',
      refunded_count: 1,
      refunded_amount: '300.00',
      net_amount: '-220.00',
    });
    expect(of(5)).toEqual({
      month: month(5).slice(0, 7),
      paid_count: 1,
      paid_amount: '300.00',
      refunded_count: 0,
      refunded_amount: '0.00',
      net_amount: '300.00',
    });
    expect(of(6)).toMatchObject({ paid_count: 0, paid_amount: '0.00', net_amount: '0.00' });
    expect(months.some((m) => m.month === month(13).slice(0, 7))).toBe(false);
  });
});
