/**
 * What the entities of /admin/directories share (issue 18, area `directories`), used by the
 * domains' features that describe them (features/<domain>/admin/) and by the screen: the name,
 * URL key and order fields, and the generic table's texts from the `directories` strings.
 */
import { DIRECTORY_ENTITIES } from '../../../shared/schemas/directories-admin';
import type { AdminT, EntityField, EntityTexts } from './entity-fields';

/**
 * The fields most reference rows share: both names, and optionally a URL key and an order.
 * `labels` are read from the caller's group (the directories screen's `directories.fields`).
 */
export function namedFields(t: AdminT, opts: { slug?: boolean; sort?: boolean } = {}): EntityField[] {
  const fields: EntityField[] = [
    { kind: 'text', name: 'name_ar', label: t('directories.fields.name_ar'), required: true, dir: 'rtl', column: { flex: 1 } },
    { kind: 'text', name: 'name_en', label: t('directories.fields.name_en'), required: true, dir: 'ltr', column: { flex: 1 } },
  ];
  if (opts.slug)
    fields.push({
      kind: 'text',
      name: 'slug',
      label: t('directories.fields.slug'),
      required: true,
      dir: 'ltr',
      helper: t('directories.help.slug'),
      column: { width: 150 },
    });
  if (opts.sort) fields.push({ kind: 'number', name: 'sort', label: t('directories.fields.sort'), helper: t('directories.help.sort'), column: { width: 90 } });
  return fields;
}

/** The generic table's texts from the directories screen's group. */
export function directoryTexts(t: AdminT): EntityTexts {
  return {
    search: t('directories.search'),
    add: t('directories.add'),
    addTitle: (entity) => t('directories.add_title', { entity }),
    editTitle: (name) => t('directories.edit_title', { name }),
    status: t('directories.fields.status'),
    activate: t('directories.activate'),
    deactivate: t('directories.deactivate'),
    activated: t('directories.activated'),
    deactivated: t('directories.deactivated'),
    deleteTitle: (name) => t('directories.delete_title', { name }),
    deleteBody: t('directories.delete_body'),
    saved: t('directories.saved'),
    deleted: t('directories.deleted'),
    photo: t('directories.fields.photo'),
    photoUpload: t('directories.photo_upload'),
    photoRemove: t('directories.photo_remove'),
    photoNone: t('directories.photo_none'),
    photoHelp: t('directories.photo_help'),
    photoAfterSave: t('directories.photo_after_save'),
    photoSaved: t('directories.photo_saved'),
    photoRemoved: t('directories.photo_removed'),
  };
}

/**
 * The fields of a directory entry (a producer, a partner): its type (`type`), its country, both
 * names, website, both descriptions and its order.
 */
export function directoryEntryFields(t: AdminT, type: { name: string; label: string; path: string }): EntityField[] {
  return [
    ...namedFields(t),
    { kind: 'ref', ...type, required: true, listFilter: true, column: { width: 160 } },
    countryField(t),
    { kind: 'text', name: 'website', label: t('directories.fields.website'), helper: t('directories.help.website'), dir: 'ltr' },
    { kind: 'number', name: 'sort', label: t('directories.fields.sort'), helper: t('directories.help.sort'), column: { width: 90 } },
    {
      kind: 'text',
      name: 'description_ar',
      label: t('directories.fields.description_ar'),
      helper: t('directories.help.description'),
      multiline: true,
      dir: 'rtl',
    },
    {
      kind: 'text',
      name: 'description_en',
      label: t('directories.fields.description_en'),
      helper: t('directories.help.description'),
      multiline: true,
      dir: 'ltr',
    },
  ];
}

/** The country a row belongs to: required, a filter of the list, a column. */
export const countryField = (t: AdminT): EntityField => ({
  kind: 'ref',
  name: 'country_id',
  label: t('directories.fields.country'),
  path: DIRECTORY_ENTITIES.countries,
  required: true,
  listFilter: true,
  column: { width: 130 },
});

/** The product a row belongs to: required, a filter of the list; `resets` the fields that depend on it. */
export const productField = (t: AdminT, resets?: string[]): EntityField => ({
  kind: 'ref',
  name: 'product_id',
  label: t('directories.fields.product'),
  path: DIRECTORY_ENTITIES.products,
  required: true,
  listFilter: true,
  resets,
  column: { width: 150 },
});
