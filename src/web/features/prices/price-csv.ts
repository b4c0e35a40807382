/**
 * The CSV of the current prices view (pure: the page offers it with downloadCsv). One row per
 * price row, the change and its percentage included; headers in the visitor's language.
 */
import type { PriceRow } from '../../../shared/schemas/prices';
import { toCsv } from '../../ui/csv';

/** Column headers, in order, as the dictionary gives them (prices.* keys). */
export const CSV_COLUMNS = [
  'product_type_col',
  'producer',
  'item',
  'governorate',
  'date',
  'unit',
  'lowest',
  'highest',
  'today_average',
  'yesterday_average',
  'change',
  'change_percentage',
  'direction',
] as const;

export function pricesCsv(rows: readonly PriceRow[], label: (key: (typeof CSV_COLUMNS)[number] | `status_${PriceRow['status']}`) => string): string {
  return toCsv(
    CSV_COLUMNS.map((c) => label(c)),
    rows.map((r) => [
      r.product_type_name,
      r.producer_name,
      r.item_name,
      r.gov_name,
      r.price_date,
      r.unit,
      r.min_price,
      r.max_price,
      r.mid_price,
      r.mid_price_yesterday,
      r.change,
      r.change_percentage,
      label(`status_${r.status}`),
    ]),
  );
}

/** Rows grouped by product type name, in the order the API gives them (SPEC section 3). */
export function groupByType(rows: readonly PriceRow[]): { name: string; rows: PriceRow[] }[] {
  const groups = new Map<string, PriceRow[]>();
  for (const r of rows) {
    const list = groups.get(r.product_type_name);
    if (list) list.push(r);
    else groups.set(r.product_type_name, [r]);
  }
  return [...groups].map(([name, list]) => ({ name, rows: list }));
}
