/** The door of the seo domain: what other domains and the app's wiring may import (decision 044). */
export { seoHttpRoutes } from './http-routes';
