/**
 * The back office's products and product types (issue 18, area `directories`): the building
 * block of domains/directory/admin.ts over the products' tables. A write empties the products'
 * data (PRODUCTS_DATA); the site's menus, the prices' filters and what is built from them (the
 * deals form, the home table) follow through their `builtFrom` (decision 042).
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
import { defineAdminTable } from '../directory/admin';
import { registerAdminTable } from '../directory/admin-routes';
import { invalidateProducts, productAdminSpec, productTypeAdminSpec } from './service';

const productAdmin = defineAdminTable({ entity: 'product', spec: productAdminSpec, invalidate: invalidateProducts });
const productTypeAdmin = defineAdminTable({ entity: 'product_type', spec: productTypeAdminSpec, invalidate: invalidateProducts });

export async function productsAdminRoutes(app: FastifyInstance) {
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
