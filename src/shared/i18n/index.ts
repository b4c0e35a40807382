/**
 * Both languages, every dictionary: for the server (API messages, e-mails, the web's server
 * render) and tests. The browser never imports this module: it loads the page's language only
 * (src/web/i18n/load-language.ts) and the translator of ./translator.ts.
 */
import type { Lang } from '../envelope';
import arMail from './ar/mail.json';
import arMessages from './ar/messages.json';
import arSite from './ar/site.json';
import enMail from './en/mail.json';
import enMessages from './en/messages.json';
import enSite from './en/site.json';
import { messageKey } from './message-key';
import { createTranslator, type Translator, type TValues } from './translator';
import type { Key, KeyList, PlainKey, PluralKey } from './types';

export { messageKey } from './message-key';
export { createTranslator, dynamicKey, fill, localeOf, PLURAL_FORMS } from './translator';
export type { PluralForm, TFunction, Translator, TValues } from './translator';
export type { Key, KeyList, PageKey, PlainKey, PlainPageKey, PluralKey } from './types';

/** Every dictionary of each language, by file (tests compare them). */
export const dictionaryFiles = {
  ar: { site: arSite, messages: arMessages, mail: arMail },
  en: { site: enSite, messages: enMessages, mail: enMail },
} as const;

/** One translator per language over all its dictionaries. */
export const translators: Record<Lang, Translator> = {
  ar: createTranslator('ar', { ...arSite, ...arMessages, ...arMail }),
  en: createTranslator('en', { ...enSite, ...enMessages, ...enMail }),
};

/** `translate(lang, 'api.not_found')`, `translate(lang, 'mail.reset_body', { code })`. */
export function translate(lang: Lang, key: PluralKey, values: TValues & { readonly count: number }): string;
export function translate(lang: Lang, key: PlainKey | KeyList, values?: TValues): string;
export function translate(lang: Lang, key: Key | KeyList, values?: TValues): string {
  return translators[lang].t(key as never, values as never);
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML elements and quoted attributes. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * `translate` for an HTML body (a mail's `html`): the dictionary's own markup is kept, every value
 * is HTML-escaped. Values are inserted literally in one pass either way (translator.ts splits the
 * template once; a value is never searched for placeholders or `$` patterns), so a name of
 * `{{code}}` or `$'` shows as typed.
 */
export function translateHtml(lang: Lang, key: PluralKey, values: TValues & { readonly count: number }): string;
export function translateHtml(lang: Lang, key: PlainKey | KeyList, values?: TValues): string;
export function translateHtml(lang: Lang, key: Key | KeyList, values?: TValues): string {
  const escaped = values && Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? escapeHtml(v) : v]));
  return translators[lang].t(key as never, escaped as never);
}

/** A Zod/API message code (`email_invalid`) or a key, in `lang`; an unknown text comes back as sent. */
export const translateMessage = (lang: Lang, code: string): string => translators[lang].t(messageKey(code));

/** Whether the dictionaries know a message code or key. */
export const knowsMessage = (code: string): boolean => translateMessage('en', code) !== code;
