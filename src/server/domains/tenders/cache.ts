import { declareCache } from '../../platform/cache';
import { TENDERS_CACHE } from './service';

/** What the tenders domain caches (registered by tendersRoutes; decision 014): public pages show it. */
export const tendersCache = declareCache({ domain: 'tenders', prefixes: [TENDERS_CACHE], pages: true });
