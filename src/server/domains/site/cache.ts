import { declareCache } from '../../platform/cache';
import { ADS_CACHE } from '../ads';
import { GEOGRAPHY_CACHE } from '../geography';
import { PROFILE_TYPES_DATA } from '../partners';
import { PRODUCER_TYPES_DATA } from '../producers';
import { PRODUCTS_DATA } from '../products';
import { SITE_CACHE } from './service';

/**
 * What the site domain caches (registered by siteRoutes; decision 014): header, footer and menus
 * of every page. The default data holds the header's and footer's ads, the menus of products,
 * producer types and profile types, and the countries: built from each of them.
 */
export const siteCache = declareCache({
  domain: 'site',
  prefixes: [SITE_CACHE],
  builtFrom: [ADS_CACHE, PRODUCTS_DATA, PRODUCER_TYPES_DATA, PROFILE_TYPES_DATA, GEOGRAPHY_CACHE],
  pages: true,
});
