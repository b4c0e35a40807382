import { describe, expect, it } from 'vitest';
import en from '../../src/shared/i18n/en/site.json';
import { translateMessage } from '../../src/shared/i18n/index';
import { messageKey } from '../../src/shared/i18n/message-key';
import { createTranslator } from '../../src/shared/i18n/translator';
import { formatDate, formatPrice } from '../../src/shared/format';
import { createI18n } from '../../src/web/i18n/setup';

describe('the web translator', () => {
  it('translates the form messages in the visitor language; API messages come translated by the server', () => {
    const i18nAr = createI18n('ar');
    const i18nEn = createI18n('en');
    expect(i18nEn.t('validation.email_invalid')).toBe('E-mail must be valid');
    expect(i18nAr.t('validation.email_invalid')).toBe('يجب أن يكون البريد الإلكتروني صحيحًا');
    expect(i18nEn.t(messageKey('not_found'))).toBe('not_found'); // the browser has no API catalogue
    expect(translateMessage('en', 'not_found')).toBe("This page doesn't exist"); // the server's (api.not_found)
    expect(i18nAr.language).toBe('ar');
    expect(i18nEn.language).toBe('en');
  });

  it('fills placeholders, takes the first key that exists and gives back an unknown key as sent', () => {
    const { t } = createI18n('en');
    expect(t('comparison.items_count', { count: 2, max: 4 })).toBe('2 of 4 items');
    expect(t('comparison.items_count', { count: 2 })).toBe('2 of  items'); // a value not given leaves nothing
    expect(t(messageKey('email_invalid'))).toBe('E-mail must be valid');
    expect(t(messageKey('Server said no'))).toBe('Server said no');
    expect(t(messageKey(undefined))).toBe('Field is required');
    expect(t(messageKey('account.card.number_invalid'))).toBe(en.account.card.number_invalid); // a full key as a message
    expect(t('nav' as never)).toBe('nav'); // a group, not a string
  });

  it('remembers each lookup: a second call answers from memory, not from the dictionary', () => {
    const strings = { greeting: { hello: 'Hello {{name}}' } };
    const { t } = createTranslator<string, never>('en', strings);
    expect(t('greeting.hello', { name: 'Sara' })).toBe('Hello Sara');
    strings.greeting.hello = 'changed';
    expect(t('greeting.hello', { name: 'Omar' })).toBe('Hello Omar');
    expect(t('greeting.bye')).toBe('greeting.bye');
    (strings.greeting as Record<string, string>).bye = 'Bye';
    expect(t('greeting.bye')).toBe('greeting.bye'); // a miss is remembered too
    expect(createI18n('en').t('nav.news')).toBe(en.nav.news);
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
