import { declareCache } from '../../platform/cache';
import { SITE_CACHE } from './service';

/** What the site domain caches (registered by siteRoutes; decision 014): header, footer and menus of every page. */
export const siteCache = declareCache({ domain: 'site', prefixes: [SITE_CACHE], pages: true });
