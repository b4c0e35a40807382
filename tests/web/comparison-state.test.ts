import { describe, expect, it } from 'vitest';
import type { ComparisonRow } from '../../src/shared/schemas/prices';
import {
  addErrors,
  addItem,
  chartData,
  comparisonBody,
  comparisonSearch,
  parseComparisonSearch,
  removeItem,
  type ComparisonState,
} from '../../src/web/features/comparison/comparison-state';
import { toCsv } from '../../src/shared/csv';
import { comparisonTable } from '../../src/shared/price-exports';

const TODAY = '2026-03-10';
const parse = (q: string) => parseComparisonSearch(new URLSearchParams(q), TODAY);
const state = (items: [number, number][], from = '2026-03-01', to = TODAY): ComparisonState => ({
  from_date: from,
  to_date: to,
  items: items.map(([item_id, gov_id]) => ({ item_id, gov_id })),
});

describe('comparison state in the query string', () => {
  it('defaults to today and no items', () => {
    expect(parse('')).toEqual({ from_date: TODAY, to_date: TODAY, items: [] });
  });

  it('round-trips through the link', () => {
    const s = state([
      [12, 1],
      [15, 3],
    ]);
    const search = comparisonSearch(s);
    expect(search).toBe('?from_date=2026-03-01&to_date=2026-03-10&items=12:1,15:3');
    expect(parse(search)).toEqual(s);
    // What a browser may send back once it has percent-encoded the separators.
    expect(parse('from_date=2026-03-01&to_date=2026-03-10&items=12%3A1%2C15%3A3')).toEqual(s);
  });

  it('drops junk, duplicates and anything past 4 items; keeps the order of adding', () => {
    expect(parse('items=3:1,x:2,4:0,5:1:2,3:1,-1:1,6:2,7:2,8:2,9:2,10:2').items).toEqual([
      { item_id: 3, gov_id: 1 },
      { item_id: 6, gov_id: 2 },
      { item_id: 7, gov_id: 2 },
      { item_id: 8, gov_id: 2 },
    ]);
    expect(parse('from_date=2026-02-30&to_date=yesterday')).toMatchObject({ from_date: TODAY, to_date: TODAY });
  });

  it('an empty comparison is no query at all (everything cleared)', () => {
    expect(comparisonSearch(state([]))).toBe('');
  });
});

describe('adding and removing items', () => {
  it('adds up to 4 distinct items', () => {
    let s = state([]);
    for (const id of [1, 2, 3, 4]) {
      const out = addItem(s, { item_id: id, gov_id: 1 });
      expect(out.ok).toBe(true);
      if (out.ok) s = out.state;
    }
    expect(s.items).toHaveLength(4);
    expect(addItem(s, { item_id: 5, gov_id: 1 })).toEqual({ ok: false, reason: 'full' });
    expect(addItem(state([[1, 1]]), { item_id: 1, gov_id: 1 })).toEqual({ ok: false, reason: 'duplicate' });
    // The same item in another governorate is another series.
    expect(addItem(state([[1, 1]]), { item_id: 1, gov_id: 2 }).ok).toBe(true);
  });

  it('removes by position', () => {
    expect(
      removeItem(
        state([
          [1, 1],
          [2, 1],
          [3, 1],
        ]),
        1,
      ).items.map((i) => i.item_id),
    ).toEqual([1, 3]);
    expect(removeItem(state([[1, 1]]), 0).items).toEqual([]);
  });

  it('names the items of the request from the lookup data', () => {
    const lookup = {
      items: [{ id: 12, name: 'Portland 42.5', product_id: 1, product_type_id: 2, producer_id: 3, govs: [] }],
      governorates: [{ id: 1, name: 'Cairo', country_id: 1 }],
    };
    expect(
      comparisonBody(
        state([
          [12, 1],
          [99, 1],
        ]),
        lookup,
      ),
    ).toEqual({
      from_date: '2026-03-01',
      to_date: TODAY,
      items: [
        { item_id: 12, gov_id: 1, item_name: 'Portland 42.5', gov_name: 'Cairo' },
        { item_id: 99, gov_id: 1, item_name: '', gov_name: 'Cairo' },
      ],
    });
  });
});

describe('"Add to comparison" rules (SPEC section 5)', () => {
  const full = { product_id: 1, product_type_id: 0, producer_id: 2, item_id: 3, gov_id: 1, from_date: '2026-03-01', to_date: TODAY };

  it('needs all seven fields; type 0 ("all") is a choice', () => {
    expect(addErrors(full, TODAY)).toEqual({});
    expect(addErrors({ ...full, producer_id: undefined, item_id: undefined, gov_id: undefined }, TODAY)).toEqual({
      producer_id: 'required',
      item_id: 'required',
      gov_id: 'required',
    });
    expect(addErrors({}, TODAY)).toEqual(
      Object.fromEntries(['product_id', 'product_type_id', 'producer_id', 'item_id', 'gov_id', 'from_date', 'to_date'].map((k) => [k, 'required'])),
    );
  });

  it('no date after today, the to date not before the from date', () => {
    expect(addErrors({ ...full, to_date: '2026-03-11' }, TODAY)).toEqual({ to_date: 'date_after_today' });
    expect(addErrors({ ...full, from_date: '2026-03-11', to_date: '2026-03-11' }, TODAY)).toEqual({
      from_date: 'date_after_today',
      to_date: 'date_after_today',
    });
    expect(addErrors({ ...full, from_date: '2026-03-05', to_date: '2026-03-04' }, TODAY)).toEqual({ to_date: 'to_before_from' });
    expect(addErrors({ ...full, from_date: TODAY, to_date: TODAY }, TODAY)).toEqual({});
    expect(addErrors({ ...full, from_date: '2026-13-01' }, TODAY)).toEqual({ from_date: 'date_invalid' });
  });
});

const rows: ComparisonRow[] = [
  { date: '2026-03-01', item1: { name: 'A — Cairo', min: '90.00', max: '110.00', mid: '100.00' }, item2: null, item3: null, item4: null },
  {
    date: '2026-03-02',
    item1: { name: 'A — Cairo', min: '91.00', max: '111.00', mid: '101.50' },
    item2: { name: 'ب — الجيزة', min: '1', max: '3', mid: '2' },
    item3: null,
    item4: null,
  },
];

describe('chart and CSV shapes', () => {
  it('gives one mid-price series per item, null where there is no price', () => {
    expect(chartData(rows, 2)).toEqual({
      dates: ['2026-03-01', '2026-03-02'],
      series: [
        [100, 101.5],
        [null, 2],
      ],
    });
    expect(chartData([], 1)).toEqual({ dates: [], series: [[]] });
  });

  it('writes a CSV with headers in the page language and Arabic intact', () => {
    const { header, body } = comparisonTable(rows, ['A — Cairo', 'ب — الجيزة'], { date: 'التاريخ', min: 'أقل سعر', max: 'أعلى سعر', mid: 'متوسط السعر' });
    expect(header).toEqual([
      'التاريخ',
      'A — Cairo — أقل سعر',
      'A — Cairo — أعلى سعر',
      'A — Cairo — متوسط السعر',
      'ب — الجيزة — أقل سعر',
      'ب — الجيزة — أعلى سعر',
      'ب — الجيزة — متوسط السعر',
    ]);
    expect(body).toEqual([
      ['2026-03-01', '90.00', '110.00', '100.00', '', '', ''],
      ['2026-03-02', '91.00', '111.00', '101.50', '1', '3', '2'],
    ]);
    const text = toCsv(header, body);
    expect(text.startsWith('\uFEFFالتاريخ,')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(4);
  });
});
