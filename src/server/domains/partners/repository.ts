import { partners, profileTypes } from '../../db/schema/index';
import type { AdminTableSpec } from '../directory/admin';
import type { DirectoryTables } from '../directory/service';

/** The partner's own columns beyond the directory's common ones. */
export type PartnerColumns = { addressAr: typeof partners.addressAr; addressEn: typeof partners.addressEn };

/** The partner tables as the directory stack reads them (domains/directory), with the address columns. */
export const partnerTables: DirectoryTables<PartnerColumns> = {
  entries: partners,
  typeId: partners.profileTypeId,
  types: profileTypes,
  extra: { addressAr: partners.addressAr, addressEn: partners.addressEn },
};

/** Partners and profile types as the back office edits them (domains/directory/admin.ts). */
export const profileTypeAdminSpec: AdminTableSpec = { table: profileTypes, order: [profileTypes.sort] };
export const partnerAdminSpec: AdminTableSpec = {
  table: partners,
  order: [partners.sort],
  active: partners.isActive,
  filters: { profile_type_id: partners.profileTypeId, country_id: partners.countryId },
};
