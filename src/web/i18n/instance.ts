import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../../shared/envelope';
import type { LanguageResources } from './language-ar';

export type { LanguageResources };

/**
 * An i18next instance over the given languages' strings (i18n/setup.ts gives it both on the
 * server; the browser gives it only the page's language, entry.client.tsx). `translation` holds
 * the site's strings; `validation` and `api` are the shared messages, so a Zod message key such
 * as 'email_invalid' shows as t('validation:email_invalid').
 */
export function createI18nWith(lang: Lang, resources: Partial<Record<Lang, LanguageResources>>): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: ['ar', 'en'],
    resources,
    ns: ['translation', 'validation', 'api'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
