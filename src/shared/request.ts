/**
 * Reading a request, the same on the server (Fastify, the SSR bridge) and in the web app
 * (loaders, document.cookie): one cookie reader and one rule for the language of a request.
 */
import { DEFAULT_LANG, isLang, type Lang } from './envelope';

/** The cookie that keeps the visitor's language. */
export const LANG_COOKIE = 'lang';

/** A Cookie header (or document.cookie) as name → value; values URL-decoded when they decode, the first of a repeated name wins. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[name] = part.slice(eq + 1).trim();
    }
  }
  return out;
}

/**
 * The language of a request: `?lang=ar|en` first (the hreflang alternates of every page, see
 * web/ui/seo.ts), then the `lang` cookie, then Arabic. The server renders a `?lang=` URL in that
 * language on its first request, and the web app agrees with it.
 */
export function langOfRequest(url: string | URL, cookieHeader: string | null | undefined): Lang {
  const q = new URL(url, 'http://localhost').searchParams.get('lang');
  if (isLang(q)) return q;
  const cookie = parseCookies(cookieHeader)[LANG_COOKIE];
  return isLang(cookie) ? cookie : DEFAULT_LANG;
}
