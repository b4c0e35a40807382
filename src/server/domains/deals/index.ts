/** The door of the deals domain: what other domains and the app's wiring may import (decision 044). */
export { dealsAdminRoutes } from './admin-routes';
export { dealsRoutes } from './routes';
export { dealRequestCounts, dealRequestsInbox, DEALS_CACHE, lockDealRequest, markDealRequest, sitemapDeals } from './service';
