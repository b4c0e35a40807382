/**
 * The main navigation (SPEC section 2: Home, Prices, News, Producers, Industry Partners,
 * Society) built from default_website_data; shared by the desktop mega menu and the drawer.
 * The URLs themselves come from src/shared/paths.ts.
 */
import type { TFunction } from '../../i18n/translator';
import { NEWS_CATEGORIES } from '../../../shared/constants';
import { paths } from '../../../shared/paths';
import { slugSegment } from '../../../shared/slug';
import type { DefaultWebsiteData } from '../../../shared/schemas/site';

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
        // The price analysis is per product: its own group, a link per product (one product: the head alone).
        ...(products.length
          ? [
              {
                head: { label: t('analysis.nav'), to: paths.priceAnalysis(products[0]!.meta_name) },
                links: products.length > 1 ? products.map((p) => ({ label: p.name, to: paths.priceAnalysis(p.meta_name) })) : [],
              },
            ]
          : []),
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
            return { label, to: paths.news(id, 1, slugSegment(label)) };
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
            { label: t('nav.tenders'), to: paths.tenders() },
          ],
        },
      ],
    },
  ];
}

/** Whether a section holds no link at all (the API gave nothing). */
export const isEmptySection = (s: NavSection) => !s.to && (s.groups ?? []).every((g) => !g.head && g.links.length === 0);
