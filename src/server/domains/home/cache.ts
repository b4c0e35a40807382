import { declareCache } from '../../platform/cache';
import { ADS_CACHE } from '../ads';
import { NEWS_CACHE } from '../news';
import { PRICES_CACHE } from '../prices';
import { PRODUCTS_DATA } from '../products';
import { SITE_CACHE } from '../site';
import { HOME_CACHE } from './service';

/** What the home domain caches (registered by homeRoutes; decision 014): the home answer is built from news, ads, prices, the products and the site's data. */
export const homeCache = declareCache({
  domain: 'home',
  prefixes: [HOME_CACHE],
  builtFrom: [NEWS_CACHE, ADS_CACHE, PRICES_CACHE, PRODUCTS_DATA, SITE_CACHE],
  pages: true,
  warm: () => ['/'],
});
