import type { Lang } from '../../shared/envelope';
import type { LanguageResources } from './language-ar';

/** A language's page strings (without plural forms, which need the translator: `t(key, { count })`). */
export type Dictionary = LanguageResources;

const provided: Partial<Record<Lang, Dictionary>> = {};

/** Called by i18n/setup.ts (both languages: server, tests) and entry.client.tsx (the page's language). */
export function provideDictionary(lang: Lang, dictionary: Dictionary): void {
  provided[lang] = dictionary;
}

function dictionaryOf(lang: Lang): Dictionary {
  const d = provided[lang] ?? provided[lang === 'ar' ? 'en' : 'ar'];
  if (!d) throw new Error('i18n: no dictionary loaded yet');
  return d;
}

/**
 * The site's dictionaries, for code that runs outside React (meta functions). In the browser only
 * the page's language is loaded: a page never shows the other one (the switch reloads).
 */
export const dictionaries: Record<Lang, Dictionary> = {
  get ar() {
    return dictionaryOf('ar');
  },
  get en() {
    return dictionaryOf('en');
  },
};
