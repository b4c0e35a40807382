import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partners, profileTypes } from '../../db/schema/index';

const columns = {
  id: partners.id,
  profileTypeId: partners.profileTypeId,
  typeNameAr: profileTypes.nameAr,
  typeNameEn: profileTypes.nameEn,
  nameAr: partners.nameAr,
  nameEn: partners.nameEn,
  addressAr: partners.addressAr,
  addressEn: partners.addressEn,
  descriptionAr: partners.descriptionAr,
  descriptionEn: partners.descriptionEn,
  photo: partners.photo,
  website: partners.website,
};
export type PartnerRow = NonNullable<Awaited<ReturnType<typeof findPartner>>>;

export async function profileTypeExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: profileTypes.id }).from(profileTypes).where(eq(profileTypes.id, id));
  return row != null;
}

/** Active partners of a profile type (of a country when given), in directory order. */
export const listPartners = (db: Db, profileTypeId: number, countryId?: number) =>
  db
    .select(columns)
    .from(partners)
    .innerJoin(profileTypes, eq(profileTypes.id, partners.profileTypeId))
    .where(and(eq(partners.profileTypeId, profileTypeId), eq(partners.isActive, true), countryId == null ? undefined : eq(partners.countryId, countryId)))
    .orderBy(asc(partners.sort), asc(partners.id));

export async function findPartner(db: Db, id: number) {
  const [row] = await db
    .select(columns)
    .from(partners)
    .innerJoin(profileTypes, eq(profileTypes.id, partners.profileTypeId))
    .where(and(eq(partners.id, id), eq(partners.isActive, true)));
  return row;
}

export const listProfileTypes = (db: Db) => db.select().from(profileTypes).orderBy(asc(profileTypes.sort), asc(profileTypes.id));

export const listActivePartnersWithType = (db: Db) =>
  db
    .select({ id: partners.id, typeId: partners.profileTypeId, typeSlug: profileTypes.slug, nameAr: partners.nameAr, nameEn: partners.nameEn })
    .from(partners)
    .innerJoin(profileTypes, eq(profileTypes.id, partners.profileTypeId))
    .where(eq(partners.isActive, true))
    .orderBy(asc(partners.id));
