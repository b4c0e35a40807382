/** The door of the producers domain: what other domains and the app's wiring may import (decision 044). */
export { producersAdminRoutes } from './admin-routes';
export { producersRoutes } from './routes';
export {
  activeProducersOfCountry,
  activeProducersWithType,
  PRODUCER_TYPES_DATA,
  producerCountryId,
  PRODUCERS_CACHE,
  PRODUCERS_DATA,
  producerTypeList,
} from './service';
