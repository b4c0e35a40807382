import type { i18n as I18n } from 'i18next';
import type { Lang } from '../../shared/envelope';
import { provideDictionary } from './dictionaries';
import { createI18nWith } from './instance';
import ar from './language-ar';
import en from './language-en';

export { messageKey } from './message-key';

/**
 * Both languages, for the server (entry.server.tsx) and tests. The browser loads only the page's
 * language (i18n/load-language.ts, entry.client.tsx).
 */
export const resources = { ar, en } as const;
provideDictionary('ar', ar.translation);
provideDictionary('en', en.translation);

/** A fresh instance: one per language on the server (entry.server.tsx). */
export function createI18n(lang: Lang): I18n {
  return createI18nWith(lang, resources);
}
