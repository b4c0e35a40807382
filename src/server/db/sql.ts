import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { normalizeArabic } from '../../shared/search';

/** The first `length` characters of an HTML column as plain text (tags become spaces). */
export const plainTextExcerpt = (column: AnyColumn, length: number) =>
  sql<string>`left(regexp_replace(${column}, '<[^>]*>', ' ', 'g'), ${sql.raw(String(length))})`;

/** A per-account limit's counting window: `day` the last 24 hours, `month` the calendar month in Cairo (the market's). */
export type LimitWindow = 'day' | 'month';

/** The start of a counting window, as a timestamp for `created_at >= …`. */
export const windowStart = (window: LimitWindow): SQL =>
  window === 'day' ? sql`now() - interval '24 hours'` : sql`(date_trunc('month', now() at time zone 'Africa/Cairo') at time zone 'Africa/Cairo')`;

/**
 * Serialises one account's creating writes of one kind (`scope`, e.g. 'deals') until the end of
 * the transaction, so a daily limit or a free monthly quota is counted without a race between two tabs.
 */
export const lockAccountWrites = (db: { execute: (query: SQL) => Promise<unknown> }, scope: string, userId: number) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${scope}:user`}), ${userId})`);

/**
 * `binaa_normalize(a || ' ' || b …) like '%word%'`: the word (normalised as the database does,
 * shared/search.ts normalizeArabic) inside one of the texts, Arabic and English alike. For the
 * back office's searches of short lists (a sequential scan is fine there); the site's searches
 * use the tsvector documents (db/search.ts).
 */
export function normalizedContains(texts: readonly AnyColumn[], word: string): SQL {
  const like = `%${normalizeArabic(word).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const joined = sql.join(
    texts.map((t) => sql`coalesce(${t}, '')`),
    sql` || ' ' || `,
  );
  return sql`binaa_normalize(${joined}) like ${like}`;
}

/** A timestamp column's day in the market's time zone (Cairo), for date filters written YYYY-MM-DD. */
export const cairoDay = (column: AnyColumn): SQL<string> => sql<string>`(${column} at time zone 'Africa/Cairo')::date`;

/** The back office's inbox filter on a `handled_at` column: unread (not handled), handled, or all. */
export const handledState = (state: 'unread' | 'handled' | 'all', handledAt: AnyColumn): SQL | undefined =>
  state === 'unread' ? sql`${handledAt} is null` : state === 'handled' ? sql`${handledAt} is not null` : undefined;

/** How many rows, and how many not handled yet (the inbox's counts). */
export const inboxCounts = (handledAt: AnyColumn) => ({
  total: sql<number>`count(*)::int`,
  unread: sql<number>`(count(*) filter (where ${handledAt} is null))::int`,
});
