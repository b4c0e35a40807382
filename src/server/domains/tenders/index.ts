/** The tenders domain's door: what other domains and the wiring may use. */
export { tendersRoutes } from './routes';
export { tendersAdminRoutes } from './admin-routes';
export { tendersJobs } from './jobs';
export { tendersCache } from './cache';
export { TENDERS_CACHE, latestTenders } from './service';
