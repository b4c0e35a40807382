/**
 * The back office's products and product types (issue 18, area `directories`): the building
 * block of domains/directory/admin.ts over the site's tables. Both feed the site's menus and the
 * prices filters (and, through them, the deals form and the home table).
 */
import type { FastifyInstance } from 'fastify';
import {
  DIRECTORY_ENTITIES,
  productAdminBody,
  productAdminQuery,
  productAdminSchema,
  productTypeAdminBody,
  productTypeAdminQuery,
  productTypeAdminSchema,
} from '../../../shared/schemas/directories-admin';
import type { Cache } from '../../platform/cache';
import { defineAdminTable, registerAdminTable } from '../directory/admin';
import { invalidatePrices } from '../prices/service';
import { invalidateSite, productAdminSpec, productTypeAdminSpec } from './service';

const invalidate = (cache: Cache) => Promise.all([invalidateSite(cache), invalidatePrices(cache)]);

const productAdmin = defineAdminTable({ entity: 'product', spec: productAdminSpec, invalidate });
const productTypeAdmin = defineAdminTable({ entity: 'product_type', spec: productTypeAdminSpec, invalidate });

export async function siteAdminRoutes(app: FastifyInstance) {
  await registerAdminTable(app, productAdmin, {
    path: DIRECTORY_ENTITIES.products,
    noun: 'product',
    query: productAdminQuery,
    body: productAdminBody,
    row: productAdminSchema,
  });
  await registerAdminTable(app, productTypeAdmin, {
    path: DIRECTORY_ENTITIES.product_types,
    noun: 'product type',
    query: productTypeAdminQuery,
    body: productTypeAdminBody,
    row: productTypeAdminSchema,
  });
}
