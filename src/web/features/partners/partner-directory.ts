import type { Partner } from '../../../shared/schemas/partners';
import type { DirectoryConfig } from '../../ui/directory';
import { paths } from '../../../shared/paths';

/**
 * The industry-partners directory on the site (SPEC section 2): /partners/{id}/{meta_name} lists
 * a profile type, /partners/{meta_name}/{type_id}/{name}/{id} is a partner. A partner's card
 * shows its address and opens its page.
 */
export const partnerDirectory: DirectoryConfig<Partner> = {
  texts: (d) => ({
    name: d.nav.partners,
    empty: d.directory.no_partners,
    listDescription: d.directory.partners_description,
    entryHeading: d.directory.description,
  }),
  list: (api, typeId, country) => api.partners({ profile_type_id: typeId, country }),
  entry: (api, id) => api.partner({ id }),
  types: (site) => site.profile_types,
  typeId: (p) => p.profile_type_id,
  typeName: (p) => p.profile_type_name,
  listPath: (type) => paths.partners(type.id, type.meta_name),
  entryPath: (p, typeMetaName) => paths.partner(typeMetaName, p.profile_type_id, p.name_en || p.name, p.id),
  address: (p) => p.address,
};
