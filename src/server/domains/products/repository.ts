import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productTypes, products } from '../../db/schema/index';
import type { AdminTableSpec } from '../directory/admin';

export const listProducts = (db: Db) => db.select().from(products).orderBy(asc(products.sort), asc(products.id));
export const listProductTypes = (db: Db) => db.select().from(productTypes).orderBy(asc(productTypes.sort), asc(productTypes.id));

/** Products and product types as the back office edits them (domains/directory/admin.ts). */
export const productAdminSpec: AdminTableSpec = { table: products, order: [products.sort] };
export const productTypeAdminSpec: AdminTableSpec = {
  table: productTypes,
  order: [productTypes.productId, productTypes.sort],
  filters: { product_id: productTypes.productId },
};
