/** The door of the geography domain: what other domains and the app's wiring may import (decision 044). */
export { geographyAdminRoutes } from './admin-routes';
export { allGovernorates, countries, GEOGRAPHY_CACHE, governoratesOf, governorateUses, resolveCountry } from './service';
