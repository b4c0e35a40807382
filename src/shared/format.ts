/**
 * The one formatter of numbers, money, units and dates (decision 045), on `Intl`, for the site,
 * the back office, e-mails and exports alike, in the page's (or the mail's) language:
 *
 * - Western digits in both languages (docs/architecture.md, "Numbers": `ar-EG-u-nu-latn`), thousands
 *   grouped with a comma in both ("1,500"), at most two decimals and no trailing zeros ("1,500.5").
 * - Money carries ONE currency label per language: "ج.م" in Arabic, "LE" in English (SPEC
 *   section 6: "Currency LE"), after the amount ("1,500 ج.م", "1,500 LE").
 * - A day is written day, month (its name), year in both languages ("28 نوفمبر 2026",
 *   "28 November 2026"), never month first and never all in digits, so a clerk cannot misread
 *   it; a timestamp adds Cairo's time ("28 نوفمبر 2026، 06:12 م").
 * - Exports (CSV/XLSX) are read by programs: a decimal without grouping ("1500.00") and ISO days.
 *
 * A formatter made by `Intl` costs ~0.05 ms, using it ~1 µs: each is made once per language.
 */
import { MARKET_TIME_ZONE } from './dates';
import type { Lang } from './envelope';
import { localeOf } from './i18n/translator';

export { localeOf };

/** What a number, amount or day may arrive as: a number, the API's decimal string, nothing. */
type Numeric = string | number | null | undefined;

/** What is shown for a value that is missing or not a number. */
export const NONE = '—';

const CURRENCY_LABELS: Record<Lang, string> = { ar: 'ج.م', en: 'LE' };

/** The currency's label in a language: "ج.م" or "LE". */
export const currencyLabel = (lang: Lang): string => CURRENCY_LABELS[lang];

function once<T>(make: (lang: Lang) => T): (lang: Lang) => T {
  const made = new Map<Lang, T>();
  return (lang) => {
    let v = made.get(lang);
    if (v === undefined) {
      v = make(lang);
      made.set(lang, v);
    }
    return v;
  };
}

const toNumber = (value: Numeric): number => (typeof value === 'number' ? value : Number.parseFloat(value ?? ''));

const numbers = once((lang) => new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 2, minimumFractionDigits: 0 }));

/** A number or decimal string for reading: "1,234.5" (at most two decimals); '—' when not a number. */
export function formatNumber(value: Numeric, lang: Lang): string {
  const n = toNumber(value);
  return Number.isFinite(n) ? numbers(lang).format(n) : NONE;
}

/** An amount in LE without its label (a table whose heading names the currency): "1,500". */
export const formatPrice = formatNumber;

/** An amount in LE with the language's label: "1,500 ج.م", "1,500.5 LE"; '—' when not a number. */
export function formatMoney(value: Numeric, lang: Lang): string {
  const n = formatNumber(value, lang);
  return n === NONE ? NONE : `${n} ${currencyLabel(lang)}`;
}

/** A percentage given in percent ("2.5" or 2.5) without its sign: "2.5%". */
export function formatPercent(value: Numeric, lang: Lang): string {
  const n = toNumber(value);
  return Number.isFinite(n) ? `${formatNumber(Math.abs(n), lang)}%` : NONE;
}

/** A change given as a fraction (0.025) with its sign and one decimal: "+2.5%", "−1.0%", "0.0%". */
export function formatChange(fraction: number | null | undefined, lang: Lang): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return NONE;
  const pct = Math.round(fraction * 1000) / 10;
  const digits = signedPercents(lang).format(Math.abs(pct));
  return `${pct > 0 ? '+' : pct < 0 ? '−' : ''}${digits}%`;
}
const signedPercents = once((lang) => new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/**
 * A unit after a quantity, as a reader says it: in English a plain unit word in lower case and
 * plural unless one ("tons", "1 ton"), an abbreviation in lower case ("kg"); the catalogue's
 * name otherwise (Arabic, "m³").
 */
export function unitName(quantity: number, unit: string, lang: Lang): string {
  if (lang !== 'en' || !/^[A-Za-z]+$/.test(unit)) return unit;
  const lower = unit.toLowerCase();
  const abbreviation = unit.length <= 3 && unit === unit.toUpperCase();
  return abbreviation || quantity === 1 ? lower : `${lower}s`;
}

/** A quantity and its unit: "1,000 tons", "1,000 طن", "500 kg". */
export function formatQuantity(value: Numeric, unit: string, lang: Lang): string {
  const n = toNumber(value);
  return `${formatNumber(n, lang)} ${unitName(n, unit, lang)}`;
}

/** A decimal for programs (exports, e-mail links): two places, no grouping ("1500.00"); '' when not a number. */
export function formatDecimal(value: Numeric, places = 2): string {
  const n = toNumber(value);
  return Number.isFinite(n) ? n.toFixed(places) : '';
}

/** A YYYY-MM-DD day is read at UTC midnight and shown in UTC (no zone moves it); a timestamp is shown in Cairo's time. */
const isDay = (iso: string) => iso.length === 10;
const instant = (iso: string) => new Date(isDay(iso) ? `${iso}T00:00:00Z` : iso);
const zoneOf = (iso: string) => (isDay(iso) ? 'UTC' : MARKET_TIME_ZONE);

type Clock = 'none' | 'minutes' | 'seconds';
const CLOCKS: Record<Clock, Intl.DateTimeFormatOptions> = {
  none: {},
  minutes: { hour: '2-digit', minute: '2-digit' },
  seconds: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
};
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(lang: Lang, month: 'long' | 'short' | null, zone: string, clock: Clock): Intl.DateTimeFormat {
  const key = `${lang}:${month}:${zone}:${clock}`;
  let f = dayFormats.get(key);
  if (!f) {
    const day: Intl.DateTimeFormatOptions = month ? { day: 'numeric', month, year: 'numeric' } : {};
    f = new Intl.DateTimeFormat(localeOf(lang), { ...day, ...CLOCKS[clock], timeZone: zone });
    dayFormats.set(key, f);
  }
  return f;
}

/** A day (YYYY-MM-DD, or a timestamp's UTC day) as "28 November 2026" / "28 نوفمبر 2026"; '' for none. */
export function formatDate(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '';
  const d = instant(iso);
  if (Number.isNaN(d.getTime())) return iso;
  // The site has always shown a timestamp's UTC day here (its pages stay the same); the back office's lists use formatShortDate.
  return dayFormat(lang, 'long', 'UTC', 'none').format(d);
}

/** A day in short ("28 Nov 2026"; Arabic has one month name): a YYYY-MM-DD as written, a timestamp's day in Cairo; '—' for none. */
export function formatShortDate(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return NONE;
  const d = instant(iso);
  return Number.isNaN(d.getTime()) ? iso : dayFormat(lang, 'short', zoneOf(iso), 'none').format(d);
}

/** A timestamp in Cairo's time ("28 Nov 2026, 18:12", "28 نوفمبر 2026، 06:12 م"), to the second if asked; '—' for none. */
export function formatDateTime(when: string | Date | null | undefined, lang: Lang, { seconds = false } = {}): string {
  if (!when) return NONE;
  const d = new Date(when);
  return Number.isNaN(d.getTime()) ? String(when) : dayFormat(lang, 'short', MARKET_TIME_ZONE, seconds ? 'seconds' : 'minutes').format(d);
}

/** The time of day of a timestamp in Cairo's time, to the second ("18:12:05", "06:12:05 م"). */
export function formatTime(when: string | Date, lang: Lang): string {
  const d = new Date(when);
  return Number.isNaN(d.getTime()) ? String(when) : dayFormat(lang, null, MARKET_TIME_ZONE, 'seconds').format(d);
}

const monthFormats = once((lang) => new Intl.DateTimeFormat(localeOf(lang), { month: 'short', year: 'numeric', timeZone: 'UTC' }));
const dayMonthFormats = once((lang) => new Intl.DateTimeFormat(localeOf(lang), { day: 'numeric', month: 'short', timeZone: 'UTC' }));

/** A month (YYYY-MM or a YYYY-MM-DD in it) as "Nov 2026" / "نوفمبر 2026". */
export const formatMonth = (iso: string, lang: Lang): string => monthFormats(lang).format(new Date(`${iso.slice(0, 7)}-01T00:00:00Z`));

/** A chart's tick: a day without its year ("28 Nov"), or a month and year, from a UTC time. */
export const formatTick = (date: Date, lang: Lang, months: boolean): string => (months ? monthFormats(lang) : dayMonthFormats(lang)).format(date);
