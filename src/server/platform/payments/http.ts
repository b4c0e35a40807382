/**
 * What the provider adapters share: one JSON request to a provider's API (a timeout, no
 * redirects, network failures as PaymentProviderError without secrets) and the constant-time
 * comparison of a hex signature.
 */
import { timingSafeEqual } from 'node:crypto';
import { PaymentProviderError, type PaymentProviderName } from './provider';

export interface ProviderAnswer {
  status: number;
  ok: boolean;
  /** The parsed JSON body; undefined when the body is empty or not JSON. */
  json: unknown;
}

/** Sends one request; its status and JSON body. Unreachable or too slow: PaymentProviderError. */
export async function providerRequest(
  provider: PaymentProviderName,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown; timeoutMs: number },
): Promise<ProviderAnswer> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs),
      redirect: 'error',
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new PaymentProviderError(provider, `${new URL(url).pathname} ${timedOut ? 'timed out' : 'could not be reached'}`);
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    // Empty or not JSON: the caller judges by the status.
  }
  return { status: res.status, ok: res.ok, json };
}

/** Whether a received hex signature equals the expected one (case-insensitive, constant time). */
export function sameHexSignature(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex.toLowerCase(), 'utf8');
  const given = Buffer.from(givenHex.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
