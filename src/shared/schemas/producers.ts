import { z } from 'zod';
import { idParam } from './common';

/**
 * A producer (SPEC section 3): `name` and `description` in the request's language, both
 * variants beside them. `description*` are sanitised HTML. `photo` and `website` are '' when
 * missing; `meta_name` is the slug of `name` (cosmetic in URLs).
 */
export const producerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  photo: z.string(),
  website: z.string(),
  description: z.string(),
  description_ar: z.string(),
  description_en: z.string(),
  producer_type_id: z.number().int(),
  meta_name: z.string(),
});
export type Producer = z.infer<typeof producerSchema>;

/** GET producer?id={producer_type_id}[&country=slug]: the producers of a type (of a country when given). */
export const producersQuery = z.object({
  id: idParam,
  /** A country slug (egypt, saudi, ...); unknown falls back to the default country. Absent: every country. */
  country: z.string().max(20).optional(),
});
export const producersSchema = z.object({ items: z.array(producerSchema) });
export type Producers = z.infer<typeof producersSchema>;

export const producerParams = z.object({ producer_id: idParam });
export const producerDetailSchema = z.object({ item: producerSchema });
export type ProducerDetail = z.infer<typeof producerDetailSchema>;
