/**
 * The one formatter (src/shared/format.ts, decision 045) in both languages: Western digits and
 * the same grouping everywhere, one currency label per language, days written day–month–year
 * with the month's name, and no dictionary string carrying another currency label.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  currencyLabel,
  formatChange,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatMonth,
  formatMoney,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatShortDate,
  formatTick,
  formatTime,
} from '../../src/shared/format';

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/;
/** The bidi marks ICU puts around Arabic dates' parts, left out to compare the visible text. */
const visible = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, '');

describe('numbers and money', () => {
  it('groups thousands with a comma and writes Western digits in both languages, at most two decimals', () => {
    for (const lang of ['ar', 'en'] as const) {
      expect(formatNumber('1500.00', lang)).toBe('1,500');
      expect(formatNumber(4008.55, lang)).toBe('4,008.55');
      expect(formatNumber('1234567.456', lang)).toBe('1,234,567.46');
      expect(formatNumber('0', lang)).toBe('0');
      expect(formatNumber(null, lang)).toBe('—');
      expect(formatNumber('abc', lang)).toBe('—');
      expect(formatNumber(1234567.5, lang)).not.toMatch(ARABIC_INDIC);
    }
  });

  it('money carries one label per language, after the amount: ج.م in Arabic, LE in English', () => {
    expect(currencyLabel('ar')).toBe('ج.م');
    expect(currencyLabel('en')).toBe('LE');
    expect(formatMoney('1500.00', 'ar')).toBe('1,500 ج.م');
    expect(formatMoney(1500, 'en')).toBe('1,500 LE');
    expect(formatMoney('550.5', 'en')).toBe('550.5 LE');
    expect(formatMoney(undefined, 'ar')).toBe('—');
  });

  it('percentages: a size without sign, a change with its sign and one decimal', () => {
    expect(formatPercent('2.50', 'ar')).toBe('2.5%');
    expect(formatPercent(-12, 'en')).toBe('12%');
    expect(formatChange(0.025, 'ar')).toBe('+2.5%');
    expect(formatChange(-0.1, 'en')).toBe('−10.0%');
    expect(formatChange(0, 'en')).toBe('0.0%');
    expect(formatChange(null, 'en')).toBe('—');
  });

  it('quantities read as prose: English unit words in lower case and plural, Arabic as catalogued', () => {
    expect(formatQuantity('1000.00', 'Ton', 'en')).toBe('1,000 tons');
    expect(formatQuantity('1', 'Ton', 'en')).toBe('1 ton');
    expect(formatQuantity('500', 'KG', 'en')).toBe('500 kg');
    expect(formatQuantity('1000.00', 'طن', 'ar')).toBe('1,000 طن');
  });

  it('exports get plain decimals a program reads, the same in both languages', () => {
    expect(formatDecimal(1500)).toBe('1500.00');
    expect(formatDecimal('4008.5')).toBe('4008.50');
    expect(formatDecimal(null)).toBe('');
  });
});

describe('dates', () => {
  it('a day is day, month name, year in both languages, never month first', () => {
    expect(formatDate('2026-11-28', 'en')).toBe('28 November 2026');
    expect(visible(formatDate('2026-11-28', 'ar'))).toBe('28 نوفمبر 2026');
    expect(formatShortDate('2026-11-28', 'en')).toBe('28 Nov 2026');
    expect(visible(formatShortDate('2026-11-28', 'ar'))).toBe('28 نوفمبر 2026');
    expect(formatDate('', 'ar')).toBe('');
    expect(formatShortDate(null, 'ar')).toBe('—');
  });

  it('a timestamp is shown in Cairo: its day there and its time', () => {
    // 22:30 UTC is already the next day in Cairo (UTC+2 in winter).
    expect(formatShortDate('2026-11-28T22:30:00Z', 'en')).toBe('29 Nov 2026');
    expect(formatDateTime('2026-11-28T16:12:00Z', 'en')).toBe('28 Nov 2026, 18:12');
    expect(visible(formatDateTime('2026-11-28T16:12:00Z', 'ar'))).toBe('28 نوفمبر 2026، 06:12 م');
    expect(formatDateTime('2026-11-28T16:12:05Z', 'en', { seconds: true })).toBe('28 Nov 2026, 18:12:05');
    expect(formatTime(new Date('2026-11-28T16:12:05Z'), 'en')).toBe('18:12:05');
    expect(formatDateTime(null, 'en')).toBe('—');
  });

  it('months and chart ticks', () => {
    expect(formatMonth('2026-11', 'en')).toBe('Nov 2026');
    expect(visible(formatMonth('2026-11-05', 'ar'))).toBe('نوفمبر 2026');
    expect(formatTick(new Date('2026-11-28T00:00:00Z'), 'en', false)).toBe('28 Nov');
    expect(formatTick(new Date('2026-11-28T00:00:00Z'), 'en', true)).toBe('Nov 2026');
  });

  it('never Arabic-Indic digits, not even in Arabic', () => {
    for (const s of [formatDate('2026-11-28', 'ar'), formatDateTime('2026-11-28T16:12:00Z', 'ar'), formatMonth('2026-11', 'ar'), formatMoney(1234.5, 'ar')])
      expect(s).not.toMatch(ARABIC_INDIC);
  });
});

describe('the dictionaries name the currency as the formatter does', () => {
  const dir = join(import.meta.dirname, '../../src/shared/i18n');
  const strings = (lang: 'ar' | 'en') =>
    readdirSync(join(dir, lang))
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) => JSON.stringify(JSON.parse(readFileSync(join(dir, lang, f), 'utf8'))).split('","'));

  it('an amount placeholder is followed by the language’s one label, never another name of the pound', () => {
    for (const lang of ['ar', 'en'] as const) {
      const other = lang === 'ar' ? /\}\} ?(جنيه|EGP|LE)\b/ : /\}\} ?(EGP|ج\.م|L\.E\.)|EGP/;
      expect(strings(lang).filter((s) => other.test(s))).toEqual([]);
      expect(strings(lang).some((s) => s.includes(`}} ${currencyLabel(lang)}`))).toBe(true);
    }
  });
});
