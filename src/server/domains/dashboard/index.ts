/** The door of the dashboard domain: what other domains and the app's wiring may import (decision 044). */
export { dashboardAdminRoutes } from './admin-routes';
