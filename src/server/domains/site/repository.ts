import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, producerTypes, productTypes, products, profileTypes, siteSettings } from '../../db/schema/index';

export const findSettings = async (db: Db) => (await db.select().from(siteSettings).where(eq(siteSettings.id, 1)))[0];
export const listProducts = (db: Db) => db.select().from(products).orderBy(asc(products.sort), asc(products.id));
export const listProductTypes = (db: Db) => db.select().from(productTypes).orderBy(asc(productTypes.sort), asc(productTypes.id));
export const listProfileTypes = (db: Db) => db.select().from(profileTypes).orderBy(asc(profileTypes.sort), asc(profileTypes.id));
export const listProducerTypes = (db: Db) => db.select().from(producerTypes).orderBy(asc(producerTypes.sort), asc(producerTypes.id));
export const listCountries = (db: Db) => db.select().from(countries).orderBy(asc(countries.sort), asc(countries.id));
export const findCountryBySlug = async (db: Db, slug: string) => (await db.select().from(countries).where(eq(countries.slug, slug)))[0];
