/** The door of the prices domain: what other domains and the app's wiring may import (decision 044). */
export { pricesAdminRoutes } from './admin-routes';
export { pricesAnalysisRoutes } from './analysis-routes';
export { pricesDirectoryAdminRoutes } from './directory-admin-routes';
export { pricesRoutes } from './routes';
export {
  catalogLookup,
  direction,
  homePrices,
  itemPlacement,
  openItems,
  openPrices,
  priceEntryProgress,
  PRICES_CACHE,
  productDaysLastModified,
  productIndex,
  todaysPricesFollowers,
  unitIds,
} from './service';
