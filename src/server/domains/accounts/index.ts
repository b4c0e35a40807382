/** The door of the accounts domain: what other domains and the app's wiring may import (decision 044). */
export { accountsAdminRoutes } from './admin-routes';
export { accountsHttpRoutes } from './http-routes';
export { accountsRoutes } from './routes';
export { countNewUsers } from './admin';
