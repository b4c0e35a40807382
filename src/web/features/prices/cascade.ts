/**
 * The prices page's filter: its state, the URL round trip, the date rules and the saved-search
 * text. The cascade itself (what each change resets, which options remain) is shared with the
 * comparison and the deal form: src/shared/cascade.ts, with PRICE_CASCADE's rules here.
 *
 * - product changes: type back to 0 ("all"), producer, item and governorate cleared (the prices
 *   page also clears the word and navigates to the product's route);
 * - type changes: producers reload for it, item cleared;
 * - producer changes: item cleared;
 * - item restricts governorates to its govs (all when none, or when no item is chosen).
 */
import { ALL_TYPES_ID, changeCascade, parseId, PRICE_CASCADE } from '../../../shared/cascade';

/** A filter state; undefined = not chosen. product_type_id 0 = all types. */
export interface PriceFilter {
  product_id?: number;
  product_type_id: number;
  producer_id?: number;
  item_id?: number;
  gov_id?: number;
  from_date: string;
  to_date: string;
  word?: string;
}

export type FilterField = 'product_id' | 'product_type_id' | 'producer_id' | 'item_id' | 'gov_id';

/** The state after `field` takes `value`, with the prices cascade's resets (shared/cascade.ts); a new product also clears the word. */
export function changeFilter(state: PriceFilter, field: FilterField, value: number | undefined): PriceFilter {
  const next = changeCascade(state, field, value, PRICE_CASCADE);
  return field === 'product_id' ? { ...next, word: undefined } : next;
}

/** Date fields of the filter and their rule messages (shared validation keys, SPEC section 5). */
export type DateErrors = Partial<Record<'from_date' | 'to_date', 'date_after_today' | 'to_before_from' | 'date_invalid'>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "Filter date pickers" (SPEC section 5): from <= to <= today. The same rules as the server's
 * dateRangeRules, as plain data the pickers can show before anything is sent.
 */
export function dateErrors(from: string, to: string, today: string): DateErrors {
  const out: DateErrors = {};
  if (!ISO_DATE.test(from)) out.from_date = 'date_invalid';
  else if (from > today) out.from_date = 'date_after_today';
  if (!ISO_DATE.test(to)) out.to_date = 'date_invalid';
  else if (to > today) out.to_date = 'date_after_today';
  else if (!out.from_date && to < from) out.to_date = 'to_before_from';
  return out;
}

/** The query-string fields of the prices page, in the order they are written. */
export const FILTER_PARAMS = ['product_type_id', 'producer_id', 'item_id', 'gov_id', 'from_date', 'to_date', 'word'] as const;

/** The filter a prices URL describes; missing dates read as today (SPEC section 5 defaults). */
export function filterFromSearch(search: URLSearchParams, productId: number, today: string): PriceFilter {
  const date = (v: string | null) => (v && ISO_DATE.test(v) ? v : today);
  const word = search.get('word')?.trim();
  return {
    product_id: productId,
    product_type_id: parseId(search.get('product_type_id')) ?? ALL_TYPES_ID,
    producer_id: positive(parseId(search.get('producer_id'))),
    item_id: positive(parseId(search.get('item_id'))),
    gov_id: positive(parseId(search.get('gov_id'))),
    from_date: date(search.get('from_date')),
    to_date: date(search.get('to_date')),
    word: word || undefined,
  };
}

const positive = (n: number | undefined) => (n ? n : undefined);

/**
 * The query string of a filter (no leading "?"); the product is in the path. Fields always come
 * in the same order, so one search has one string: the saved-search identity (SPEC section 3).
 */
export function filterToSearch(f: PriceFilter): string {
  const params = new URLSearchParams();
  for (const key of FILTER_PARAMS) {
    const v = f[key];
    if (key === 'product_type_id' ? v === ALL_TYPES_ID : v === undefined || v === '') continue;
    params.set(key, String(v));
  }
  return params.toString();
}

export interface SummaryLookups {
  products: readonly { id: number; name: string }[];
  types: readonly { id: number; name: string }[];
  producers: readonly { id: number; name: string }[];
  items: readonly { id: number; name: string }[];
  governorates: readonly { id: number; name: string }[];
  /** How a day is written for the reader (the page's date format); ISO YYYY-MM-DD without it (a saved search's stored text). */
  formatDay?: (iso: string) => string;
}

/**
 * A human summary of a search, e.g. "Cement · Grey · Nile Delta · Cairo · 2026-11-22" (the
 * saved search's search_text): the chosen names in cascade order, the word, then the dates.
 */
export function searchSummary(f: PriceFilter, l: SummaryLookups): string {
  const name = (list: readonly { id: number; name: string }[], id: number | undefined) => (id ? list.find((o) => o.id === id)?.name : undefined);
  const day = l.formatDay ?? ((iso: string) => iso);
  const dates = f.from_date === f.to_date ? day(f.from_date) : `${day(f.from_date)} – ${day(f.to_date)}`;
  return [
    name(l.products, f.product_id),
    name(l.types, f.product_type_id),
    name(l.producers, f.producer_id),
    name(l.items, f.item_id),
    name(l.governorates, f.gov_id),
    f.word ? `“${f.word}”` : undefined,
    dates,
  ]
    .filter((s): s is string => !!s)
    .join(' · ');
}
