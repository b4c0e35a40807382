/**
 * The products (cement, gypsum, steel) and their types: the site's menus, the prices' filters and
 * tables, the analysis, the open data, the sitemap and an ad's preview page read them here.
 */
import type { Db } from '../../db/client';
import type { Cache } from '../../platform/cache';
import * as repo from './repository';

/**
 * The products' data, as the readers' `builtFrom` names it (decision 014): nothing is cached under
 * it here; the writers of products and product types invalidate it, and whatever is built from
 * them (the site's menus, the prices' answers, …) follows through its own declaration.
 */
export const PRODUCTS_CACHE = 'products:';
export const invalidateProducts = (cache: Cache) => cache.invalidate(PRODUCTS_CACHE);

/** The products in menu order. */
export const products = (db: Db) => repo.listProducts(db);

/** The product types in menu order. */
export const productTypes = (db: Db) => repo.listProductTypes(db);

/** The tables of products and product types for the back office (directories). */
export const productAdminSpec = repo.productAdminSpec;
export const productTypeAdminSpec = repo.productTypeAdminSpec;
