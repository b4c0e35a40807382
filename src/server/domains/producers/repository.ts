import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { producerTypes, producers } from '../../db/schema/index';
import type { AdminTableSpec } from '../directory/admin';
import type { DirectoryTables } from '../directory/service';

/** The producer tables as the directory stack reads them (domains/directory). */
export const producerTables: DirectoryTables<Record<never, never>> = {
  entries: producers,
  typeId: producers.producerTypeId,
  types: producerTypes,
  extra: {},
};

/** The active producers of a country, in menu order (the prices filters). */
export const listActiveProducersOfCountry = (db: Db, countryId: number) =>
  db
    .select({ id: producers.id, nameAr: producers.nameAr, nameEn: producers.nameEn })
    .from(producers)
    .where(and(eq(producers.countryId, countryId), eq(producers.isActive, true)))
    .orderBy(asc(producers.sort), asc(producers.id));

/** A producer's country (null when there is no such producer). */
export async function findProducerCountry(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ countryId: producers.countryId }).from(producers).where(eq(producers.id, id));
  return row?.countryId ?? null;
}

/** Producers and producer types as the back office edits them (domains/directory/admin.ts). */
export const producerTypeAdminSpec: AdminTableSpec = { table: producerTypes, order: [producerTypes.sort] };
export const producerAdminSpec: AdminTableSpec = {
  table: producers,
  order: [producers.sort],
  active: producers.isActive,
  filters: { producer_type_id: producers.producerTypeId, country_id: producers.countryId },
};
