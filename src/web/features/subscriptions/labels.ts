import { PAYMENT_PROVIDER_NAMES } from '../../../shared/schemas/subscriptions';
import type { TFunction } from '../../i18n/translator';

type Provider = (typeof PAYMENT_PROVIDER_NAMES)[number];

/** The provider's name in the page's language; an unknown one as the server spells it. */
export function providerLabel(provider: string, t: TFunction): string {
  return (PAYMENT_PROVIDER_NAMES as readonly string[]).includes(provider) ? t(`subscriptions.providers.${provider as Provider}`) : provider;
}
