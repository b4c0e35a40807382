/**
 * The products (cement, gypsum, steel) and their types: the site's menus, the prices' filters and
 * tables, the analysis, the open data, the sitemap and an ad's preview page read them here.
 */
import type { Db } from '../../db/client';
import type { Cache } from '../../platform/cache';
import * as repo from './repository';

/**
 * The products' data, as the readers' `builtFrom` names it (decisions 014, 042): a `data:` prefix,
 * nothing is cached under it; the writers of products and product types invalidate it, and
 * whatever is built from them (the site's menus, the prices' answers, …) follows through its own
 * declaration.
 */
export const PRODUCTS_DATA = 'data:products:';
export const invalidateProducts = (cache: Cache) => cache.invalidate(PRODUCTS_DATA);

/** The products in menu order. */
export const products = (db: Db) => repo.listProducts(db);

/** The product types in menu order. */
export const productTypes = (db: Db) => repo.listProductTypes(db);

/** The tables of products and product types for the back office (directories). */
export const productAdminSpec = repo.productAdminSpec;
export const productTypeAdminSpec = repo.productTypeAdminSpec;
