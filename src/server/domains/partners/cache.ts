import { declareCache } from '../../platform/cache';
import { PARTNERS_CACHE } from './service';

/** What the partners domain caches (registered by partnerRoutes; decision 014). */
export const partnersCache = declareCache({ domain: 'partners', prefixes: [PARTNERS_CACHE], pages: true });
