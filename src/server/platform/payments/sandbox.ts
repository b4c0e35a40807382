/**
 * The sandbox provider (issue 16; the default PAYMENTS_PROVIDER): a test checkout that the app
 * serves itself (`sandbox-pages.ts`), labelled as a test mode, where nobody pays anything. It
 * behaves like a real provider on every point the subscriptions domain relies on:
 *
 * - the checkout session lives on the "provider's" side: here it travels in the checkout URL,
 *   signed (HMAC-SHA256), so nothing in the page can change the amount or the return address;
 * - its callbacks are signed like Paymob's: `?hmac=` is HMAC-SHA512 over the concatenated fields
 *   of `obj` in a fixed order, keyed with a secret derived from the app's SECRET; a callback
 *   without the right signature is refused exactly as a forged Paymob one is;
 * - `providerReference` is the session's own id (never our invoice), `transactionId` a new id
 *   per payment attempt;
 * - a "pending" payment settles later by itself (the page's third button), as a wallet or kiosk
 *   payment does, so the late-callback path can be seen.
 *
 * `queryStatus` answers from what this process's sandbox pages recorded (a test mode: several
 * instances each know their own); an unknown session is pending.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Lang } from '../../../shared/envelope';
import { sameHexSignature } from './http';
import {
  InvalidPaymentCallback,
  type CallbackInput,
  type Checkout,
  type CheckoutLine,
  type CheckoutOrder,
  type PaymentProvider,
  type PaymentState,
  type VerifiedCallback,
} from './provider';

/** The hosted checkout page of a session (served by sandbox-pages.ts). */
export const SANDBOX_CHECKOUT_PATH = '/payments/sandbox/checkout';

/** What the sandbox keeps of a checkout, inside its signed URL. */
export interface SandboxSession {
  /** The session's id: the providerReference. */
  ref: string;
  /** The merchant's order reference (our invoice), shown on the page. */
  reference: string;
  amountCents: number;
  currency: string;
  lines: CheckoutLine[];
  lang: Lang;
  returnUrl: string;
  callbackUrl: string;
  /** Epoch ms after which the page refuses the session. */
  expires: number;
}

/** The outcomes the sandbox page offers. */
export const SANDBOX_OUTCOMES = ['paid', 'failed', 'pending'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** The signed fields of a sandbox callback's `obj`, in order. */
const SIGNED_FIELDS = ['amount_cents', 'currency', 'id', 'session', 'state'] as const;

export interface SandboxCallback {
  /** Path and query (the signature is in `hmac`) the callback is posted to. */
  url: string;
  body: { type: 'TRANSACTION'; obj: Record<(typeof SIGNED_FIELDS)[number], string | number> };
}

export interface Sandbox extends PaymentProvider {
  /** The session of a checkout URL's token, or null when forged, malformed or expired. */
  readSession(token: string): SandboxSession | null;
  /** A signed callback for a session and outcome (a new transaction id each time), as the provider posts it. */
  callback(session: SandboxSession, state: PaymentState, transactionId?: string): SandboxCallback;
  /** Records what the page did, for queryStatus. */
  record(ref: string, state: PaymentState, transactionId: string, amountCents: number): void;
}

const SESSION_TTL_MS = 60 * 60 * 1000;

export function createSandbox(opts: { secret: string; now?: () => number }): Sandbox {
  const sessionKey = createHmac('sha256', opts.secret).update('binaa sandbox checkout sessions').digest();
  const callbackKey = createHmac('sha256', opts.secret).update('binaa sandbox callbacks').digest();
  const now = opts.now ?? Date.now;
  const states = new Map<string, { state: PaymentState; transactionId: string; amountCents: number }>();

  const sign = (payload: string) => createHmac('sha256', sessionKey).update(payload).digest('base64url');
  const callbackHmac = (obj: SandboxCallback['body']['obj']) =>
    createHmac('sha512', callbackKey)
      .update(SIGNED_FIELDS.map((f) => String(obj[f])).join(''))
      .digest('hex');

  return {
    name: 'sandbox',
    refunds: true,

    async createCheckout(order: CheckoutOrder): Promise<Checkout> {
      const session: SandboxSession = {
        ref: `sbx_${randomBytes(12).toString('base64url')}`,
        reference: order.reference,
        amountCents: order.amountCents,
        currency: order.currency,
        lines: order.lines,
        lang: order.lang,
        returnUrl: order.returnUrl,
        callbackUrl: order.callbackUrl,
        expires: now() + SESSION_TTL_MS,
      };
      const payload = Buffer.from(JSON.stringify(session)).toString('base64url');
      return { url: `${SANDBOX_CHECKOUT_PATH}?session=${payload}.${sign(payload)}`, providerReference: session.ref };
    },

    readSession(token) {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length || !sameBase64(sign(payload), signature)) return null;
      try {
        const session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SandboxSession;
        return session.expires > now() ? session : null;
      } catch {
        return null;
      }
    },

    callback(session, state, transactionId = `sbx_txn_${randomBytes(9).toString('base64url')}`) {
      const obj = { amount_cents: session.amountCents, currency: session.currency, id: transactionId, session: session.ref, state };
      return { url: `${session.callbackUrl}?hmac=${callbackHmac(obj)}`, body: { type: 'TRANSACTION', obj } };
    },

    record(ref, state, transactionId, amountCents) {
      states.set(ref, { state, transactionId, amountCents });
    },

    verifyCallback(input: CallbackInput): VerifiedCallback {
      const given = typeof input.query.hmac === 'string' ? input.query.hmac : '';
      const body = input.body as { type?: unknown; obj?: Record<string, unknown> } | null;
      const obj = body?.obj;
      if (!given || body?.type !== 'TRANSACTION' || !obj || typeof obj !== 'object') throw new InvalidPaymentCallback('not a sandbox transaction callback');
      const fields = Object.fromEntries(SIGNED_FIELDS.map((f) => [f, obj[f]])) as SandboxCallback['body']['obj'];
      if (SIGNED_FIELDS.some((f) => typeof fields[f] !== 'string' && typeof fields[f] !== 'number')) throw new InvalidPaymentCallback('missing fields');
      if (!sameHexSignature(callbackHmac(fields), given)) throw new InvalidPaymentCallback('bad signature');
      const state = String(fields.state);
      if (!['paid', 'failed', 'pending', 'refunded'].includes(state)) throw new InvalidPaymentCallback('unknown state');
      const amountCents = Number(fields.amount_cents);
      if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new InvalidPaymentCallback('bad amount');
      return {
        transactionId: String(fields.id),
        providerReference: String(fields.session),
        state: state as PaymentState,
        amountCents,
        currency: String(fields.currency),
        raw: input.body,
      };
    },

    async queryStatus(providerReference) {
      const known = states.get(providerReference);
      return known ? { state: known.state, transactionId: known.transactionId, amountCents: known.amountCents } : { state: 'pending' };
    },

    async refund(transactionId) {
      for (const [ref, s] of states) if (s.transactionId === transactionId) states.set(ref, { ...s, state: 'refunded' });
      return { ok: true };
    },
  };
}

function sameBase64(a: string, b: string): boolean {
  return sameHexSignature(Buffer.from(a, 'base64url').toString('hex'), Buffer.from(b, 'base64url').toString('hex'));
}
