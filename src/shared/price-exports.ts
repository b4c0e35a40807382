/**
 * The CSV exports of the prices view and of a comparison (issue 16: a package grants them,
 * `prices.export` / `comparison.export`). Pure builders: the server answers GET prices_csv and
 * GET comparison_csv with them (prices domain); headers come from the dictionary of the request's
 * language through `label`. Files are read by programs: amounts are plain decimals ("1500.00",
 * `formatDecimal` of src/shared/format.ts) and days ISO YYYY-MM-DD, in both languages.
 */
import { toCsv } from './csv';
import type { ComparisonRow, PriceRow } from './schemas/prices';
import type { AnalysisPoint, AnalysisQuery } from './schemas/analysis';
import { apiPath, type Lang } from './envelope';
import { toQueryString } from './load-context';
import { formatDecimal } from './format';

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

/** The kind of each prices column (the XLSX export writes numbers as numbers). */
export const PRICES_COLUMN_KINDS = [
  'text',
  'text',
  'text',
  'text',
  'date',
  'text',
  'number',
  'number',
  'number',
  'number',
  'number',
  'number',
  'text',
] as const;

/** One line per price row (the change and its percentage included), under translated headers. */
export function pricesTable(rows: readonly PriceRow[], label: (key: PricesCsvLabel) => string) {
  return {
    header: PRICES_CSV_COLUMNS.map((c) => label(c)),
    body: rows.map((r) => [
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
  };
}

/** The prices file's text. */
export function pricesCsv(rows: readonly PriceRow[], label: (key: PricesCsvLabel) => string): string {
  const { header, body } = pricesTable(rows, label);
  return toCsv(header, body);
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

export const pricesXlsxFileName = (metaName: string, date: string) => `${metaName || 'prices'}-${date}.xlsx`;
export const comparisonXlsxFileName = (from: string, to: string) => `binaa-comparison-${from}-${to}.xlsx`;

/** The API's answer type of the CSV exports. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

// ---------------------------------------------------------------------------------------------
// The price analysis (issue 20): GET price_analysis_csv / price_analysis_xlsx (entitlement `analysis`)

/** Columns of the analysis's series table, in order, as dictionary keys under `exports.`. */
export const ANALYSIS_SERIES_COLUMNS = ['date', 'min', 'max', 'mid', 'ma7', 'ma30'] as const;
export const ANALYSIS_SERIES_KINDS = ['date', 'number', 'number', 'number', 'number', 'number'] as const;

/** The series table: one line per price day (a moving average not yet defined is an empty cell). */
export function analysisSeriesTable(series: readonly AnalysisPoint[], label: (key: (typeof ANALYSIS_SERIES_COLUMNS)[number]) => string) {
  return {
    header: ANALYSIS_SERIES_COLUMNS.map((c) => label(c)),
    body: series.map((p) => [p.date, formatDecimal(p.min), formatDecimal(p.max), formatDecimal(p.mid), formatDecimal(p.ma7), formatDecimal(p.ma30)]),
  };
}

/** The analysis file's name: `cement-analysis-<item id>-<from>-<to>.csv` (or .xlsx). */
export const analysisFileName = (metaName: string, itemId: number, from: string, to: string, ext: 'csv' | 'xlsx') =>
  `${metaName || 'prices'}-analysis-${itemId}-${from}-${to}.${ext}`;

/** The export calls of the front API, by file kind. */
export const EXPORT_CALLS = {
  prices: { csv: 'prices_csv', xlsx: 'prices_xlsx' },
  comparison: { csv: 'comparison_csv', xlsx: 'comparison_xlsx' },
  analysis: { csv: 'price_analysis_csv', xlsx: 'price_analysis_xlsx' },
} as const;
export type ExportFormat = 'csv' | 'xlsx';

/**
 * The URL of an analysis export for the same query as the page's GET price_analysis (a link or
 * `fetchFile(lang, EXPORT_CALLS.analysis[format], query, …)` from src/web/api/file.ts).
 */
export const analysisExportUrl = (lang: Lang, format: ExportFormat, query: Partial<AnalysisQuery>) =>
  apiPath(lang, EXPORT_CALLS.analysis[format]) + toQueryString(query);
