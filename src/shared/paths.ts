/**
 * The site's URLs (SPEC section 2), one builder per page, shared by the web (links, canonicals)
 * and the server (sitemap, RSS, redirects, e-mails). Every builder returns a path ready for an
 * href: segments from names are slugs, percent-encoded. `articlePath` is the one rule of an
 * article's path, as text (the API's `item.path`); `paths.newsTopic` is that path encoded.
 * Absolute URLs of pages: page-url.ts (its own module: the web loads it with the SEO tags only).
 */
import { NEWS_CATEGORIES, NEWS_CATEGORY_SLUGS } from './constants';
import type { Lang } from './envelope';
import { slugSegment, slugify } from './slug';

/** Path slugs of the news categories in article URLs (news_categories.slug on the server). */
const TOPIC_CATEGORY_SLUGS: Record<number, string> = {
  [NEWS_CATEGORIES.general]: 'general',
  [NEWS_CATEGORIES.cement]: 'cement',
  [NEWS_CATEGORIES.world]: 'cement-around-the-world',
};

/**
 * The path of an article, unencoded: /news/topic/{id}/{category_id}/{category slug}/{title slug}.
 * Slugs are cosmetic (the article is found by id); the category's is its path slug when known,
 * else the slug of `category` (a slug or a name).
 */
export const articlePath = (id: number, categoryId: number, category: string, title: string): string =>
  `/news/topic/${id}/${categoryId}/${TOPIC_CATEGORY_SLUGS[categoryId] ?? slugify(category)}/${slugify(title)}`;

/** The cosmetic slug of a news category in a language, URL-encoded: e.g. كل-الأخبار / all-news (`fallback` when unknown). */
export function newsSlug(categoryId: number, lang: Lang, fallback = 'news'): string {
  return encodeURIComponent((NEWS_CATEGORY_SLUGS[lang] as Record<number, string>)[categoryId] ?? fallback);
}

/** Where `next` must not lead back to: the sign-in pages themselves (they end the session). */
const NOT_NEXT = /^\/(?:login|sign-up|auth)(?:[/?#]|$)/;

/**
 * A `next` path to send the browser to after signing in (the login page, social sign-in): a
 * same-site path only, else null. One leading '/', no '//' or backslash anywhere, no control
 * characters, the same origin once resolved, and not a sign-in page. Anything else could send
 * the reader to another site after the login (an open redirect).
 */
export function safeNext(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 500) return null;
  if (!value.startsWith('/') || value.includes('//') || value.includes('\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const base = 'http://binaa.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return NOT_NEXT.test(path) ? null : path;
  } catch {
    return null;
  }
}

/** The settings tabs (`?tab=`); the profile is the default one. */
type DealsQueryFilters = Partial<Record<'product' | 'producer' | 'item' | 'governorate', number>>;
/** The deals list's filters as a query string, always in the same order (one list, one URL); '' without any. */
export const dealsQuery = (filters?: DealsQueryFilters): string =>
  (['product', 'producer', 'item', 'governorate'] as const)
    .filter((k) => filters?.[k])
    .map((k) => `${k}=${filters![k]}`)
    .join('&');

/** The tenders list's filters as a query string, always in the same order, then the page (one list, one URL); '' without any. */
export const tendersQuery = (filters?: Partial<Record<'governorate' | 'product' | 'status' | 'kind' | 'word', string | number>>, page = 1): string =>
  [
    ...(['governorate', 'product', 'status', 'kind', 'word'] as const)
      .filter((k) => filters?.[k])
      .map((k) => `${k}=${encodeURIComponent(String(filters![k]))}`),
    ...(page > 1 ? [`page=${page}`] : []),
  ].join('&');

export type SettingsTab = 'profile' | 'subscriptions' | 'payments' | 'alerts' | 'market' | 'api';

export const paths = {
  /** The back office: `/admin` (the dashboard) or one of its areas, `/admin/prices`. */
  admin: (area?: string) => (area && area !== 'dashboard' ? `/admin/${area}` : '/admin'),
  home: () => '/',
  materials: (metaName: string, productId: number | string, productTypeId?: number) =>
    `/materials/${encodeURIComponent(metaName)}/${productId}${productTypeId ? `?product_type_id=${productTypeId}` : ''}`,
  /** The comparison tool; `metaName` (a product's) preselects that product, `search` is its state (`?…`). */
  comparison: (metaName?: string, search = '') => `/comparison${metaName ? `/${encodeURIComponent(metaName)}` : ''}${search}`,
  /** The price analysis of a product (issue 20); `search` is its state (`?item_id&gov_id&period&from_date&to_date`). */
  priceAnalysis: (metaName: string, search = '') => `/price-analysis/${encodeURIComponent(metaName)}${search}`,
  /** `slug` is cosmetic: the category's name in the page's language (see newsSlug). */
  news: (categoryId: number, page = 1, slug = newsSlug(categoryId, 'en')) => `/news/${categoryId}/${page}/${slug}`,
  /** An article's link: articlePath, encoded. */
  newsTopic: (id: number, categoryId: number, category: string, title: string) => encodeURI(articlePath(id, categoryId, category, title)),
  producers: (id: number, metaName: string) => `/producers/${id}/${encodeURIComponent(metaName)}`,
  producer: (typeId: number, typeMetaName: string, producerId: number, name: string) =>
    `/producer/${typeId}/${encodeURIComponent(typeMetaName || '-')}/${producerId}/${slugSegment(name)}`,
  partners: (id: number, metaName: string) => `/partners/${id}/${encodeURIComponent(metaName)}`,
  partner: (typeMetaName: string, typeId: number, name: string, id: number) =>
    `/partners/${encodeURIComponent(typeMetaName || '-')}/${typeId}/${slugSegment(name)}/${id}`,
  about: () => '/society/about',
  disclaimer: () => '/society/disclaimer',
  contact: () => '/society/contact-us',
  contactUs: () => '/contact-us',
  /** A site content page (pages domain): its slug is its path without the slash. */
  sitePage: (slug: string) => `/${slug}`,
  faq: () => '/faq',
  privacyPolicy: () => '/privacy-policy',
  returnPolicy: () => '/return-policy',
  terms: () => '/terms-and-conditions',
  /** The jobs list; `word` is its search (SPEC: jobs list with a word search). */
  jobs: (page = 1, word?: string) => `/society/jobs/${page}/jobs${word ? `?word=${encodeURIComponent(word)}` : ''}`,
  /** A job's page; the slug (its title) is cosmetic. */
  job: (id: number, title = '') => `/society/job/${id}${title ? `/${slugSegment(title)}` : ''}`,
  /** The deals list; `filters` (product, producer, item, governorate ids; 0 = any) go in the query string (dealsQuery). */
  deals: (page = 1, filters?: DealsQueryFilters) => {
    const query = dealsQuery(filters);
    return `/society/deals/${page}/deals${query ? `?${query}` : ''}`;
  },
  /** A deal's page; `name` (its item's, in the page's language) only makes the slug. */
  deal: (id: number, name = '') => `/society/deal/${id}${name ? `/${slugSegment(name)}` : ''}`,
  /** The tenders board (issue 31 item 7); `filters` and the page go in the query string (tendersQuery). */
  tenders: (page = 1, filters?: Parameters<typeof tendersQuery>[0]) => {
    const query = tendersQuery(filters, page);
    return `/tenders${query ? `?${query}` : ''}`;
  },
  /** A tender's page; the slug (its title) is cosmetic. */
  tender: (id: number, title = '') => `/tenders/${id}${title ? `/${slugSegment(title)}` : ''}`,
  /** The RSS feed of the newest tenders in a language. */
  tendersRss: (lang: Lang) => `/rss/${lang}/tenders.xml`,
  /** `next`: where to go after signing in (kept only when safeNext accepts it). */
  login: (next?: string) => {
    const safe = safeNext(next);
    return safe ? `/login?next=${encodeURIComponent(safe)}` : '/login';
  },
  signUp: () => '/sign-up',
  signUpStep2: () => '/sign-up/step2',
  forgetPassword: () => '/forget-password',
  activateAccount: (email?: string) => `/activate-account${email ? `?email=${encodeURIComponent(email)}` : ''}`,
  settings: (tab?: SettingsTab) => (tab && tab !== 'profile' ? `/settings?tab=${tab}` : '/settings'),
  /** `select`: package ids to preselect (from /choose-plan). */
  subscriptionPackages: (select?: number[]) => `/subscription-packages${select?.length ? `?select=${select.join(',')}` : ''}`,
  choosePlan: () => '/choose-plan',
  /** The payment result page; the query (status, invoice, price) is for display only. */
  payment: (q?: { status: 'success' | 'failed' | 'pending'; invoice: string; price: string }) =>
    `/payment${q ? `?status=${q.status}&invoice=${encodeURIComponent(q.invoice)}&price=${encodeURIComponent(q.price)}` : ''}`,
  /** The printable invoice of an order. */
  invoice: (invoice: string) => `/settings/invoices/${encodeURIComponent(invoice)}`,
  /** The RSS feed of a news category (0 = all) in a language. */
  rss: (lang: Lang, categoryId: number) => `/rss/${lang}/${categoryId}.xml`,
  sitemap: () => '/sitemap.xml',
};
