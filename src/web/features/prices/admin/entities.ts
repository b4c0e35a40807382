/** The units and the items (with the governorates they are sold in) as /admin/directories edits them (issue 18). */
import { DIRECTORY_ENTITIES } from '../../../../shared/schemas/directories-admin';
import { namedFields, productField } from '../../../ui/admin/directory-fields';
import type { AdminT, EntityConfig, EntityRow } from '../../../ui/admin/entity-fields';

export const unitEntity = (t: AdminT): EntityConfig => ({
  path: DIRECTORY_ENTITIES.units,
  title: t('directories.entities.units'),
  fields: [{ kind: 'text', name: 'code', label: t('directories.fields.code'), required: true, dir: 'ltr', column: { width: 120 } }, ...namedFields(t)],
});

/** The producer chosen in the form, among the loaded producers. */
const producerOf = (values: Record<string, unknown>, options: Record<string, EntityRow[]>) =>
  options[DIRECTORY_ENTITIES.producers]?.find((p) => p.id === Number(values.producer_id));

export const itemEntity = (t: AdminT): EntityConfig => ({
  path: DIRECTORY_ENTITIES.items,
  title: t('directories.entities.items'),
  activatable: true,
  fields: [
    ...namedFields(t),
    { ...productField(t, ['product_type_id']), column: false },
    {
      kind: 'ref',
      name: 'product_type_id',
      label: t('directories.fields.product_type'),
      path: DIRECTORY_ENTITIES.product_types,
      required: true,
      optionsFor: (type, values) => type.product_id === Number(values.product_id),
      column: { width: 160 },
    },
    {
      kind: 'ref',
      name: 'producer_id',
      label: t('directories.fields.producer'),
      path: DIRECTORY_ENTITIES.producers,
      required: true,
      listFilter: true,
      resets: ['governorate_ids'],
      column: { width: 170 },
    },
    { kind: 'ref', name: 'unit_id', label: t('directories.fields.unit'), path: DIRECTORY_ENTITIES.units, required: true },
    { kind: 'number', name: 'sort', label: t('directories.fields.sort'), helper: t('directories.help.sort') },
    {
      kind: 'refs',
      name: 'governorate_ids',
      label: t('directories.fields.governorates'),
      path: DIRECTORY_ENTITIES.governorates,
      helper: t('directories.help.governorates'),
      // The governorates of the producer's country (none offered before a producer is chosen).
      optionsFor: (gov, values, options) => gov.country_id === producerOf(values, options)?.country_id,
      column: { width: 220 },
    },
  ],
});
