/** The door of the outbox domain: what other domains and the app's wiring may import (decision 044). */
export { outboxAdminRoutes } from './admin-routes';
