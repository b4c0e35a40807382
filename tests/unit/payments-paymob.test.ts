/**
 * The Paymob adapter (issue 16) against a local fake of Paymob's HTTP API on loopback
 * (tests/fakes/paymob.ts): the intention it creates and the Unified Checkout URL, the transaction
 * processed callback's HMAC (a vector from Paymob's documentation, computed here independently),
 * tampered, unsigned and replayed callbacks, the status inquiry, refunds and provider errors.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPaymob, paymobHmac, paymobHmacString } from '../../src/server/platform/payments/paymob';
import { InvalidPaymentCallback, PaymentProviderError, type CheckoutOrder, type PaymentProvider } from '../../src/server/platform/payments/provider';
import { signedCallback, startFakePaymob, type FakePaymob } from '../fakes/paymob';

const SECRET_KEY = 'egy_sk_test_fake_secret_key';
const PUBLIC_KEY = 'egy_pk_test_fake_public_key';
const HMAC_SECRET = 'fake-hmac-secret-0123456789';
const INTEGRATION_IDS = [4097558, 4097559];

/** The transaction processed callback's sample from Paymob's "HMAC Transaction Callback" page. */
const DOC_OBJ = {
  id: 192036465,
  pending: false,
  amount_cents: 100000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4097558,
  profile_id: 164295,
  has_parent_transaction: false,
  order: { id: 217503754, merchant_order_id: 'unsigned-ref', amount_cents: 100000, currency: 'EGP' },
  created_at: '2024-06-13T11:33:44.592345',
  currency: 'EGP',
  source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
  error_occured: false,
  owner: 302852,
};
/** The concatenation that page gives for it. */
const DOC_STRING = '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue';

let fake: FakePaymob;
let paymob: PaymentProvider;

const order = (overrides: Partial<CheckoutOrder> = {}): CheckoutOrder => ({
  reference: 'INV-2026-000042',
  amountCents: 45000,
  currency: 'EGP',
  lines: [
    { name: 'Gold subscription (1 year)', amountCents: 40000, quantity: 1 },
    { name: 'Extra listing', amountCents: 2500, quantity: 2 },
  ],
  customer: { firstName: 'منى', lastName: 'Hassan', email: 'mona@example.com', phone: '+201001234567' },
  lang: 'ar',
  returnUrl: 'https://binaa.example/ar/payment?order=INV-2026-000042',
  callbackUrl: 'https://binaa.example/api/payments/paymob/callback',
  ...overrides,
});

beforeAll(async () => {
  fake = await startFakePaymob({ secretKey: SECRET_KEY, integrationIds: INTEGRATION_IDS });
  paymob = createPaymob({ secretKey: SECRET_KEY, publicKey: PUBLIC_KEY, hmacSecret: HMAC_SECRET, integrationIds: INTEGRATION_IDS, baseUrl: fake.baseUrl });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

/** A checkout created on the fake and paid there; the transaction object and the order id. */
async function paidTransaction(outcome?: { success?: boolean; pending?: boolean }) {
  const checkout = await paymob.createCheckout(order());
  return { checkout, obj: fake.pay(Number(checkout.providerReference), outcome) };
}

describe('Paymob HMAC of the transaction processed callback', () => {
  it('concatenates the 20 documented fields in the documented order (the documentation sample)', () => {
    expect(paymobHmacString(DOC_OBJ)).toBe(DOC_STRING);
  });

  it('matches an HMAC-SHA512 computed independently over the documented string', () => {
    const independent = createHmac('sha512', 'binaa-test-hmac-secret').update(DOC_STRING).digest('hex');
    // Fixed vector: computed once with node:crypto over DOC_STRING; it changes if the field order does.
    const expected = 'db1b4fa901e94d42ee48aacf199a013cd8e085215533aff5666709d12d789ff412ff739a79e32ac761b27354ef0576b7cf7b373f9772b85dcfe213082fe4e78f';
    expect(independent).toBe(expected);
    expect(paymobHmac(DOC_OBJ, 'binaa-test-hmac-secret')).toBe(expected);
  });

  it('verifies the documentation sample signed with the independent vector', () => {
    const provider = createPaymob({ secretKey: 's', publicKey: 'p', hmacSecret: 'binaa-test-hmac-secret', integrationIds: [1], baseUrl: fake.baseUrl });
    const hmac = createHmac('sha512', 'binaa-test-hmac-secret').update(DOC_STRING).digest('hex');
    const verified = provider.verifyCallback({ headers: {}, query: { hmac }, body: { type: 'TRANSACTION', obj: DOC_OBJ } });
    expect(verified).toMatchObject({ transactionId: '192036465', providerReference: '217503754', state: 'paid', amountCents: 100000, currency: 'EGP' });
  });
});

describe('Paymob createCheckout', () => {
  it('creates an intention with the documented request and returns the Unified Checkout URL', async () => {
    const checkout = await paymob.createCheckout(order());
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/intention/', authorization: `Token ${SECRET_KEY}` });
    expect(request.body).toMatchObject({
      amount: 45000,
      currency: 'EGP',
      payment_methods: INTEGRATION_IDS,
      items: [
        { name: 'Gold subscription (1 year)', amount: 40000, quantity: 1 },
        { name: 'Extra listing', amount: 2500, quantity: 2 },
      ],
      billing_data: { first_name: 'منى', last_name: 'Hassan', email: 'mona@example.com', phone_number: '+201001234567' },
      special_reference: 'INV-2026-000042',
      notification_url: 'https://binaa.example/api/payments/paymob/callback',
      redirection_url: 'https://binaa.example/ar/payment?order=INV-2026-000042',
    });
    const intention = fake.intentions[fake.intentions.length - 1];
    expect(checkout.providerReference).toBe(String(intention.orderId));
    const url = new URL(checkout.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.baseUrl}/unifiedcheckout/`);
    expect(url.searchParams.get('publicKey')).toBe(PUBLIC_KEY);
    expect(url.searchParams.get('clientSecret')).toBe(intention.clientSecret);
  });

  it('the secret key is sent only in the header, never in the URL', async () => {
    const checkout = await paymob.createCheckout(order());
    expect(checkout.url).not.toContain(SECRET_KEY);
    expect(JSON.stringify(fake.requests[0].body)).not.toContain(SECRET_KEY);
  });

  it('a refusal by Paymob (a wrong key: 401) is a PaymentProviderError without the key', async () => {
    const wrong = createPaymob({
      secretKey: 'egy_sk_wrong',
      publicKey: PUBLIC_KEY,
      hmacSecret: HMAC_SECRET,
      integrationIds: INTEGRATION_IDS,
      baseUrl: fake.baseUrl,
    });
    const error = await wrong.createCheckout(order()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ provider: 'paymob', status: 401 });
    expect((error as Error).message).not.toContain('egy_sk_wrong');
  });

  it('a server error (500) is a PaymentProviderError', async () => {
    fake.failNext(500);
    await expect(paymob.createCheckout(order())).rejects.toMatchObject({ name: 'PaymentProviderError', status: 500 });
  });

  it('a Paymob that does not answer in time is a PaymentProviderError', async () => {
    const slow = createPaymob({
      secretKey: SECRET_KEY,
      publicKey: PUBLIC_KEY,
      hmacSecret: HMAC_SECRET,
      integrationIds: INTEGRATION_IDS,
      baseUrl: fake.baseUrl,
      timeoutMs: 200,
    });
    fake.hangNext();
    await expect(slow.createCheckout(order())).rejects.toThrow(/paymob: \/v1\/intention\/ timed out/);
  });

  it('an unreachable Paymob is a PaymentProviderError', async () => {
    const down = createPaymob({
      secretKey: SECRET_KEY,
      publicKey: PUBLIC_KEY,
      hmacSecret: HMAC_SECRET,
      integrationIds: INTEGRATION_IDS,
      baseUrl: 'http://127.0.0.1:1',
    });
    await expect(down.createCheckout(order())).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('Paymob verifyCallback', () => {
  it('a paid transaction verifies as paid, matched by the signed order id', async () => {
    const { checkout, obj } = await paidTransaction();
    const verified = paymob.verifyCallback(signedCallback(obj, HMAC_SECRET));
    expect(verified).toMatchObject({
      transactionId: String(obj.id),
      providerReference: checkout.providerReference,
      state: 'paid',
      amountCents: 45000,
      currency: 'EGP',
    });
    expect(verified.raw).toMatchObject({ type: 'TRANSACTION', obj: { id: obj.id } });
  });

  it('a declined transaction verifies as failed, a pending one as pending', async () => {
    const declined = (await paidTransaction({ success: false })).obj;
    expect(paymob.verifyCallback(signedCallback(declined, HMAC_SECRET)).state).toBe('failed');
    const pending = (await paidTransaction({ success: false, pending: true })).obj;
    expect(paymob.verifyCallback(signedCallback(pending, HMAC_SECRET)).state).toBe('pending');
  });

  it('a refund transaction (a child transaction) never reads as paid', async () => {
    const { obj } = await paidTransaction();
    const child = { ...obj, id: (obj.id as number) + 1000, amount_cents: 1000, has_parent_transaction: true, success: true };
    expect(paymob.verifyCallback(signedCallback(child, HMAC_SECRET)).state).toBe('refunded');
  });

  it('accepts the body as the raw JSON text too', async () => {
    const { obj } = await paidTransaction();
    const callback = signedCallback(obj, HMAC_SECRET);
    expect(paymob.verifyCallback({ ...callback, body: JSON.stringify(callback.body) }).state).toBe('paid');
  });

  it('a tampered amount is an InvalidPaymentCallback', async () => {
    const { obj } = await paidTransaction();
    const callback = signedCallback(obj, HMAC_SECRET);
    const tampered = { ...callback, body: { ...callback.body, obj: { ...obj, amount_cents: 100 } } };
    expect(() => paymob.verifyCallback(tampered)).toThrow(InvalidPaymentCallback);
  });

  it('another order id (pointing the payment at another checkout) is an InvalidPaymentCallback', async () => {
    const { obj } = await paidTransaction();
    const callback = signedCallback(obj, HMAC_SECRET);
    const moved = { ...callback, body: { ...callback.body, obj: { ...obj, order: { ...(obj.order as object), id: 1 } } } };
    expect(() => paymob.verifyCallback(moved)).toThrow(InvalidPaymentCallback);
  });

  it('the unsigned merchant_order_id is not what matches the checkout', async () => {
    const { checkout, obj } = await paidTransaction();
    const callback = signedCallback({ ...obj, order: { ...(obj.order as object), merchant_order_id: 'INV-OTHER' } }, HMAC_SECRET);
    expect(paymob.verifyCallback(callback).providerReference).toBe(checkout.providerReference);
  });

  it('a wrong hmac (another secret, or one character changed) is an InvalidPaymentCallback', async () => {
    const { obj } = await paidTransaction();
    expect(() => paymob.verifyCallback(signedCallback(obj, 'another-secret'))).toThrow(InvalidPaymentCallback);
    const good = signedCallback(obj, HMAC_SECRET);
    const flipped = good.query.hmac.slice(0, -1) + (good.query.hmac.endsWith('0') ? '1' : '0');
    expect(() => paymob.verifyCallback({ ...good, query: { hmac: flipped } })).toThrow(InvalidPaymentCallback);
    expect(() => paymob.verifyCallback({ ...good, query: { hmac: good.query.hmac.slice(0, 64) } })).toThrow(InvalidPaymentCallback);
  });

  it('a missing hmac is an InvalidPaymentCallback', async () => {
    const { obj } = await paidTransaction();
    const good = signedCallback(obj, HMAC_SECRET);
    expect(() => paymob.verifyCallback({ ...good, query: {} })).toThrow(InvalidPaymentCallback);
    expect(() => paymob.verifyCallback({ ...good, query: { hmac: [good.query.hmac] } })).toThrow(InvalidPaymentCallback);
  });

  it('another callback type or a malformed body is an InvalidPaymentCallback', async () => {
    const { obj } = await paidTransaction();
    const good = signedCallback(obj, HMAC_SECRET);
    expect(() => paymob.verifyCallback({ ...good, body: { ...good.body, type: 'TOKEN' } })).toThrow(InvalidPaymentCallback);
    expect(() => paymob.verifyCallback({ ...good, body: 'not json' })).toThrow(InvalidPaymentCallback);
    expect(() => paymob.verifyCallback({ ...good, body: null })).toThrow(InvalidPaymentCallback);
    const withoutOrder: Record<string, unknown> = { ...obj };
    delete withoutOrder.order;
    expect(() => paymob.verifyCallback({ ...good, body: { type: 'TRANSACTION', obj: withoutOrder } })).toThrow(InvalidPaymentCallback);
  });

  it('a replayed callback verifies the same (idempotency on transactionId is the domain’s job)', async () => {
    const { obj } = await paidTransaction();
    const callback = signedCallback(obj, HMAC_SECRET);
    expect(paymob.verifyCallback(callback)).toEqual(paymob.verifyCallback(structuredClone(callback)));
  });
});

describe('Paymob queryStatus and refund', () => {
  it('asks the transaction inquiry by Paymob order id: pending before payment, then paid', async () => {
    const checkout = await paymob.createCheckout(order());
    expect(await paymob.queryStatus(checkout.providerReference)).toEqual({ state: 'pending' });
    const obj = fake.pay(Number(checkout.providerReference));
    expect(await paymob.queryStatus(checkout.providerReference)).toEqual({ state: 'paid', transactionId: String(obj.id), amountCents: 45000 });
    const inquiry = fake.requests.filter((r) => r.path === '/api/ecommerce/orders/transaction_inquiry');
    expect(inquiry).toHaveLength(2);
    expect(inquiry[0]).toMatchObject({ method: 'POST', authorization: `Token ${SECRET_KEY}`, body: { order_id: Number(checkout.providerReference) } });
  });

  it('reads the inquiry and refund answers wrapped as {type: TRANSACTION, obj} too', async () => {
    const { checkout, obj } = await paidTransaction();
    fake.envelope = true;
    try {
      expect(await paymob.queryStatus(checkout.providerReference)).toEqual({ state: 'paid', transactionId: String(obj.id), amountCents: 45000 });
      expect(await paymob.refund(String(obj.id), 45000)).toEqual({ ok: true });
    } finally {
      fake.envelope = false;
    }
  });

  it('reads a declined payment as failed', async () => {
    const { checkout } = await paidTransaction({ success: false });
    expect((await paymob.queryStatus(checkout.providerReference)).state).toBe('failed');
  });

  it('a server error on the inquiry is a PaymentProviderError', async () => {
    const { checkout } = await paidTransaction();
    fake.failNext(500);
    await expect(paymob.queryStatus(checkout.providerReference)).rejects.toMatchObject({ name: 'PaymentProviderError', status: 500 });
  });

  it('refunds part then the rest of a paid transaction; more than was paid is refused', async () => {
    const { obj } = await paidTransaction();
    expect(await paymob.refund(String(obj.id), 20000)).toEqual({ ok: true });
    const request = fake.requests.find((r) => r.path === '/api/acceptance/void_refund/refund');
    expect(request).toMatchObject({ method: 'POST', authorization: `Token ${SECRET_KEY}`, body: { transaction_id: obj.id, amount_cents: 20000 } });
    expect(await paymob.refund(String(obj.id), 30000)).toEqual({ ok: false });
    expect(await paymob.refund(String(obj.id), 25000)).toEqual({ ok: true });
  });

  it('refunding an unknown transaction is refused, a server error is a PaymentProviderError', async () => {
    expect(await paymob.refund('999999999', 100)).toEqual({ ok: false });
    const { obj } = await paidTransaction();
    fake.failNext(500);
    await expect(paymob.refund(String(obj.id), 100)).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
