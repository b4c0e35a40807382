import { producerApi, producersCalls } from '../../../shared/schemas/producers';
import { directoryRoutes } from '../directory/routes';
import { producersCache } from './cache';
import { producerDirectory } from './service';

/** GET producer?id=[&country=] and GET producer/{producer_id} (SPEC section 7). */
export const producersRoutes = directoryRoutes(producerDirectory, producerApi, [producersCalls.producers, producersCalls.producer], producersCache);
