/**
 * The Fawaterk adapter against a local fake of Fawaterk's API (real HTTP on loopback).
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFawaterk, fawaterkHashKey } from '../../src/server/platform/payments/fawaterk';
import { InvalidPaymentCallback, PaymentProviderError, type CheckoutOrder, type PaymentProvider } from '../../src/server/platform/payments/provider';
import { signedWebhook, startFakeFawaterk, type FakeFawaterk } from '../fakes/fawaterk';

const API_KEY = 'test-api-key-0123456789';
const VENDOR_KEY = 'test-vendor-key';

let fake: FakeFawaterk;
let provider: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeFawaterk({ apiKey: API_KEY });
  provider = createFawaterk({ apiKey: API_KEY, vendorKey: VENDOR_KEY, baseUrl: fake.baseUrl });
});

afterAll(async () => {
  await fake.close();
});

function order(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return {
    reference: 'INV-2026-000123',
    amountCents: 30_050,
    currency: 'EGP',
    lines: [
      { name: 'Annual subscription', amountCents: 25_000, quantity: 1 },
      { name: 'Extra listing', amountCents: 2_525, quantity: 2 },
    ],
    customer: { firstName: 'Mona', lastName: 'Hassan', email: 'mona@example.com', phone: '01000000000' },
    lang: 'ar',
    returnUrl: 'https://binaa.example/ar/payment?order=INV-2026-000123',
    callbackUrl: 'https://binaa.example/api/payments/fawaterk/webhook_json',
    ...overrides,
  };
}

describe('Fawaterk createCheckout', () => {
  it('sends the documented createInvoiceLink request and returns the url and invoice id', async () => {
    const before = fake.requests.length;
    const checkout = await provider.createCheckout(order());

    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.path).toBe('/api/v2/createInvoiceLink');
    expect(sent[0]!.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent[0]!.body).toEqual({
      cartTotal: '300.50',
      currency: 'EGP',
      customer: { first_name: 'Mona', last_name: 'Hassan', email: 'mona@example.com', phone: '01000000000' },
      cartItems: [
        { name: 'Annual subscription', price: '250.00', quantity: 1 },
        { name: 'Extra listing', price: '25.25', quantity: 2 },
      ],
      redirectionUrls: {
        successUrl: 'https://binaa.example/ar/payment?order=INV-2026-000123&status=success',
        failUrl: 'https://binaa.example/ar/payment?order=INV-2026-000123&status=fail',
        pendingUrl: 'https://binaa.example/ar/payment?order=INV-2026-000123&status=pending',
      },
      payLoad: { reference: 'INV-2026-000123' },
    });

    const invoice = fake.invoices.get(Number(checkout.providerReference));
    expect(invoice).toBeDefined();
    expect(checkout.providerReference).toBe(String(invoice!.invoiceId));
    expect(checkout.url).toBe(`${fake.baseUrl}/invoice/${invoice!.invoiceId}/${invoice!.invoiceKey}`);
  });

  it('refuses an order whose lines do not add up, before calling Fawaterk', async () => {
    const before = fake.requests.length;
    await expect(provider.createCheckout(order({ amountCents: 30_000 }))).rejects.toThrow(RangeError);
    expect(fake.requests.length).toBe(before);
  });

  it('turns an error answer into PaymentProviderError without the keys in its message', async () => {
    fake.failNext(500);
    const err = await provider.createCheckout(order()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect((err as PaymentProviderError).status).toBe(500);
    expect((err as Error).message).not.toContain(API_KEY);
    expect((err as Error).message).not.toContain(VENDOR_KEY);
  });

  it('a wrong API key is a PaymentProviderError (401)', async () => {
    const wrong = createFawaterk({ apiKey: 'not-the-key', vendorKey: VENDOR_KEY, baseUrl: fake.baseUrl });
    const err = await wrong.createCheckout(order()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect((err as PaymentProviderError).status).toBe(401);
    expect((err as Error).message).not.toContain('not-the-key');
  });

  it('an unreachable Fawaterk is a PaymentProviderError', async () => {
    const closed = await startFakeFawaterk({ apiKey: API_KEY });
    await closed.close();
    const gone = createFawaterk({ apiKey: API_KEY, vendorKey: VENDOR_KEY, baseUrl: closed.baseUrl });
    await expect(gone.queryStatus('1000430')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('Fawaterk verifyCallback', () => {
  it('the signed string and its HMAC match a fixed vector', () => {
    const signed = 'InvoiceId=1000430&InvoiceKey=69zpnFIcIPYNBwG&PaymentMethod=Fawry';
    const expected = '514bf907ea184aa3019e5f9ff4e1645137c395af7e9953399fe3a15dae6f5b75';
    expect(createHmac('sha256', VENDOR_KEY).update(signed).digest('hex')).toBe(expected);
    expect(fawaterkHashKey(VENDOR_KEY, '1000430', '69zpnFIcIPYNBwG', 'Fawry')).toBe(expected);

    const verified = provider.verifyCallback({
      headers: {},
      query: {},
      body: {
        hashKey: expected,
        invoice_key: '69zpnFIcIPYNBwG',
        invoice_id: 1000430,
        payment_method: 'Fawry',
        invoice_status: 'paid',
        pay_load: null,
        referenceNumber: '982443480',
      },
    });
    expect(verified.providerReference).toBe('1000430');
  });

  it('a good paid webhook verifies and reads as paid', async () => {
    const checkout = await provider.createCheckout(order());
    const invoice = fake.invoices.get(Number(checkout.providerReference))!;
    const body = signedWebhook({ invoice_id: invoice.invoiceId, invoice_key: invoice.invoiceKey, payment_method: 'Fawry', total: '300.50' }, VENDOR_KEY);
    const verified = provider.verifyCallback({ headers: {}, query: {}, body });
    expect(verified).toEqual({
      transactionId: checkout.providerReference,
      providerReference: checkout.providerReference,
      state: 'paid',
      // An amount in the body is not signed: never read (the domain asks getInvoiceData).
      amountCents: null,
      currency: 'EGP',
      raw: body,
    });
  });

  it('a webhook with an upper-case hashKey and a string invoice id verifies too', () => {
    const body = signedWebhook({ invoice_id: '1000431', invoice_key: 'abcDEF123', payment_method: 'Card' }, VENDOR_KEY);
    body.hashKey = String(body.hashKey).toUpperCase();
    expect(provider.verifyCallback({ headers: {}, query: {}, body }).providerReference).toBe('1000431');
  });

  it('refuses a tampered invoice id or key', () => {
    const body = signedWebhook({ invoice_id: 1000430, invoice_key: '69zpnFIcIPYNBwG' }, VENDOR_KEY);
    expect(() => provider.verifyCallback({ headers: {}, query: {}, body: { ...body, invoice_id: 1000431 } })).toThrow(InvalidPaymentCallback);
    expect(() => provider.verifyCallback({ headers: {}, query: {}, body: { ...body, invoice_key: '69zpnFIcIPYNBwH' } })).toThrow(InvalidPaymentCallback);
    expect(() => provider.verifyCallback({ headers: {}, query: {}, body: { ...body, payment_method: 'Wallet' } })).toThrow(InvalidPaymentCallback);
  });

  it('refuses a wrong, missing or malformed hashKey', () => {
    const body = signedWebhook({ invoice_id: 1000430, invoice_key: '69zpnFIcIPYNBwG' }, 'another-vendor-key');
    expect(() => provider.verifyCallback({ headers: {}, query: {}, body })).toThrow(InvalidPaymentCallback);
    const { hashKey: _drop, ...unsigned } = body;
    expect(() => provider.verifyCallback({ headers: {}, query: {}, body: unsigned })).toThrow(InvalidPaymentCallback);
    expect(() => provider.verifyCallback({ headers: {}, query: {}, body: { ...body, hashKey: 'abc' } })).toThrow(InvalidPaymentCallback);
    // The legacy webhook carries the API key instead of a hash: refused.
    expect(() => provider.verifyCallback({ headers: {}, query: {}, body: { ...unsigned, api_key: API_KEY } })).toThrow(InvalidPaymentCallback);
  });

  it('refuses malformed bodies and the expired-reference webhook (no invoice to match)', () => {
    for (const body of [null, 'x', [], {}, { hashKey: 'a'.repeat(64), invoice_id: 'abc', invoice_key: 'k' }]) {
      expect(() => provider.verifyCallback({ headers: {}, query: {}, body })).toThrow(InvalidPaymentCallback);
    }
    const expired = {
      hashKey: createHmac('sha256', VENDOR_KEY).update('referenceId=123456&PaymentMethod=Fawry').digest('hex'),
      referenceId: '123456',
      status: 'EXPIRED',
      paymentMethod: 'Fawry',
      pay_load: null,
    };
    expect(() => provider.verifyCallback({ headers: {}, query: {}, body: expired })).toThrow(InvalidPaymentCallback);
  });

  it('reads failed and unknown states', () => {
    const failed = signedWebhook({ invoice_id: 5, invoice_key: 'k', invoice_status: 'expired' }, VENDOR_KEY);
    expect(provider.verifyCallback({ headers: {}, query: {}, body: failed }).state).toBe('failed');
    const other = signedWebhook({ invoice_id: 5, invoice_key: 'k', invoice_status: 'processing' }, VENDOR_KEY);
    expect(provider.verifyCallback({ headers: {}, query: {}, body: other }).state).toBe('pending');
    // invoice_status is not signed: a paid webhook relabelled "refunded" must not end a paid order.
    const refunded = signedWebhook({ invoice_id: 5, invoice_key: 'k', invoice_status: 'refunded' }, VENDOR_KEY);
    expect(provider.verifyCallback({ headers: {}, query: {}, body: refunded }).state).toBe('pending');
  });

  it('a webhook without an amount says so (null): the amount is confirmed with queryStatus', () => {
    const paid = signedWebhook({ invoice_id: 6, invoice_key: 'k', invoice_status: 'paid' }, VENDOR_KEY);
    delete (paid as Record<string, unknown>).paidAmount;
    delete (paid as Record<string, unknown>).total;
    delete (paid as Record<string, unknown>).amount;
    expect(provider.verifyCallback({ headers: {}, query: {}, body: paid }).amountCents).toBeNull();
  });
});

describe('Fawaterk queryStatus and refund', () => {
  it('asks getInvoiceData and reads pending, paid and failed', async () => {
    const checkout = await provider.createCheckout(order());
    const before = fake.requests.length;
    expect(await provider.queryStatus(checkout.providerReference)).toEqual({ state: 'pending', amountCents: 30_050 });
    const sent = fake.requests[before]!;
    expect(sent.method).toBe('GET');
    expect(sent.path).toBe(`/api/v2/getInvoiceData/${checkout.providerReference}`);
    expect(sent.authorization).toBe(`Bearer ${API_KEY}`);

    fake.setStatus(checkout.providerReference, 'paid');
    expect(await provider.queryStatus(checkout.providerReference)).toEqual({
      state: 'paid',
      transactionId: checkout.providerReference,
      amountCents: 30_050,
    });

    fake.setStatus(checkout.providerReference, 'expired');
    expect((await provider.queryStatus(checkout.providerReference)).state).toBe('failed');
  });

  it('an unknown invoice or a non-numeric reference is a PaymentProviderError', async () => {
    await expect(provider.queryStatus('999')).rejects.toBeInstanceOf(PaymentProviderError);
    const before = fake.requests.length;
    await expect(provider.queryStatus('../createInvoiceLink')).rejects.toBeInstanceOf(PaymentProviderError);
    expect(fake.requests.length).toBe(before);
  });

  it('refund is refused (Fawaterk documents no refund endpoint) and calls nothing', async () => {
    const before = fake.requests.length;
    expect(await provider.refund('1000430', 100)).toEqual({ ok: false });
    expect(fake.requests.length).toBe(before);
  });
});
