/** The door of the site domain: what other domains and the app's wiring may import (decision 044). */
export { siteAdminRoutes } from './admin-routes';
export { siteRoutes } from './routes';
export { contactDetails, SITE_CACHE } from './service';
