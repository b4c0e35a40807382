import { declareCache } from '../../platform/cache';
import { ADS_CACHE } from '../ads';
import { GEOGRAPHY_CACHE } from '../geography';
import { PRODUCERS_DATA } from '../producers';
import { PRODUCTS_DATA } from '../products';
import { PRICES_CACHE } from './reads';

/**
 * What the prices domain caches (registered by pricesRoutes; decision 014): its answers carry the
 * prices pages' ads, the products and product types (the filters, the tables' groups), the
 * producers (names, the filter) and the countries and governorates (lookups, columns).
 */
export const pricesCache = declareCache({
  domain: 'prices',
  prefixes: [PRICES_CACHE],
  builtFrom: [ADS_CACHE, PRODUCTS_DATA, PRODUCERS_DATA, GEOGRAPHY_CACHE],
  pages: true,
});
