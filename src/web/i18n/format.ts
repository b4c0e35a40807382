import { MARKET_TIME_ZONE } from '../../shared/dates';
import type { Lang } from '../../shared/envelope';
import { localeOf } from '../../shared/i18n/translator';

/** Western digits in both languages (ARCHITECTURE.md, "Numbers"): the translator's locale, also its plural rules'. */
export { localeOf };

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A money string in LE ("1234.50") formatted for display, e.g. "1,234.5". */
export function formatPrice(value: string | number | null | undefined, lang: Lang): string {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  if (!Number.isFinite(n)) return '—';
  const key = lang;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 2, minimumFractionDigits: 0 });
    numberFormats.set(key, f);
  }
  return f.format(n);
}

/** An ISO date (YYYY-MM-DD or a timestamp) as "12 May 2025" / "12 مايو 2025". */
export function formatDate(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '';
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return iso;
  let f = dateFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(localeOf(lang), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(lang, f);
  }
  return f.format(d);
}

/** A percentage string from the API ("2.5") as "2.5%". */
export function formatPercent(value: string | number, lang: Lang): string {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  if (!Number.isFinite(n)) return '—';
  return `${formatPrice(Math.abs(n), lang)}%`;
}

type DayKind = 'day' | 'cairo-day' | 'cairo-time';
const shortFormats = new Map<string, Intl.DateTimeFormat>();
function shortFormat(lang: Lang, kind: DayKind): Intl.DateTimeFormat {
  const key = `${lang}:${kind}`;
  let f = shortFormats.get(key);
  if (!f) {
    // A YYYY-MM-DD day is read at UTC midnight and shown in UTC (no zone moves it); a timestamp in Cairo's time.
    const time: Intl.DateTimeFormatOptions = kind === 'cairo-time' ? { hour: '2-digit', minute: '2-digit' } : {};
    f = new Intl.DateTimeFormat(localeOf(lang), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...time,
      timeZone: kind === 'day' ? 'UTC' : MARKET_TIME_ZONE,
    });
    shortFormats.set(key, f);
  }
  return f;
}

/** A day in short ("26 Nov 2026"): a YYYY-MM-DD as written, a timestamp's day in Cairo; '—' for none (the back office's lists). */
export const formatShortDate = (iso: string | null | undefined, lang: Lang): string =>
  !iso ? '—' : iso.length === 10 ? shortFormat(lang, 'day').format(new Date(`${iso}T00:00:00Z`)) : shortFormat(lang, 'cairo-day').format(new Date(iso));

/** A timestamp in Cairo's time ("26 Nov 2026, 14:05"); '—' for none. */
export const formatDateTime = (iso: string | null | undefined, lang: Lang): string => (iso ? shortFormat(lang, 'cairo-time').format(new Date(iso)) : '—');
