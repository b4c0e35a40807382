/** The door of the pages domain: what other domains and the app's wiring may import (decision 044). */
export { pagesAdminRoutes } from './admin-routes';
export { pagesRoutes } from './routes';
export { PAGES_CACHE, sitemapPages } from './service';
