/**
 * The back office's countries and governorates (issue 18, area `directories`): the building
 * block of domains/directory/admin.ts over the geography domain's tables. Countries are the
 * site's country selector; governorates the prices filters, an item's places of sale and a
 * deal's place. A governorate an item is sold in is not deleted (it would silently leave the item).
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
import type { Cache } from '../../platform/cache';
import { defineAdminTable, registerAdminTable } from '../directory/admin';
import { governorateHasItems, invalidatePrices } from '../prices/service';
import { invalidateSite } from '../site/service';
import { countryAdminSpec, governorateAdminSpec } from './service';

/** Country answers are cached under the site's prefix (geography/service.ts), and every price lookup is a country's. */
const invalidate = (cache: Cache) => Promise.all([invalidateSite(cache), invalidatePrices(cache)]);

const countryAdmin = defineAdminTable({ entity: 'country', spec: countryAdminSpec, invalidate });
const governorateAdmin = defineAdminTable({ entity: 'governorate', spec: governorateAdminSpec, inUse: governorateHasItems, invalidate });

export async function geographyAdminRoutes(app: FastifyInstance) {
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
