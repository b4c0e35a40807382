/**
 * The rules of entering daily prices in the back office (issue 18), shared by the server (the
 * day's save, the file import) and the price grid in the browser, so both refuse the same rows
 * with the same messages (codes of the `validation` group of messages.json).
 *
 * - A price is a positive amount in LE with at most two decimals (numeric(12,2) in the table);
 *   what a clerk types may use Arabic-Indic digits, the Arabic decimal comma and thousands separators.
 * - min ≤ mid ≤ max (ex-factory, average, consumer price).
 * - A move of more than JUMP_LIMIT (20 %) on any of the three against the last known price of
 *   the same item and governorate is a likely typo: saved only once confirmed.
 */
import { isIsoDate } from './dates';
import { normalizeArabic } from './search';

/** A change larger than this share of the last known price asks for confirmation. */
export const JUMP_LIMIT = 0.2;
/** numeric(12,2): ten digits before the point. */
export const PRICE_MAX = 9_999_999_999.99;

export const PRICE_FIELDS = ['min_price', 'mid_price', 'max_price'] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

/** Three prices of one row; null = empty. */
export type PriceTriple = Record<PriceField, number | null>;

/**
 * A typed or imported price: a number, or null when empty, or NaN when it is not a price
 * ("abc", "-5", "0", "1.234"). Accepts 0-9 and Arabic-Indic digits, `.` or `٫` as the decimal
 * point, `,` `٬` and spaces between thousands.
 */
export function parsePrice(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    // A spreadsheet's number: cents within float noise (4029.0000000001) are cents.
    const cents = Math.round(value * 100);
    return Number.isFinite(value) && Math.abs(value * 100 - cents) < 1e-6 && cents > 0 && value <= PRICE_MAX ? cents / 100 : NaN;
  }
  if (typeof value !== 'string') return NaN;
  const text = normalizeArabic(value.trim())
    .replace(/٫/g, '.')
    .replace(/[,٬\s\u00a0\u202f]/g, '');
  if (text === '') return null;
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(text)) return NaN;
  const n = Number(text);
  return n > 0 && n <= PRICE_MAX ? n : NaN;
}

/** The amount as the table stores it and the API answers it: '3950.00'. */
export const money = (n: number) => n.toFixed(2);

export type PriceIssue = 'prices_price_required' | 'prices_price_invalid' | 'prices_min_above_mid' | 'prices_mid_above_max' | 'prices_min_above_max';

/**
 * What is wrong with a row's three prices, per field (empty when it can be saved). A row with
 * all three empty is valid here (nothing to save, or "remove this day's price"); otherwise all
 * three are needed.
 */
export function priceIssues(p: Record<PriceField, number | null>): Partial<Record<PriceField, PriceIssue>> {
  const out: Partial<Record<PriceField, PriceIssue>> = {};
  const empty = PRICE_FIELDS.filter((f) => p[f] === null);
  if (empty.length === 3) return out;
  for (const f of PRICE_FIELDS) {
    if (p[f] === null) out[f] = 'prices_price_required';
    else if (Number.isNaN(p[f])) out[f] = 'prices_price_invalid';
  }
  if (Object.keys(out).length) return out;
  const { min_price: min, mid_price: mid, max_price: max } = p as Record<PriceField, number>;
  if (min > max) out.max_price = 'prices_min_above_max';
  else if (min > mid) out.mid_price = 'prices_min_above_mid';
  else if (mid > max) out.mid_price = 'prices_mid_above_max';
  return out;
}

/**
 * The largest relative move of the three prices against the last known ones (0.25 = 25 %), or 0
 * when there is nothing to compare.
 */
export function largestMove(next: PriceTriple, last: Partial<Record<PriceField, number | string | null>> | null | undefined): number {
  if (!last) return 0;
  let move = 0;
  for (const f of PRICE_FIELDS) {
    const a = next[f];
    const b = last[f] == null ? NaN : Number(last[f]);
    if (a === null || Number.isNaN(a) || !(b > 0)) continue;
    move = Math.max(move, Math.abs(a - b) / b);
  }
  return move;
}

/** Whether a move needs the clerk's confirmation. */
export const isJump = (move: number) => move > JUMP_LIMIT + 1e-9;

/** A percentage for messages: 25.3. */
export const percent = (move: number) => (Math.round(move * 1000) / 10).toFixed(1);

// ─── Files: the columns of an import and of the grid's template ──────────────

export const IMPORT_COLUMNS = ['date', 'item_id', 'item', 'governorate_id', 'governorate', 'min_price', 'mid_price', 'max_price'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/**
 * The headers a file may use for each column, Arabic or English (compared after `headerKey`).
 * The first English and the first Arabic name are those of the template.
 */
export const COLUMN_HEADERS: Record<ImportColumn, { en: string[]; ar: string[] }> = {
  date: { en: ['date', 'price date'], ar: ['التاريخ', 'تاريخ', 'تاريخ السعر'] },
  item_id: { en: ['item id', 'item code', 'item no'], ar: ['رقم الصنف', 'كود الصنف'] },
  item: { en: ['item', 'item name'], ar: ['الصنف', 'اسم الصنف'] },
  governorate_id: { en: ['governorate id', 'gov id', 'governorate code'], ar: ['رقم المحافظة', 'كود المحافظة'] },
  governorate: { en: ['governorate', 'governorate name', 'gov'], ar: ['المحافظة', 'اسم المحافظة'] },
  min_price: { en: ['min price', 'min', 'lowest price', 'lowest'], ar: ['أقل سعر', 'السعر الأدنى', 'أدنى سعر'] },
  mid_price: { en: ['mid price', 'mid', 'average price', 'average'], ar: ['متوسط السعر', 'السعر المتوسط', 'المتوسط'] },
  max_price: { en: ['max price', 'max', 'highest price', 'highest'], ar: ['أعلى سعر', 'السعر الأعلى'] },
};

/** A header as compared: no byte-order mark, marks or case; `_`, `-` and runs of spaces as one space. */
export const headerKey = (header: string) =>
  normalizeArabic(header.replace(/^\uFEFF/, ''))
    .replace(/[_\-\s]+/g, ' ')
    .trim();

const HEADER_INDEX = new Map<string, ImportColumn>(
  IMPORT_COLUMNS.flatMap((c) => [...COLUMN_HEADERS[c].en, ...COLUMN_HEADERS[c].ar].map((h) => [headerKey(h), c] as const)),
);

/** The column a header names, or undefined (an extra column, ignored). */
export const columnOf = (header: string): ImportColumn | undefined => HEADER_INDEX.get(headerKey(header));

/** The template's header row in a language. */
export const templateHeaders = (lang: 'ar' | 'en') =>
  IMPORT_COLUMNS.map((c) => (lang === 'ar' ? COLUMN_HEADERS[c].ar[0]! : COLUMN_HEADERS[c].en[0]!.replace(/ /g, '_')));

/**
 * A date cell of a file: YYYY-MM-DD (or with `/`), DD/MM/YYYY (day first, as written in Egypt),
 * or a spreadsheet date. Null when it is none of these.
 */
export function parseFileDate(value: unknown): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return value.toISOString().slice(0, 10);
  }
  if (typeof value !== 'string') return null;
  const text = normalizeArabic(value.trim());
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  let iso: string | null = null;
  if (m) iso = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  else if ((m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text))) iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return iso && isIsoDate(iso) ? iso : null;
}
