/**
 * The last prices a reader saw, kept on the device for the offline page (issue 29): each price
 * page (the home's tables, a prices page) puts what it shows, already in the reader's language and
 * formatted as it was on screen, into the Cache Storage when it renders; the service worker reads
 * them back when a navigation finds no network (src/web/sw.ts, offline-page.ts).
 *
 * One entry per page (path and query), the newest PAGES_KEPT kept. Plain JSON in a cache of its
 * own: the page and the worker both reach the Cache Storage, and the worker's clean-up of old
 * precaches leaves it alone.
 */
import type { Lang } from '../../shared/envelope';

export const LAST_PRICES_CACHE = 'binaa-last-prices';
const KEY_PREFIX = '/__last-prices?page=';
export const PAGES_KEPT = 5;
/** Rows kept per table: what a reader looks at, not a long history's thousands. */
export const ROWS_KEPT = 60;

export interface PriceTableSnapshot {
  title: string;
  /** ISO date of the prices (the newest row's), and the same as the page showed it. */
  date: string | null;
  dateLabel: string;
  columns: string[];
  /** The cells as the page showed them; the first cell of a row is its heading. */
  rows: string[][];
}

export interface PriceSnapshot {
  /** The page's path and query. */
  page: string;
  lang: Lang;
  /** When the reader saw it (ISO). */
  savedAt: string;
  tables: PriceTableSnapshot[];
}

const keyOf = (page: string) => `${KEY_PREFIX}${encodeURIComponent(page)}`;

/** Keeps the snapshot of a page (replacing the page's earlier one) and drops the oldest beyond PAGES_KEPT. */
export async function saveSnapshot(storage: CacheStorage, snapshot: PriceSnapshot): Promise<void> {
  const cache = await storage.open(LAST_PRICES_CACHE);
  await cache.put(keyOf(snapshot.page), new Response(JSON.stringify(snapshot), { headers: { 'content-type': 'application/json' } }));
  const kept = await readSnapshots(storage);
  await Promise.all(kept.slice(PAGES_KEPT).map((s) => cache.delete(keyOf(s.page))));
}

/** Every kept snapshot, the newest first. */
export async function readSnapshots(storage: CacheStorage): Promise<PriceSnapshot[]> {
  if (!(await storage.has(LAST_PRICES_CACHE))) return [];
  const cache = await storage.open(LAST_PRICES_CACHE);
  const found: PriceSnapshot[] = [];
  for (const request of await cache.keys()) {
    const snapshot = (await (await cache.match(request))?.json().catch(() => null)) as PriceSnapshot | null;
    if (snapshot?.tables?.length) found.push(snapshot);
  }
  return found.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}
