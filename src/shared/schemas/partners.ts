import { z } from 'zod';
import { directoryEntrySchema, directorySchemas } from './directory';

/** An industry partner ("Partner profile", SPEC section 3): a directory entry of a profile type, with an address. */
export const partnerSchema = directoryEntrySchema.extend({
  address: z.string(),
  profile_type_name: z.string(),
  profile_type_id: z.number().int(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** GET profile?profile_type_id=[&country=slug]: the partners of a profile type; GET profile/{id}: one partner. */
export const partnerApi = directorySchemas(partnerSchema, 'profile_type_id', 'id');
export type Partners = z.infer<typeof partnerApi.list>;
export type PartnerDetail = z.infer<typeof partnerApi.detail>;
