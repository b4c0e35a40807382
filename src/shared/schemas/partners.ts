import { z } from 'zod';
import { directoryCalls, directoryEntrySchema, directorySchemas } from './directory';

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

/** GET profile?profile_type_id=[&country=] and GET profile/{id} (SPEC section 7). */
export const partnersCalls = directoryCalls(
  partnerApi,
  { list: 'partners', entry: 'partner' },
  {
    tag: 'partners',
    path: 'profile',
    summaries: {
      list: 'The industry partners of a profile type, of one country when `country` is given',
      entry: 'A partner: photo, name, address, description',
    },
  },
);
