import { sql, type AnyColumn } from 'drizzle-orm';

/** The first `length` characters of an HTML column as plain text (tags become spaces). */
export const plainTextExcerpt = (column: AnyColumn, length: number) =>
  sql<string>`left(regexp_replace(${column}, '<[^>]*>', ' ', 'g'), ${sql.raw(String(length))})`;
