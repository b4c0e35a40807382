import { hash } from '@node-rs/argon2';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import * as s from '../../src/server/db/schema/index';
import { loadConfig } from '../../src/server/config';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import { addDays, todayIso } from '../../src/shared/dates';
import { subscriptionDeps } from '../../src/server/domains/subscriptions/routes';
import { dailyRun } from '../../src/server/domains/subscriptions/renewals';
import { sweepPending } from '../../src/server/domains/subscriptions/payments';

/** Subscriptions and payments through the sandbox provider (issue 16; SPEC section 7's four calls and the new ones). */
let t: TestApp;
const web = { 'x-access-key': WEB_ACCESS_KEY };
const PASSWORD = 'correct horse 1';
let passwordHash: string;
let gold: typeof s.subscriptionPackages.$inferSelect;
let basic: typeof s.subscriptionPackages.$inferSelect;
let free: typeof s.subscriptionPackages.$inferSelect;

beforeAll(async () => {
  t = await buildTestApp();
  passwordHash = await hash(PASSWORD);
  await f.ensureSubscriptionType(t.db, 2);
  await f.ensureSubscriptionType(t.db, 3);
  gold = await f.createPackage(t.db, {
    tier: 'gold',
    titleEn: 'Gold - monthly',
    titleAr: 'ذهبية - شهرية',
    price: '550.00',
    durationMonths: 1,
    numberOfEmails: 2,
    entitlements: ['prices.history', 'bulletins.email'],
  });
  basic = await f.createPackage(t.db, {
    typeId: 2,
    tier: 'basic',
    titleEn: 'Basic - yearly',
    billing: 'yearly',
    price: '1000.00',
    durationMonths: 12,
    entitlements: ['jobs.add'],
  });
  free = await f.createPackage(t.db, { tier: 'free', titleEn: 'Free', price: '0.00', durationMonths: 1 });
});
afterAll(() => t?.close());

let seq = 0;
/** A new signed-in user: its cookie and origin headers for POSTs. */
async function newUser(language: 'ar' | 'en' = 'en') {
  const n = ++seq;
  const user = await f.createUser(t.db, { username: `buyer_${n}`, email: `buyer${n}@example.com`, fullName: `Buyer Number${n}`, passwordHash, language });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/en/front/login',
    headers: { ...web, 'x-forwarded-for': `10.9.0.${n}` },
    payload: { username: user.username, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const cookie = `binaa_session=${res.cookies.find((c) => c.name === 'binaa_session')!.value}`;
  return { user, headers: { cookie, origin: t.app.config.publicUrl } };
}

const call = (lang: string, path: string, headers: Record<string, string>, body?: unknown) => t.api(lang, path, { headers, body });

/** Subscribes to packages; the checkout URL and the order. */
async function checkout(headers: Record<string, string>, ids: number[]) {
  const res = await call('en', 'subscribe', headers, { subscriptions: ids });
  expect(res.status).toBe(200);
  const url = res.body.data as string;
  const [order] = await t.db.select().from(s.payments).where(eq(s.payments.checkoutUrl, url));
  return { url, order: order! };
}

/** Presses a button of the sandbox's checkout page; the redirect. */
async function sandboxPress(url: string, outcome: 'paid' | 'failed' | 'pending') {
  const res = await t.app.inject({ method: 'POST', url, payload: `outcome=${outcome}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(res.statusCode, res.body).toBe(303);
  return String(res.headers.location);
}

const orderState = async (id: number) => (await t.db.select().from(s.payments).where(eq(s.payments.id, id)))[0]!;
const waitForStatus = (id: number, status: string) => expect.poll(async () => (await orderState(id)).status, { timeout: 20_000, interval: 100 }).toBe(status);
const subsOf = (userId: number) => t.db.select().from(s.subscriptions).where(eq(s.subscriptions.userId, userId));
const mailsTo = (to: string) => t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, to)).orderBy(desc(s.outbox.id));

describe('GET subscription', () => {
  it('lists the three groups with their packages in the language asked; the trial is open to a signed-in reader only', async () => {
    const visitor = await t.api<{
      subscriptions_types: Record<string, { name: string; subscriptions: { subscription_id: number }[] }>;
      trial_available: boolean;
    }>('ar', 'subscription');
    expect(visitor.status).toBe(200);
    expect(Object.keys(visitor.body.data.subscriptions_types)).toEqual(['1', '2', '3']);
    const g1 = visitor.body.data.subscriptions_types['1']!;
    expect(g1.subscriptions.map((p) => p.subscription_id)).toContain(gold.id);
    expect(g1.subscriptions.find((p) => p.subscription_id === gold.id)).toMatchObject({
      subscription_title: 'ذهبية - شهرية',
      price: '550.00',
      duration: 1,
      tier: 'gold',
      number_of_emails: 2,
      entitlements: ['prices.history', 'bulletins.email'],
    });
    expect(visitor.body.data.trial_available).toBe(false);
    const { headers } = await newUser();
    expect((await call('en', 'subscription', headers)).body.data).toMatchObject({ trial_available: true });
  });
});

describe('POST subscribe', () => {
  it('needs a session and real, paid packages', async () => {
    expect((await t.api('en', 'subscribe', { body: { subscriptions: [gold.id] } })).status).toBe(401);
    const { headers } = await newUser();
    const empty = await call('en', 'subscribe', headers, { subscriptions: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.data).toEqual({ subscriptions: ['Choose at least one package.'] });
    const unknown = await call('en', 'subscribe', headers, { subscriptions: [999_999] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data).toEqual({ subscriptions: ['A chosen package is not offered any more.'] });
    expect((await call('en', 'subscribe', headers, { subscriptions: [free.id] })).status).toBe(422);
    expect((await call('en', 'subscribe', headers, { subscriptions: [gold.id, gold.id] })).status).toBe(422);
  });

  it('creates a pending order with its lines (total = sum of prices) and answers the sandbox checkout, which shows it as a test', async () => {
    const { user, headers } = await newUser('ar');
    const { url, order } = await checkout(headers, [gold.id, basic.id]);
    expect(url).toMatch(/^\/payments\/sandbox\/checkout\?session=/);
    expect(order).toMatchObject({ userId: user.id, provider: 'sandbox', status: 'pending', amount: '1550.00', lang: 'en' });
    const lines = await t.db.select().from(s.paymentLines).where(eq(s.paymentLines.paymentId, order.id));
    expect(lines.map((l) => [l.packageId, l.price])).toEqual([
      [gold.id, '550.00'],
      [basic.id, '1000.00'],
    ]);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('1,550 LE');
    expect(page.body).toContain(order.invoice);
    // A session URL changed by hand is refused (the amount travels signed).
    const forged = url.replace(/\.[^.]+$/, '.AAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
  });

  it('with an Idempotency-Key, a retry answers the same checkout and makes no second order', async () => {
    const { user, headers } = await newUser();
    const key = { ...headers, 'idempotency-key': 'subscribe-retry-0001' };
    const first = await call('en', 'subscribe', key, { subscriptions: [gold.id] });
    const second = await call('en', 'subscribe', key, { subscriptions: [gold.id] });
    expect(second.body.data).toBe(first.body.data);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await t.db.select().from(s.payments).where(eq(s.payments.userId, user.id))).toHaveLength(1);
  });
});

describe('paying through the sandbox', () => {
  it('pay: a verified callback activates the order once; receipt mailed; the return goes to /payment with the state; entitlements follow', async () => {
    const { user, headers } = await newUser();
    const { url, order } = await checkout(headers, [gold.id]);
    const back = await sandboxPress(url, 'paid');
    expect(back).toBe(`/payments/return/${order.invoice}?status=success`);
    await waitForStatus(order.id, 'succeeded');
    const paid = await orderState(order.id);
    expect(paid.transactionId).toMatch(/^sbx_txn_/);
    const subs = await subsOf(user.id);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      packageId: gold.id,
      status: 'active',
      price: '550.00',
      paymentId: order.id,
      endDate: addDays(addMonthsIso(todayIso(), 1), -1),
    });
    const landing = await t.app.inject({ method: 'GET', url: back });
    expect(landing.statusCode).toBe(303);
    expect(landing.headers.location).toBe(`/payment?status=success&invoice=${order.invoice}&price=550.00`);
    expect((await call('en', `payment_status?invoice=${order.invoice}`, headers)).body.data).toMatchObject({ status: 'succeeded', amount: '550.00' });
    await expect.poll(async () => (await mailsTo(user.email)).length).toBe(1);
    const [receipt] = await mailsTo(user.email);
    expect(receipt!.subject).toContain(order.invoice);
    expect(receipt!.textBody).toContain('Amount paid: 550 LE');
    const me = await call('en', 'me', headers);
    expect(me.body.data).toMatchObject({ plan: 'gold', entitlements: ['bulletins.email', 'prices.history'] });
    const mine = await call('en', 'get_user_subscriptions', headers);
    expect(mine.body.data).toMatchObject({
      subscriptions: [
        { subscription_id: subs[0]!.id, subscription_title: 'Gold - monthly', status: 'active', auto_renew: true, refundable: true, invoice: order.invoice },
      ],
    });
  });

  it('a replayed callback changes nothing; a tampered one is refused; a signed one with the wrong amount does not activate', async () => {
    const { user, headers } = await newUser();
    const { url, order } = await checkout(headers, [gold.id]);
    const sandbox = subscriptionDeps(t.app).payments.sandbox!;
    const session = sandbox.readSession(new URLSearchParams(url.split('?')[1]).get('session')!)!;
    const cb = sandbox.callback(session, 'paid');
    const post = (u: string, body: unknown) => t.app.inject({ method: 'POST', url: u, payload: body as object });

    const tampered = structuredClone(cb.body);
    tampered.obj.amount_cents = 1;
    expect((await post(cb.url, tampered)).statusCode).toBe(400);
    expect((await post(cb.url.replace(/hmac=.*/, 'hmac='), cb.body)).statusCode).toBe(400);

    expect((await post(cb.url, cb.body)).statusCode).toBe(200);
    await waitForStatus(order.id, 'succeeded');
    expect((await post(cb.url, cb.body)).statusCode).toBe(200);
    await expect
      .poll(async () => (await t.db.select().from(s.paymentEvents).where(eq(s.paymentEvents.paymentId, order.id))).map((e) => e.outcome).sort())
      .toEqual(['activated', 'replay']);
    expect(await subsOf(user.id)).toHaveLength(1);

    const other = await checkout(headers, [basic.id]);
    const cheap = sandbox.callback({ ...sandbox.readSession(new URLSearchParams(other.url.split('?')[1]).get('session')!)!, amountCents: 100 }, 'paid');
    expect((await post(cheap.url, cheap.body)).statusCode).toBe(200);
    await expect
      .poll(async () => (await t.db.select().from(s.paymentEvents).where(eq(s.paymentEvents.paymentId, other.order.id))).map((e) => e.outcome))
      .toEqual(['amount_mismatch']);
    expect((await orderState(other.order.id)).status).toBe('pending');
    expect(await subsOf(user.id)).toHaveLength(1);
  });

  it('fail: the order fails, nothing is activated, the return says failed', async () => {
    const { user, headers } = await newUser();
    const { url, order } = await checkout(headers, [gold.id]);
    const back = await sandboxPress(url, 'failed');
    await waitForStatus(order.id, 'failed');
    expect(await subsOf(user.id)).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: back })).headers.location).toBe(`/payment?status=failed&invoice=${order.invoice}&price=550.00`);
  });

  it('pending: the order waits, then the late callback activates it', async () => {
    const { user, headers } = await newUser();
    const { url, order } = await checkout(headers, [gold.id]);
    const back = await sandboxPress(url, 'pending');
    expect((await t.app.inject({ method: 'GET', url: back })).headers.location).toBe(`/payment?status=pending&invoice=${order.invoice}&price=550.00`);
    expect((await orderState(order.id)).status).toBe('pending');
    await waitForStatus(order.id, 'succeeded');
    expect(await subsOf(user.id)).toHaveLength(1);
  });

  it('a lost callback: the polled payment_status asks the provider after 20 s and activates what it says is paid', async () => {
    const { user, headers } = await newUser();
    const { url, order } = await checkout(headers, [gold.id]);
    const sandbox = subscriptionDeps(t.app).payments.sandbox!;
    const session = sandbox.readSession(new URLSearchParams(url.split('?')[1]).get('session')!)!;
    sandbox.record(session.ref, 'paid', 'sbx_txn_lost_callback', session.amountCents); // paid at the provider; no callback came
    const poll = () => call('en', `payment_status?invoice=${order.invoice}`, headers);
    expect((await poll()).body.data).toMatchObject({ status: 'pending' });
    expect((await orderState(order.id)).status).toBe('pending'); // too early to ask
    await t.db
      .update(s.payments)
      .set({ createdAt: new Date(Date.now() - 30_000) })
      .where(eq(s.payments.id, order.id));
    await expect.poll(async () => ((await poll()).body.data as { status: string }).status, { timeout: 20_000, interval: 200 }).toBe('succeeded');
    expect((await orderState(order.id)).transactionId).toBe('sbx_txn_lost_callback');
    expect(await subsOf(user.id)).toHaveLength(1);
  });

  it('the sweep asks the provider about pending orders nobody waits on, within two days, and activates the paid ones', async () => {
    const { user, headers } = await newUser();
    const sandbox = subscriptionDeps(t.app).payments.sandbox!;
    const paidAtProvider = async (txn: string, ageMs: number) => {
      const { url, order } = await checkout(headers, [gold.id]);
      const session = sandbox.readSession(new URLSearchParams(url.split('?')[1]).get('session')!)!;
      sandbox.record(session.ref, 'paid', txn, session.amountCents); // paid; the callback was lost and the tab closed
      await t.db
        .update(s.payments)
        .set({ createdAt: new Date(Date.now() - ageMs) })
        .where(eq(s.payments.id, order.id));
      return order;
    };
    const recent = await paidAtProvider('sbx_txn_swept', 10 * 60_000);
    const stale = await paidAtProvider('sbx_txn_too_old', 3 * 24 * 3600_000);
    const { url: fresh } = await checkout(headers, [basic.id]); // just made: its owner may still be paying
    expect(fresh).toBeTruthy();

    const asked = await sweepPending(subscriptionDeps(t.app), t.app.log);
    expect(asked).toBe(1);
    await waitForStatus(recent.id, 'succeeded');
    expect((await orderState(recent.id)).transactionId).toBe('sbx_txn_swept');
    expect(await subsOf(user.id)).toHaveLength(1);
    expect((await orderState(stale.id)).status).toBe('pending');
  });

  it('two orders of one package paid at the same moment chain: the second starts the day after the first ends', async () => {
    const { user, headers } = await newUser();
    const first = await checkout(headers, [gold.id]);
    const second = await checkout(headers, [gold.id]);
    await Promise.all([sandboxPress(first.url, 'paid'), sandboxPress(second.url, 'paid')]);
    await waitForStatus(first.order.id, 'succeeded');
    await waitForStatus(second.order.id, 'succeeded');
    const ends = (await subsOf(user.id)).map((x) => x.endDate).sort();
    const monthEnd = addDays(addMonthsIso(todayIso(), 1), -1);
    expect(ends).toEqual([monthEnd, addDays(addMonthsIso(addDays(monthEnd, 1), 1), -1)]);
  });

  it("another user's order is not found", async () => {
    const a = await newUser();
    const b = await newUser();
    const { order } = await checkout(a.headers, [gold.id]);
    expect((await call('en', `payment_status?invoice=${order.invoice}`, b.headers)).status).toBe(404);
    expect((await call('en', `invoice?invoice=${order.invoice}`, b.headers)).status).toBe(404);
  });
});

/** A paid Gold subscription of a new user. */
async function paidGold(lang: 'ar' | 'en' = 'en') {
  const u = await newUser(lang);
  const { url, order } = await checkout(u.headers, [gold.id]);
  await sandboxPress(url, 'paid');
  await waitForStatus(order.id, 'succeeded');
  const [sub] = await subsOf(u.user.id);
  return { ...u, order, sub: sub! };
}

describe('POST add_emails_to_subscription', () => {
  it('keeps at most number_of_emails addresses, mails each new one a confirmation link, and confirms it with one click', async () => {
    const { user, headers, sub } = await paidGold();
    const tooMany = await call('en', 'add_emails_to_subscription', headers, {
      subscription_id: sub.id,
      emails: ['a@example.com', 'b@example.com', 'c@example.com'],
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.data).toEqual({ emails: ['max number of emails is 2'] });
    const bad = await call('en', 'add_emails_to_subscription', headers, { subscription_id: sub.id, emails: ['not-an-email'] });
    expect(bad.status).toBe(422);

    const okRes = await call('en', 'add_emails_to_subscription', headers, { subscription_id: sub.id, emails: ['Team@Example.com', 'boss@example.com'] });
    expect(okRes.status).toBe(200);
    expect(okRes.body.msg).toBe('Account Settings updated');
    const listed = await call('en', 'get_user_subscriptions', headers);
    expect(listed.body.data).toMatchObject({
      subscriptions: [
        {
          emails: 'team@example.com,boss@example.com',
          emails_detail: [
            { email: 'team@example.com', confirmed: false },
            { email: 'boss@example.com', confirmed: false },
          ],
        },
      ],
    });
    const [mail] = await mailsTo('team@example.com');
    const link = /https?:\/\/\S+\/subscriptions\/emails\/confirm\?token=(\S+)/.exec(mail!.textBody)!;
    const token = decodeURIComponent(link[1]!);
    const page = await t.app.inject({ method: 'GET', url: `/subscriptions/emails/confirm?token=${encodeURIComponent(token)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="confirm-email"');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/subscriptions/emails/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(token)}&lang=en`,
    });
    expect(confirmed.statusCode).toBe(200);
    const rows = await t.db.select().from(s.subscriptionEmails).where(eq(s.subscriptionEmails.subscriptionId, sub.id));
    expect(rows.map((r) => [r.email, r.confirmedAt != null])).toEqual([
      ['team@example.com', true],
      ['boss@example.com', false],
    ]);
    // Saving the list again keeps the confirmation of an address kept; a removed one is gone.
    await call('en', 'add_emails_to_subscription', headers, { subscription_id: sub.id, emails: ['team@example.com'] });
    const after = await t.db.select().from(s.subscriptionEmails).where(eq(s.subscriptionEmails.subscriptionId, sub.id));
    expect(after.map((r) => [r.email, r.confirmedAt != null])).toEqual([['team@example.com', true]]);
    expect(await mailsTo('team@example.com')).toHaveLength(1);
    // Only the owner.
    const stranger = await newUser();
    expect((await call('en', 'add_emails_to_subscription', stranger.headers, { subscription_id: sub.id, emails: [] })).status).toBe(404);
    expect(user.id).not.toBe(stranger.user.id);
  });
});

describe('POST cancel_subscription', () => {
  it('stops the renewal and keeps the access to the end date, with a confirmation mail', async () => {
    const { user, headers, sub } = await paidGold();
    const res = await call('en', 'cancel_subscription', headers, { subscription_id: sub.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ refunded: false, end_date: sub.endDate });
    const [row] = await subsOf(user.id);
    expect(row).toMatchObject({ status: 'canceled', autoRenew: false });
    expect((await call('en', 'me', headers)).body.data).toMatchObject({ plan: 'gold' });
    expect((await mailsTo(user.email))[0]!.subject).toBe('Your Binaa subscription is canceled');
    expect((await call('en', 'cancel_subscription', headers, { subscription_id: sub.id })).status).toBe(409);
  });

  it('with refund within 14 days, refunds through the provider and ends the access; later than 14 days it is refused and nothing changes', async () => {
    const a = await paidGold();
    const res = await call('en', 'cancel_subscription', a.headers, { subscription_id: a.sub.id, refund: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ refunded: true });
    expect((await subsOf(a.user.id))[0]).toMatchObject({ status: 'refunded' });
    expect((await orderState(a.order.id)).status).toBe('refunded');
    expect((await call('en', 'me', a.headers)).body.data).toMatchObject({ plan: 'free', entitlements: [] });

    const b = await paidGold();
    await t.db
      .update(s.payments)
      .set({ paidAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(s.payments.id, b.order.id));
    const late = await call('en', 'cancel_subscription', b.headers, { subscription_id: b.sub.id, refund: true });
    expect(late.status).toBe(409);
    expect((await subsOf(b.user.id))[0]).toMatchObject({ status: 'active' });
  });
});

describe('POST start_trial', () => {
  it('gives one month of a monthly paid package once per account', async () => {
    const { user, headers } = await newUser();
    const res = await call('en', 'start_trial', headers, { subscription_id: gold.id });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Your free trial month has started.');
    expect((await subsOf(user.id))[0]).toMatchObject({ isTrial: true, status: 'active', price: '0.00', autoRenew: false });
    expect((await call('en', 'start_trial', headers, { subscription_id: gold.id })).status).toBe(409);
    expect((await call('en', 'subscription', headers)).body.data).toMatchObject({ trial_available: false });
    expect((await call('en', 'start_trial', (await newUser()).headers, { subscription_id: basic.id })).status).toBe(422);
  });
});

describe('orders and invoices', () => {
  it("lists the user's orders and prints an invoice with seller, lines, VAT 0 and total in the user's language", async () => {
    const { headers, order } = await paidGold();
    const list = await call('ar', 'payments', headers);
    expect(list.body.data).toMatchObject([{ invoice: order.invoice, status: 'succeeded', amount: '550.00', provider: 'sandbox' }]);
    const inv = await call('ar', `invoice?invoice=${order.invoice}`, headers);
    expect(inv.status).toBe(200);
    expect(inv.body.data).toMatchObject({
      invoice: order.invoice,
      vat: '0.00',
      total: '550.00',
      lines: [{ title: 'ذهبية - شهرية', price: '550.00', duration: 1 }],
    });
    expect((inv.body.data as { seller: { name: string } }).seller.name).toMatch(/بناء/);
  });
});

describe('the daily run', () => {
  it('expires what ended and sends one renewal reminder 7 days before the end', async () => {
    const { user } = await paidGold();
    const today = todayIso();
    const ending = await f.createSubscription(t.db, { userId: user.id, packageId: gold.id, endDate: addDays(today, 5) });
    const ended = await f.createSubscription(t.db, { userId: user.id, packageId: gold.id, endDate: addDays(today, -1) });
    const deps = subscriptionDeps(t.app);
    const first = await dailyRun(deps, today);
    expect(first.expired).toBeGreaterThanOrEqual(1);
    const rows = await t.db
      .select()
      .from(s.subscriptions)
      .where(and(eq(s.subscriptions.userId, user.id)));
    expect(rows.find((r) => r.id === ended.id)!.status).toBe('expired');
    expect(rows.find((r) => r.id === ending.id)!.remindedAt).not.toBeNull();
    const reminders = (await mailsTo(user.email)).filter((m) => m.subject === 'Your Binaa subscription ends soon');
    expect(reminders).toHaveLength(1);
    await dailyRun(deps, today);
    expect((await mailsTo(user.email)).filter((m) => m.subject === 'Your Binaa subscription ends soon')).toHaveLength(1);
  });
});

describe('configuration', () => {
  it('refuses a real provider without its keys', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'paymob' })).toThrow(/PAYMOB_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'fawaterk', FAWATERK_API_KEY: 'k' })).toThrow(/FAWATERK_VENDOR_KEY/);
  });
});

function addMonthsIso(date: string, months: number) {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
}
