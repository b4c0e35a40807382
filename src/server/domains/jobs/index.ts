/** The door of the jobs domain: what other domains and the app's wiring may import (decision 044). */
export { jobsAdminRoutes } from './admin-routes';
export { jobsRoutes } from './routes';
export { applicationCounts, applicationsInbox, JOBS_CACHE, lockApplication, markApplication, sitemapJobs, staffApplicationLink } from './service';
