/**
 * The back office's price grid without a browser (issue 18): what a clerk types is read as the
 * server reads it, the average follows the lowest and highest prices, a block pasted from a
 * spreadsheet lands from the focused cell, a save sends only what it must, and the grid's CSV
 * is a file the import reads back.
 */
import { describe, expect, it } from 'vitest';
import { parsePrice, priceIssues } from '../../src/shared/price-entry';
import type { PriceGridRow } from '../../src/shared/schemas/prices-admin';
import { editCell, jumpingRows, pasteBlock, rowChanged, saveRows, toEntryRows } from '../../src/web/features/prices/admin/entry-rows';
import { templateCsv } from '../../src/web/features/prices/admin/template';
import { readPriceFile, type FileRow } from '../../src/server/domains/prices/price-file';

const gridRow = (id: number, o: Partial<PriceGridRow> = {}): PriceGridRow => ({
  id: `${id}-1`,
  item_id: id,
  item_name: `Item ${id}`,
  producer_name: 'P',
  product_type_name: 'T',
  unit: 'Ton',
  governorate_id: 1,
  governorate_name: 'Cairo',
  min_price: '100.00',
  mid_price: '105.00',
  max_price: '110.00',
  entered: false,
  prefilled: true,
  last_date: '2026-01-01',
  last_min_price: '100.00',
  last_mid_price: '105.00',
  last_max_price: '110.00',
  ...o,
});

describe('typed prices', () => {
  it('reads Arabic-Indic digits, the Arabic decimal comma and thousands separators; refuses the rest', () => {
    expect(parsePrice('٣٩٥٠٫٥')).toBe(3950.5);
    expect(parsePrice('3,950.50')).toBe(3950.5);
    expect(parsePrice(' ')).toBeNull();
    for (const bad of ['0', '-5', '1.234', 'abc', '12345678901']) expect(parsePrice(bad)).toBeNaN();
    expect(parsePrice(4029.0000000001)).toBe(4029);
  });

  it('asks for all three prices, in order', () => {
    expect(priceIssues({ min_price: null, mid_price: null, max_price: null })).toEqual({});
    expect(priceIssues({ min_price: 1, mid_price: null, max_price: 3 })).toEqual({ mid_price: 'prices_price_required' });
    expect(priceIssues({ min_price: 3, mid_price: 2, max_price: 4 })).toEqual({ mid_price: 'prices_min_above_mid' });
    expect(priceIssues({ min_price: 1, mid_price: 5, max_price: 4 })).toEqual({ mid_price: 'prices_mid_above_max' });
    expect(priceIssues({ min_price: 5, mid_price: 4, max_price: 3 })).toEqual({ max_price: 'prices_min_above_max' });
  });
});

describe('the rows', () => {
  it('moves the average with the lowest and highest price while it was their average', () => {
    const [r] = toEntryRows([gridRow(1)]);
    const a = editCell(r!, 'min_price', '120');
    expect(a.mid_price).toBe('115.00');
    const b = editCell({ ...a, mid_price: '111' }, 'max_price', '130');
    expect(b.mid_price).toBe('111'); // typed by hand: left alone
    expect(rowChanged(b)).toBe(true);
  });

  it('pastes a block from the focused cell down and across the price columns, in the order shown', () => {
    const rows = toEntryRows([gridRow(1), gridRow(2), gridRow(3)]);
    const shown = ['3-1', '1-1', '2-1']; // sorted differently than loaded
    const out = pasteBlock(rows, shown, { id: '1-1', field: 'mid_price' }, '201\t202\t203\r\n301\t302\r\n401\t402\n');
    const by = Object.fromEntries(out.map((r) => [r.id, [r.min_price, r.mid_price, r.max_price]]));
    expect(by['1-1']).toEqual(['100.00', '201', '202']); // the third cell falls past the last column
    expect(by['2-1']).toEqual(['100.00', '301', '302']);
    expect(by['3-1']).toEqual(['100.00', '105.00', '110.00']); // above the focused row: untouched
  });

  it('saves new and changed rows and removals, never entered rows left as they were', () => {
    const rows = toEntryRows([
      gridRow(1), // prefilled, unchanged: becomes the day's price
      gridRow(2, { entered: true, prefilled: false }), // entered, unchanged: not sent
      gridRow(3, { entered: true, prefilled: false }), // entered, changed
      gridRow(4, { entered: true, prefilled: false }), // entered, cleared: removed
      gridRow(5, { min_price: null, mid_price: null, max_price: null, prefilled: false, last_min_price: null }), // never priced
    ]);
    rows[2] = editCell(rows[2]!, 'max_price', '150');
    rows[3] = { ...rows[3]!, min_price: '', mid_price: '', max_price: '' };
    const { rows: body, index } = saveRows(rows);
    expect(index).toEqual(['1-1', '3-1', '4-1']);
    expect(body[1]).toEqual({ item_id: 3, governorate_id: 1, min_price: '100.00', mid_price: '125.00', max_price: '150' });
    expect(body[2]).toEqual({ item_id: 4, governorate_id: 1, min_price: null, mid_price: null, max_price: null });
  });

  it('asks to confirm the rows that move more than 20 % from the last price', () => {
    const rows = toEntryRows([
      gridRow(1),
      gridRow(2),
      gridRow(3, { entered: true, prefilled: false, min_price: '200.00', mid_price: '205.00', max_price: '210.00' }),
    ]);
    rows[0] = editCell(rows[0]!, 'min_price', '121');
    rows[1] = editCell(rows[1]!, 'min_price', '120');
    expect(jumpingRows(rows).map((r) => r.id)).toEqual(['1-1']); // 21 %; 20 % is not a jump; an entered row as it was is not asked again
  });
});

describe("the grid's CSV", () => {
  it('is read back by the import, in both languages', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const csv = templateCsv(toEntryRows([gridRow(7), gridRow(8)]), '2026-01-02', lang);
      const rows: FileRow[] = [];
      const read = await readPriceFile(
        Buffer.from(csv),
        (r) => rows.push(r),
        (c) => new Error(c),
      );
      expect(read).toEqual({ format: 'csv', rows: 2 });
      expect(rows[1]).toEqual({
        line: 3,
        cells: {
          date: '2026-01-02',
          item_id: '8',
          item: 'Item 8',
          governorate_id: '1',
          governorate: 'Cairo',
          min_price: '100.00',
          mid_price: '105.00',
          max_price: '110.00',
        },
      });
    }
  });
});
