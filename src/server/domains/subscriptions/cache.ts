import { declareCache } from '../../platform/cache';
import { PACKAGES_CACHE, SUBSCRIPTIONS_CACHE } from './subscription';

/** The packages: /subscription-packages and /choose-plan show them, so their change empties the page cache. */
export const packagesCache = declareCache({ domain: 'packages', prefixes: [PACKAGES_CACHE], pages: true });

/** People's subscriptions: no public page shows them (GET me is built from them: accounts/cache.ts). */
export const subscriptionsCache = declareCache({ domain: 'subscriptions', prefixes: [SUBSCRIPTIONS_CACHE], personal: true });
