import { and, asc, eq, type Column, type GetColumnData } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

type Columns<K extends string> = PgTable & { [P in K]: AnyPgColumn };

/**
 * The tables of one directory (its own: the directory's domain owns them and hands them over
 * here). `entries` has the columns every directory keeps; `typeId` is its column naming the
 * type; `types` is the menu of types; `extra` are further entry columns the directory answers.
 */
export interface DirectoryTables<E extends Record<string, AnyPgColumn> = Record<string, AnyPgColumn>> {
  entries: Columns<'id' | 'countryId' | 'nameAr' | 'nameEn' | 'photo' | 'website' | 'descriptionAr' | 'descriptionEn' | 'sort' | 'isActive'>;
  typeId: AnyPgColumn;
  types: Columns<'id' | 'slug' | 'nameAr' | 'nameEn' | 'sort'>;
  extra: E;
}

/** A row of every directory; `RowOf` adds the directory's `extra` columns. */
export interface DirectoryRow {
  id: number;
  typeId: number;
  typeSlug: string;
  typeNameAr: string;
  typeNameEn: string;
  nameAr: string;
  nameEn: string;
  photo: string | null;
  website: string | null;
  descriptionAr: string;
  descriptionEn: string;
}
export type RowOf<E> = DirectoryRow & { [K in keyof E]: E[K] extends Column ? GetColumnData<E[K]> : never };

const columns = <E extends Record<string, AnyPgColumn>>({ entries: e, typeId, types, extra }: DirectoryTables<E>) => ({
  id: e.id,
  typeId,
  typeSlug: types.slug,
  typeNameAr: types.nameAr,
  typeNameEn: types.nameEn,
  nameAr: e.nameAr,
  nameEn: e.nameEn,
  photo: e.photo,
  website: e.website,
  descriptionAr: e.descriptionAr,
  descriptionEn: e.descriptionEn,
  ...extra,
});

/** The entries with their type (every entry has one: `typeId` is a required reference). */
const entriesWithType = <E extends Record<string, AnyPgColumn>>(db: Db, t: DirectoryTables<E>) =>
  db.select(columns(t)).from(t.entries).innerJoin(t.types, eq(t.types.id, t.typeId));

export async function typeExists(db: Db, t: DirectoryTables, id: number): Promise<boolean> {
  const [row] = await db.select({ id: t.types.id }).from(t.types).where(eq(t.types.id, id));
  return row != null;
}

/** Active entries of a type (of a country when given), in directory order. */
export const listOfType = <E extends Record<string, AnyPgColumn>>(db: Db, t: DirectoryTables<E>, typeId: number, countryId?: number) =>
  entriesWithType(db, t)
    .where(and(eq(t.typeId, typeId), eq(t.entries.isActive, true), countryId == null ? undefined : eq(t.entries.countryId, countryId)))
    .orderBy(asc(t.entries.sort), asc(t.entries.id)) as Promise<RowOf<E>[]>;

export async function findEntry<E extends Record<string, AnyPgColumn>>(db: Db, t: DirectoryTables<E>, id: number): Promise<RowOf<E> | undefined> {
  const [row] = await entriesWithType(db, t).where(and(eq(t.entries.id, id), eq(t.entries.isActive, true)));
  return row as RowOf<E> | undefined;
}

/** Every type, in menu order (site menus, sitemap). */
export const listTypes = (db: Db, t: DirectoryTables) =>
  db
    .select({ id: t.types.id, slug: t.types.slug, nameAr: t.types.nameAr, nameEn: t.types.nameEn })
    .from(t.types)
    .orderBy(asc(t.types.sort), asc(t.types.id)) as Promise<{ id: number; slug: string; nameAr: string; nameEn: string }[]>;

/** Every active entry with its type's slug, by id (sitemap). */
export const listActive = (db: Db, t: DirectoryTables) =>
  db
    .select({ id: t.entries.id, typeId: t.typeId, typeSlug: t.types.slug, nameAr: t.entries.nameAr, nameEn: t.entries.nameEn })
    .from(t.entries)
    .innerJoin(t.types, eq(t.types.id, t.typeId))
    .where(eq(t.entries.isActive, true))
    .orderBy(asc(t.entries.id)) as Promise<DirectoryLink[]>;

/** What a link to an entry needs (sitemap, feeds). */
export interface DirectoryLink {
  id: number;
  typeId: number;
  typeSlug: string;
  nameAr: string;
  nameEn: string;
}
