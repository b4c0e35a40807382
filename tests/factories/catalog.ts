import * as s from '../../src/server/db/schema/index';
import { buildItem, buildProducer, buildProducerType, buildProduct, buildProductType, buildUnit } from '../../src/server/db/seed/builders';
import type { Executor } from '../../src/server/db/seed/types';
import { createCountry, createGovernorate } from './geography';

type Ins<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

export async function createProduct(db: Executor, o: Ins<typeof s.products> = {}) {
  const [row] = await db.insert(s.products).values(buildProduct(o)).returning();
  return row!;
}

export async function createProductType(db: Executor, o: Ins<typeof s.productTypes> = {}) {
  const productId = o.productId ?? (await createProduct(db)).id;
  const [row] = await db
    .insert(s.productTypes)
    .values(buildProductType({ ...o, productId }))
    .returning();
  return row!;
}

export async function createProducerType(db: Executor, o: Ins<typeof s.producerTypes> = {}) {
  const [row] = await db.insert(s.producerTypes).values(buildProducerType(o)).returning();
  return row!;
}

export async function createProducer(db: Executor, o: Ins<typeof s.producers> = {}) {
  const producerTypeId = o.producerTypeId ?? (await createProducerType(db)).id;
  const countryId = o.countryId ?? (await createCountry(db)).id;
  const [row] = await db
    .insert(s.producers)
    .values(buildProducer({ ...o, producerTypeId, countryId }))
    .returning();
  return row!;
}

export async function createUnit(db: Executor, o: Ins<typeof s.units> = {}) {
  const [row] = await db.insert(s.units).values(buildUnit(o)).returning();
  return row!;
}

/**
 * An item with its parents: missing product, product type (of that product), producer and unit
 * are created. `governorateIds` become the item's govs (item_governorates); when omitted one
 * governorate is created (in the producer's country) so the item can be priced.
 */
export async function createItem(db: Executor, o: Ins<typeof s.items> & { governorateIds?: number[] } = {}) {
  const { governorateIds, ...over } = o;
  const productId = over.productId ?? (over.productTypeId ? undefined : (await createProduct(db)).id);
  const productTypeId = over.productTypeId ?? (await createProductType(db, { productId })).id;
  const resolvedProductId = productId ?? (await db.query.productTypes.findFirst({ where: (t, { eq }) => eq(t.id, productTypeId) }))!.productId;
  const producer = over.producerId ? (await db.query.producers.findFirst({ where: (t, { eq }) => eq(t.id, over.producerId!) }))! : await createProducer(db);
  const unitId = over.unitId ?? (await createUnit(db)).id;
  const [item] = await db
    .insert(s.items)
    .values(buildItem({ ...over, productId: resolvedProductId, productTypeId, producerId: producer.id, unitId }))
    .returning();
  const govs = governorateIds ?? [(await createGovernorate(db, { countryId: producer.countryId })).id];
  if (govs.length) await db.insert(s.itemGovernorates).values(govs.map((governorateId) => ({ itemId: item!.id, governorateId })));
  return { ...item!, governorateIds: govs };
}
