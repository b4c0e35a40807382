import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { producerTypes, producers } from '../../db/schema/index';

const columns = {
  id: producers.id,
  producerTypeId: producers.producerTypeId,
  nameAr: producers.nameAr,
  nameEn: producers.nameEn,
  photo: producers.photo,
  website: producers.website,
  descriptionAr: producers.descriptionAr,
  descriptionEn: producers.descriptionEn,
};
export type ProducerRow = NonNullable<Awaited<ReturnType<typeof findProducer>>>;

export async function producerTypeExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: producerTypes.id }).from(producerTypes).where(eq(producerTypes.id, id));
  return row != null;
}

/** Active producers of a type (of a country when given), in menu order. */
export const listProducers = (db: Db, producerTypeId: number, countryId?: number) =>
  db
    .select(columns)
    .from(producers)
    .where(and(eq(producers.producerTypeId, producerTypeId), eq(producers.isActive, true), countryId == null ? undefined : eq(producers.countryId, countryId)))
    .orderBy(asc(producers.sort), asc(producers.id));

export async function findProducer(db: Db, id: number) {
  const [row] = await db
    .select(columns)
    .from(producers)
    .where(and(eq(producers.id, id), eq(producers.isActive, true)));
  return row;
}

export const listProducerTypes = (db: Db) => db.select().from(producerTypes).orderBy(asc(producerTypes.sort), asc(producerTypes.id));

export const listActiveProducersWithType = (db: Db) =>
  db
    .select({ id: producers.id, typeId: producers.producerTypeId, typeSlug: producerTypes.slug, nameAr: producers.nameAr, nameEn: producers.nameEn })
    .from(producers)
    .innerJoin(producerTypes, eq(producerTypes.id, producers.producerTypeId))
    .where(eq(producers.isActive, true))
    .orderBy(asc(producers.id));

export const listActiveProducersOfCountry = (db: Db, countryId: number) =>
  db
    .select({ id: producers.id, nameAr: producers.nameAr, nameEn: producers.nameEn })
    .from(producers)
    .where(and(eq(producers.countryId, countryId), eq(producers.isActive, true)))
    .orderBy(asc(producers.sort), asc(producers.id));
