/** The door of the open-data domain: what other domains and the app's wiring may import (decision 044). */
export { openDataOpenRoutes } from './open-routes';
export { openDataRoutes } from './routes';
