import { declareCache } from '../../platform/cache';
import { DEALS_CACHE } from '../deals';
import { NEWS_CACHE } from '../news';
import { PAGES_CACHE } from '../pages';
import { JOBS_CACHE } from '../jobs';
import { PARTNERS_CACHE } from '../partners';
import { PRODUCERS_CACHE } from '../producers';
import { PRODUCTS_DATA } from '../products';
import { SITE_CACHE } from '../site';
import { TENDERS_CACHE } from '../tenders';
import { SEO_CACHE } from './service';

/** What the seo domain caches (registered by seoHttpRoutes; decision 014): the sitemap and feeds are built from these domains' data. */
export const seoCache = declareCache({
  domain: 'seo',
  prefixes: [SEO_CACHE],
  builtFrom: [NEWS_CACHE, PRODUCERS_CACHE, PARTNERS_CACHE, PRODUCTS_DATA, SITE_CACHE, PAGES_CACHE, JOBS_CACHE, DEALS_CACHE, TENDERS_CACHE],
});
