import { paths } from '../../../shared/paths';
import { declareCache } from '../../platform/cache';
import { ADS_CACHE } from '../ads';
import { NEWS_CACHE } from '../news';
import { PRICES_CACHE } from '../prices';
import { DEALS_CACHE } from './service';

/**
 * What the deals domain caches (registered by dealsRoutes; decision 014): its answers carry the
 * sliders (news), the deals ads and the catalogue's lookup lists (prices).
 */
export const dealsCache = declareCache({
  domain: 'deals',
  prefixes: [DEALS_CACHE],
  builtFrom: [ADS_CACHE, NEWS_CACHE, PRICES_CACHE],
  pages: true,
  warm: () => [paths.deals(1)],
});
