/** The industry partners (with their logos and addresses) and partner types as /admin/directories edits them (issue 18). */
import { DIRECTORY_ENTITIES } from '../../../../shared/schemas/directories-admin';
import { directoryEntryFields, namedFields } from '../../../ui/admin/directory-fields';
import type { AdminT, EntityConfig } from '../../../ui/admin/entity-fields';

export const profileTypeEntity = (t: AdminT): EntityConfig => ({
  path: DIRECTORY_ENTITIES.profile_types,
  title: t('directories.entities.profile_types'),
  fields: namedFields(t, { slug: true, sort: true }),
});

export const partnerEntity = (t: AdminT): EntityConfig => ({
  path: DIRECTORY_ENTITIES.partners,
  title: t('directories.entities.partners'),
  activatable: true,
  photo: true,
  fields: [
    ...directoryEntryFields(t, { name: 'profile_type_id', label: t('directories.fields.profile_type'), path: DIRECTORY_ENTITIES.profile_types }),
    { kind: 'text', name: 'address_ar', label: t('directories.fields.address_ar'), dir: 'rtl' },
    { kind: 'text', name: 'address_en', label: t('directories.fields.address_en'), dir: 'ltr' },
  ],
});
