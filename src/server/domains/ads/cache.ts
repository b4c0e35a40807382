import { declareCache } from '../../platform/cache';
import { ADS_CACHE } from './service';

/** What the ads domain caches (registered by adsRoutes; decision 014). */
export const adsCache = declareCache({ domain: 'ads', prefixes: [ADS_CACHE], pages: true });
