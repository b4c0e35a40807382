import type { Lang } from '../../../shared/envelope';
import { PAYMENT_PROVIDER_NAMES } from '../../../shared/schemas/subscriptions';
import { formatPrice } from '../../../shared/format';
import type { TFunction } from '../../i18n/translator';
import { toPiastres } from './plans';

type Provider = (typeof PAYMENT_PROVIDER_NAMES)[number];

/** The provider's name in the page's language; an unknown one as the server spells it. */
export function providerLabel(provider: string, t: TFunction): string {
  return (PAYMENT_PROVIDER_NAMES as readonly string[]).includes(provider) ? t(`subscriptions.providers.${provider as Provider}`) : provider;
}

/** "150 LE per 1 month"; a package that costs nothing reads "Free" (not "0 LE per 1 month", issue 29 item 7). */
export function priceLine(price: string, months: string, lang: Lang, t: TFunction): string {
  return toPiastres(price) === 0 ? t('subscriptions.price_free') : t('subscriptions.price_per', { price: formatPrice(price, lang), months });
}
