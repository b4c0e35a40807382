import type { PriceRow } from '../../../shared/schemas/prices';

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
