/** The door of the news domain: what other domains and the app's wiring may import (decision 044). */
export { newsAdminRoutes } from './admin-routes';
export { newsJobs } from './jobs';
export { newsRoutes } from './routes';
export { feedArticles, latestNews, NEWS_CACHE, newsCategoryList, sitemapArticles, sliders } from './service';
