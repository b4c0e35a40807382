/** The site's products and product types as /admin/directories edits them (issue 18). */
import { DIRECTORY_ENTITIES } from '../../../../shared/schemas/directories-admin';
import { namedFields, productField } from '../../../ui/admin/directory-fields';
import type { AdminT, EntityConfig } from '../../../ui/admin/entity-fields';

export const productEntity = (t: AdminT): EntityConfig => ({
  path: DIRECTORY_ENTITIES.products,
  title: t('directories.entities.products'),
  fields: namedFields(t, { slug: true, sort: true }),
});

export const productTypeEntity = (t: AdminT): EntityConfig => ({
  path: DIRECTORY_ENTITIES.product_types,
  title: t('directories.entities.product_types'),
  fields: [productField(t), ...namedFields(t, { sort: true })],
});
