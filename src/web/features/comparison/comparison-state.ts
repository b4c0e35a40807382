/**
 * The comparison's state and its shapes (SPEC sections 4, 5 and 7: "Comparison", "Comparison
 * add", POST price_comparison). Pure functions, so the loader, the page and the unit tests agree.
 *
 * The state lives in the query string, so a comparison is a link that can be shared and a reload
 * shows it again: `?from_date=2025-01-01&to_date=2025-01-31&items=12:1,15:3` (item_id:gov_id
 * pairs, in the order they were added: item N of the answer is the N-th pair).
 */
import { MAX_COMPARISON_ITEMS } from '../../../shared/constants';
import { dateRangeIssues, isIsoDate } from '../../../shared/dates';
import { CELL_KEYS } from '../../../shared/price-exports';
import type { ComparisonLookup, ComparisonRequest, ComparisonRow } from '../../../shared/schemas/prices';

export interface ComparedItem {
  item_id: number;
  gov_id: number;
}

export interface ComparisonState {
  from_date: string;
  to_date: string;
  items: ComparedItem[];
}

/** The cells of a result row, by position (item1..item4): the export's columns follow them too. */
export { CELL_KEYS };

const positiveId = (text: string | undefined): number | undefined => {
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const n = Number(text);
  return n > 0 && n <= 2_147_483_647 ? n : undefined;
};

/** Reads the state from a query string; bad pairs are dropped, duplicates kept once, at most 4. */
export function parseComparisonSearch(search: URLSearchParams, today: string): ComparisonState {
  const date = (key: string) => {
    const v = search.get(key);
    return v && isIsoDate(v) ? v : today;
  };
  const items: ComparedItem[] = [];
  for (const pair of (search.get('items') ?? '').split(',')) {
    const [item, gov, extra] = pair.split(':');
    const item_id = positiveId(item);
    const gov_id = positiveId(gov);
    if (extra !== undefined || item_id === undefined || gov_id === undefined) continue;
    if (items.some((i) => sameItem(i, { item_id, gov_id }))) continue;
    items.push({ item_id, gov_id });
  }
  return { from_date: date('from_date'), to_date: date('to_date'), items: items.slice(0, MAX_COMPARISON_ITEMS) };
}

/** The query string of a state (with its `?`); '' for an empty comparison, which clears everything. */
export function comparisonSearch(state: ComparisonState): string {
  if (state.items.length === 0) return '';
  // ':' and ',' are legal in a query: the link stays readable.
  const items = state.items.map((i) => `${i.item_id}:${i.gov_id}`).join(',');
  return `?from_date=${state.from_date}&to_date=${state.to_date}&items=${items}`;
}

export const sameItem = (a: ComparedItem, b: ComparedItem) => a.item_id === b.item_id && a.gov_id === b.gov_id;

export type AddOutcome = { ok: true; state: ComparisonState } | { ok: false; reason: 'full' | 'duplicate' };

/** The state with one more item (the dates of the first add stay for the whole comparison). */
export function addItem(state: ComparisonState, item: ComparedItem): AddOutcome {
  if (state.items.length >= MAX_COMPARISON_ITEMS) return { ok: false, reason: 'full' };
  if (state.items.some((i) => sameItem(i, item))) return { ok: false, reason: 'duplicate' };
  return { ok: true, state: { ...state, items: [...state.items, item] } };
}

/** The state without the item at `index`. */
export function removeItem(state: ComparisonState, index: number): ComparisonState {
  return { ...state, items: state.items.filter((_, i) => i !== index) };
}

/** Each compared item's names from the lookup data ('' when the lookup does not know it). */
export function itemNames(state: ComparisonState, lookup: Pick<ComparisonLookup, 'items' | 'governorates'>) {
  return state.items.map((i) => ({
    ...i,
    item_name: lookup.items.find((x) => x.id === i.item_id)?.name ?? '',
    gov_name: lookup.governorates.find((g) => g.id === i.gov_id)?.name ?? '',
  }));
}

/** The POST price_comparison body of a state. */
export function comparisonBody(state: ComparisonState, lookup: Pick<ComparisonLookup, 'items' | 'governorates'>): ComparisonRequest {
  return { from_date: state.from_date, to_date: state.to_date, items: itemNames(state, lookup) };
}

/** The fields "Add to comparison" requires (SPEC section 5), in the order of the form. */
export const ADD_FIELDS = ['product_id', 'product_type_id', 'producer_id', 'item_id', 'gov_id', 'from_date', 'to_date'] as const;
export type AddField = (typeof ADD_FIELDS)[number];

export interface AddInput {
  product_id?: number;
  /** 0 = all types: a choice like any other. */
  product_type_id?: number;
  producer_id?: number;
  item_id?: number;
  gov_id?: number;
  from_date?: string;
  to_date?: string;
}

/**
 * The errors of an add, as message keys of the `validation` namespace per field (empty = valid):
 * every field required; the shared date rules (no date after today, to not before from).
 */
export function addErrors(input: AddInput, today: string): Partial<Record<AddField, string>> {
  const errors: Partial<Record<AddField, string>> = {};
  for (const f of ADD_FIELDS) if (input[f] === undefined || input[f] === '') errors[f] = 'required';
  for (const issue of dateRangeIssues({ from_date: input.from_date, to_date: input.to_date }, today, true)) errors[issue.path] ??= issue.message;
  return errors;
}

/** A money string as a number for the chart; null when there is no price. */
export function toNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The chart's data: the dates (ascending, as the API orders them) and one mid-price list per item. */
export function chartData(rows: readonly ComparisonRow[], count: number): { dates: string[]; series: (number | null)[][] } {
  const keys = CELL_KEYS.slice(0, count);
  return { dates: rows.map((r) => r.date), series: keys.map((k) => rows.map((r) => toNumber(r[k]?.mid))) };
}
