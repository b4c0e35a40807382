/**
 * The payment providers behind one interface (ARCHITECTURE: Payments; issue 16): the built-in
 * sandbox (the default), Paymob and Fawaterk. A provider creates a hosted checkout for an order,
 * verifies and reads its server-to-server callbacks, answers the status of a payment and
 * refunds one. It never sees nor keeps card data: the browser pays on the provider's page.
 *
 * Only a callback whose signature verifies may activate anything; the subscriptions domain
 * (issue 16) matches it to its order by `providerReference`, checks amount and currency
 * against the order, and is idempotent on `transactionId`.
 */
import type { Lang } from '../../../shared/envelope';

export const PAYMENT_PROVIDERS = ['sandbox', 'paymob', 'fawaterk'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface CheckoutLine {
  name: string;
  /** Piasters (1/100 LE) per unit. */
  amountCents: number;
  quantity: number;
}

export interface CheckoutOrder {
  /** Our order's own reference (the invoice number shown to the user). */
  reference: string;
  /** Piasters; the sum of the lines. */
  amountCents: number;
  currency: 'EGP';
  lines: CheckoutLine[];
  customer: { firstName: string; lastName: string; email: string; phone: string };
  lang: Lang;
  /** Where the provider sends the browser back (the /payment page). */
  returnUrl: string;
  /** Where the provider posts its server-to-server callback. */
  callbackUrl: string;
}

export interface Checkout {
  /** The provider's page the browser goes to, in the same window. */
  url: string;
  /** The provider's id of what was created (intention, invoice): callbacks are matched by it. */
  providerReference: string;
}

/** `refunded`: a signed refund or void of a payment; it never activates anything. */
export type PaymentState = 'paid' | 'failed' | 'pending' | 'refunded';

export interface CallbackInput {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface VerifiedCallback {
  /** The provider's transaction (or invoice) id: activation is idempotent on it. */
  transactionId: string;
  /** The provider's id of the checkout it belongs to (never an unsigned merchant field). */
  providerReference: string;
  state: PaymentState;
  /** null when the callback does not carry the amount (Fawaterk): confirm it with queryStatus. */
  amountCents: number | null;
  currency: string;
  /** The callback as received, kept for audit. */
  raw: unknown;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * Whether `refund` can move money back through the provider's API. false: it always answers
   * `{ ok: false }`, and a refund is made by hand in the provider's dashboard, then recorded
   * by the back office (issue 18).
   */
  readonly refunds: boolean;
  createCheckout(order: CheckoutOrder): Promise<Checkout>;
  /** Verifies the callback's signature and reads it; throws InvalidPaymentCallback otherwise. */
  verifyCallback(input: CallbackInput): VerifiedCallback;
  /** The state of a checkout, asked of the provider (a late or lost callback). */
  queryStatus(providerReference: string): Promise<{ state: PaymentState; transactionId?: string; amountCents?: number }>;
  /** Refunds a paid transaction (all or part); false when the provider refuses. */
  refund(transactionId: string, amountCents: number): Promise<{ ok: boolean }>;
}

/** A callback that is not signed, signed wrongly or malformed: answered 400, changes nothing. */
export class InvalidPaymentCallback extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidPaymentCallback';
  }
}

/** A provider's HTTP API answered an error or could not be reached. */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    message: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'PaymentProviderError';
  }
}
