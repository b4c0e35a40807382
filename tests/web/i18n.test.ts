import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import ar from '../../src/web/i18n/ar.json';
import en from '../../src/web/i18n/en.json';
import { formatDate, formatPrice } from '../../src/web/i18n/format';
import { createI18n } from '../../src/web/i18n/setup';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

describe('web dictionaries', () => {
  it('ar and en have the same keys, none empty', () => {
    expect(keys(ar).sort()).toEqual(keys(en).sort());
    for (const dict of [ar, en])
      for (const k of keys(dict))
        expect(
          k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], dict),
          k,
        ).not.toBe('');
  });

  it('every literal t("…") key used by the site exists', () => {
    const known = new Set(keys(ar));
    const missing: string[] = [];
    for (const file of sources(join(import.meta.dirname, '../../src/web'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-z_]+\.[a-z_0-9.]+)'/g)) if (!known.has(m[1]!)) missing.push(`${file}: ${m[1]}`);
    }
    expect(missing).toEqual([]);
  });

  it('translates shared validation keys in the visitor language (namespaces validation/api)', () => {
    const i18nAr = createI18n('ar');
    const i18nEn = createI18n('en');
    expect(i18nEn.t('validation:email_invalid')).toBe('E-mail must be valid');
    expect(i18nAr.t('validation:email_invalid')).not.toBe('validation:email_invalid');
    expect(i18nAr.language).toBe('ar');
    expect(i18nEn.language).toBe('en');
  });

  it('fills placeholders, takes the first key that exists and gives back an unknown key as sent', () => {
    const { t } = createI18n('en');
    expect(t('news.results_count', { count: 12 })).toBe(en.news.results_count.replace('{{count}}', '12'));
    expect(t(['validation:no_such_key', 'api:no_such_key', 'nav.news'])).toBe(en.nav.news);
    expect(t(['validation:no_such_key', 'Server said no'])).toBe('Server said no');
    expect(t('nav')).toBe('nav'); // a group, not a string
    expect(t('nav.news')).toBe(t('nav.news')); // remembered lookups answer the same
  });
});

describe('numbers and dates use Western digits in both languages', () => {
  it('formats prices', () => {
    expect(formatPrice('4008.55', 'ar')).toBe('4,008.55');
    expect(formatPrice('3503.00', 'en')).toBe('3,503');
    expect(formatPrice('', 'en')).toBe('—');
  });
  it('formats dates', () => {
    expect(formatDate('2026-11-22', 'en')).toBe('22 November 2026');
    expect(formatDate('2026-11-22', 'ar')).toMatch(/^22 .+ 2026$/);
  });
});
