/**
 * Reading an imported prices file (issue 18): a CSV (UTF-8, any of `,` `;` tab as separator,
 * papaparse) or an Excel workbook (.xlsx, its first sheet, read-excel-file: decision 040). The first
 * non-empty row names the columns, in Arabic or English (src/shared/price-entry.ts
 * COLUMN_HEADERS); other columns are ignored. Rows come out one by one with their line — the
 * row number a spreadsheet shows (the header's is 1 in a file that starts with it) — and their
 * cells by column, as read: the import's rules judge them (admin.ts).
 *
 * The type is told by the content (an .xlsx is a zip), never by the name.
 */
import Papa from 'papaparse';
import type { SheetData } from 'read-excel-file/node';
import { columnOf, type ImportColumn } from '../../../shared/price-entry';
import { MAX_IMPORT_ROWS } from '../../../shared/schemas/prices-admin';
import { ValidationFailed } from '../../platform/errors';

export type FileCells = Partial<Record<ImportColumn, unknown>>;
export interface FileRow {
  line: number;
  cells: FileCells;
}
export type FileFormat = 'csv' | 'xlsx';

const refuse = (code: string) => new ValidationFailed({ file: [code] });

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]); // an old .xls

export function formatOf(bytes: Buffer): FileFormat {
  if (bytes.length === 0) throw refuse('prices_import_file_empty');
  if (bytes.subarray(0, 4).equals(ZIP)) return 'xlsx';
  if (bytes.subarray(0, 4).equals(OLE) || bytes.includes(0)) throw refuse('prices_import_file_type');
  return 'csv';
}

/** The columns the rules need: a date, the item, the governorate (each by id or name) and the three prices. */
function checkHeader(columns: (ImportColumn | undefined)[], missing: (names: string) => Error): void {
  const has = (c: ImportColumn) => columns.includes(c);
  const lacks: string[] = [];
  if (!has('date')) lacks.push('date');
  if (!has('item_id') && !has('item')) lacks.push('item_id / item');
  if (!has('governorate_id') && !has('governorate')) lacks.push('governorate_id / governorate');
  for (const c of ['min_price', 'mid_price', 'max_price'] as const) if (!has(c)) lacks.push(c);
  if (lacks.length) throw missing(lacks.join(', '));
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * Calls `onRow` for each data row of the file (blank rows skipped, still counted in the lines).
 * `missingColumns(names)` makes the error for a header without the needed columns (the caller
 * words it in the request's language). Refuses past MAX_IMPORT_ROWS data rows.
 */
export async function readPriceFile(
  bytes: Buffer,
  onRow: (row: FileRow) => void,
  missingColumns: (names: string) => Error,
): Promise<{ format: FileFormat; rows: number }> {
  const format = formatOf(bytes);
  let header: (ImportColumn | undefined)[] | null = null;
  let rows = 0;
  const take = (line: number, values: readonly unknown[]) => {
    if (values.every(isBlank)) return;
    if (!header) {
      header = values.map((v) => (typeof v === 'string' ? columnOf(v) : undefined));
      checkHeader(header, missingColumns);
      return;
    }
    if (++rows > MAX_IMPORT_ROWS) throw refuse('prices_import_too_many_rows');
    const cells: FileCells = {};
    header.forEach((column, i) => {
      if (column && cells[column] === undefined && !isBlank(values[i])) cells[column] = values[i];
    });
    onRow({ line, cells });
  };
  if (format === 'csv') readCsv(bytes, take);
  else await readXlsx(bytes, take);
  if (!header) throw refuse('prices_import_file_empty');
  return { format, rows };
}

function readCsv(bytes: Buffer, take: (line: number, values: readonly unknown[]) => void): void {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse('prices_import_encoding');
  }
  let line = 0;
  let failure: unknown = null;
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
    step: (result, parser) => {
      line++;
      try {
        take(line, result.data);
      } catch (err) {
        failure = err;
        parser.abort();
      }
    },
  });
  if (failure) throw failure;
}

/**
 * What a workbook's parts take once unpacked, as its zip's central directory declares them (null
 * when there is no readable directory: the reader then refuses the file itself).
 */
function unpackedSize(bytes: Buffer): number | null {
  // The end-of-central-directory record: 22 bytes and a comment of up to 65,535.
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let end = bytes.length - 22;
  while (end >= floor && bytes.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < floor) return null;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const size = bytes.readUInt32LE(at + 24);
    total += size === 0xffffffff ? Infinity : size; // ZIP64: more than 4 GB
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}

/**
 * The most a workbook may unpack to: 100,000 rows of the template's 8 columns take about 30 MB of
 * sheet XML as Excel writes it (13 MB for 50,000 rows in tests/helpers/xlsx-file.ts), so this
 * leaves room for extra columns. read-excel-file unpacks the whole file before the rows are
 * counted (about 4 times the XML in memory), so a larger one is refused before it is read.
 */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

async function readXlsx(bytes: Buffer, take: (line: number, values: readonly unknown[]) => void): Promise<void> {
  if ((unpackedSize(bytes) ?? 0) > MAX_UNPACKED_BYTES) throw refuse('prices_import_too_many_rows');
  // Loaded on the first import of a workbook, not at start.
  const { readSheet } = await import('read-excel-file/node');
  let rows: SheetData;
  try {
    rows = await readSheet(bytes);
  } catch {
    throw refuse('prices_import_file_damaged');
  }
  // Rows keep their place: rows[0] is the sheet's row 1, blank rows included. Dates come as Date
  // (a date-styled cell) or as the day number (the import reads both), formulas as their result.
  rows.forEach((values, i) => take(i + 1, values));
}
