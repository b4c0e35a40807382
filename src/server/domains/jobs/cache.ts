import { paths } from '../../../shared/paths';
import { declareCache } from '../../platform/cache';
import { ADS_CACHE } from '../ads';
import { NEWS_CACHE } from '../news';
import { JOBS_CACHE } from './service';

/** What the jobs domain caches (registered by jobsRoutes; decision 014): its answers carry the jobs ads and the news sliders. */
export const jobsCache = declareCache({
  domain: 'jobs',
  prefixes: [JOBS_CACHE],
  builtFrom: [ADS_CACHE, NEWS_CACHE],
  pages: true,
  warm: () => [paths.jobs(1)],
});
