/** The door of the bulletins domain: what other domains and the app's wiring may import (decision 044). */
export { bulletinsHttpRoutes } from './http-routes';
export { bulletinsJobs } from './jobs';
export { bulletinsRoutes } from './routes';
