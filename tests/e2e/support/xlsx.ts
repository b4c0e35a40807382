/**
 * An Excel download of the site, opened as a spreadsheet program would (tests/helpers/workbook.ts):
 * its first sheet's rows (header first) as text, and whether the sheet reads right to left.
 */
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { openWorkbook } from '../../helpers/workbook';

export async function readXlsxDownload(download: Download): Promise<{ rows: string[][]; rightToLeft: boolean }> {
  const [sheet] = await openWorkbook(await readFile(await download.path()));
  return { rows: sheet!.rows.map((row) => row.map((v) => (v == null ? '' : String(v)))), rightToLeft: sheet!.rightToLeft };
}
