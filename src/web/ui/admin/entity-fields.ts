/**
 * The field description the back office's generic table and edit dialog are driven by
 * (entity-table.tsx, entity-dialog.tsx). A screen describes its entity once — where its rows
 * are, which fields its form has, which of them are columns or list filters — and gets the list
 * with search, filters, paging, the create/edit dialog with the API's field errors, activate /
 * deactivate, delete and the logo upload.
 *
 * Conventions of the API behind it (domains/directory/admin.ts does so; another one may too):
 * `GET {path}?q=&active=&page=&rows=&{filter}=` answers `{ items, total, page, rows }`; `GET`,
 * `PUT`, `DELETE {path}/{id}`; `POST {path}` creates; `POST {path}/{id}/active` `{ is_active }`;
 * `POST`/`DELETE {path}/{id}/photo` (multipart field `photo`). Rows have `id`, and `name_ar` /
 * `name_en` for their label (or say otherwise with `EntityConfig.label`).
 */ import type { AdminTranslator } from './i18n';

/** An entity row as the list answers it. */
export type EntityRow = { id: number } & Record<string, unknown>;

/** Whether (and how wide) a field is a column of the list. */
export type ColumnSpec = boolean | { width?: number; flex?: number };

interface FieldBase {
  /** The API field (`name_ar`, `product_id`). */
  name: string;
  /** The label, in the page's language. */
  label: string;
  helper?: string;
  required?: boolean;
  column?: ColumnSpec;
}

export type EntityField =
  | (FieldBase & { kind: 'text'; multiline?: boolean; /** The text's own direction (a Latin key in an Arabic page). */ dir?: 'ltr' | 'rtl' })
  | (FieldBase & { kind: 'number' })
  | (FieldBase & {
      /** One of a fixed list of values (a select), shown by its label in the list. */
      kind: 'choice';
      options: { value: string; label: string }[];
    })
  | (FieldBase & {
      /** A day (`YYYY-MM-DD`), or a moment (`datetime-local` in the browser's time, sent as an ISO timestamp; empty = '') */
      kind: 'date';
      input?: 'date' | 'datetime-local';
    })
  | (FieldBase & {
      /** One row of another entity (a select of its names). */
      kind: 'ref';
      /** The other entity's list path; its rows (up to 200) are the options. */
      path: string;
      /** Also a filter of the list (`?{name}=`). */
      listFilter?: boolean;
      /** Fields emptied when this one changes (a product's type when the product changes). */
      resets?: string[];
      /** Which options fit the form's other values (the types of the chosen product). */
      optionsFor?: OptionsFilter;
    })
  | (FieldBase & {
      /** Several rows of another entity (chips), sent as a list of ids. */
      kind: 'refs';
      path: string;
      optionsFor?: OptionsFilter;
    });

/** `options` are every ref field's loaded rows by its path; `values` the form's current values. */
export type OptionsFilter = (option: EntityRow, values: Record<string, unknown>, options: Record<string, EntityRow[]>) => boolean;

export interface EntityConfig {
  /** The admin API path (`directories/products`). */
  path: string;
  /** Its name in the page's language: the tab, "New: …". */
  title: string;
  fields: EntityField[];
  /** Rows have `is_active` (activate / deactivate instead of deleting). */
  activatable?: boolean;
  /** A yes/no of the rows the API decides (the default country): a column whose chip shows on the rows where it is true. */
  flag?: { name: string; label: string };
  /** Rows have a logo (`photo`: its URL, '' without one). */
  photo?: boolean;
  /** A row's label (dialogs, ref options); default: its name in the page's language. */
  label?: (row: EntityRow, lang: string) => string;
}

/** The name of a row in a language, the other language's when empty. */
export const nameOf = (row: EntityRow, lang: string): string =>
  String((lang === 'ar' ? row.name_ar || row.name_en : row.name_en || row.name_ar) ?? `#${row.id}`);

/** The texts of the generic table that are not common words (admin.json `common`): the screen's group supplies them. */
export interface EntityTexts {
  search: string;
  add: string;
  /** "New: {{entity}}" filled by the caller's translator. */
  addTitle: (entity: string) => string;
  editTitle: (name: string) => string;
  status: string;
  activate: string;
  deactivate: string;
  activated: string;
  deactivated: string;
  deleteTitle: (name: string) => string;
  deleteBody: string;
  saved: string;
  deleted: string;
  photo: string;
  photoUpload: string;
  photoRemove: string;
  photoNone: string;
  photoHelp: string;
  photoAfterSave: string;
  photoSaved: string;
  photoRemoved: string;
}

/** The back office's `t` (`useAdminT().t`), for descriptions built outside a component. */
export type AdminT = AdminTranslator['t'];
