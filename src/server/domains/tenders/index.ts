/** The tenders domain's door: what other domains and the wiring may use. */
export { tendersRoutes } from './routes';
export { tendersCache } from './cache';
