/**
 * The main navigation (SPEC section 2: Home, Prices, News, Producers, Industry Partners,
 * Society) built from default_website_data; shared by the desktop mega menu and the drawer.
 */
import type { TFunction } from '../../i18n/translator';
import { NEWS_CATEGORIES, NEWS_CATEGORY_SLUGS } from '../../../shared/constants';
import type { Lang } from '../../../shared/envelope';
import type { DefaultWebsiteData } from '../../../shared/schemas/site';
import { pagePath } from '../../../shared/schemas/pages';

export interface NavLink {
  label: string;
  to: string;
}
export interface NavGroup {
  /** A group heading that is itself a link (e.g. a product with its types). */
  head?: NavLink;
  links: NavLink[];
}
export interface NavSection {
  key: 'home' | 'prices' | 'news' | 'producers' | 'partners' | 'society';
  label: string;
  to?: string;
  groups?: NavGroup[];
}

export const paths = {
  home: () => '/',
  materials: (metaName: string, productId: number, productTypeId?: number) =>
    `/materials/${encodeURIComponent(metaName)}/${productId}${productTypeId ? `?product_type_id=${productTypeId}` : ''}`,
  /** The comparison tool; `metaName` (a product's) preselects that product, `search` is its state (`?…`). */
  comparison: (metaName?: string, search = '') => `/comparison${metaName ? `/${encodeURIComponent(metaName)}` : ''}${search}`,
  /** `slug` is cosmetic: the category's name in the page's language (see newsSlug). */
  news: (categoryId: number, page = 1, slug = newsSlug(categoryId, 'en')) => `/news/${categoryId}/${page}/${slug}`,
  /** Slugs are cosmetic (the article is found by id); the category's is its path slug when known. */
  newsTopic: (id: number, categoryId: number, categoryName: string, title: string) =>
    `/news/topic/${id}/${categoryId}/${TOPIC_CATEGORY_SLUGS[categoryId] ?? slugify(categoryName)}/${slugify(title)}`,
  producers: (id: number, metaName: string) => `/producers/${id}/${encodeURIComponent(metaName)}`,
  producer: (typeId: number, typeMetaName: string, producerId: number, name: string) =>
    `/producer/${typeId}/${encodeURIComponent(typeMetaName || '-')}/${producerId}/${slugify(name)}`,
  partners: (id: number, metaName: string) => `/partners/${id}/${encodeURIComponent(metaName)}`,
  partner: (typeMetaName: string, typeId: number, name: string, id: number) =>
    `/partners/${encodeURIComponent(typeMetaName || '-')}/${typeId}/${slugify(name)}/${id}`,
  about: () => '/society/about',
  disclaimer: () => '/society/disclaimer',
  faq: () => pagePath('faq'),
  privacyPolicy: () => pagePath('privacy-policy'),
  returnPolicy: () => pagePath('return-policy'),
  terms: () => pagePath('terms-and-conditions'),
  contact: () => '/society/contact-us',
  contactUs: () => '/contact-us',
  jobs: (page = 1) => `/society/jobs/${page}/jobs`,
  deals: (page = 1) => `/society/deals/${page}/deals`,
  login: () => '/login',
  signUp: () => '/sign-up',
  signUpStep2: () => '/sign-up/step2',
  forgetPassword: () => '/forget-password',
  activateAccount: (email?: string) => `/activate-account${email ? `?email=${encodeURIComponent(email)}` : ''}`,
  settings: () => '/settings',
  subscriptionPackages: () => '/subscription-packages',
};

/**
 * A URL segment from a title in any script: runs of anything but letters and digits become one
 * dash. The same rule as the server's (the `path` of an article), so the site's own links are
 * the canonical ones.
 */
export function slugify(text: string): string {
  const s = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return encodeURIComponent(s || '-');
}

/** Path slugs of the news categories in article URLs (news_categories.slug on the server). */
const TOPIC_CATEGORY_SLUGS: Record<number, string> = {
  [NEWS_CATEGORIES.general]: 'general',
  [NEWS_CATEGORIES.cement]: 'cement',
  [NEWS_CATEGORIES.world]: 'cement-around-the-world',
};

/** The cosmetic slug of a news category in a language, URL-encoded: e.g. كل-الأخبار / all-news. */
export function newsSlug(categoryId: number, lang: Lang): string {
  const slug = (NEWS_CATEGORY_SLUGS[lang] as Record<number, string>)[categoryId];
  return slug ? encodeURIComponent(slug) : 'news';
}

type SiteNav = Pick<DefaultWebsiteData, 'product_types' | 'producer_types' | 'profile_types'> | null | undefined;

export function buildNav(site: SiteNav, t: TFunction): NavSection[] {
  const products = site?.product_types ?? [];
  return [
    { key: 'home', label: t('nav.home'), to: paths.home() },
    {
      key: 'prices',
      label: t('nav.prices'),
      groups: [
        ...products.map((p) => ({
          head: { label: p.name, to: paths.materials(p.meta_name, p.id) },
          links: p.types.map((type) => ({ label: type.name, to: paths.materials(p.meta_name, p.id, type.id) })),
        })),
        // The comparison tool spans every product: its own group after them.
        { head: { label: t('comparison.nav'), to: paths.comparison() }, links: [] },
      ],
    },
    {
      key: 'news',
      label: t('nav.news'),
      groups: [
        {
          links: Object.values(NEWS_CATEGORIES).map((id) => {
            const label = t(`news_categories.${id}`);
            return { label, to: paths.news(id, 1, slugify(label)) };
          }),
        },
      ],
    },
    {
      key: 'producers',
      label: t('nav.producers'),
      groups: [{ links: (site?.producer_types ?? []).map((p) => ({ label: p.name, to: paths.producers(p.id, p.meta_name) })) }],
    },
    {
      key: 'partners',
      label: t('nav.partners'),
      groups: [{ links: (site?.profile_types ?? []).map((p) => ({ label: p.name, to: paths.partners(p.id, p.meta_name) })) }],
    },
    {
      key: 'society',
      label: t('nav.society'),
      groups: [
        {
          links: [
            { label: t('nav.about'), to: paths.about() },
            { label: t('nav.disclaimer'), to: paths.disclaimer() },
            { label: t('nav.contact'), to: paths.contact() },
            { label: t('nav.jobs'), to: paths.jobs() },
            { label: t('nav.deals'), to: paths.deals() },
          ],
        },
      ],
    },
  ];
}

/** Whether a section holds no link at all (the API gave nothing). */
export const isEmptySection = (s: NavSection) => !s.to && (s.groups ?? []).every((g) => !g.head && g.links.length === 0);
