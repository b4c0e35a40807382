/** The door of the prices domain: what other domains and the app's wiring may import (decision 044). */
export { pricesAdminRoutes } from './admin-routes';
export { pricesAnalysisRoutes } from './analysis-routes';
export { pricesDirectoryAdminRoutes } from './directory-admin-routes';
export { pricesRoutes } from './routes';
export { priceEntryProgress, todaysPricesFollowers } from './admin';
export { openPrices } from './open-data';
export { productIndex } from './price-index';
export { catalogLookup, direction, homePrices, itemPlacement, PRICES_CACHE, unitIds } from './reads';
export { openItems, productDaysLastModified } from './repository/open-data';
