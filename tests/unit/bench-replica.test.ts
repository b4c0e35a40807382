/** The arithmetic of bench/load/replica.ts behind the figures of docs/capacity.md's replica section. */
import { describe, expect, it } from 'vitest';
import { covered, spread } from '../../bench/load/replica';

describe('covered: the time the after-write windows keep the hot reads on the primary', () => {
  it('counts overlapping windows once and clips them to the level', () => {
    // [0, 3000] ∪ [1000, 4000] = 4000 ms; [10000, 13000] clipped to 12000: 2000 ms.
    expect(covered([0, 1000, 10_000], 3000, 0, 12_000)).toBe(6000);
  });

  it('counts a window opened before the level from the level start', () => {
    expect(covered([-2000], 3000, 0, 5000)).toBe(1000);
    expect(covered([-5000], 3000, 0, 5000)).toBe(0);
  });

  it('answers the whole level when the windows follow each other closely', () => {
    expect(covered([0, 2500, 5000, 7500], 3000, 0, 10_000)).toBe(10_000);
  });
});

describe('spread', () => {
  it('answers p50, p99 and max of the samples, whatever their order', () => {
    const values = Array.from({ length: 200 }, (_, i) => 200 - i);
    expect(spread(values)).toEqual({ samples: 200, p50: 100, p99: 198, max: 200 });
  });

  it('answers NaN figures for no samples', () => {
    expect(spread([])).toEqual({ samples: 0, p50: NaN, p99: NaN, max: NaN });
  });
});
