/**
 * Reading an imported prices file (issue 18): a CSV (UTF-8, any of `,` `;` tab as separator,
 * papaparse) or an Excel workbook (.xlsx, its first sheet, exceljs's streaming reader). The first
 * non-empty row names the columns, in Arabic or English (src/shared/price-entry.ts
 * COLUMN_HEADERS); other columns are ignored. Rows come out one by one with their line — the
 * row number a spreadsheet shows (the header's is 1 in a file that starts with it) — and their
 * cells by column, as read: the import's rules judge them (admin-service.ts).
 *
 * The type is told by the content (an .xlsx is a zip), never by the name.
 */
import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { columnOf, type ImportColumn } from '../../../shared/price-entry';
import { MAX_IMPORT_ROWS } from '../../../shared/schemas/prices-admin';
import { ValidationFailed, ValidationFailedWithText } from '../../platform/errors';

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

/** A cell of exceljs as a plain value: formulas give their result, rich text its text, errors nothing. */
function plain(v: unknown): unknown {
  if (v === null || v === undefined || v instanceof Date || typeof v !== 'object') return v;
  const o = v as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: unknown };
  if ('result' in o) return plain(o.result);
  if (o.richText) return o.richText.map((r) => r.text).join('');
  if ('text' in o) return plain(o.text);
  return null;
}

async function readXlsx(bytes: Buffer, take: (line: number, values: readonly unknown[]) => void): Promise<void> {
  // exceljs is large: loaded on the first import of a workbook, not at start.
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore', // faster; a date cell then comes as its day number (the import reads both)
    hyperlinks: 'ignore',
    entries: 'emit',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        // row.values is 1-based (index 0 is empty).
        const values = (row.values as unknown[]).slice(1).map(plain);
        take(row.number, values);
      }
      break; // the first sheet only
    }
  } catch (err) {
    if (err instanceof ValidationFailed || err instanceof ValidationFailedWithText) throw err;
    throw refuse('prices_import_file_damaged');
  }
}
