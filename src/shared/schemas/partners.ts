import { z } from 'zod';
import { idParam } from './common';

/**
 * An industry partner ("Partner profile", SPEC section 3): texts in the request's language with
 * both variants beside them; `description*` are sanitised HTML; `photo` and `website` are ''
 * when missing; `meta_name` is the slug of `name` (cosmetic in URLs).
 */
export const partnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  address: z.string(),
  photo: z.string(),
  description: z.string(),
  description_ar: z.string(),
  description_en: z.string(),
  profile_type_name: z.string(),
  profile_type_id: z.number().int(),
  website: z.string(),
  meta_name: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** GET profile?profile_type_id=[&country=slug]: the partners of a profile type. */
export const partnersQuery = z.object({
  profile_type_id: idParam,
  /** A country slug; unknown falls back to the default country. Absent: every country. */
  country: z.string().max(20).optional(),
});
export const partnersSchema = z.object({ items: z.array(partnerSchema) });
export type Partners = z.infer<typeof partnersSchema>;

export const partnerParams = z.object({ id: idParam });
export const partnerDetailSchema = z.object({ item: partnerSchema });
export type PartnerDetail = z.infer<typeof partnerDetailSchema>;
