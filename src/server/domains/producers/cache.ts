import { declareCache } from '../../platform/cache';
import { PRODUCER_TYPES_DATA, PRODUCERS_CACHE, PRODUCERS_DATA } from './service';

/** What the producers domain caches (registered by producersRoutes; decision 014): built from the producers and their types. */
export const producersCache = declareCache({ domain: 'producers', prefixes: [PRODUCERS_CACHE], builtFrom: [PRODUCERS_DATA, PRODUCER_TYPES_DATA], pages: true });
