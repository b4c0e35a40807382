import { declareCache } from '../../platform/cache';
import { PRODUCERS_CACHE } from './service';

/** What the producers domain caches (registered by producerRoutes; decision 014). */
export const producersCache = declareCache({ domain: 'producers', prefixes: [PRODUCERS_CACHE], pages: true });
