/**
 * The payment provider of this instance, from the configuration (PAYMENTS_PROVIDER and its keys;
 * config.ts refuses a named provider without its keys). One provider takes the checkouts; the
 * sandbox exists only when it is that provider.
 */
import type { Config } from '../../config';
import { createFawaterk } from './fawaterk';
import { createPaymob } from './paymob';
import type { PaymentProvider, PaymentProviderName } from './provider';
import { createSandbox, type Sandbox } from './sandbox';

export interface Payments {
  /** The provider new checkouts go to. */
  provider: PaymentProvider;
  /** The provider a callback path names, if it is the one offered (else the callback is a 404). */
  byName(name: string): PaymentProvider | null;
  /** The sandbox when it is the provider (its hosted pages are served only then). */
  sandbox: Sandbox | null;
}

export function createPayments(config: Config, secret: string): Payments {
  const provider = providerOf(config, secret);
  return {
    provider,
    byName: (name) => (name === provider.name ? provider : null),
    sandbox: provider.name === 'sandbox' ? (provider as Sandbox) : null,
  };
}

function providerOf(config: Config, secret: string): PaymentProvider {
  switch (config.PAYMENTS_PROVIDER) {
    case 'paymob':
      return createPaymob({
        secretKey: config.PAYMOB_SECRET_KEY,
        publicKey: config.PAYMOB_PUBLIC_KEY,
        hmacSecret: config.PAYMOB_HMAC_SECRET,
        integrationIds: config.PAYMOB_INTEGRATION_IDS.split(',').map((s) => Number(s.trim())),
        baseUrl: config.PAYMOB_BASE_URL,
      });
    case 'fawaterk':
      return createFawaterk({ apiKey: config.FAWATERK_API_KEY, vendorKey: config.FAWATERK_VENDOR_KEY, baseUrl: config.FAWATERK_BASE_URL });
    case 'sandbox':
      return createSandbox({ secret });
  }
}

/** The path a provider posts its server-to-server callbacks to (Fawaterk posts JSON only to a path containing `_json`). */
export const callbackPath = (name: PaymentProviderName) => (name === 'fawaterk' ? '/payments/fawaterk/webhook_json' : `/payments/${name}/callback`);

export type { PaymentProvider, PaymentProviderName } from './provider';
export type { Sandbox } from './sandbox';
