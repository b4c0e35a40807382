import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NORMALIZE_FROM, NORMALIZE_TO, normalizeArabic, searchTerms } from '../../src/shared/search';

describe('normalizeArabic', () => {
  it('folds the hamza carriers', () => {
    expect(normalizeArabic('أإآٱ')).toBe('اااا');
    expect(normalizeArabic('الأسمنت')).toBe('الاسمنت');
    expect(normalizeArabic('مؤسسة')).toBe('موسسه');
    expect(normalizeArabic('شاطئ')).toBe('شاطي');
  });

  it('folds taa marbuta and alef maqsura', () => {
    expect(normalizeArabic('مصرية')).toBe('مصريه');
    expect(normalizeArabic('مبنى على')).toBe('مبني علي');
  });

  it('drops tatweel and diacritics, also the decomposed hamza and madda marks', () => {
    expect(normalizeArabic('الجبـــس')).toBe('الجبس');
    expect(normalizeArabic('الأَسْمَنْتُ')).toBe('الاسمنت');
    expect(normalizeArabic('هٰذا')).toBe('هذا');
    expect(normalizeArabic('\u0627\u0654\u0633\u0645\u0646\u062a')).toBe('اسمنت'); // ا + hamza above
    expect(normalizeArabic('\u0627\u0653')).toBe('ا'); // ا + madda above
  });

  it('lower-cases, maps Arabic-Indic digits and the Persian letters of some keyboards', () => {
    expect(normalizeArabic('CEMENT Prices')).toBe('cement prices');
    expect(normalizeArabic('٤٢٫٥ ۴۲')).toBe('42٫5 42');
    expect(normalizeArabic('ی ک')).toBe('ي ك');
  });

  it('is idempotent', () => {
    const s = 'أسعارُ الأسمنتِ المصرية ـ CEMENT';
    expect(normalizeArabic(normalizeArabic(s))).toBe(normalizeArabic(s));
  });

  it('uses the same letter mapping as the SQL function binaa_normalize', () => {
    const migration = readFileSync(new URL('../../src/server/db/migrations/0001_search_normalize.sql', import.meta.url), 'utf8');
    expect(migration).toContain(`'${NORMALIZE_FROM}'`);
    expect(migration).toContain(`'${NORMALIZE_TO}'`);
    expect(migration).toContain(String.raw`'[\u064B-\u065F\u0670\u0640]'`);
  });
});

describe('searchTerms', () => {
  it('splits normalised text into words of letters and digits', () => {
    expect(searchTerms('  أسعار  الأسمنت، اليوم! ')).toEqual(['اسعار', 'الاسمنت', 'اليوم']);
    expect(searchTerms("CEMENT's 42.5N")).toEqual(['cement', 's', '42', '5n']);
  });

  it('drops operators and punctuation, and caps the number of words', () => {
    expect(searchTerms("' & | ! :* <-> ()")).toEqual([]);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
  });
});
