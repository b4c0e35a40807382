import { MAX_SAVED_SEARCHES } from '../../../shared/constants';
import { paths } from '../../../shared/paths';
import { createLocalList, type LocalList } from './local-list';

/**
 * A saved prices search (SPEC section 3, "Saved search"); `param` (the query string) is its
 * identity. The prices page fills the list; the header shows it with per-item removal.
 */
export interface SavedSearch {
  param: string;
  search_text: string;
  product_id?: number | string;
  product_name?: string;
  /** The product's meta_name, to rebuild /materials/{meta_name}/{product_id}. */
  meta_name?: string;
  producer_id?: number | string;
  product_type_id?: number | string;
  item_id?: number | string;
  gov_id?: number | string;
  from_date?: string;
  to_date?: string;
  word?: string;
  turn_number?: number;
}

export const SAVED_SEARCHES_KEY = 'saved_searches';
const isSavedSearch = (v: unknown): v is SavedSearch =>
  !!v && typeof (v as SavedSearch).param === 'string' && typeof (v as SavedSearch).search_text === 'string';

export const savedSearches: LocalList<SavedSearch> = createLocalList(SAVED_SEARCHES_KEY, isSavedSearch);

/** Newest first; a search with the same query string replaces the old one; at most 10 (oldest dropped). */
export function addSavedSearch(list: LocalList<SavedSearch>, search: SavedSearch): void {
  const rest = list.read().filter((s) => s.param !== search.param);
  list.write([search, ...rest].slice(0, MAX_SAVED_SEARCHES));
}

export function removeSavedSearch(list: LocalList<SavedSearch>, param: string): void {
  list.write(list.read().filter((s) => s.param !== param));
}

/** Where a saved search leads: the material prices page with its query string. */
export function savedSearchUrl(s: SavedSearch): string {
  const query = s.param.replace(/^\?/, '');
  const base = s.product_id !== undefined ? paths.materials(s.meta_name ?? s.product_name ?? 'prices', s.product_id) : paths.home();
  return query ? `${base}?${query}` : base;
}
