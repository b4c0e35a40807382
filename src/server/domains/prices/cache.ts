import { declareCache } from '../../platform/cache';
import { PRICES_CACHE } from './service';

/** What the prices domain caches (registered by priceRoutes; decision 014). */
export const pricesCache = declareCache({ domain: 'prices', prefixes: [PRICES_CACHE], pages: true });
