import { and, asc, count, eq, type Column, type GetColumnData, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { normalizedContains } from '../../db/sql';
import type { DbTransaction } from '../../platform/idempotency';

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

// ---------------------------------------------------------------------------------------------
// The back office's reference tables (issue 18, admin.ts): the same few queries over any table a
// domain hands over with an `AdminTableSpec` (the domain owns the table; these only run them).

/** A table the back office edits: an `id`, names in both languages, and whatever else it has. */
export type AdminTable = PgTable & { id: AnyPgColumn; nameAr: AnyPgColumn; nameEn: AnyPgColumn };

export interface AdminTableSpec {
  table: AdminTable;
  /** The list's order (ascending), before the id. */
  order: AnyPgColumn[];
  /** The `is_active` column of a table whose rows are deactivated rather than deleted. */
  active?: AnyPgColumn;
  /** The list's filters: query field → the column it must equal. */
  filters?: Record<string, AnyPgColumn>;
}

/** A row as the table holds it (camelCase keys of its columns). */
export type AdminRow = Record<string, unknown> & { id: number };

export interface AdminRowsQuery {
  /** A word of either name. */
  word?: string;
  equal: Record<string, number | undefined>;
  active?: boolean;
  limit: number;
  offset: number;
}

function adminWhere(s: AdminTableSpec, q: Pick<AdminRowsQuery, 'word' | 'equal' | 'active'>): SQL | undefined {
  return and(
    q.word ? normalizedContains([s.table.nameAr, s.table.nameEn], q.word) : undefined,
    ...Object.entries(q.equal).map(([field, value]) => (value && s.filters?.[field] ? eq(s.filters[field], value) : undefined)),
    s.active && q.active !== undefined ? eq(s.active, q.active) : undefined,
  );
}

/** A page of the table's rows (search, filters, active state) and how many match in all. */
export async function adminRows(db: Db, s: AdminTableSpec, q: AdminRowsQuery): Promise<{ rows: AdminRow[]; total: number }> {
  const where = adminWhere(s, q);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(s.table)
      .where(where)
      .orderBy(...s.order.map((c) => asc(c)), asc(s.table.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(s.table).where(where),
  ]);
  return { rows: rows as AdminRow[], total: totals[0]?.n ?? 0 };
}

/** One row; with a transaction it stays locked until the transaction ends. */
export async function adminRow(db: Db | DbTransaction, s: AdminTableSpec, id: number, lock = false): Promise<AdminRow | undefined> {
  const query = db.select().from(s.table).where(eq(s.table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row as AdminRow | undefined;
}

export async function adminInsert(tx: DbTransaction, s: AdminTableSpec, values: Record<string, unknown>): Promise<AdminRow> {
  const [row] = await tx
    .insert(s.table)
    .values(values as never)
    .returning();
  return row as AdminRow;
}

export async function adminUpdate(tx: DbTransaction, s: AdminTableSpec, id: number, values: Record<string, unknown>): Promise<AdminRow | undefined> {
  const [row] = await tx
    .update(s.table)
    .set(values as never)
    .where(eq(s.table.id, id))
    .returning();
  return row as AdminRow | undefined;
}

export async function adminDelete(tx: DbTransaction, s: AdminTableSpec, id: number): Promise<void> {
  await tx.delete(s.table).where(eq(s.table.id, id));
}
