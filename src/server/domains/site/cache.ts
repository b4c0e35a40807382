import { declareCache } from '../../platform/cache';
import { ADS_CACHE } from '../ads/service';
import { PRODUCTS_CACHE } from '../products/service';
import { SITE_CACHE } from './service';

/**
 * What the site domain caches (registered by siteRoutes; decision 014): header, footer and menus
 * of every page. The default data holds the header's and footer's ads and the products' menu:
 * built from the ads and the products.
 */
export const siteCache = declareCache({ domain: 'site', prefixes: [SITE_CACHE], builtFrom: [ADS_CACHE, PRODUCTS_CACHE], pages: true });
