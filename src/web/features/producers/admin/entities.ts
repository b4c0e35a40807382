/** The producers (with their logos) and producer types as /admin/directories edits them (issue 18). */
import { DIRECTORY_ENTITIES } from '../../../../shared/schemas/directories-admin';
import { directoryEntryFields, namedFields } from '../../../ui/admin/directory-fields';
import type { AdminT, EntityConfig } from '../../../ui/admin/entity-fields';

export const producerTypeEntity = (t: AdminT): EntityConfig => ({
  path: DIRECTORY_ENTITIES.producer_types,
  title: t('directories.entities.producer_types'),
  fields: namedFields(t, { slug: true, sort: true }),
});

export const producerEntity = (t: AdminT): EntityConfig => ({
  path: DIRECTORY_ENTITIES.producers,
  title: t('directories.entities.producers'),
  activatable: true,
  photo: true,
  fields: directoryEntryFields(t, { name: 'producer_type_id', label: t('directories.fields.producer_type'), path: DIRECTORY_ENTITIES.producer_types }),
});
