/**
 * The domains' front API routes, in registration order: app.ts hands them to the platform's API
 * scope (`/api/v1/:lang/front`), so the platform imports no domain. A new domain adds its routes here.
 */
import type { FastifyPluginAsync } from 'fastify';
import { accountAdminRoutes } from './accounts/admin-routes';
import { accountRoutes } from './accounts/routes';
import { adsAdminRoutes } from './ads/admin-routes';
import { adPreviewRoutes } from './ads/routes';
import { bulletinRoutes } from './bulletins/routes';
import { contactRoutes } from './contact/routes';
import { dashboardAdminRoutes } from './dashboard/routes';
import { dealRoutes } from './deals/routes';
import { homeRoutes } from './home/routes';
import { jobRoutes } from './jobs/routes';
import { newsRoutes } from './news/routes';
import { newsAdminRoutes } from './news/admin-routes';
import { pageRoutes } from './pages/routes';
import { pagesAdminRoutes } from './pages/admin-routes';
import { partnerRoutes } from './partners/routes';
import { priceAdminRoutes } from './prices/admin-routes';
import { priceRoutes } from './prices/routes';
import { priceAnalysisRoutes } from './prices/analysis-routes';
import { producerRoutes } from './producers/routes';
import { siteRoutes } from './site/routes';
import { siteContentAdminRoutes } from './site/content-admin-routes';
import { staffAdminRoutes } from './staff/routes';
// Issue 18, areas `directories` and `marketplace`:
import { dealsAdminRoutes } from './deals/admin-routes';
import { geographyAdminRoutes } from './geography/admin-routes';
import { jobsAdminRoutes } from './jobs/admin-routes';
import { partnersAdminRoutes } from './partners/admin-routes';
import { priceDirectoryAdminRoutes } from './prices/directory-admin-routes';
import { producersAdminRoutes } from './producers/admin-routes';
import { productsAdminRoutes } from './products/admin-routes';
import { subscriptionRoutes } from './subscriptions/routes';
import { subscriptionAdminRoutes } from './subscriptions/admin-routes';
import { outboxAdminRoutes } from './outbox/admin-routes';
import { contactAdminRoutes } from './contact/admin-routes';
import { apiKeyRoutes } from './open-data/routes';
import { openDataRoutes } from './open-data/open-routes';

export const frontRoutes: readonly FastifyPluginAsync[] = [
  siteRoutes,
  homeRoutes,
  contactRoutes,
  newsRoutes,
  producerRoutes,
  partnerRoutes,
  priceRoutes,
  priceAnalysisRoutes,
  accountRoutes,
  pageRoutes,
  subscriptionRoutes,
  bulletinRoutes,
  jobRoutes,
  dealRoutes,
  adPreviewRoutes,
  apiKeyRoutes,
];

/** The open data API (`/api/v1/{lang}/open`, issue 20): keyed by a personal key, not the access key (platform/open-api.ts). */
export const openRoutes: readonly FastifyPluginAsync[] = [openDataRoutes];

/**
 * The domains' back-office routes (`/api/v1/{lang}/admin`, issue 18): each declares its area of
 * the role matrix (src/shared/admin.ts) and records an audit entry for every write (platform/admin.ts).
 */
export const adminRoutes: readonly FastifyPluginAsync[] = [
  staffAdminRoutes,
  dashboardAdminRoutes,
  accountAdminRoutes,
  priceAdminRoutes,
  // directories and marketplace (issue 18)
  productsAdminRoutes,
  priceDirectoryAdminRoutes,
  producersAdminRoutes,
  partnersAdminRoutes,
  geographyAdminRoutes,
  dealsAdminRoutes,
  jobsAdminRoutes,
  newsAdminRoutes,
  // ads and site content
  adsAdminRoutes,
  siteContentAdminRoutes,
  pagesAdminRoutes,
  // packages, payments, inbox, outbox (issue 18)
  subscriptionAdminRoutes,
  contactAdminRoutes,
  outboxAdminRoutes,
];
