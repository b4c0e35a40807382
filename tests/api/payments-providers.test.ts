/**
 * The real payment providers through the whole app (issue 16), each against a local fake of its
 * HTTP API on loopback (tests/fakes): subscribe answers the provider's checkout, the fake records
 * the documented request, and the provider's callbacks (good, tampered, replayed, wrong amount, an
 * unsigned merchant reference pointing at another user's order) go through the callback route and
 * the activation job exactly as the provider would post them. The sandbox is off, a provider that
 * is down leaves no order, and the return landing reads the state from our database.
 */
import { hash } from '@node-rs/argon2';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signedCallback, startFakePaymob, type FakePaymob } from '../fakes/paymob';
import { signedWebhook, startFakeFawaterk, type FakeFawaterk } from '../fakes/fawaterk';
import * as s from '../../src/server/db/schema/index';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import { translate } from '../../src/shared/i18n/index';

const PUBLIC_URL = 'https://binaa.test';
const PASSWORD = 'correct horse 1';
const web = { 'x-access-key': WEB_ACCESS_KEY };
let passwordHash: string;

beforeAll(async () => {
  passwordHash = await hash(PASSWORD);
});

/** What each provider's suite needs of its app: users, subscribing, the order's state. */
function harness(getApp: () => TestApp) {
  let seq = 0;
  const prefix = Math.random().toString(36).slice(2, 6);
  const t = () => getApp();

  /** A new signed-in user: its row and the cookie and origin headers of its POSTs. */
  async function newUser() {
    const n = ++seq;
    const user = await f.createUser(t().db, {
      username: `payer_${prefix}_${n}`,
      email: `payer${n}.${prefix}@example.com`,
      fullName: `Payer Number${n}`,
      mobile: '01012345678',
      passwordHash,
      language: 'en',
    });
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/v1/en/front/login',
      headers: { ...web, 'x-forwarded-for': `10.8.0.${n}` },
      payload: { username: user.username, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = `binaa_session=${res.cookies.find((c) => c.name === 'binaa_session')!.value}`;
    return { user, headers: { cookie, origin: t().app.config.publicUrl } };
  }

  const subscribeCall = (headers: Record<string, string>, ids: number[]) => t().api<string>('en', 'subscribe', { headers, body: { subscriptions: ids } });

  /** Subscribes; the checkout URL and the order it made. */
  async function checkout(headers: Record<string, string>, ids: number[]) {
    const res = await subscribeCall(headers, ids);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const url = res.body.data;
    const [order] = await t().db.select().from(s.payments).where(eq(s.payments.checkoutUrl, url));
    expect(order).toBeDefined();
    return { url, order: order! };
  }

  const orderState = async (id: number) => (await t().db.select().from(s.payments).where(eq(s.payments.id, id)))[0]!;
  const waitForStatus = (id: number, status: string) => expect.poll(async () => (await orderState(id)).status, { timeout: 20_000, interval: 100 }).toBe(status);
  const subsOf = (userId: number) => t().db.select().from(s.subscriptions).where(eq(s.subscriptions.userId, userId));
  const ordersOf = (userId: number) => t().db.select().from(s.payments).where(eq(s.payments.userId, userId));
  const mailsTo = (to: string) => t().db.select().from(s.outbox).where(eq(s.outbox.toAddress, to)).orderBy(desc(s.outbox.id));
  const eventsOf = async (paymentId: number) =>
    (await t().db.select().from(s.paymentEvents).where(eq(s.paymentEvents.paymentId, paymentId))).sort((a, b) => a.id - b.id);
  /** The outcomes of an order's events once every one has been applied by the job. */
  const waitForOutcomes = (paymentId: number, outcomes: string[]) =>
    expect
      .poll(async () => (await eventsOf(paymentId)).map((e) => e.outcome ?? 'unapplied').sort(), { timeout: 20_000, interval: 100 })
      .toEqual([...outcomes].sort());
  const eventCount = async () => (await t().db.select({ id: s.paymentEvents.id }).from(s.paymentEvents)).length;
  const lineCount = async () => (await t().db.select({ id: s.paymentLines.id }).from(s.paymentLines)).length;

  const post = (url: string, body: unknown) =>
    t().app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const get = (url: string) => t().app.inject({ method: 'GET', url });

  /** The sandbox's pages and callback are not there when a real provider is configured. */
  async function sandboxIsOff() {
    // The app's own not-found, not the sandbox's "session expired" page (which is a 404 as well).
    const notFound = (res: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
      expect(res.statusCode).toBe(404);
      expect(String(res.headers['content-type'])).not.toContain('text/html');
      for (const lang of ['ar', 'en'] as const) expect(res.body).not.toContain(translate(lang, 'billing.sandbox_banner'));
    };
    notFound(await get('/payments/sandbox/checkout?session=x'));
    notFound(await post('/payments/sandbox/callback?hmac=00', { type: 'TRANSACTION', obj: { id: 1 } }));
    notFound(
      await t().app.inject({
        method: 'POST',
        url: '/payments/sandbox/checkout?session=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=paid',
      }),
    );
  }

  return {
    newUser,
    subscribeCall,
    checkout,
    orderState,
    waitForStatus,
    subsOf,
    ordersOf,
    mailsTo,
    eventsOf,
    waitForOutcomes,
    eventCount,
    lineCount,
    post,
    get,
    sandboxIsOff,
  };
}

const UNAVAILABLE = translate('en', 'api.payment_provider_unavailable');

// ---------------------------------------------------------------------------------------------

describe('Paymob through the app', () => {
  const SECRET_KEY = 'egy_sk_test_0123456789abcdef';
  const PUBLIC_KEY = 'egy_pk_test_fedcba9876543210';
  const HMAC_SECRET = 'HMAC_TEST_SECRET_0123';
  const INTEGRATION = 4_123_456;
  let fake: FakePaymob;
  let app: TestApp;
  const h = harness(() => app);
  let gold: typeof s.subscriptionPackages.$inferSelect;
  let basic: typeof s.subscriptionPackages.$inferSelect;

  beforeAll(async () => {
    fake = await startFakePaymob({ secretKey: SECRET_KEY, integrationIds: [INTEGRATION] });
    app = await buildTestApp({
      env: {
        PAYMENTS_PROVIDER: 'paymob',
        PAYMOB_SECRET_KEY: SECRET_KEY,
        PAYMOB_PUBLIC_KEY: PUBLIC_KEY,
        PAYMOB_HMAC_SECRET: HMAC_SECRET,
        PAYMOB_INTEGRATION_IDS: String(INTEGRATION),
        PAYMOB_BASE_URL: fake.baseUrl,
        PUBLIC_URL,
      },
    });
    gold = await f.createPackage(app.db, { tier: 'gold', titleEn: 'Gold - monthly', titleAr: 'ذهبية - شهرية', price: '550.00', durationMonths: 1 });
    basic = await f.createPackage(app.db, { tier: 'basic', titleEn: 'Basic - yearly', billing: 'yearly', price: '1000.25', durationMonths: 12 });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  /** The Paymob order id (intention_order_id) the fake made for our order. */
  const paymobOrderOf = (order: typeof s.payments.$inferSelect) => fake.intentions.find((i) => String(i.orderId) === order.providerRef)!;
  const callbackUrl = (hmac: string) => `/payments/paymob/callback?hmac=${hmac}`;
  /** Posts a processed callback as Paymob does: JSON body, ?hmac= in the query. */
  const deliver = (cb: ReturnType<typeof signedCallback>) => h.post(callbackUrl(cb.query.hmac!), cb.body);

  it('subscribe answers Unified Checkout with the intention client secret; the fake got the documented intention', async () => {
    const { user, headers } = await h.newUser();
    const before = fake.requests.length;
    const { url, order } = await h.checkout(headers, [gold.id, basic.id]);
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    const intention = fake.intentions.at(-1)!;
    expect(url).toBe(`${fake.baseUrl}/unifiedcheckout/?publicKey=${PUBLIC_KEY}&clientSecret=${intention.clientSecret}`);
    expect(order).toMatchObject({ provider: 'paymob', status: 'pending', amount: '1550.25', providerRef: String(intention.orderId), userId: user.id });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/v1/intention/', authorization: `Token ${SECRET_KEY}` });
    expect(sent[0]!.body).toEqual({
      amount: 155_025,
      currency: 'EGP',
      payment_methods: [INTEGRATION],
      items: [
        { name: 'Gold - monthly', amount: 55_000, description: 'Gold - monthly', quantity: 1 },
        { name: 'Basic - yearly', amount: 100_025, description: 'Basic - yearly', quantity: 1 },
      ],
      billing_data: expect.objectContaining({
        first_name: 'Payer',
        last_name: user.fullName.split(' ')[1],
        email: user.email,
        phone_number: '01012345678',
        country: 'EG',
      }),
      special_reference: order.invoice,
      notification_url: `${PUBLIC_URL}/payments/paymob/callback`,
      redirection_url: `${PUBLIC_URL}/payments/return/${order.invoice}`,
    });
  });

  it('a good processed callback activates the order once: 200, succeeded, one subscription, the receipt mailed', async () => {
    const { user, headers } = await h.newUser();
    const { order } = await h.checkout(headers, [gold.id]);
    const obj = fake.pay(paymobOrderOf(order).orderId);
    const res = await deliver(signedCallback(obj, HMAC_SECRET));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    await h.waitForStatus(order.id, 'succeeded');
    expect(await h.orderState(order.id)).toMatchObject({ transactionId: String(obj.id), status: 'succeeded' });
    const subs = await h.subsOf(user.id);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ packageId: gold.id, status: 'active', paymentId: order.id, price: '550.00' });
    await expect.poll(async () => (await h.mailsTo(user.email)).length).toBe(1);
    const [receipt] = await h.mailsTo(user.email);
    expect(receipt!.subject).toContain(order.invoice);
    expect(receipt!.textBody).toContain('Amount paid: 550 LE');
    const [event] = await h.eventsOf(order.id);
    expect(event).toMatchObject({ provider: 'paymob', transactionId: String(obj.id), state: 'paid', verified: true, outcome: 'activated' });
  });

  it('a tampered callback (a signed field changed after signing) is refused 400 and changes and stores nothing', async () => {
    const { user, headers } = await h.newUser();
    const { order } = await h.checkout(headers, [gold.id]);
    const cb = signedCallback(fake.pay(paymobOrderOf(order).orderId), HMAC_SECRET);
    const events = await h.eventCount();
    for (const change of [
      (o: Record<string, unknown>) => (o.amount_cents = 100),
      (o: Record<string, unknown>) => (o.success = false),
      (o: Record<string, unknown>) => ((o.order as Record<string, unknown>).id = 1),
      (o: Record<string, unknown>) => (o.id = (o.id as number) + 1),
    ]) {
      const tampered = structuredClone(cb.body);
      change(tampered.obj as Record<string, unknown>);
      const res = await deliver({ ...cb, body: tampered });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ received: false, error: 'invalid callback' });
    }
    // Unsigned, or signed with another secret.
    expect((await h.post('/payments/paymob/callback', cb.body)).statusCode).toBe(400);
    expect((await deliver(signedCallback(fake.pay(paymobOrderOf(order).orderId), 'another-secret'))).statusCode).toBe(400);
    expect(await h.eventCount()).toBe(events);
    expect((await h.orderState(order.id)).status).toBe('pending');
    expect(await h.subsOf(user.id)).toHaveLength(0);
  });

  it('a replayed callback answers 200 both times and activates once (outcomes activated, replay)', async () => {
    const { user, headers } = await h.newUser();
    const { order } = await h.checkout(headers, [gold.id]);
    const cb = signedCallback(fake.pay(paymobOrderOf(order).orderId), HMAC_SECRET);
    expect((await deliver(cb)).statusCode).toBe(200);
    await h.waitForStatus(order.id, 'succeeded');
    expect((await deliver(cb)).statusCode).toBe(200);
    await h.waitForOutcomes(order.id, ['activated', 'replay']);
    expect(await h.subsOf(user.id)).toHaveLength(1);
    expect(await h.mailsTo(user.email)).toHaveLength(1);
  });

  it("a whole refund made at Paymob's dashboard (a child transaction) ends the order; a part of it does not", async () => {
    const { user, headers } = await h.newUser();
    const { order } = await h.checkout(headers, [gold.id]);
    const paid = fake.pay(paymobOrderOf(order).orderId);
    expect((await deliver(signedCallback(paid, HMAC_SECRET))).statusCode).toBe(200);
    await h.waitForStatus(order.id, 'succeeded');
    const child = (amount: number) => ({ ...paid, id: (paid.id as number) + amount, amount_cents: amount, has_parent_transaction: true, is_refunded: false });
    expect((await deliver(signedCallback(child(10_000), HMAC_SECRET))).statusCode).toBe(200);
    await h.waitForOutcomes(order.id, ['activated', 'ignored']);
    expect((await h.orderState(order.id)).status).toBe('succeeded');
    expect((await deliver(signedCallback(child(55_000), HMAC_SECRET))).statusCode).toBe(200);
    await h.waitForStatus(order.id, 'refunded');
    expect((await h.subsOf(user.id))[0]).toMatchObject({ status: 'refunded', autoRenew: false });
  });

  it('a correctly signed callback with another amount than the order does not activate (amount_mismatch)', async () => {
    const { user, headers } = await h.newUser();
    const { order } = await h.checkout(headers, [gold.id]);
    const obj = { ...fake.pay(paymobOrderOf(order).orderId), amount_cents: 100 };
    expect((await deliver(signedCallback(obj, HMAC_SECRET))).statusCode).toBe(200);
    await h.waitForOutcomes(order.id, ['amount_mismatch']);
    expect((await h.orderState(order.id)).status).toBe('pending');
    expect(await h.subsOf(user.id)).toHaveLength(0);
    // The same with the right amount in another currency.
    const usd = { ...fake.pay(paymobOrderOf(order).orderId), currency: 'USD' };
    expect((await deliver(signedCallback(usd, HMAC_SECRET))).statusCode).toBe(200);
    await h.waitForOutcomes(order.id, ['amount_mismatch', 'amount_mismatch']);
    expect((await h.orderState(order.id)).status).toBe('pending');
  });

  it("merchant_order_id naming another user's order is ignored: the callback activates the order Paymob signed", async () => {
    const a = await h.newUser();
    const b = await h.newUser();
    const A = await h.checkout(a.headers, [gold.id]);
    const B = await h.checkout(b.headers, [gold.id]);
    const obj = fake.pay(paymobOrderOf(A.order).orderId);
    (obj.order as Record<string, unknown>).merchant_order_id = B.order.invoice;
    expect((await deliver(signedCallback(obj, HMAC_SECRET))).statusCode).toBe(200);
    await h.waitForStatus(A.order.id, 'succeeded');
    expect(await h.subsOf(a.user.id)).toHaveLength(1);
    expect((await h.orderState(B.order.id)).status).toBe('pending');
    expect(await h.subsOf(b.user.id)).toHaveLength(0);
    expect(await h.eventsOf(B.order.id)).toHaveLength(0);
  });

  it('the sandbox is off', async () => {
    await h.sandboxIsOff();
    // The other real provider's webhook is not served either.
    expect((await h.post('/payments/fawaterk/webhook_json', { invoice_id: 1 })).statusCode).toBe(404);
  });

  it('the return landing redirects to /payment with the state from our database, not from the query', async () => {
    const { headers } = await h.newUser();
    const { order } = await h.checkout(headers, [gold.id]);
    const paymobOrder = paymobOrderOf(order).orderId;
    // What Paymob appends to redirection_url (a GET of the browser, before the server-to-server callback came).
    const obj = fake.pay(paymobOrder);
    const back = `/payments/return/${order.invoice}?id=${obj.id}&pending=false&amount_cents=55000&success=true&is_auth=false&order=${paymobOrder}&currency=EGP&merchant_order_id=${order.invoice}&hmac=${'a'.repeat(128)}`;
    const early = await h.get(back);
    expect(early.statusCode).toBe(303);
    expect(early.headers.location).toBe(`/payment?status=pending&invoice=${order.invoice}&price=550.00`);
    // A failure the provider announces shows as failed while the order is still pending.
    expect((await h.get(back.replace('success=true', 'success=false'))).headers.location).toBe(`/payment?status=failed&invoice=${order.invoice}&price=550.00`);
    expect((await deliver(signedCallback(obj, HMAC_SECRET))).statusCode).toBe(200);
    await h.waitForStatus(order.id, 'succeeded');
    const late = await h.get(back);
    expect(late.statusCode).toBe(303);
    expect(late.headers.location).toBe(`/payment?status=success&invoice=${order.invoice}&price=550.00`);
    // Once paid, no query says otherwise.
    expect((await h.get(back.replace('success=true', 'success=false'))).headers.location).toBe(`/payment?status=success&invoice=${order.invoice}&price=550.00`);
  });

  it("cancel with refund within 14 days goes through Paymob's refund call with the paid transaction and the line's price", async () => {
    const { user, headers } = await h.newUser();
    const { order } = await h.checkout(headers, [gold.id]);
    const obj = fake.pay(paymobOrderOf(order).orderId);
    expect((await deliver(signedCallback(obj, HMAC_SECRET))).statusCode).toBe(200);
    await h.waitForStatus(order.id, 'succeeded');
    const [sub] = await h.subsOf(user.id);
    const before = fake.requests.length;
    const res = await app.api('en', 'cancel_subscription', { headers, body: { subscription_id: sub!.id, refund: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ refunded: true });
    expect(fake.requests.slice(before)).toEqual([
      {
        method: 'POST',
        path: '/api/acceptance/void_refund/refund',
        authorization: `Token ${SECRET_KEY}`,
        body: { transaction_id: obj.id, amount_cents: 55_000 },
      },
    ]);
    expect((await h.orderState(order.id)).status).toBe('refunded');
    expect((await h.subsOf(user.id))[0]).toMatchObject({ status: 'refunded', autoRenew: false });
  });

  it('a provider answering 500 or not there at all: 503 payment_provider_unavailable and no order left', async () => {
    const { user, headers } = await h.newUser();
    const lines = await h.lineCount();
    fake.failNext(500);
    const res = await h.subscribeCall(headers, [gold.id]);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ check: false, msg: UNAVAILABLE, data: null });
    expect(await h.ordersOf(user.id)).toHaveLength(0);
    expect(await h.lineCount()).toBe(lines);
    // With an idempotency key the failure is not kept: the retry reaches the provider and works.
    const key = { ...headers, 'idempotency-key': 'paymob-down-0001' };
    fake.failNext(502);
    expect((await h.subscribeCall(key, [gold.id])).status).toBe(503);
    expect(await h.ordersOf(user.id)).toHaveLength(0);
    const retried = await h.subscribeCall(key, [gold.id]);
    expect(retried.status).toBe(200);
    expect(await h.ordersOf(user.id)).toHaveLength(1);
    // The provider's server stopped: connection refused.
    await fake.close();
    const down = await h.subscribeCall(headers, [basic.id]);
    expect(down.status).toBe(503);
    expect(down.body.msg).toBe(UNAVAILABLE);
    expect(await h.ordersOf(user.id)).toHaveLength(1);
    expect(await h.lineCount()).toBe(lines + 1);
  });
});

// ---------------------------------------------------------------------------------------------

describe('Fawaterk through the app', () => {
  const API_KEY = 'fwk_test_api_key_0123456789';
  const VENDOR_KEY = 'fwk_test_vendor_key';
  let fake: FakeFawaterk;
  let app: TestApp;
  const h = harness(() => app);
  let gold: typeof s.subscriptionPackages.$inferSelect;
  let basic: typeof s.subscriptionPackages.$inferSelect;

  beforeAll(async () => {
    fake = await startFakeFawaterk({ apiKey: API_KEY });
    app = await buildTestApp({
      env: { PAYMENTS_PROVIDER: 'fawaterk', FAWATERK_API_KEY: API_KEY, FAWATERK_VENDOR_KEY: VENDOR_KEY, FAWATERK_BASE_URL: fake.baseUrl, PUBLIC_URL },
    });
    gold = await f.createPackage(app.db, { tier: 'gold', titleEn: 'Gold - monthly', titleAr: 'ذهبية - شهرية', price: '550.00', durationMonths: 1 });
    basic = await f.createPackage(app.db, { tier: 'basic', titleEn: 'Basic - yearly', billing: 'yearly', price: '1000.25', durationMonths: 12 });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  const invoiceOf = (order: typeof s.payments.$inferSelect) => fake.invoices.get(Number(order.providerRef))!;
  const WEBHOOK = '/payments/fawaterk/webhook_json';
  /** The paid webhook of an invoice as Fawaterk posts it (the invoice is paid at the fake first, as it would be). */
  const paidWebhook = (order: typeof s.payments.$inferSelect, extra: Record<string, unknown> = {}) => {
    const inv = invoiceOf(order);
    fake.setStatus(inv.invoiceId, 'paid');
    return signedWebhook({ invoice_id: inv.invoiceId, invoice_key: inv.invoiceKey, pay_load: { reference: order.invoice }, ...extra }, VENDOR_KEY);
  };
  const inquiries = (order: typeof s.payments.$inferSelect) =>
    fake.requests.filter((r) => r.method === 'GET' && r.path === `/api/v2/getInvoiceData/${order.providerRef}`);

  it('subscribe answers the invoice url; the fake got the documented createInvoiceLink', async () => {
    const { user, headers } = await h.newUser();
    const before = fake.requests.length;
    const { url, order } = await h.checkout(headers, [gold.id, basic.id]);
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    const inv = invoiceOf(order);
    expect(inv).toBeDefined();
    expect(url).toBe(`${fake.baseUrl}/invoice/${inv.invoiceId}/${inv.invoiceKey}`);
    expect(order).toMatchObject({ provider: 'fawaterk', status: 'pending', amount: '1550.25', providerRef: String(inv.invoiceId), userId: user.id });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/v2/createInvoiceLink', authorization: `Bearer ${API_KEY}` });
    const back = `${PUBLIC_URL}/payments/return/${order.invoice}`;
    expect(sent[0]!.body).toEqual({
      cartTotal: '1550.25',
      currency: 'EGP',
      customer: { first_name: 'Payer', last_name: user.fullName.split(' ')[1], email: user.email, phone: '01012345678' },
      cartItems: [
        { name: 'Gold - monthly', price: '550.00', quantity: 1 },
        { name: 'Basic - yearly', price: '1000.25', quantity: 1 },
      ],
      redirectionUrls: { successUrl: `${back}?status=success`, failUrl: `${back}?status=fail`, pendingUrl: `${back}?status=pending` },
      payLoad: { reference: order.invoice },
    });
  });

  it('a good paid webhook (no amount in it) activates once the fake confirms the paid amount with getInvoiceData', async () => {
    const { user, headers } = await h.newUser();
    const { order } = await h.checkout(headers, [gold.id]);
    const res = await h.post(WEBHOOK, paidWebhook(order));
    expect(res.statusCode, res.body).toBe(200);
    await h.waitForStatus(order.id, 'succeeded');
    expect(await h.orderState(order.id)).toMatchObject({ transactionId: order.providerRef });
    // The activation asked Fawaterk, which answered the invoice as paid with its total.
    const asked = inquiries(order);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.authorization).toBe(`Bearer ${API_KEY}`);
    const answer = await fetch(`${fake.baseUrl}/api/v2/getInvoiceData/${order.providerRef}`, { headers: { authorization: `Bearer ${API_KEY}` } });
    expect(((await answer.json()) as { data: unknown }).data).toMatchObject({ paid: 1, total: 550 });
    const subs = await h.subsOf(user.id);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ packageId: gold.id, status: 'active', paymentId: order.id });
    await expect.poll(async () => (await h.mailsTo(user.email)).length).toBe(1);
    expect((await h.mailsTo(user.email))[0]!.subject).toContain(order.invoice);
    expect((await h.eventsOf(order.id)).map((e) => [e.state, e.verified, e.outcome])).toEqual([['paid', true, 'activated']]);
  });

  it('a tampered webhook (a signed field changed after signing) is refused 400 and changes and stores nothing', async () => {
    const a = await h.newUser();
    const b = await h.newUser();
    const { order } = await h.checkout(a.headers, [gold.id]);
    const other = await h.checkout(b.headers, [gold.id]);
    const good = paidWebhook(order);
    const events = await h.eventCount();
    for (const changed of [
      { ...good, payment_method: 'Fawry' },
      { ...good, invoice_key: 'x' + String(good.invoice_key).slice(1) },
      { ...good, invoice_id: Number(other.order.providerRef) },
      { ...good, hashKey: String(good.hashKey).replace(/^./, (c) => (c === '0' ? '1' : '0')) },
      { ...good, hashKey: undefined },
    ]) {
      expect((await h.post(WEBHOOK, changed)).statusCode).toBe(400);
    }
    expect(
      (await h.post(WEBHOOK, signedWebhook({ invoice_id: good.invoice_id as number, invoice_key: good.invoice_key as string }, 'another-key'))).statusCode,
    ).toBe(400);
    expect(await h.eventCount()).toBe(events);
    expect((await h.orderState(order.id)).status).toBe('pending');
    expect((await h.orderState(other.order.id)).status).toBe('pending');
    expect(await h.subsOf(a.user.id)).toHaveLength(0);
    expect(inquiries(order)).toHaveLength(0);
  });

  it('a replayed webhook answers 200 both times and activates once (outcomes activated, replay)', async () => {
    const { user, headers } = await h.newUser();
    const { order } = await h.checkout(headers, [gold.id]);
    const hook = paidWebhook(order);
    expect((await h.post(WEBHOOK, hook)).statusCode).toBe(200);
    await h.waitForStatus(order.id, 'succeeded');
    expect((await h.post(WEBHOOK, hook)).statusCode).toBe(200);
    await h.waitForOutcomes(order.id, ['activated', 'replay']);
    expect(await h.subsOf(user.id)).toHaveLength(1);
    expect(await h.mailsTo(user.email)).toHaveLength(1);
  });

  it('getInvoiceData answering another amount than the order: amount_mismatch, still pending', async () => {
    const { user, headers } = await h.newUser();
    const { order } = await h.checkout(headers, [gold.id]);
    const hook = paidWebhook(order);
    fake.setAnswerTotal(order.providerRef!, 1);
    expect((await h.post(WEBHOOK, hook)).statusCode).toBe(200);
    await h.waitForOutcomes(order.id, ['amount_mismatch']);
    expect(inquiries(order)).toHaveLength(1);
    expect((await h.orderState(order.id)).status).toBe('pending');
    expect(await h.subsOf(user.id)).toHaveLength(0);
    // An amount in the webhook body is unsigned: a paidAmount equal to the order's cannot override Fawaterk's answer either.
    expect((await h.post(WEBHOOK, paidWebhook(order, { paidAmount: 550 }))).statusCode).toBe(200);
    await h.waitForOutcomes(order.id, ['amount_mismatch', 'amount_mismatch']);
    expect((await h.orderState(order.id)).status).toBe('pending');
    expect(await h.subsOf(user.id)).toHaveLength(0);
  });

  it('the unsigned invoice_status of a signed webhook cannot refund a paid order (a replayed paid webhook relabelled "refunded")', async () => {
    const { user, headers } = await h.newUser();
    const { order } = await h.checkout(headers, [gold.id]);
    const hook = paidWebhook(order);
    expect((await h.post(WEBHOOK, hook)).statusCode).toBe(200);
    await h.waitForStatus(order.id, 'succeeded');
    expect((await h.post(WEBHOOK, { ...hook, invoice_status: 'refunded' })).statusCode).toBe(200);
    await expect.poll(async () => (await h.eventsOf(order.id)).every((e) => e.outcome != null) && (await h.eventsOf(order.id)).length === 2).toBe(true);
    expect((await h.eventsOf(order.id)).map((e) => e.outcome)).not.toContain('refunded');
    expect((await h.orderState(order.id)).status).toBe('succeeded');
    expect((await h.subsOf(user.id)).map((x) => x.status)).toEqual(['active']);
  });

  it("pay_load naming another user's order is ignored: the webhook activates the invoice Fawaterk signed", async () => {
    const a = await h.newUser();
    const b = await h.newUser();
    const A = await h.checkout(a.headers, [gold.id]);
    const B = await h.checkout(b.headers, [gold.id]);
    expect((await h.post(WEBHOOK, paidWebhook(A.order, { pay_load: { reference: B.order.invoice } }))).statusCode).toBe(200);
    await h.waitForStatus(A.order.id, 'succeeded');
    expect(await h.subsOf(a.user.id)).toHaveLength(1);
    expect((await h.orderState(B.order.id)).status).toBe('pending');
    expect(await h.subsOf(b.user.id)).toHaveLength(0);
    expect(await h.eventsOf(B.order.id)).toHaveLength(0);
  });

  it('the sandbox is off', async () => {
    await h.sandboxIsOff();
    expect((await h.post('/payments/paymob/callback?hmac=00', { type: 'TRANSACTION', obj: {} })).statusCode).toBe(404);
  });

  it('the return landing redirects to /payment with the state from our database, not from the query', async () => {
    const { headers } = await h.newUser();
    const { order } = await h.checkout(headers, [gold.id]);
    const back = (status: string) => `/payments/return/${order.invoice}?status=${status}`;
    expect((await h.get(back('success'))).headers.location).toBe(`/payment?status=pending&invoice=${order.invoice}&price=550.00`);
    expect((await h.get(back('fail'))).headers.location).toBe(`/payment?status=failed&invoice=${order.invoice}&price=550.00`);
    expect((await h.post(WEBHOOK, paidWebhook(order))).statusCode).toBe(200);
    await h.waitForStatus(order.id, 'succeeded');
    const late = await h.get(back('success'));
    expect(late.statusCode).toBe(303);
    expect(late.headers.location).toBe(`/payment?status=success&invoice=${order.invoice}&price=550.00`);
  });

  it('cancel with refund is refused with Fawaterk (no refund API): 409, nothing changes, Fawaterk is not called', async () => {
    const { user, headers } = await h.newUser();
    const { order } = await h.checkout(headers, [gold.id]);
    expect((await h.post(WEBHOOK, paidWebhook(order))).statusCode).toBe(200);
    await h.waitForStatus(order.id, 'succeeded');
    const [sub] = await h.subsOf(user.id);
    const before = fake.requests.length;
    const res = await app.api('en', 'cancel_subscription', { headers, body: { subscription_id: sub!.id, refund: true } });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(translate('en', 'api.refund_unavailable'));
    expect(fake.requests.length).toBe(before);
    expect((await h.orderState(order.id)).status).toBe('succeeded');
    expect((await h.subsOf(user.id))[0]).toMatchObject({ status: 'active' });
  });

  it('a provider answering 500 or not there at all: 503 payment_provider_unavailable and no order left', async () => {
    const { user, headers } = await h.newUser();
    const lines = await h.lineCount();
    fake.failNext(500);
    const res = await h.subscribeCall(headers, [gold.id]);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ check: false, msg: UNAVAILABLE, data: null });
    expect(await h.ordersOf(user.id)).toHaveLength(0);
    expect(await h.lineCount()).toBe(lines);
    await fake.close();
    const down = await h.subscribeCall(headers, [gold.id]);
    expect(down.status).toBe(503);
    expect(down.body.msg).toBe(UNAVAILABLE);
    expect(await h.ordersOf(user.id)).toHaveLength(0);
    expect(await h.lineCount()).toBe(lines);
  });
});
