import { declareCache } from '../../platform/cache';
import { PARTNERS_CACHE, PROFILE_TYPES_DATA } from './service';

/** What the partners domain caches (registered by partnersRoutes; decision 014): its answers carry the profile type's name. */
export const partnersCache = declareCache({ domain: 'partners', prefixes: [PARTNERS_CACHE], builtFrom: [PROFILE_TYPES_DATA], pages: true });
