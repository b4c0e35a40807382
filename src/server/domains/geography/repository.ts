import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, governorates } from '../../db/schema/index';
import type { AdminTableSpec } from '../directory/admin';

export const listCountries = (db: Db) => db.select().from(countries).orderBy(asc(countries.sort), asc(countries.id));
export const findCountryBySlug = async (db: Db, slug: string) => (await db.select().from(countries).where(eq(countries.slug, slug)))[0];

export type GovernorateRow = { id: number; country_id: number; name_ar: string; name_en: string };
const governorateColumns = { id: governorates.id, country_id: governorates.countryId, name_ar: governorates.nameAr, name_en: governorates.nameEn };

/** The governorates of a country, in menu order. */
export const listGovernorates = (db: Db, countryId: number): Promise<GovernorateRow[]> =>
  db.select(governorateColumns).from(governorates).where(eq(governorates.countryId, countryId)).orderBy(asc(governorates.sort), asc(governorates.id));

/** Every governorate of every country (no order). */
export const listAllGovernorates = (db: Db): Promise<GovernorateRow[]> => db.select(governorateColumns).from(governorates);

/** Countries and governorates as the back office edits them (domains/directory/admin.ts). */
export const countryAdminSpec: AdminTableSpec = { table: countries, order: [countries.sort] };
export const governorateAdminSpec: AdminTableSpec = {
  table: governorates,
  order: [governorates.countryId, governorates.sort],
  filters: { country_id: governorates.countryId },
};
