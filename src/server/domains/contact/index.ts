/** The door of the contact domain: what other domains and the app's wiring may import (decision 044). */
export { contactAdminRoutes } from './admin-routes';
export { contactRoutes } from './routes';
export { unhandledMessages } from './service';
