/**
 * The arithmetic of the price analysis (issue 20): pure functions over price days, shared by the
 * server (GET price_analysis, its exports, the open data index) and anything that wants to
 * recompute a figure. Prices are numbers in LE; every figure handed out is rounded to 2 decimals.
 *
 * A "price day" is a date with a price. Days without a price (Fridays, holidays, a governorate
 * not priced that day) are not zeros and not gaps to fill: the moving averages and the changes
 * count price days only.
 */
import { addDays } from './dates';

/** Rounded to 2 decimals, halves away from zero (1.005 → 1.01, −1.005 → −1.01). */
export function round2(value: number): number {
  const r = Math.round(Math.abs(value) * 100 + 1e-9) / 100;
  return value < 0 ? -r : r;
}

/**
 * The moving average of `values` over the last `n` values, one per input value: null until `n`
 * values exist (index n − 1 is the first defined), then the mean of that value and the n − 1
 * before it, rounded. The values are price days (consecutive in the series, whatever the calendar
 * gaps between them), so ma7 is "the last 7 price days", not "the last 7 calendar days". The values
 * are taken to the hundredth (prices).
 */
export function movingAverage(values: readonly number[], n: number): (number | null)[] {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('n must be a positive integer');
  // Summed in whole hundredths (the values are prices of 2 decimals): a running sum of binary
  // fractions drifts, and an exact half of a hundredth would then round either way.
  const cents = values.map((v) => Math.round(v * 100));
  const out: (number | null)[] = [];
  let sum = 0;
  for (let i = 0; i < cents.length; i++) {
    sum += cents[i]!;
    if (i >= n) sum -= cents[i - n]!;
    out.push(i >= n - 1 ? (Math.sign(sum) * Math.round(Math.abs(sum) / n)) / 100 : null);
  }
  return out;
}

/** A dated value (the mid price of a price day). */
export interface DatedValue {
  date: string;
  value: number;
}

/** The periods of the change figures, in calendar days back from the latest price day. */
export const CHANGE_DAYS = { day: 1, week: 7, month: 30, year: 365 } as const;
export type ChangePeriod = keyof typeof CHANGE_DAYS;

export interface Change {
  /** The earlier price day compared with. */
  from_date: string;
  from: number;
  to: number;
  /** to − from, rounded. */
  change: number;
  /** (to − from) / from × 100, rounded; 0 when from is 0. */
  percentage: number;
}

/**
 * The change between the latest point of `points` (ascending dates) and the last point on or
 * before latest − `days` calendar days; null when there is no such point (too short a history).
 * With a price every day, `days` = 1 compares with the day before; after a gap it compares with the
 * last price day before the gap.
 */
export function changeOver(points: readonly DatedValue[], days: number): Change | null {
  const latest = points.at(-1);
  if (!latest) return null;
  const target = addDays(latest.date, -days);
  let from: DatedValue | undefined;
  for (let i = points.length - 2; i >= 0; i--) {
    if (points[i]!.date <= target) {
      from = points[i];
      break;
    }
  }
  if (!from) return null;
  const diff = latest.value - from.value;
  return {
    from_date: from.date,
    from: round2(from.value),
    to: round2(latest.value),
    change: round2(diff),
    percentage: from.value === 0 ? 0 : round2((diff / from.value) * 100),
  };
}

/** The day, week, month and year changes of a series (ascending dates). */
export function changes(points: readonly DatedValue[]): Record<ChangePeriod, Change | null> {
  return {
    day: changeOver(points, CHANGE_DAYS.day),
    week: changeOver(points, CHANGE_DAYS.week),
    month: changeOver(points, CHANGE_DAYS.month),
    year: changeOver(points, CHANGE_DAYS.year),
  };
}

/** One item's national mid on one price day. */
export interface ItemDay {
  item_id: number;
  date: string;
  mid: number;
}

/**
 * The product's national index: for each date of `days` (any order), the equally weighted mean of
 * mid / base mid over the items priced that day that have a base price, × 100, rounded. Items
 * without a price on the base day (`base` has no entry) are left out; a date where some items have
 * no price uses those present; a date where none of the base items is priced has no point.
 * Answered in ascending date order.
 */
export function indexPoints(base: ReadonlyMap<number, number>, days: readonly ItemDay[]): DatedValue[] {
  const byDate = new Map<string, { sum: number; n: number }>();
  for (const d of days) {
    const b = base.get(d.item_id);
    if (b === undefined || !(b > 0)) continue;
    const acc = byDate.get(d.date) ?? { sum: 0, n: 0 };
    acc.sum += d.mid / b;
    acc.n += 1;
    byDate.set(d.date, acc);
  }
  return [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([date, { sum, n }]) => ({ date, value: round2((sum / n) * 100) }));
}

/** The base day of the index for a range ending `to`: its year's first day (the first price day on or after it is looked up). */
export const indexYearStart = (to: string) => `${to.slice(0, 4)}-01-01`;
