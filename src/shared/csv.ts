/**
 * CSV text (the prices and comparison exports, built by the server: prices domain). UTF-8 with a byte-order mark so Excel opens Arabic
 * text correctly; RFC 4180 quoting; CRLF line ends. Cells that a spreadsheet would run as a
 * formula (= + - @ at the start of a text) are prefixed with a quote.
 */
export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';
const QUOTE = '"';
const NUMERIC = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;
// A double quote (\x22), a comma or a line break: the cell goes between quotes. (Written \x22, as
// a quote inside a regular expression makes tools that do not know regular expressions read the
// rest of the file as a never-closing string.)
const NEEDS_QUOTES = /[\x22,\r\n]/;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (!NUMERIC.test(text) && FORMULA_START.test(text)) text = "'" + text;
  return NEEDS_QUOTES.test(text) ? QUOTE + text.replaceAll(QUOTE, QUOTE + QUOTE) + QUOTE : text;
}

/** The file's text: BOM, header row, data rows. */
export function toCsv(header: readonly CsvCell[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
