import { createContext, useContext, type ReactNode } from 'react';
import type { TFunction, Translator } from './translator';

interface Translation {
  t: TFunction;
  /** The translator itself: `i18n.language` is the page's language. */
  i18n: Translator;
}

const TranslationContext = createContext<Translation | null>(null);
const bound = new WeakMap<Translator, Translation>();

/** Gives the page's translator to the components under it (entry.server, entry.client, tests). */
export function I18nProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  let value = bound.get(translator);
  if (!value) bound.set(translator, (value = { t: translator.t, i18n: translator }));
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** `const { t, i18n } = useTranslation()`: the page's strings (one context read, nothing allocated). */
export function useTranslation(): Translation {
  const value = useContext(TranslationContext);
  if (!value) throw new Error('useTranslation: no I18nProvider above this component');
  return value;
}
