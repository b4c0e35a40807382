import { declareCache } from '../../platform/cache';
import { PAGES_CACHE } from './service';

/** What the pages domain caches (registered by pagesRoutes; decision 014): public pages show it, none is worth warming. */
export const pagesCache = declareCache({ domain: 'pages', prefixes: [PAGES_CACHE], pages: true });
