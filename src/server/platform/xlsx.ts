/**
 * A small Excel (.xlsx) writer for the exports (issue 20: the price analysis, the prices view, a
 * comparison), over write-excel-file (decision 040). A workbook is a list of sheets, each a header
 * row and data rows: headers bold in a frozen first row, numbers as numbers (decimal strings such
 * as "105.00" become 105, an empty cell stays empty), dates as ISO text YYYY-MM-DD (read the same
 * in every locale), column widths from the longest cell, and the sheet drawn right to left for Arabic.
 *
 * Texts are written as strings, never formulas: a cell starting with "=" is text in an .xlsx written
 * this way (unlike a CSV cell), so names need no escaping (tests/unit/xlsx.test.ts).
 */
import type { Row } from 'write-excel-file/node';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type XlsxCell = string | number | null | undefined;
/** text: as is; number: a number (a numeric string is converted; anything else is left as text); date: YYYY-MM-DD text. */
export type XlsxKind = 'text' | 'number' | 'date';

export interface XlsxSheet {
  /** The tab's name (cut to Excel's 31 characters, its forbidden characters replaced). */
  name: string;
  header: readonly string[];
  /** The kind of each column, by position (default text). */
  kinds?: readonly XlsxKind[];
  rows: readonly (readonly XlsxCell[])[];
}

const NUMERIC = /^-?\d+(\.\d+)?$/;
const MAX_WIDTH = 60;

function value(cell: XlsxCell, kind: XlsxKind | undefined): string | number | null {
  if (cell === null || cell === undefined || cell === '') return null;
  if (kind === 'number') {
    if (typeof cell === 'number') return cell;
    return NUMERIC.test(cell) ? Number(cell) : cell;
  }
  return String(cell);
}

/** A sheet name Excel accepts: no : \ / ? * [ ], at most 31 characters, unique in the book. */
function sheetName(name: string, taken: Set<string>): string {
  const base =
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet';
  let out = base;
  for (let n = 2; taken.has(out.toLowerCase()); n++) out = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
  taken.add(out.toLowerCase());
  return out;
}

/** The workbook's bytes. `rightToLeft`: the request's language is Arabic. */
export async function xlsxBuffer(sheets: readonly XlsxSheet[], opts: { rightToLeft: boolean }): Promise<Buffer> {
  // Loaded on the first export, not at start.
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  const taken = new Set<string>();
  const book = sheets.map((s) => {
    const widths = s.header.map((h) => h.length);
    const data: Row[] = [s.header.map((h) => ({ value: h, fontWeight: 'bold' as const }))];
    for (const r of s.rows) {
      data.push(
        s.header.map((_, i) => {
          const v = value(r[i], s.kinds?.[i]);
          if (v === null) return null;
          widths[i] = Math.max(widths[i]!, String(v).length);
          return typeof v === 'number' ? { value: v, type: Number, format: '0.00' } : { value: v, type: String };
        }),
      );
    }
    return {
      data,
      sheet: sheetName(s.name, taken),
      columns: widths.map((w) => ({ width: Math.min(MAX_WIDTH, w + 2) })),
      stickyRowsCount: 1,
      rightToLeft: opts.rightToLeft,
    };
  });
  return writeXlsxFile(book).toBuffer();
}
