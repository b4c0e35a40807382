/** The door of the ads domain: what other domains and the app's wiring may import (decision 044). */
export { adsAdminRoutes } from './admin-routes';
export { adsHttpRoutes } from './http-routes';
export { adsRoutes } from './routes';
export { activeAds, ADS_CACHE } from './service';
