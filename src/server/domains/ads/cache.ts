import { declareCache } from '../../platform/cache';

/** Cache prefix of ad data; answers that show ads declare it in `builtFrom`. */
export const ADS_CACHE = 'ads:';

/** What the ads domain caches (registered by adClickRoutes; decision 014). */
export const adsCache = declareCache({ domain: 'ads', prefixes: [ADS_CACHE], pages: true });
