import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { producerTypes, producers } from '../../db/schema/index';
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
