/**
 * The exports' workbook writer (platform/xlsx.ts) opened as a spreadsheet program would: a text
 * that starts like a formula stays text (the CSV needs a quote for that, an .xlsx cell does not),
 * Arabic text intact, numbers as numbers, empty cells empty, tab names Excel accepts.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { xlsxBuffer } from '../../src/server/platform/xlsx';
import { openWorkbook } from '../helpers/workbook';

describe('xlsxBuffer', () => {
  it('writes texts that look like formulas as texts, never as formulas', async () => {
    const risky = ['=HYPERLINK("https://evil.example","اضغط")', '+1+1', '-2+3', '@SUM(A1)', '=1+1'];
    const bytes = await xlsxBuffer([{ name: 'Prices', header: ['name', 'price'], kinds: ['text', 'number'], rows: risky.map((r) => [r, r]) }], {
      rightToLeft: false,
    });
    const [sheet] = await openWorkbook(bytes);
    expect(sheet!.rows.slice(1)).toEqual(risky.map((r) => [r, r]));
    const xml = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!);
    expect(xml).not.toMatch(/<f[\s>]/);
  });

  it('keeps Arabic text, turns decimal strings into numbers and leaves empty cells empty', async () => {
    const bytes = await xlsxBuffer(
      [
        {
          name: 'الأسعار',
          header: ['المنتج', 'التاريخ', 'أقل سعر', 'أعلى سعر'],
          kinds: ['text', 'date', 'number', 'number'],
          rows: [
            ['أسمنت السويس ٤٢٫٥', '2026-03-01', '3950.50', 4000],
            ['حديد عز', '2026-03-02', null, ''],
          ],
        },
      ],
      { rightToLeft: true },
    );
    const [sheet] = await openWorkbook(bytes);
    expect(sheet).toMatchObject({ name: 'الأسعار', rightToLeft: true, frozenRows: 1, headerBold: true });
    expect(sheet!.rows).toEqual([
      ['المنتج', 'التاريخ', 'أقل سعر', 'أعلى سعر'],
      ['أسمنت السويس ٤٢٫٥', '2026-03-01', 3950.5, 4000],
      ['حديد عز', '2026-03-02'],
    ]);
  });

  it('names the tabs as Excel allows: no : \\ / ? * [ ], 31 characters, each once', async () => {
    const sheet = (name: string) => ({ name, header: ['a'], rows: [] });
    const long = 'A comparison of four items over one year';
    const bytes = await xlsxBuffer([sheet('Prices: 2026/03'), sheet(long), sheet(long), sheet('')], { rightToLeft: false });
    expect((await openWorkbook(bytes)).map((s) => s.name)).toEqual(['Prices  2026 03', long.slice(0, 31), `${long.slice(0, 29)} 2`, 'Sheet']);
  });
});
