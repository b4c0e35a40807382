/** The door of the staff domain: what other domains and the app's wiring may import (decision 044). */
export { staffAdminRoutes } from './admin-routes';
export { bootstrapAdmin, resetSecondFactor, staffMembers, usersWithSecondFactor } from './service';
