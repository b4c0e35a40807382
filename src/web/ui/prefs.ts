/**
 * Visitor preferences kept in cookies (so the server renders the right language, direction,
 * theme and country) and mirrored in localStorage (SPEC section 3, "Local storage").
 */
import { COUNTRY_SLUGS, DEFAULT_COUNTRY } from '../../shared/constants';
import { DEFAULT_LANG, isLang, type Lang } from '../../shared/envelope';
import { LANG_COOKIE, parseCookies } from '../../shared/request';
import type { ThemeMode } from '../theme/theme';

export { COUNTRY_SLUGS, DEFAULT_COUNTRY };

export const PREF_COOKIES = { lang: LANG_COOKIE, theme: 'theme', country: 'country' } as const;
/** localStorage keys; `language` is the one key a logout keeps. */
export const PREF_STORAGE = { lang: 'language', theme: 'theme', country: 'country' } as const;

export interface Prefs {
  lang: Lang;
  /** null: follow the device (prefers-color-scheme). */
  theme: ThemeMode | null;
  country: string;
}

const ONE_YEAR = 365 * 24 * 3600;
const COUNTRY_PATTERN = /^[a-z]{2,20}$/;

export function prefsFromCookies(header: string | null | undefined): Prefs {
  const c = parseCookies(header);
  const theme = c[PREF_COOKIES.theme];
  const country = c[PREF_COOKIES.country];
  return {
    lang: isLang(c[PREF_COOKIES.lang]) ? (c[PREF_COOKIES.lang] as Lang) : DEFAULT_LANG,
    theme: theme === 'light' || theme === 'dark' ? theme : null,
    country: country && COUNTRY_PATTERN.test(country) ? country : DEFAULT_COUNTRY,
  };
}

export const dirOf = (lang: Lang) => (lang === 'ar' ? 'rtl' : 'ltr') as 'rtl' | 'ltr';

/** Writes a preference cookie and its localStorage mirror (browser only). */
export function savePref<K extends keyof Prefs>(key: K, value: NonNullable<Prefs[K]>): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${PREF_COOKIES[key]}=${encodeURIComponent(String(value))}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure}`;
  try {
    localStorage.setItem(PREF_STORAGE[key], String(value));
  } catch {
    // private mode or storage full: the cookie alone is enough
  }
}

const COUNTRY_EVENT = 'binaa:country';

/** Tells every country control on the page (header, drawer, home carousel) of a new choice. */
export function announceCountry(slug: string): void {
  window.dispatchEvent(new CustomEvent(COUNTRY_EVENT, { detail: slug }));
}

/** Subscribes to country choices made elsewhere on the page; returns the unsubscribe. */
export function onCountryChange(listener: (slug: string) => void): () => void {
  const handler = (e: Event) => listener(String((e as CustomEvent).detail));
  window.addEventListener(COUNTRY_EVENT, handler);
  return () => window.removeEventListener(COUNTRY_EVENT, handler);
}

/** "The switch stores the other language and reloads" (SPEC section 4). */
export function switchLanguage(current: Lang): void {
  savePref('lang', current === 'ar' ? 'en' : 'ar');
  location.reload();
}

/**
 * A visitor who arrives without cookies but with a language kept in localStorage (e.g. cookies
 * cleared) gets the cookie back; the page reloads once so the server renders that language.
 */
export function restoreLanguageCookie(rendered: Lang): void {
  try {
    const stored = localStorage.getItem(PREF_STORAGE.lang);
    const cookies = parseCookies(document.cookie);
    if (!cookies[PREF_COOKIES.lang]) {
      if (isLang(stored) && stored !== rendered) {
        savePref('lang', stored);
        location.reload();
      } else {
        savePref('lang', rendered);
      }
    }
  } catch {
    // storage unavailable
  }
}

/** The Set-Cookie value that keeps a language chosen through `?lang=` (one year). */
export function langCookie(lang: Lang, secure: boolean): string {
  return `${PREF_COOKIES.lang}=${lang}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
