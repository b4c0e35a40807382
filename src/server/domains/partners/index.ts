/** The door of the partners domain: what other domains and the app's wiring may import (decision 044). */
export { partnersAdminRoutes } from './admin-routes';
export { partnersRoutes } from './routes';
export { activePartnersWithType, PARTNERS_CACHE, PROFILE_TYPES_DATA, profileTypeList } from './service';
