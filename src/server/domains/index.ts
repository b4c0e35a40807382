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
import { accountsAdminRoutes, accountsHttpRoutes, accountsRoutes } from './accounts';
import { adsAdminRoutes, adsHttpRoutes, adsRoutes } from './ads';
import { bulletinsHttpRoutes, bulletinsJobs, bulletinsRoutes } from './bulletins';
import { contactAdminRoutes, contactRoutes } from './contact';
import { dashboardAdminRoutes } from './dashboard';
import { dealsAdminRoutes, dealsRoutes } from './deals';
import { geographyAdminRoutes } from './geography';
import { homeRoutes } from './home';
import { jobsAdminRoutes, jobsRoutes } from './jobs';
import { newsAdminRoutes, newsJobs, newsRoutes } from './news';
import { openDataOpenRoutes, openDataRoutes } from './open-data';
import { outboxAdminRoutes } from './outbox';
import { pagesAdminRoutes, pagesRoutes } from './pages';
import { partnersAdminRoutes, partnersRoutes } from './partners';
import { pricesAdminRoutes, pricesAnalysisRoutes, pricesDirectoryAdminRoutes, pricesRoutes } from './prices';
import { producersAdminRoutes, producersRoutes } from './producers';
import { productsAdminRoutes } from './products';
import { seoHttpRoutes } from './seo';
import { siteAdminRoutes, siteRoutes } from './site';
import { staffAdminRoutes } from './staff';
import { subscriptionsAdminRoutes, subscriptionsHttpRoutes, subscriptionsJobs, subscriptionsRoutes } from './subscriptions';
import { tendersAdminRoutes, tendersJobs, tendersRoutes } from './tenders';

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
