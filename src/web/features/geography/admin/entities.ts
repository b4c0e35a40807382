/** The countries and governorates as /admin/directories edits them (issue 18). */
import { DIRECTORY_ENTITIES } from '../../../../shared/schemas/directories-admin';
import { countryField, namedFields } from '../../../ui/admin/directory-fields';
import type { AdminT, EntityConfig } from '../../../ui/admin/entity-fields';

export const countryEntity = (t: AdminT): EntityConfig => ({
  path: DIRECTORY_ENTITIES.countries,
  title: t('directories.entities.countries'),
  fields: [
    ...namedFields(t, { slug: true, sort: true }),
    { kind: 'text', name: 'dial_code', label: t('directories.fields.dial_code'), required: true, dir: 'ltr', column: { width: 110 } },
  ],
  // The site's default country: its slug cannot change, nor can it be deleted (the API refuses both).
  flag: { name: 'is_default', label: t('directories.fields.default_country') },
});

export const governorateEntity = (t: AdminT): EntityConfig => ({
  path: DIRECTORY_ENTITIES.governorates,
  title: t('directories.entities.governorates'),
  fields: [countryField(t), ...namedFields(t, { sort: true })],
});
