/**
 * An .xlsx file as a spreadsheet program saves it, written by hand (no XLSX library), for the
 * import's tests and benches: the texts in the shared-strings table, numbers as numbers, a date
 * as its day number under a date style (numFmtId 14), a formula with its cached result. The
 * bytes do not depend on whichever library the app reads with, so a bench compares libraries
 * on the same file.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export type XlsxFileCell = string | number | Date | { formula: string; result: number } | null;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Column letters of a 0-based index: 0 → A, 26 → AA. */
function column(i: number): string {
  let out = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
  return out;
}

/** Days since 1899-12-30, the 1900 date system's day number. */
const serial = (d: Date) => d.getTime() / 86_400_000 + 25_569;

function sheetXml(rows: readonly (readonly XlsxFileCell[])[], strings: Map<string, number>): string {
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  ];
  rows.forEach((row, r) => {
    if (row.every((c) => c === null)) return; // a blank row is absent, as Excel leaves it
    parts.push(`<row r="${r + 1}">`);
    row.forEach((cell, c) => {
      if (cell === null) return;
      const ref = `${column(c)}${r + 1}`;
      if (typeof cell === 'string') {
        let index = strings.get(cell);
        if (index === undefined) strings.set(cell, (index = strings.size));
        parts.push(`<c r="${ref}" t="s"><v>${index}</v></c>`);
      } else if (typeof cell === 'number') parts.push(`<c r="${ref}"><v>${cell}</v></c>`);
      else if (cell instanceof Date) parts.push(`<c r="${ref}" s="1"><v>${serial(cell)}</v></c>`);
      else parts.push(`<c r="${ref}"><f>${escape(cell.formula)}</f><v>${cell.result}</v></c>`);
    });
    parts.push('</row>');
  });
  parts.push('</sheetData></worksheet>');
  return parts.join('');
}

const NS = 'http://schemas.openxmlformats.org';

/** The workbook's bytes: one sheet of these rows (row 1 first; a row of nulls is left out). */
export function xlsxFile(rows: readonly (readonly XlsxFileCell[])[], sheetName = 'Sheet1'): Buffer {
  const strings = new Map<string, number>();
  const sheet = sheetXml(rows, strings);
  const sst = [...strings.keys()].map((s) => `<si><t xml:space="preserve">${escape(s)}</t></si>`).join('');
  const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  return zip([
    [
      '[Content_Types].xml',
      `${head}<Types xmlns="${NS}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${head}<Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${head}<workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${NS}/officeDocument/2006/relationships"><sheets><sheet name="${escape(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${head}<Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${NS}/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${NS}/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `${head}<styleSheet xmlns="${NS}/spreadsheetml/2006/main"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    ],
    ['xl/sharedStrings.xml', `${head}<sst xmlns="${NS}/spreadsheetml/2006/main" count="${strings.size}" uniqueCount="${strings.size}">${sst}</sst>`],
    ['xl/worksheets/sheet1.xml', sheet],
  ]);
}

/** A zip archive of deflated entries (the subset of the format an .xlsx needs). */
function zip(entries: [name: string, text: string][]): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const packed = deflateRawSync(data);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      header.writeUInt16LE(8, at + 4); // deflate
      header.writeUInt32LE(0, at + 6); // time and date
      header.writeUInt32LE(crc32(data), at + 10);
      header.writeUInt32LE(packed.length, at + 14);
      header.writeUInt32LE(data.length, at + 18);
      header.writeUInt16LE(nameBytes.length, at + 22);
    };
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    fields(head, 4);
    local.push(head, nameBytes, packed);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // made by
    fields(entry, 6);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, nameBytes);
    offset += head.length + nameBytes.length + packed.length;
  }
  const size = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, ...central, end]);
}
