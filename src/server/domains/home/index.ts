/** The door of the home domain: what other domains and the app's wiring may import (decision 044). */
export { homeRoutes } from './routes';
