import { declareCache } from '../../platform/cache';
import { PRICES_CACHE } from '../prices';
import { PRODUCTS_DATA } from '../products';
import { OPEN_DATA_CACHE } from './service';

/** What the open data domain caches (registered by openDataOpenRoutes; decision 014): the index answers, made of the prices of a product. */
export const openDataCache = declareCache({ domain: 'open-data', prefixes: [OPEN_DATA_CACHE], builtFrom: [PRICES_CACHE, PRODUCTS_DATA] });
