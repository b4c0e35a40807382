/**
 * The back office's directories and reference data (issue 18, area `directories`): the rows an
 * editor keeps — products and product types (site), units and items with their governorates
 * (prices), producers and producer types (producers), partners and profile types (partners),
 * countries and governorates (geography). Each entity answers its row with the database's column
 * names in snake_case (`name_ar`, `product_id`), takes the same fields as its body (without `id`,
 * `is_active` and `photo`, which have calls of their own), and lists through `adminListQuery`.
 */
import { z } from 'zod';
import '../zod-setup';
import { adminPageQuery } from './admin';

/** `?q=` (a word of either name) `&active=` (rows that can be deactivated) and the entity's own id filters. */
export const adminListQuery = adminPageQuery.extend({
  q: z.string().trim().max(100, 'too_long').optional(),
  active: z.enum(['all', 'active', 'inactive']).default('all'),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

/** A filter of a list by a parent's id (`?product_id=3`): absent, '' or 0 = any. */
const parentFilter = z.preprocess(
  (v) => (v === '' || v === '0' || v === 0 ? undefined : v),
  z.coerce.number({ error: 'invalid_id' }).int('invalid_id').positive('invalid_id').max(2_147_483_647, 'invalid_id').optional(),
);
const listWith = <K extends string>(...keys: K[]) =>
  adminListQuery.extend(Object.fromEntries(keys.map((k) => [k, parentFilter])) as Record<K, typeof parentFilter>);

/** A name in one language: required, one line. */
const name = z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'too_long');
/** A URL's key (`cement`, `ready-mix`): lower-case Latin letters and digits joined by single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z.string({ error: 'required' }).trim().toLowerCase().min(1, 'required').max(80, 'too_long').regex(SLUG_PATTERN, 'directories_slug_invalid');
/** Menu order: smaller first. */
const sort = z.number({ error: 'invalid_value' }).int('invalid_value').min(0, 'invalid_value').max(1_000_000, 'invalid_value').default(0);
/** A required reference to another row (its existence is checked by the server). */
const ref = z
  .number({ error: 'directories_ref_required' })
  .int('directories_ref_required')
  .positive('directories_ref_required')
  .max(2_147_483_647, 'directories_ref_unknown');
const text = (max: number) => z.string().trim().max(max, 'too_long').default('');
const website = z
  .string()
  .trim()
  .max(300, 'too_long')
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'directories_website_invalid')
  .default('');

const names = { name_ar: name, name_en: name };
const row = { id: z.number().int() };
/** The fields of a row that the back office can deactivate (hidden from the site, kept for history). */
const activeField = { is_active: z.boolean() };

/** POST …/{id}/active: show a row on the site again, or hide it. */
export const adminActiveBody = z.object({ is_active: z.boolean({ error: 'required' }) });
export type AdminActiveBody = z.infer<typeof adminActiveBody>;

// ---------------------------------------------------------------------------------------------
// products: products and product types

export const productAdminBody = z.object({ slug, ...names, sort });
export const productAdminSchema = z.object({ ...row, slug: z.string(), name_ar: z.string(), name_en: z.string(), sort: z.number().int() });
export const productAdminQuery = adminListQuery;

export const productTypeAdminBody = z.object({ product_id: ref, ...names, sort });
export const productTypeAdminSchema = z.object({ ...row, product_id: z.number().int(), name_ar: z.string(), name_en: z.string(), sort: z.number().int() });
export const productTypeAdminQuery = listWith('product_id');

// ---------------------------------------------------------------------------------------------
// prices: units and items

export const unitAdminBody = z.object({
  code: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(20, 'too_long')
    .regex(/^[A-Za-z0-9_-]+$/, 'directories_code_invalid'),
  ...names,
});
export const unitAdminSchema = z.object({ ...row, code: z.string(), name_ar: z.string(), name_en: z.string() });
export const unitAdminQuery = adminListQuery;

/** An item and the governorates it is sold (and priced) in: none = anywhere in its producer's country. */
export const itemAdminBody = z.object({
  product_id: ref,
  product_type_id: ref,
  producer_id: ref,
  unit_id: ref,
  ...names,
  sort,
  governorate_ids: z
    .array(z.number({ error: 'directories_ref_unknown' }).int('directories_ref_unknown').positive('directories_ref_unknown'), { error: 'invalid_value' })
    .max(500, 'invalid_value')
    .default([])
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
});
export const itemAdminSchema = z.object({
  ...row,
  product_id: z.number().int(),
  product_type_id: z.number().int(),
  producer_id: z.number().int(),
  unit_id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  sort: z.number().int(),
  ...activeField,
  governorate_ids: z.array(z.number().int()),
});
export const itemAdminQuery = listWith('product_id', 'product_type_id', 'producer_id');

// ---------------------------------------------------------------------------------------------
// producers and partners: a directory entry of a type, in a country, with a logo

const entryBody = { country_id: ref, ...names, website, description_ar: text(20_000), description_en: text(20_000), sort };
const entryRow = {
  ...row,
  country_id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  /** The logo's URL (`/uploads/producers/3-….webp`), '' without one: POST/DELETE …/{id}/photo. */
  photo: z.string(),
  website: z.string(),
  description_ar: z.string(),
  description_en: z.string(),
  sort: z.number().int(),
  ...activeField,
};
/** A type of a directory (producer types, profile types): a menu entry with its URL key. */
const typeBody = z.object({ slug, ...names, sort });
const typeRow = z.object({ ...row, slug: z.string(), name_ar: z.string(), name_en: z.string(), sort: z.number().int() });

export const producerTypeAdminBody = typeBody;
export const producerTypeAdminSchema = typeRow;
export const producerTypeAdminQuery = adminListQuery;

export const producerAdminBody = z.object({ producer_type_id: ref, ...entryBody });
export const producerAdminSchema = z.object({ ...entryRow, producer_type_id: z.number().int() });
export const producerAdminQuery = listWith('producer_type_id', 'country_id');

export const profileTypeAdminBody = typeBody;
export const profileTypeAdminSchema = typeRow;
export const profileTypeAdminQuery = adminListQuery;

export const partnerAdminBody = z.object({ profile_type_id: ref, ...entryBody, address_ar: text(500), address_en: text(500) });
export const partnerAdminSchema = z.object({ ...entryRow, profile_type_id: z.number().int(), address_ar: z.string(), address_en: z.string() });
export const partnerAdminQuery = listWith('profile_type_id', 'country_id');

/** A logo: JPEG, PNG or WebP (judged by its content), at most this many bytes. */
export const DIRECTORY_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// geography: countries and governorates

export const countryAdminBody = z.object({
  slug,
  ...names,
  dial_code: z
    .string({ error: 'required' })
    .trim()
    .regex(/^\+[0-9]{1,4}$/, 'directories_dial_code_invalid'),
  sort,
});
export const countryAdminSchema = z.object({
  ...row,
  slug: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  dial_code: z.string(),
  sort: z.number().int(),
  /** The site's default country (the country of a read without one): its slug cannot change, nor can it be deleted. */
  is_default: z.boolean(),
});
export const countryAdminQuery = adminListQuery;

export const governorateAdminBody = z.object({ country_id: ref, ...names, sort });
export const governorateAdminSchema = z.object({ ...row, country_id: z.number().int(), name_ar: z.string(), name_en: z.string(), sort: z.number().int() });
export const governorateAdminQuery = listWith('country_id');

export type ProductAdmin = z.infer<typeof productAdminSchema>;
export type ProductTypeAdmin = z.infer<typeof productTypeAdminSchema>;
export type UnitAdmin = z.infer<typeof unitAdminSchema>;
export type ItemAdmin = z.infer<typeof itemAdminSchema>;
export type ItemAdminBody = z.infer<typeof itemAdminBody>;
export type ProducerTypeAdmin = z.infer<typeof producerTypeAdminSchema>;
export type ProducerAdmin = z.infer<typeof producerAdminSchema>;
export type ProfileTypeAdmin = z.infer<typeof profileTypeAdminSchema>;
export type PartnerAdmin = z.infer<typeof partnerAdminSchema>;
export type CountryAdmin = z.infer<typeof countryAdminSchema>;
export type GovernorateAdmin = z.infer<typeof governorateAdminSchema>;

/** The admin paths of the entities (`/api/v1/{lang}/admin/directories/{path}`), shared by the server and the screen. */
export const DIRECTORY_ENTITIES = {
  products: 'directories/products',
  product_types: 'directories/product_types',
  units: 'directories/units',
  items: 'directories/items',
  producer_types: 'directories/producer_types',
  producers: 'directories/producers',
  profile_types: 'directories/profile_types',
  partners: 'directories/partners',
  countries: 'directories/countries',
  governorates: 'directories/governorates',
} as const;
export type DirectoryEntity = keyof typeof DIRECTORY_ENTITIES;
