import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../../shared/envelope';
import { sharedMessages } from '../../shared/i18n';
import ar from './ar.json';
import en from './en.json';

/**
 * `translation` holds the site's strings; `validation` and `api` are the shared messages, so a
 * Zod message key such as 'email_invalid' shows as t('validation:email_invalid').
 */
export const resources = {
  ar: { translation: ar, validation: sharedMessages.ar.validation, api: sharedMessages.ar.api },
  en: { translation: en, validation: sharedMessages.en.validation, api: sharedMessages.en.api },
} as const;

/** A fresh instance: one per language on the server (entry.server.tsx), one in the browser. */
export function createI18n(lang: Lang): I18n {
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

/** Translates a Zod/API message key from the shared catalogue; unknown keys pass through. */
export function messageKey(key: string | undefined): string[] {
  if (!key) return ['validation:required'];
  return [`validation:${key}`, `api:${key}`, key];
}
