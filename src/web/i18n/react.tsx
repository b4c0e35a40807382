import { createContext, useContext, type ReactNode } from 'react';
import type { Translator } from './translator';

const TranslationContext = createContext<Translator | null>(null);

/** Gives the page's translator to the components under it (entry.server, entry.client, tests). */
export function I18nProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslationContext.Provider value={translator}>{children}</TranslationContext.Provider>;
}

/** `const { t, i18n } = useTranslation()`: the page's strings, `i18n.language` its language (one context read, nothing allocated). */
export function useTranslation(): Translator {
  const value = useContext(TranslationContext);
  if (!value) throw new Error('useTranslation: no I18nProvider above this component');
  return value;
}
