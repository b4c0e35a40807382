/**
 * Server-rendered SEO tags of a public page (route `meta` exports): title, description,
 * canonical URL, hreflang alternates, Open Graph and Twitter card.
 *
 * The language is a cookie, so both languages share one path; the alternates are the `?lang=ar`
 * and `?lang=en` variants of it (root.tsx honours `?lang=`), x-default is the bare path (Arabic
 * for a visitor without a cookie). Each variant is its own canonical, as hreflang requires.
 */
import type { MetaDescriptor } from 'react-router';
import { LANGUAGES, type Lang } from '../../shared/envelope';
import type { DefaultWebsiteData } from '../../shared/schemas/site';
import { imgSrc } from '../../shared/images';
import { pageUrl } from '../../shared/page-url';
import { dictionaries } from '../i18n/dictionaries';
import { uploadUrl } from './media';

export interface SeoInput {
  /** Absolute origin of the request, e.g. https://binaa.example (from the root loader). */
  origin: string;
  lang: Lang;
  /** The page's path (encoded or not), without query. */
  path: string;
  /**
   * The page's path in each language when its slug differs by language (news categories): the
   * hreflang alternates and x-default then name each variant's own canonical URL, as the
   * sitemap does. Default: `path` for both.
   */
  paths?: Record<Lang, string>;
  title: string;
  description: string;
  /** A site path or absolute URL of the page's photo. */
  image?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  /** Search results and error pages: not indexed, links followed. */
  noindex?: boolean;
  /** Filters that make the page what it is (the deals list's): an encoded query string, kept in the canonical and alternate URLs. */
  query?: string;
}

const OG_LOCALE: Record<Lang, string> = { ar: 'ar_EG', en: 'en_US' };
const DESCRIPTION_MAX = 160;
const OG_IMAGE_WIDTH = 1280;

/** Plain text of an HTML fragment, squeezed and cut to a meta-description length. */
export function plainText(html: string, max = DESCRIPTION_MAX): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

export function buildSeo(input: SeoInput): MetaDescriptor[] {
  const { origin, lang, path, description, type = 'website' } = input;
  const d = dictionaries[lang];
  const title = input.title.includes(d.app.name) ? input.title : `${input.title} | ${d.app.name}`;
  const canonical = pageUrl(origin, path, lang, input.query);
  // A photo's 1280 px WebP (what link previews show; the upload may be far larger).
  const image = input.image ? pageUrl(origin, imgSrc(uploadUrl(input.image), OG_IMAGE_WIDTH)) : pageUrl(origin, '/icons/icon-512.png');
  const other = LANGUAGES.filter((l) => l !== lang);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...LANGUAGES.map((l) => ({ tagName: 'link', rel: 'alternate', hrefLang: l, href: pageUrl(origin, input.paths?.[l] ?? path, l, input.query) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: pageUrl(origin, input.paths?.ar ?? path, undefined, input.query) },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: d.app.name },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: OG_LOCALE[lang] },
    ...other.map((l) => ({ property: 'og:locale:alternate', content: OG_LOCALE[l] })),
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  if (input.publishedTime) tags.push({ property: 'article:published_time', content: input.publishedTime });
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}

/** Placeholders of a dictionary string, for meta functions (outside React): the translator's. */
export { fill } from '../i18n/translator';

interface RootSeoData {
  origin?: string;
  prefs?: { lang?: Lang };
  site?: DefaultWebsiteData | null;
}

/** Origin, language and site data from the root loader's data, for a route's `meta`. */
export function rootSeo(matches: readonly ({ id: string; data?: unknown } | undefined)[]): { origin: string; lang: Lang; site: DefaultWebsiteData | null } {
  const root = matches.find((m) => m?.id === 'root')?.data as RootSeoData | undefined;
  return { origin: root?.origin ?? 'http://localhost', lang: root?.prefs?.lang ?? 'ar', site: root?.site ?? null };
}
