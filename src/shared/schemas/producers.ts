import { z } from 'zod';
import { directoryCalls, directoryEntrySchema, directorySchemas } from './directory';

/** A producer (SPEC section 3): a directory entry of a producer type. */
export const producerSchema = directoryEntrySchema.extend({ producer_type_id: z.number().int() });
export type Producer = z.infer<typeof producerSchema>;

/** GET producer?id={producer_type_id}[&country=slug]: the producers of a type; GET producer/{producer_id}: one producer. */
export const producerApi = directorySchemas(producerSchema, 'id', 'producer_id');
export type Producers = z.infer<typeof producerApi.list>;
export type ProducerDetail = z.infer<typeof producerApi.detail>;

/** GET producer?id=[&country=] and GET producer/{producer_id} (SPEC section 7). */
export const producersCalls = directoryCalls(
  producerApi,
  { list: 'producers', entry: 'producer' },
  {
    tag: 'producers',
    path: 'producer',
    summaries: { list: 'The producers of a producer type (`id`), of one country when `country` is given', entry: 'A producer: photo, name, about' },
  },
);
