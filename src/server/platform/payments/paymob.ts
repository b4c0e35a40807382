/**
 * The Paymob adapter of the PaymentProvider interface (issue 16), on Paymob's documented contracts
 * (developers.paymob.com/paymob-docs):
 *
 *   createCheckout  POST /v1/intention/ ("Create Intention", `Authorization: Token <secret key>`);
 *                   the browser goes to Unified Checkout: /unifiedcheckout/?publicKey=…&clientSecret=…
 *   verifyCallback  the "transaction processed callback": POST JSON {type: 'TRANSACTION', obj} with
 *                   ?hmac=<hex>, HMAC-SHA512 over 20 fields of obj concatenated in a fixed order
 *                   ("HMAC Transaction Callback")
 *   queryStatus     POST /api/ecommerce/orders/transaction_inquiry {order_id} (no transaction yet,
 *                   404: 'pending')
 *   refund          POST /api/acceptance/void_refund/refund {transaction_id, amount_cents}
 *
 * Both of the last two are sent with `Authorization: Token <secret key>` like the intention. The older
 * Accept documentation (docs.paymob.com "Retrieve A Transaction", "Refund Transaction") authenticates
 * them with a short-lived `Bearer <auth token>` from POST /api/auth/tokens {api_key}; if the secret
 * key is refused there in the test account, that flow (and an API key setting) is what to add.
 *
 * providerReference is Paymob's order id: the intention's `intention_order_id`, which the callback
 * carries as `obj.order.id`, one of the signed fields. The merchant's own reference
 * (special_reference, seen as `merchant_order_id`) is sent for the dashboard but never read back:
 * it is not signed.
 *
 * Idempotency is not here: a replayed callback verifies again (its signature is still right); the
 * subscriptions domain is idempotent on `transactionId`.
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

export interface PaymobConfig {
  /** The secret key (dashboard → Developers → API keys): `Authorization: Token <it>`. */
  secretKey: string;
  /** The public key, put in the Unified Checkout URL. */
  publicKey: string;
  /** The HMAC secret that signs the transaction callbacks. */
  hmacSecret: string;
  /** The integration ids (card, wallet…) offered on the checkout page. */
  integrationIds: number[];
  /** https://accept.paymob.com (Egypt); another region's host or a local fake in tests. */
  baseUrl?: string;
  /** Per request; 15 s by default. */
  timeoutMs?: number;
}

/** The fields of `obj` that the HMAC covers, in Paymob's order (dotted: nested). */
export const PAYMOB_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function field(obj: Json, path: string): unknown {
  let value: unknown = obj;
  for (const key of path.split('.')) {
    if (!isObject(value)) return undefined;
    value = value[key];
  }
  return value;
}

/**
 * The string Paymob signs: the values of PAYMOB_HMAC_FIELDS concatenated with no separator,
 * booleans as 'true'/'false', numbers in decimal, null as ''. Throws InvalidPaymentCallback when a
 * field is missing or not a scalar.
 */
export function paymobHmacString(obj: Json): string {
  let text = '';
  for (const path of PAYMOB_HMAC_FIELDS) {
    const value = field(obj, path);
    if (value === null) continue;
    if (typeof value === 'string') text += value;
    else if (typeof value === 'boolean') text += value ? 'true' : 'false';
    else if (typeof value === 'number' && Number.isFinite(value)) text += String(value);
    else throw new InvalidPaymentCallback(`paymob: callback field ${path} is missing or malformed`);
  }
  return text;
}

/** HMAC-SHA512 (hex) of a transaction object, as Paymob computes it. */
export function paymobHmac(obj: Json, hmacSecret: string): string {
  return createHmac('sha512', hmacSecret).update(paymobHmacString(obj), 'utf8').digest('hex');
}

/** The state of a Paymob transaction object (its signed fields, for a callback). */
function transactionState(obj: Json): PaymentState {
  // A child transaction (refund, void, capture) or a refunded/voided payment never activates anything.
  if (obj.has_parent_transaction === true || obj.is_refunded === true || obj.is_voided === true) return 'refunded';
  if (obj.pending === true) return 'pending';
  if (obj.success === true) return 'paid';
  return 'failed';
}

const integer = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** A transaction answer: bare, or wrapped as {type: 'TRANSACTION', obj} as in some of Paymob's samples. */
const transactionOf = (json: unknown): unknown => (isObject(json) && json.type === 'TRANSACTION' && isObject(json.obj) ? json.obj : json);

export function createPaymob(config: PaymobConfig): PaymentProvider {
  const baseUrl = (config.baseUrl ?? 'https://accept.paymob.com').replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 15_000;
  if (!config.secretKey || !config.publicKey || !config.hmacSecret) throw new Error('paymob: secretKey, publicKey and hmacSecret are required');
  if (config.integrationIds.length === 0 || !config.integrationIds.every((id) => integer(id) && id > 0)) {
    throw new Error('paymob: integrationIds must be positive integers');
  }

  /** One JSON call; the answer's status and body. Network errors and timeouts: PaymentProviderError. */
  async function call(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
    const { status, json } = await providerRequest('paymob', `${baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Token ${config.secretKey}` },
      body,
      timeoutMs,
    });
    return { status, json };
  }

  function failed(path: string, status: number): never {
    throw new PaymentProviderError('paymob', `${path} answered ${status}`, status);
  }

  return {
    name: 'paymob',
    refunds: true,

    async createCheckout(order: CheckoutOrder): Promise<Checkout> {
      const path = '/v1/intention/';
      const { status, json } = await call(path, {
        amount: order.amountCents,
        currency: order.currency,
        payment_methods: config.integrationIds,
        items: order.lines.map((line) => ({ name: line.name, amount: line.amountCents, description: line.name, quantity: line.quantity })),
        billing_data: {
          first_name: order.customer.firstName || 'NA',
          last_name: order.customer.lastName || 'NA',
          email: order.customer.email,
          phone_number: order.customer.phone || 'NA',
          apartment: 'NA',
          floor: 'NA',
          street: 'NA',
          building: 'NA',
          city: 'NA',
          state: 'NA',
          country: 'EG',
          postal_code: 'NA',
        },
        special_reference: order.reference,
        notification_url: order.callbackUrl,
        redirection_url: order.returnUrl,
      });
      if (status < 200 || status >= 300) failed(path, status);
      if (!isObject(json) || typeof json.client_secret !== 'string' || !json.client_secret || !integer(json.intention_order_id)) {
        throw new PaymentProviderError('paymob', `${path} answered without client_secret or intention_order_id`, status);
      }
      const url = `${baseUrl}/unifiedcheckout/?publicKey=${encodeURIComponent(config.publicKey)}&clientSecret=${encodeURIComponent(json.client_secret)}`;
      return { url, providerReference: String(json.intention_order_id) };
    },

    verifyCallback(input: CallbackInput): VerifiedCallback {
      const hmac = input.query.hmac;
      if (typeof hmac !== 'string' || !/^[0-9a-fA-F]{128}$/.test(hmac)) throw new InvalidPaymentCallback('paymob: hmac missing or malformed');
      let body = input.body;
      if (typeof body === 'string' || Buffer.isBuffer(body)) {
        try {
          body = JSON.parse(body.toString());
        } catch {
          throw new InvalidPaymentCallback('paymob: body is not JSON');
        }
      }
      if (!isObject(body) || body.type !== 'TRANSACTION' || !isObject(body.obj)) throw new InvalidPaymentCallback('paymob: not a transaction callback');
      const obj = body.obj;
      if (!sameHexSignature(paymobHmac(obj, config.hmacSecret), hmac)) throw new InvalidPaymentCallback('paymob: hmac does not match');
      // Signed, so only their types are left to check.
      const order = obj.order as Json;
      if (!integer(obj.id) || !integer(order.id) || !integer(obj.amount_cents) || typeof obj.currency !== 'string') {
        throw new InvalidPaymentCallback('paymob: callback fields malformed');
      }
      return {
        transactionId: String(obj.id),
        providerReference: String(order.id),
        state: transactionState(obj),
        amountCents: obj.amount_cents,
        currency: obj.currency,
        raw: input.body,
      };
    },

    async queryStatus(providerReference: string) {
      const path = '/api/ecommerce/orders/transaction_inquiry';
      if (!/^\d{1,15}$/.test(providerReference)) throw new PaymentProviderError('paymob', 'providerReference is not a Paymob order id');
      const { status, json: answer } = await call(path, { order_id: Number(providerReference) });
      const json = transactionOf(answer);
      // No transaction on the order yet: the customer has not paid (or not finished paying).
      if (status === 404) return { state: 'pending' as const };
      if (status < 200 || status >= 300) failed(path, status);
      if (!isObject(json) || !integer(json.id) || !integer(json.amount_cents)) {
        throw new PaymentProviderError('paymob', `${path} answered without a transaction`, status);
      }
      return { state: transactionState(json), transactionId: String(json.id), amountCents: json.amount_cents };
    },

    async refund(transactionId: string, amountCents: number) {
      const path = '/api/acceptance/void_refund/refund';
      if (!/^\d{1,15}$/.test(transactionId)) throw new PaymentProviderError('paymob', 'transactionId is not a Paymob transaction id');
      if (!integer(amountCents) || amountCents <= 0) throw new PaymentProviderError('paymob', 'refund amount must be a positive number of piasters');
      const { status, json: answer } = await call(path, { transaction_id: Number(transactionId), amount_cents: amountCents });
      const json = transactionOf(answer);
      // A refusal (already refunded, more than was paid, unknown transaction) is an answer, not an outage.
      if (status === 400 || status === 404 || status === 409 || status === 422) return { ok: false };
      if (status < 200 || status >= 300) failed(path, status);
      return { ok: isObject(json) && json.success === true };
    },
  };
}
