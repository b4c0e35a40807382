import { declareCache } from '../../platform/cache';
import { ADS_CACHE } from '../ads/service';
import { PRODUCTS_CACHE } from '../products/service';
import { PRICES_CACHE } from './service';

/**
 * What the prices domain caches (registered by priceRoutes; decision 014): its answers carry the
 * prices pages' ads and the products and product types (the filters, the tables' groups).
 */
export const pricesCache = declareCache({ domain: 'prices', prefixes: [PRICES_CACHE], builtFrom: [ADS_CACHE, PRODUCTS_CACHE], pages: true });
