/** The price analysis's arithmetic (src/shared/analysis-math.ts) on small series computed by hand. */
import { describe, expect, it } from 'vitest';
import { changeOver, changes, indexPoints, indexYearStart, movingAverage, round2 } from '../../src/shared/analysis-math';

describe('round2', () => {
  it('rounds to 2 decimals, halves away from zero, despite binary fractions', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(2.344)).toBe(2.34);
    expect(round2(8.333333)).toBe(8.33);
    expect(round2(100)).toBe(100);
    expect(round2(0)).toBe(0);
  });
});

describe('movingAverage', () => {
  it('is null until n values exist, then the mean of the last n', () => {
    // 3-point means: (1+2+3)/3 = 2, (2+3+7)/3 = 4, (3+7+8)/3 = 6
    expect(movingAverage([1, 2, 3, 7, 8], 3)).toEqual([null, null, 2, 4, 6]);
    expect(movingAverage([10, 20], 3)).toEqual([null, null]);
    expect(movingAverage([], 7)).toEqual([]);
    expect(movingAverage([5, 7], 1)).toEqual([5, 7]);
  });

  it('rounds each mean to 2 decimals', () => {
    // (10 + 10 + 11) / 3 = 10.3333…; (10 + 11 + 11) / 3 = 10.6666…
    expect(movingAverage([10, 10, 11, 11], 3)).toEqual([null, null, 10.33, 10.67]);
  });

  it('rounds an exact half of a cent up however the binary sum lands', () => {
    // (29 × 33179.34 + 33180.39) / 30 = 33179.34 + 1.05 / 30 = 33179.375 exactly → 33179.38
    const values = [...Array<number>(29).fill(33179.34), 33180.39];
    expect(movingAverage(values, 30).at(-1)).toBe(33179.38);
  });

  it('refuses a window that is not a positive integer', () => {
    expect(() => movingAverage([1], 0)).toThrow(RangeError);
    expect(() => movingAverage([1], 1.5)).toThrow(RangeError);
  });
});

describe('changeOver', () => {
  // Price days with gaps: no prices on 03-06 … 03-07 nor 03-09.
  const series = [
    { date: '2026-02-01', value: 80 },
    { date: '2026-03-01', value: 100 },
    { date: '2026-03-05', value: 110 },
    { date: '2026-03-08', value: 120 },
    { date: '2026-03-10', value: 126 },
  ];

  it('compares the latest day with the last price day on or before latest − N calendar days', () => {
    // day: latest − 1 = 03-09 has no price: the last before it is 03-08 (120 → 126: +6, +5%).
    expect(changeOver(series, 1)).toEqual({ from_date: '2026-03-08', from: 120, to: 126, change: 6, percentage: 5 });
    // week: 03-03 → 03-01 (100 → 126: +26, +26%).
    expect(changeOver(series, 7)).toEqual({ from_date: '2026-03-01', from: 100, to: 126, change: 26, percentage: 26 });
    // month (30 days): 2026-02-08 → 02-01 (80 → 126: +46, 57.5%).
    expect(changeOver(series, 30)).toEqual({ from_date: '2026-02-01', from: 80, to: 126, change: 46, percentage: 57.5 });
  });

  it('is null without an earlier day far enough back, or without points', () => {
    expect(changeOver(series, 365)).toBeNull();
    expect(changeOver([], 1)).toBeNull();
    expect(changeOver([{ date: '2026-03-10', value: 1 }], 1)).toBeNull();
  });

  it('rounds the change and a falling percentage', () => {
    // 150 → 149.5: −0.5, −0.3333…%
    expect(
      changeOver(
        [
          { date: '2026-01-01', value: 150 },
          { date: '2026-01-02', value: 149.5 },
        ],
        1,
      ),
    ).toEqual({
      from_date: '2026-01-01',
      from: 150,
      to: 149.5,
      change: -0.5,
      percentage: -0.33,
    });
  });

  it('gives the four periods together', () => {
    const c = changes(series);
    expect(c.day?.from_date).toBe('2026-03-08');
    expect(c.week?.from_date).toBe('2026-03-01');
    expect(c.month?.from_date).toBe('2026-02-01');
    expect(c.year).toBeNull();
  });
});

describe('indexPoints', () => {
  // Base mids: item 1 at 100, item 2 at 200; item 3 had no price on the base day.
  const base = new Map([
    [1, 100],
    [2, 200],
  ]);

  it('is the equally weighted mean of each item relative to its base, × 100', () => {
    const points = indexPoints(base, [
      { item_id: 1, date: '2026-01-01', mid: 100 },
      { item_id: 2, date: '2026-01-01', mid: 200 },
      // (110/100 + 180/200) / 2 × 100 = (1.1 + 0.9) / 2 × 100 = 100
      { item_id: 2, date: '2026-01-02', mid: 180 },
      { item_id: 1, date: '2026-01-02', mid: 110 },
      // (120/100 + 230/200) / 2 × 100 = (1.2 + 1.15) / 2 × 100 = 117.5
      { item_id: 1, date: '2026-01-03', mid: 120 },
      { item_id: 2, date: '2026-01-03', mid: 230 },
    ]);
    expect(points).toEqual([
      { date: '2026-01-01', value: 100 },
      { date: '2026-01-02', value: 100 },
      { date: '2026-01-03', value: 117.5 },
    ]);
  });

  it('leaves out items without a base price, uses the items present on a day, and skips a day with none', () => {
    const points = indexPoints(base, [
      // Only item 2 that day: 210/200 × 100 = 105; item 3 has no base and does not count.
      { item_id: 3, date: '2026-01-05', mid: 999 },
      { item_id: 2, date: '2026-01-05', mid: 210 },
      // Only item 3: no point.
      { item_id: 3, date: '2026-01-04', mid: 500 },
      // (101/100 + 201/200) / 2 × 100 = (1.01 + 1.005) / 2 × 100 = 100.75
      { item_id: 1, date: '2026-01-06', mid: 101 },
      { item_id: 2, date: '2026-01-06', mid: 201 },
      // 1/3 relative: 100/300 → item 1 at 100/3 … (33.333…/100) × 100 = 33.33
      { item_id: 1, date: '2026-01-07', mid: 33.333333 },
    ]);
    expect(points).toEqual([
      { date: '2026-01-05', value: 105 },
      { date: '2026-01-06', value: 100.75 },
      { date: '2026-01-07', value: 33.33 },
    ]);
  });

  it('starts the base search at the first day of the range end’s year', () => {
    expect(indexYearStart('2026-11-26')).toBe('2026-01-01');
    expect(indexYearStart('2025-01-01')).toBe('2025-01-01');
  });
});
