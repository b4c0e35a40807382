/**
 * The grid as a CSV file to fill in a spreadsheet and import back: the import's own columns
 * (src/shared/price-entry.ts), headers in the page's language, the grid's current prices.
 */
import { toCsv } from '../../../../shared/csv';
import { templateHeaders } from '../../../../shared/price-entry';
import type { EntryRow } from './entry-rows';

export const templateFileName = (date: string) => `prices-${date}.csv`;

export const templateCsv = (rows: EntryRow[], date: string, lang: 'ar' | 'en') =>
  toCsv(
    templateHeaders(lang),
    rows.map((r) => [date, r.item_id, r.item_name, r.governorate_id, r.governorate_name, r.min_price, r.mid_price, r.max_price]),
  );
