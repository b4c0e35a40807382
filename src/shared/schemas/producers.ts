import { z } from 'zod';
import { directoryEntrySchema, directorySchemas } from './directory';

/** A producer (SPEC section 3): a directory entry of a producer type. */
export const producerSchema = directoryEntrySchema.extend({ producer_type_id: z.number().int() });
export type Producer = z.infer<typeof producerSchema>;

/**
 * GET producer?id={producer_type_id}[&country=slug]: the producers of a type (of a country when
 * given); GET producer/{producer_id}: one producer.
 */
export const {
  query: producersQuery,
  list: producersSchema,
  params: producerParams,
  detail: producerDetailSchema,
} = directorySchemas(producerSchema, 'id', 'producer_id');
export type Producers = z.infer<typeof producersSchema>;
export type ProducerDetail = z.infer<typeof producerDetailSchema>;
