import type { Lang } from '../../shared/envelope';
import { provideDictionary } from './dictionaries';
import ar from './language-ar';
import en from './language-en';
import { createTranslator, type Translator } from './translator';

export { messageKey } from './message-key';

/**
 * Both languages, for the server (entry.server.tsx) and tests. The browser loads only the page's
 * language (i18n/load-language.ts, entry.client.tsx).
 */
export const resources = { ar, en } as const;
provideDictionary('ar', ar);
provideDictionary('en', en);

/** A translator of one language: one per language on the server (entry.server.tsx). */
export function createI18n(lang: Lang): Translator {
  return createTranslator(lang, resources[lang]);
}
