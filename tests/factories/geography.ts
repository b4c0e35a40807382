import * as s from '../../src/server/db/schema/index';
import { buildCountry, buildGovernorate } from '../../src/server/db/seed/builders';
import type { Executor } from '../../src/server/db/seed/types';

type CountryInsert = typeof s.countries.$inferInsert;
type GovernorateInsert = typeof s.governorates.$inferInsert;

export async function createCountry(db: Executor, o: Partial<CountryInsert> = {}) {
  const [row] = await db.insert(s.countries).values(buildCountry(o)).returning();
  return row!;
}

/** Creates a country too when `countryId` is not given. */
export async function createGovernorate(db: Executor, o: Partial<GovernorateInsert> = {}) {
  const countryId = o.countryId ?? (await createCountry(db)).id;
  const [row] = await db
    .insert(s.governorates)
    .values(buildGovernorate({ ...o, countryId }))
    .returning();
  return row!;
}
