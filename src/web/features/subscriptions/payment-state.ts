/**
 * The payment result page's state (SPEC 2 "Payment result"; issue 16): the query string's
 * status/invoice/price are for display only; once the server's order state is known it decides.
 */
import type { PaymentStatus } from '../../../shared/constants';

export type ResultView = 'success' | 'failed' | 'pending' | 'refunded' | 'unknown';

/** How often the page asks the server while the order is pending, and for how long. */
export const POLL_INTERVAL_MS = 2_500;
export const POLL_LIMIT_MS = 120_000;

const FROM_SERVER: Record<PaymentStatus, ResultView> = { succeeded: 'success', failed: 'failed', pending: 'pending', refunded: 'refunded' };
const FROM_QUERY: Record<string, ResultView> = { success: 'success', succeeded: 'success', failed: 'failed', pending: 'pending' };

export function resultView(queryStatus: string | null, server: PaymentStatus | null | undefined): ResultView {
  if (server) return FROM_SERVER[server];
  return (queryStatus && FROM_QUERY[queryStatus]) || 'unknown';
}

/** An invoice number as the provider's redirect may carry it: short, plain characters only, else null. */
export function cleanInvoice(value: string | null): string | null {
  const v = value?.trim() ?? '';
  return /^[\w-]{1,40}$/.test(v) ? v : null;
}
