/**
 * Every plugin of every domain, in registration order: the one place the app is wired (app.ts
 * names no domain, the platform imports none). A new domain adds its lines here, one per kind:
 *
 * | list          | mounted at                         | file of the domain   | export                  |
 * | ------------- | ---------------------------------- | -------------------- | ----------------------- |
 * | `frontRoutes` | `/api/v1/{lang}/front` (access key) | `routes.ts`          | `<domain>Routes`        |
 * | `adminRoutes` | `/api/v1/{lang}/admin` (staff)      | `admin-routes.ts`    | `<domain>AdminRoutes`   |
 * | `openRoutes`  | `/api/v1/{lang}/open` (personal key)| `open-routes.ts`     | `<domain>OpenRoutes`    |
 * | `httpRoutes`  | the root, outside `/api`           | `http-routes.ts`     | `<domain>HttpRoutes`    |
 * | `jobs`        | the job queue: workers, schedules  | `jobs.ts`            | `<domain>Jobs`          |
 *
 * `<domain>` is the domain's folder in camelCase; a domain with two plugins of a kind names the
 * second by its topic, in the file and the export alike (`prices/analysis-routes.ts`
 * `pricesAnalysisRoutes`). The order matters for the OpenAPI document only (paths in this order).
 */
import type { FastifyPluginAsync } from 'fastify';
import { accountsAdminRoutes } from './accounts/admin-routes';
import { accountsHttpRoutes } from './accounts/http-routes';
import { accountsRoutes } from './accounts/routes';
import { adsAdminRoutes } from './ads/admin-routes';
import { adsHttpRoutes } from './ads/http-routes';
import { adsRoutes } from './ads/routes';
import { bulletinsHttpRoutes } from './bulletins/http-routes';
import { bulletinsJobs } from './bulletins/jobs';
import { bulletinsRoutes } from './bulletins/routes';
import { contactAdminRoutes } from './contact/admin-routes';
import { contactRoutes } from './contact/routes';
import { dashboardAdminRoutes } from './dashboard/admin-routes';
import { dealsAdminRoutes } from './deals/admin-routes';
import { dealsRoutes } from './deals/routes';
import { geographyAdminRoutes } from './geography/admin-routes';
import { homeRoutes } from './home/routes';
import { jobsAdminRoutes } from './jobs/admin-routes';
import { jobsRoutes } from './jobs/routes';
import { newsAdminRoutes } from './news/admin-routes';
import { newsJobs } from './news/jobs';
import { newsRoutes } from './news/routes';
import { openDataOpenRoutes } from './open-data/open-routes';
import { openDataRoutes } from './open-data/routes';
import { outboxAdminRoutes } from './outbox/admin-routes';
import { pagesAdminRoutes } from './pages/admin-routes';
import { pagesRoutes } from './pages/routes';
import { partnersAdminRoutes } from './partners/admin-routes';
import { partnersRoutes } from './partners/routes';
import { pricesAdminRoutes } from './prices/admin-routes';
import { pricesAnalysisRoutes } from './prices/analysis-routes';
import { pricesDirectoryAdminRoutes } from './prices/directory-admin-routes';
import { pricesRoutes } from './prices/routes';
import { producersAdminRoutes } from './producers/admin-routes';
import { producersRoutes } from './producers/routes';
import { productsAdminRoutes } from './products/admin-routes';
import { seoHttpRoutes } from './seo/http-routes';
import { siteAdminRoutes } from './site/admin-routes';
import { siteRoutes } from './site/routes';
import { staffAdminRoutes } from './staff/admin-routes';
import { subscriptionsAdminRoutes } from './subscriptions/admin-routes';
import { subscriptionsHttpRoutes } from './subscriptions/http-routes';
import { subscriptionsJobs } from './subscriptions/jobs';
import { subscriptionsRoutes } from './subscriptions/routes';
import { tendersAdminRoutes } from './tenders/admin-routes';
import { tendersJobs } from './tenders/jobs';
import { tendersRoutes } from './tenders/routes';

/** The front API (`/api/v1/{lang}/front`): the site's calls, with the access key (platform/api.ts). */
export const frontRoutes: readonly FastifyPluginAsync[] = [
  siteRoutes,
  homeRoutes,
  contactRoutes,
  newsRoutes,
  producersRoutes,
  partnersRoutes,
  pricesRoutes,
  pricesAnalysisRoutes,
  accountsRoutes,
  pagesRoutes,
  subscriptionsRoutes,
  bulletinsRoutes,
  jobsRoutes,
  dealsRoutes,
  adsRoutes,
  openDataRoutes,
  tendersRoutes,
];

/** The open data API (`/api/v1/{lang}/open`, issue 20): keyed by a personal key, not the access key (platform/open-api.ts). */
export const openRoutes: readonly FastifyPluginAsync[] = [openDataOpenRoutes];

/**
 * The back office (`/api/v1/{lang}/admin`, issue 18): each route declares its area of the role
 * matrix (src/shared/admin.ts) and records an audit entry for every write (platform/admin.ts).
 */
export const adminRoutes: readonly FastifyPluginAsync[] = [
  staffAdminRoutes,
  dashboardAdminRoutes,
  accountsAdminRoutes,
  pricesAdminRoutes,
  // directories and marketplace (issue 18)
  productsAdminRoutes,
  pricesDirectoryAdminRoutes,
  producersAdminRoutes,
  partnersAdminRoutes,
  geographyAdminRoutes,
  dealsAdminRoutes,
  jobsAdminRoutes,
  newsAdminRoutes,
  // ads and site content
  adsAdminRoutes,
  siteAdminRoutes,
  pagesAdminRoutes,
  // packages, payments, inbox, outbox (issue 18)
  subscriptionsAdminRoutes,
  contactAdminRoutes,
  outboxAdminRoutes,
  tendersAdminRoutes,
];

/**
 * Plain HTTP at the root, outside the API's envelope and keys (hidden from the OpenAPI document):
 * the sitemap, robots.txt and feeds, an ad's counted click, the bulletin's one-click unsubscribe,
 * the social sign-in redirects, the payment providers' callbacks, the return from checkout, the
 * sandbox's checkout and the e-mail confirmation links.
 */
export const httpRoutes: readonly FastifyPluginAsync[] = [seoHttpRoutes, adsHttpRoutes, bulletinsHttpRoutes, accountsHttpRoutes, subscriptionsHttpRoutes];

/** The job queue's workers and schedules of each domain (docs/jobs.md); the mailer's own is the platform's (platform/mail.ts). */
export const jobs: readonly FastifyPluginAsync[] = [newsJobs, bulletinsJobs, subscriptionsJobs, tendersJobs];
