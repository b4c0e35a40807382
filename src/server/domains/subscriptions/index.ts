/** The door of the subscriptions domain: what other domains and the app's wiring may import (decision 044). */
export { subscriptionsAdminRoutes } from './admin-routes';
export { subscriptionsHttpRoutes } from './http-routes';
export { subscriptionsJobs } from './jobs';
export { subscriptionsRoutes } from './routes';
export { activeSubscriptions, hasEntitlement, requireEntitlement } from './entitlements';
export { moneyFigures } from './orders';
export { SUBSCRIPTIONS_CACHE } from './subscription';
