import { partners, profileTypes } from '../../db/schema/index';
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
