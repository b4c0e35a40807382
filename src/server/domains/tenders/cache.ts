import { paths } from '../../../shared/paths';
import { declareCache } from '../../platform/cache';
import { GEOGRAPHY_CACHE } from '../geography';
import { PRODUCTS_DATA } from '../products';
import { TENDERS_CACHE } from './service';

/**
 * What the tenders domain caches (registered by tendersRoutes; decision 014): its answers carry the
 * names of governorates and countries (geography) and of the catalogue's products.
 */
export const tendersCache = declareCache({
  domain: 'tenders',
  prefixes: [TENDERS_CACHE],
  builtFrom: [GEOGRAPHY_CACHE, PRODUCTS_DATA],
  pages: true,
  warm: () => [paths.tenders()],
});
