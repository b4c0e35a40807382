/** Every API answer: SPEC section 3 ("Every response carries check, msg and data"). */
export interface Envelope<T = unknown> {
  check: boolean;
  msg: string;
  data: T;
}

/** A validation failure answers 422 with data = { field: [messages] }. */
export type FieldErrors = Record<string, string[]>;

export const LANGUAGES = ['ar', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'ar';
export const isLang = (v: unknown): v is Lang => v === 'ar' || v === 'en';

/** Header names of the API contract (ARCHITECTURE.md, "API contract"). */
export const ACCESS_KEY_HEADER = 'x-access-key';
export const APP_VERSION_HEADER = 'x-app-version';
/** The web application's public access key. Other clients get their own. */
export const WEB_ACCESS_KEY = 'binaa-web';

export const apiPath = (lang: Lang, path: string) => `/api/v1/${lang}/front/${path.replace(/^\//, '')}`;
