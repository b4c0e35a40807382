/**
 * Fawaterk (https://fawaterk.com) behind the PaymentProvider interface (issue 16).
 *
 * The contract, from Fawaterk's API reference (fawaterak-api.readme.io):
 * - "Invoice link" (reference/sendpayment): POST {base}/api/v2/createInvoiceLink with
 *   `Authorization: Bearer <API key>` and JSON {cartTotal, currency, customer, cartItems,
 *   redirectionUrls, payLoad}; answers {status: 'success', data: {url, invoiceId, invoiceKey}}.
 *   The webhook URL is not sent per invoice: it is set once in the Fawaterk dashboard
 *   (Integration → webhook URL); `order.callbackUrl` is therefore unused here. A URL whose path
 *   contains `_json` makes Fawaterk post JSON instead of a form.
 * - "Web Hook" (reference/web-hook): the paid webhook {hashKey, invoice_key, invoice_id,
 *   payment_method, invoice_status: 'paid', pay_load, referenceNumber}; hashKey is
 *   HMAC-SHA256 (hex) keyed with the vendor key over
 *   `InvoiceId=<invoice_id>&InvoiceKey=<invoice_key>&PaymentMethod=<payment_method>`.
 *   The older default shape carries the API key itself instead of a hash: it is refused (ask
 *   Fawaterk support to switch the account to the hashKey webhook). The "cancel" webhook
 *   (Fawry/Aman/Masary reference expired: {hashKey, referenceId, status, paymentMethod}) names
 *   no invoice, so it cannot be matched to a checkout: it is refused too, and the late state is
 *   read with queryStatus instead.
 * - getInvoiceData: GET {base}/api/v2/getInvoiceData/<invoiceId> with the bearer key.
 * - Refunds: Fawaterk's v2 invoice API documents no refund endpoint; refund() answers
 *   { ok: false } (refunds are made from the Fawaterk dashboard).
 *
 * Secrets (API key, vendor key) never appear in error messages.
 */
import { createHmac } from 'node:crypto';
import { providerRequest, sameHexSignature } from './http';
import {
  InvalidPaymentCallback,
  PaymentProviderError,
  type CallbackInput,
  type Checkout,
  type CheckoutOrder,
  type PaymentProvider,
  type PaymentState,
  type VerifiedCallback,
} from './provider';

export interface FawaterkConfig {
  /** The bearer API key (dashboard → Integration). */
  apiKey: string;
  /** The "vendor key": the HMAC secret of the webhook's hashKey. */
  vendorKey: string;
  /** https://app.fawaterk.com (live) or https://staging.fawaterk.com (test). */
  baseUrl?: string;
  /** Per request; 15 s by default. */
  timeoutMs?: number;
}

export const FAWATERK_DEFAULT_BASE_URL = 'https://app.fawaterk.com';

/** The string Fawaterk signs in a paid webhook's hashKey. */
export function fawaterkSignedString(invoiceId: string, invoiceKey: string, paymentMethod: string): string {
  return `InvoiceId=${invoiceId}&InvoiceKey=${invoiceKey}&PaymentMethod=${paymentMethod}`;
}

/** hashKey = HMAC-SHA256(vendorKey, signed string), lower-case hex. */
export function fawaterkHashKey(vendorKey: string, invoiceId: string, invoiceKey: string, paymentMethod: string): string {
  return createHmac('sha256', vendorKey)
    .update(fawaterkSignedString(invoiceId, invoiceKey, paymentMethod))
    .digest('hex');
}

/** Piasters → LE as a decimal string with two places ("150.00"): no float arithmetic. */
function toPounds(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError('amount must be whole piasters');
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return `${whole}.${rest.toString().padStart(2, '0')}`;
}

/** LE (number or numeric string) → piasters; undefined when not a finite non-negative amount. */
function toCents(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < 0) return undefined;
  return Math.round(n * 100);
}

/** An invoice id as Fawaterk gives it: a number, or its decimal string. */
function invoiceIdOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  if (typeof value === 'string' && /^[1-9]\d{0,18}$/.test(value)) return value;
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withStatus(returnUrl: string, status: 'success' | 'fail' | 'pending'): string {
  const url = new URL(returnUrl);
  url.searchParams.set('status', status);
  return url.toString();
}

const PAID = new Set(['paid']);
const FAILED = new Set(['failed', 'fail', 'expired', 'cancelled', 'canceled']);

function stateOf(status: unknown): PaymentState {
  const s = typeof status === 'string' ? status.trim().toLowerCase() : '';
  if (PAID.has(s)) return 'paid';
  if (s === 'refunded') return 'refunded';
  if (FAILED.has(s)) return 'failed';
  return 'pending';
}

export function createFawaterk(config: FawaterkConfig): PaymentProvider {
  const { apiKey, vendorKey } = config;
  if (!apiKey) throw new Error('fawaterk: apiKey is required');
  if (!vendorKey) throw new Error('fawaterk: vendorKey is required');
  const base = (config.baseUrl ?? FAWATERK_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 15_000;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
    const res = await providerRequest('fawaterk', `${base}/api/v2/${path}`, { method, headers: { authorization: `Bearer ${apiKey}` }, body, timeoutMs });
    const json = res.json;
    if (json === undefined) throw new PaymentProviderError('fawaterk', `HTTP ${res.status} with no JSON answer`, res.status);
    if (!res.ok) throw new PaymentProviderError('fawaterk', `HTTP ${res.status}`, res.status);
    if (!isRecord(json) || json.status !== 'success' || !isRecord(json.data)) {
      throw new PaymentProviderError('fawaterk', 'answered an error', res.status);
    }
    return json.data;
  }

  return {
    name: 'fawaterk',
    refunds: false,

    async createCheckout(order: CheckoutOrder): Promise<Checkout> {
      const sum = order.lines.reduce((total, line) => total + line.amountCents * line.quantity, 0);
      if (sum !== order.amountCents) throw new RangeError('order amount is not the sum of its lines');
      const data = await call('POST', 'createInvoiceLink', {
        cartTotal: toPounds(order.amountCents),
        currency: order.currency,
        customer: {
          first_name: order.customer.firstName,
          last_name: order.customer.lastName,
          email: order.customer.email,
          phone: order.customer.phone,
        },
        cartItems: order.lines.map((line) => ({
          name: line.name,
          price: toPounds(line.amountCents),
          quantity: line.quantity,
        })),
        redirectionUrls: {
          successUrl: withStatus(order.returnUrl, 'success'),
          failUrl: withStatus(order.returnUrl, 'fail'),
          pendingUrl: withStatus(order.returnUrl, 'pending'),
        },
        // Comes back as pay_load in the webhook (unsigned: never used for matching).
        payLoad: { reference: order.reference },
      });
      const invoiceId = invoiceIdOf(data.invoiceId);
      if (typeof data.url !== 'string' || !/^https?:\/\//.test(data.url) || !invoiceId) {
        throw new PaymentProviderError('fawaterk', 'createInvoiceLink answered an unexpected shape');
      }
      return { url: data.url, providerReference: invoiceId };
    },

    verifyCallback(input: CallbackInput): VerifiedCallback {
      const body = input.body;
      if (!isRecord(body)) throw new InvalidPaymentCallback('body is not an object');
      if (body.invoice_id === undefined && body.referenceId !== undefined) {
        // The expired-reference webhook names no invoice: it cannot be matched to a checkout.
        throw new InvalidPaymentCallback('expired-reference webhook carries no invoice id');
      }
      const hashKey = body.hashKey;
      if (typeof hashKey !== 'string' || !/^[0-9a-fA-F]{64}$/.test(hashKey)) {
        throw new InvalidPaymentCallback('missing or malformed hashKey');
      }
      const invoiceId = invoiceIdOf(body.invoice_id);
      const invoiceKey = body.invoice_key;
      const paymentMethod = body.payment_method;
      if (!invoiceId || typeof invoiceKey !== 'string' || !invoiceKey || typeof paymentMethod !== 'string') {
        throw new InvalidPaymentCallback('missing invoice_id, invoice_key or payment_method');
      }
      if (!sameHexSignature(fawaterkHashKey(vendorKey, invoiceId, invoiceKey, paymentMethod), hashKey)) {
        throw new InvalidPaymentCallback('hashKey does not verify');
      }
      // Only invoice_id / invoice_key / payment_method are signed: nothing else in the body is
      // believed. The amount is always null, so the domain asks getInvoiceData (an answer of
      // Fawaterk itself) before activating; an amount field someone added to the body is ignored.
      // The unsigned invoice_status may say paid (confirmed the same way) or failed (a pending
      // order only; a later paid webhook still activates it), never refunded: a replayed paid
      // webhook relabelled "refunded" would otherwise end a paid order. Refunds are made in
      // Fawaterk's dashboard (refund() below) and recorded there.
      const said = stateOf(body.invoice_status);
      return {
        // One payment per invoice: the invoice id is the transaction id (queryStatus gives the
        // same), so a repeated webhook and a status query are idempotent together.
        // referenceNumber (the method's reference, e.g. a Fawry code) is unsigned and absent
        // for some methods: it stays in raw for audit only.
        transactionId: invoiceId,
        providerReference: invoiceId,
        state: said === 'refunded' ? 'pending' : said,
        amountCents: null,
        currency: typeof body.currency === 'string' && body.currency ? body.currency : 'EGP',
        raw: body,
      };
    },

    async queryStatus(providerReference: string) {
      const invoiceId = invoiceIdOf(providerReference);
      if (!invoiceId) throw new PaymentProviderError('fawaterk', 'not a Fawaterk invoice id');
      const data = await call('GET', `getInvoiceData/${invoiceId}`);
      const paid = data.paid === 1 || data.paid === true || data.paid === '1';
      const state: PaymentState = paid ? 'paid' : stateOf(data.status_text ?? data.status);
      const amountCents = toCents(data.total ?? data.cartTotal);
      return {
        state,
        ...(state === 'paid' ? { transactionId: invoiceId } : {}),
        ...(amountCents === undefined ? {} : { amountCents }),
      };
    },

    async refund(_transactionId: string, _amountCents: number) {
      // Fawaterk's v2 invoice API documents no refund endpoint: refunds are made by hand in the
      // Fawaterk dashboard. Refused here so the caller records it as not refunded.
      return { ok: false };
    },
  };
}
