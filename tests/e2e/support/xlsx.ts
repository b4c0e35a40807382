/**
 * An Excel download of the site, opened as a spreadsheet program would: its first sheet's rows
 * (header first) as text, and whether the sheet reads right to left.
 */
import ExcelJS from 'exceljs';
import type { Download } from '@playwright/test';

export async function readXlsxDownload(download: Download): Promise<{ rows: string[][]; rightToLeft: boolean }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)))));
  return { rows, rightToLeft: sheet.views[0]?.rightToLeft === true };
}
