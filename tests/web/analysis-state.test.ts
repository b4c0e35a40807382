/**
 * The price analysis page's state in its URL (issue 20): read leniently, written in one order,
 * presets locked without the entitlement, changes' directions, and the copied tables.
 */
import { describe, expect, it } from 'vitest';
import {
  analysisQuery,
  analysisSearch,
  changeDirection,
  chartFileName,
  parseAnalysisSearch,
  presetLocked,
  tabSeparated,
} from '../../src/web/features/analysis/analysis-state';

const parse = (q: string) => parseAnalysisSearch(new URLSearchParams(q));

describe('analysis URL state', () => {
  it('reads item, governorate and period, and writes them back in one order', () => {
    const s = parse('period=1Y&gov_id=3&item_id=12');
    expect(s).toEqual({ item_id: 12, gov_id: 3, period: '1Y' });
    expect(analysisSearch(s)).toBe('?item_id=12&gov_id=3&period=1Y');
    expect(analysisSearch({})).toBe('');
  });

  it('drops what it cannot read instead of failing the page', () => {
    expect(parse('item_id=abc&gov_id=0&period=2Y')).toEqual({});
    expect(parse('item_id=99999999999')).toEqual({});
    expect(parse('from_date=2026-02-30&to_date=2026-03-01&period=3M')).toEqual({ period: '3M' });
  });

  it('lets custom dates (both, in order) replace the period', () => {
    const s = parse('period=1M&from_date=2026-01-01&to_date=2026-03-31');
    expect(s).toEqual({ from_date: '2026-01-01', to_date: '2026-03-31' });
    expect(analysisSearch(s)).toBe('?from_date=2026-01-01&to_date=2026-03-31');
    // Reversed or half a range: the dates are ignored.
    expect(parse('from_date=2026-03-31&to_date=2026-01-01')).toEqual({});
    expect(parse('from_date=2026-03-31')).toEqual({});
  });

  it('asks the API for the product, the view and the country', () => {
    expect(analysisQuery('cement', { item_id: 4, period: 'all' }, 'egypt')).toEqual({
      meta_name: 'cement',
      item_id: 4,
      gov_id: undefined,
      period: 'all',
      from_date: undefined,
      to_date: undefined,
      country: 'egypt',
    });
  });
});

describe('analysis presets', () => {
  it('locks every preset but the free month without the entitlement', () => {
    expect(presetLocked('1M', false)).toBe(false);
    expect(['3M', '1Y', 'all'].map((p) => presetLocked(p as '3M', false))).toEqual([true, true, true]);
    expect(['1M', '3M', '1Y', 'all'].map((p) => presetLocked(p as '3M', true))).toEqual([false, false, false, false]);
  });
});

describe('analysis figures and tables', () => {
  it('tells the direction of a change', () => {
    const c = (change: number) => ({ from_date: '2026-01-01', from: 100, to: 100 + change, change, percentage: change });
    expect(changeDirection(c(5))).toBe('up');
    expect(changeDirection(c(-0.5))).toBe('down');
    expect(changeDirection(c(0))).toBe('flat');
    expect(changeDirection(null)).toBeNull();
  });

  it('copies a table as tab-separated lines, a cell never splitting', () => {
    expect(
      tabSeparated(
        ['Date', 'Average'],
        [
          ['2026-11-25', 4170.5],
          ['2026-11-26', null],
          ['a\tb\nc', 1],
        ],
      ),
    ).toBe('Date\tAverage\n2026-11-25\t4170.5\n2026-11-26\t\na b c\t1');
  });

  it('names a chart picture by product, chart and day', () => {
    expect(chartFileName('cement', 'price', '2026-11-26')).toBe('binaa-cement-price-2026-11-26.png');
  });
});
