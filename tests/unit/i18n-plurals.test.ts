import { describe, expect, it } from 'vitest';
import { createTranslator, translate, translators } from '../../src/shared/i18n/index';

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

describe('counts pick their plural form through Intl.PluralRules of the language', () => {
  it('Arabic: the six forms of a news count (0, 1, 2, 3, 11, 100), in Western digits', () => {
    const t = (count: number) => translate('ar', 'news.results_count', { count });
    expect(t(0)).toBe('لا توجد أخبار');
    expect(t(1)).toBe('خبر واحد');
    expect(t(2)).toBe('2 خبران');
    expect(t(3)).toBe('3 أخبار');
    expect(t(10)).toBe('10 أخبار');
    expect(t(11)).toBe('11 خبرًا');
    expect(t(99)).toBe('99 خبرًا');
    expect(t(100)).toBe('100 خبر');
    expect(t(103)).toBe('103 أخبار');
    expect(t(1000)).not.toMatch(ARABIC_INDIC_DIGITS);
  });

  it('English: one and other', () => {
    expect(translate('en', 'news.results_count', { count: 1 })).toBe('1 article');
    expect(translate('en', 'news.results_count', { count: 2 })).toBe('2 articles');
    expect(translate('en', 'news.results_count', { count: 0 })).toBe('0 articles');
    expect(translate('en', 'news.comments', { count: 1 })).toBe('1 comment');
    expect(translators.en.t('prices.results_count', { count: 12 })).toBe('12 prices');
  });

  it('a form a language does not write falls back to `other`; no count reads as `other`', () => {
    const { t } = createTranslator<string, 'n'>('ar', { n_one: 'one', n_other: '{{count}} other' });
    expect(t('n', { count: 1 })).toBe('one');
    expect(t('n', { count: 2 })).toBe('2 other'); // no n_two
    expect((t as (k: string) => string)('n')).toBe(' other');
  });
});
