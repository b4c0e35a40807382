/** Calendar dates as 'YYYY-MM-DD' strings, computed in UTC so no time zone shifts them. */

/** A formatter per time zone: making one costs ~0.07 ms, using it ~1 µs (every dated request asks for today). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

export function todayIn(timeZone: string, now = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The date `months` calendar months after `date`; past the end of a shorter month it is that
 * month's last day (2026-01-31 + 1 month = 2026-02-28).
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** `days` consecutive dates starting at `from`. */
export function dateRange(from: string, days: number): string[] {
  const out: string[] = [];
  const d = new Date(`${from}T00:00:00Z`);
  for (let i = 0; i < days; i++) {
    out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

/** The market's time zone: "today" for prices and date rules is a day in Cairo. */
export const MARKET_TIME_ZONE = 'Africa/Cairo';

/** Today in the market's time zone, YYYY-MM-DD. */
export const todayIso = (now = new Date()): string => todayIn(MARKET_TIME_ZONE, now);

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** An issue of a date range: the field it is on and the `validation` message key. */
export interface DateRangeIssue {
  path: 'from_date' | 'to_date';
  message: 'date_invalid' | 'date_after_today' | 'to_before_from';
}

/**
 * SPEC section 5 ("Filter date pickers", "Comparison add"), without Zod (the forms of the
 * public pages check it before their Zod code loads; schemas/prices.ts `dateRangeRules` wraps it
 * for the schemas): no date after `today`; the to date not before the from date. With
 * `checkFormat`, a date that is not YYYY-MM-DD is `date_invalid`.
 */
export function dateRangeIssues(v: { from_date?: string; to_date?: string }, today: string, checkFormat = false): DateRangeIssue[] {
  const issues: DateRangeIssue[] = [];
  if (checkFormat && v.from_date && !isIsoDate(v.from_date)) issues.push({ path: 'from_date', message: 'date_invalid' });
  if (checkFormat && v.to_date && !isIsoDate(v.to_date)) issues.push({ path: 'to_date', message: 'date_invalid' });
  if (v.from_date && isIsoDate(v.from_date) && v.from_date > today) issues.push({ path: 'from_date', message: 'date_after_today' });
  if (v.to_date && isIsoDate(v.to_date) && v.to_date > today) issues.push({ path: 'to_date', message: 'date_after_today' });
  if (v.from_date && v.to_date && isIsoDate(v.from_date) && isIsoDate(v.to_date) && v.to_date < v.from_date)
    issues.push({ path: 'to_date', message: 'to_before_from' });
  return issues;
}
