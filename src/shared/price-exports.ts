/**
 * The CSV exports of the prices view and of a comparison (issue 16: a package grants them,
 * `prices.export` / `comparison.export`). Pure builders: the server answers GET prices_csv and
 * GET comparison_csv with them (prices domain); headers come from the dictionary of the request's
 * language through `label`.
 */
import { toCsv } from './csv';
import type { ComparisonRow, PriceRow } from './schemas/prices';

/** Column headers of the prices file, in order, as dictionary keys under `prices.`. */
export const PRICES_CSV_COLUMNS = [
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
export type PricesCsvLabel = (typeof PRICES_CSV_COLUMNS)[number] | `status_${PriceRow['status']}`;

/** One line per price row (the change and its percentage included), under translated headers. */
export function pricesCsv(rows: readonly PriceRow[], label: (key: PricesCsvLabel) => string): string {
  return toCsv(
    PRICES_CSV_COLUMNS.map((c) => label(c)),
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

/** The cells of a comparison row, by position (item1..item4). */
export const CELL_KEYS = ['item1', 'item2', 'item3', 'item4'] as const satisfies readonly (keyof ComparisonRow)[];

export interface ComparisonCsvLabels {
  date: string;
  min: string;
  max: string;
  mid: string;
}

/**
 * The table of a comparison: a date column, then lowest/highest/average per item ("name — label"
 * headers in the request's language). Dates stay ISO and prices plain decimals, so a spreadsheet
 * reads them as dates and numbers whatever its locale.
 */
export function comparisonTable(rows: readonly ComparisonRow[], names: readonly string[], labels: ComparisonCsvLabels) {
  const keys = CELL_KEYS.slice(0, names.length);
  const header = [labels.date, ...names.flatMap((n) => [`${n} — ${labels.min}`, `${n} — ${labels.max}`, `${n} — ${labels.mid}`])];
  const body = rows.map((r) => [r.date, ...keys.flatMap((k) => [r[k]?.min ?? '', r[k]?.max ?? '', r[k]?.mid ?? ''])]);
  return { header, body };
}

/** The comparison's file text. */
export function comparisonCsv(rows: readonly ComparisonRow[], names: readonly string[], labels: ComparisonCsvLabels): string {
  const { header, body } = comparisonTable(rows, names, labels);
  return toCsv(header, body);
}

/** The files' names (the same as the browser-built files had): `cement-2026-11-25.csv`, `binaa-comparison-<from>-<to>.csv`. */
export const pricesCsvFileName = (metaName: string, date: string) => `${metaName || 'prices'}-${date}.csv`;
export const comparisonCsvFileName = (from: string, to: string) => `binaa-comparison-${from}-${to}.csv`;

/** The API's answer type of both exports. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
