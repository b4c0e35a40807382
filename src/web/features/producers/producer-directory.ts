import type { Producer } from '../../../shared/schemas/producers';
import type { DirectoryConfig } from '../../ui/directory';
import { paths } from '../../../shared/paths';

/**
 * The producers directory on the site (SPEC section 2): /producers/{id}/{meta_name} lists a
 * producer type, /producer/{id}/{meta_name}/{producer_id}/{name} is a producer. A producer's
 * card opens its website in a new tab when it has one, else its page.
 */
export const producerDirectory: DirectoryConfig<Producer> = {
  texts: (d) => ({
    name: d.nav.producers,
    empty: d.directory.no_producers,
    listDescription: d.directory.producers_description,
    entryHeading: d.directory.about,
  }),
  list: (api, typeId, country) => api.producers({ id: typeId, country }),
  entry: (api, id) => api.producer({ producer_id: id }),
  types: (site) => site.producer_types,
  typeId: (p) => p.producer_type_id,
  listPath: (type) => paths.producers(type.id, type.meta_name),
  entryPath: (p, typeMetaName) => paths.producer(p.producer_type_id, typeMetaName, p.id, p.name_en || p.name),
  cardOpensWebsite: true,
};
