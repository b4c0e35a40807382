import { producerApi } from '../../../shared/schemas/producers';
import { directoryRoutes } from '../directory/routes';
import { producersCache } from './cache';
import { producerDirectory } from './service';

/** GET producer?id=[&country=] and GET producer/{producer_id} (SPEC section 7). */
export const producersRoutes = directoryRoutes(
  producerDirectory,
  producerApi,
  {
    tag: 'producers',
    path: 'producer',
    summaries: { list: 'The producers of a producer type (`id`), of one country when `country` is given', entry: 'A producer: photo, name, about' },
  },
  producersCache,
);
