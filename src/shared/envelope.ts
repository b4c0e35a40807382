/** Every API answer: SPEC section 3 ("Every response carries check, msg and data"). */
export interface Envelope<T = unknown> {
  check: boolean;
  msg: string;
  data: T;
}

/** A validation failure answers 422 with data = { field: [messages] }. */
export type FieldErrors = Record<string, string[]>;

import { DEFAULT_LANGUAGE, LANGUAGES, type Language, WEB_ACCESS_KEY } from './constants';

export { LANGUAGES, WEB_ACCESS_KEY };
export type Lang = Language;
export const DEFAULT_LANG: Lang = DEFAULT_LANGUAGE;
export const isLang = (v: unknown): v is Lang => v === 'ar' || v === 'en';

/** Header names of the API contract (docs/architecture.md, "API contract"). */
export const ACCESS_KEY_HEADER = 'x-access-key';
export const APP_VERSION_HEADER = 'x-app-version';

export const apiPath = (lang: Lang, path: string, scope: 'front' | 'admin' = 'front') => `/api/v1/${lang}/${scope}/${path.replace(/^\//, '')}`;
