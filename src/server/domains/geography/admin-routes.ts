/**
 * The back office's countries and governorates (issue 18, area `directories`): the building
 * block of domains/directory/admin.ts over the geography domain's tables. Countries are the
 * site's country selector; governorates the prices filters, an item's places of sale and a
 * deal's place. A governorate an item is sold in is not deleted (it would silently leave the item):
 * the prices domain declares that use (`governorateUses`). A write empties the geography's data;
 * the site and the prices, built from it, follow through their `builtFrom` (decision 042).
 */
import type { FastifyInstance } from 'fastify';
import {
  countryAdminBody,
  countryAdminQuery,
  countryAdminSchema,
  DIRECTORY_ENTITIES,
  governorateAdminBody,
  governorateAdminQuery,
  governorateAdminSchema,
} from '../../../shared/schemas/directories-admin';
import { Conflict, ValidationFailed } from '../../platform/errors';
import { DEFAULT_COUNTRY } from '../../../shared/constants';
import { defineAdminTable, type Dto } from '../directory/admin';
import { registerAdminTable } from '../directory/admin-routes';
import type { Db } from '../../db/client';
import type { DbTransaction } from '../../platform/idempotency';
import { findCountryBySlug } from './repository';
import { countryAdminSpec, governorateAdminSpec, governorateUses, invalidateGeography } from './service';

/**
 * The default country (DEFAULT_COUNTRY: the country of every read without `?country=`, and of an
 * unknown one) is found by its slug: renaming that slug would empty every default price read, and
 * deleting it would leave none. Both are refused (decision 039); the rows say which one it is.
 */
const protectDefault = (before: Dto, body: { slug: string } | null) => {
  if (before.slug !== DEFAULT_COUNTRY) return null;
  if (!body) return new Conflict('api.directories_default_country');
  return body.slug === DEFAULT_COUNTRY ? null : new ValidationFailed({ slug: ['directories_default_country_slug'] });
};

/** Each row says whether it is the default country (`is_default`, shown by the back office). */
const markDefault = async (db: Db | DbTransaction, ids: number[]) => {
  const fallback = await findCountryBySlug(db, DEFAULT_COUNTRY);
  return new Map(ids.map((id) => [id, { is_default: id === fallback?.id }]));
};

const countryAdmin = defineAdminTable({
  entity: 'country',
  spec: countryAdminSpec,
  readExtra: markDefault,
  protect: protectDefault,
  invalidate: invalidateGeography,
});

export async function geographyAdminRoutes(app: FastifyInstance) {
  const uses = governorateUses(app);
  const governorateAdmin = defineAdminTable({
    entity: 'governorate',
    spec: governorateAdminSpec,
    inUse: async (tx, id) => {
      for (const used of uses) if (await used(tx, id)) return true;
      return false;
    },
    invalidate: invalidateGeography,
  });
  await registerAdminTable(app, countryAdmin, {
    path: DIRECTORY_ENTITIES.countries,
    noun: 'country',
    query: countryAdminQuery,
    body: countryAdminBody,
    row: countryAdminSchema,
  });
  await registerAdminTable(app, governorateAdmin, {
    path: DIRECTORY_ENTITIES.governorates,
    noun: 'governorate',
    query: governorateAdminQuery,
    body: governorateAdminBody,
    row: governorateAdminSchema,
  });
}
