import { producerTypes, producers } from '../../db/schema/index';
import type { Producer } from '../../../shared/schemas/producers';
import { defineDirectory } from '../directory/service';

/**
 * The producers directory (SPEC sections 2, 3 and 7): the shared directory stack
 * (domains/directory) configured with the producer tables. Writers of producers or producer
 * types call invalidateProducers.
 */
export const producerDirectory = defineDirectory<Record<never, never>, Producer>({
  tables: { entries: producers, typeId: producers.producerTypeId, types: producerTypes, extra: {} },
  cachePrefix: 'producers:',
  notFound: { type: 'api.producer_type_not_found', entry: 'api.producer_not_found' },
  fields: (_lang, r) => ({ producer_type_id: r.typeId }),
});

/** Cache prefix of the producer answers (the HTML cache listens to it). */
export const PRODUCERS_CACHE = producerDirectory.cachePrefix;
export const invalidateProducers = producerDirectory.invalidate;
