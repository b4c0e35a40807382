/**
 * SEO documents: sitemap.xml (every public page in both languages, with hreflang alternates),
 * robots.txt and RSS 2.0 feeds per language and news category. Documents are built as strings
 * and cached `seo:` for 5 minutes; seo/cache.ts declares them built from news, the directories, site
 * and pages, so a write there drops them and feeds follow writes without waiting for the TTL.
 */
import type { Db } from '../../db/client';
import type { Cache } from '../../platform/cache';
import { LANGUAGES, NEWS_CATEGORIES } from '../../../shared/constants';
import type { Lang } from '../../../shared/envelope';
import { pageUrl } from '../../../shared/page-url';
import { newsSlug, paths } from '../../../shared/paths';
import { pick } from '../../platform/i18n';
import { feedArticles, newsCategoryList, sitemapArticles } from '../news';
import { activePartnersWithType, profileTypeList } from '../partners';
import { activeProducersWithType, producerTypeList } from '../producers';
import { sitemapPages } from '../pages';
import { sitemapJobs } from '../jobs';
import { pagePath } from '../../../shared/schemas/pages';
import { esc, excerpt, plainText } from './xml';
import { sitemapDeals } from '../deals';
import { products as productList } from '../products';
import { latestTenders } from '../tenders';

export const SEO_CACHE = 'seo:';
const TTL = 5 * 60_000;
/** Open jobs listed in the sitemap (two URLs each). */
const MAX_SITEMAP_JOBS = 2_000;
/** One sitemap holds at most 50,000 URLs: two per article leaves room for the rest. */
const MAX_SITEMAP_NEWS = 24_000;
/** Open deals listed in the sitemap (the newest). */
const MAX_SITEMAP_DEALS = 400;
/** Published tenders listed in the sitemap (the newest). */
const MAX_SITEMAP_TENDERS = 2_000;
export const FEED_SIZE = 30;
export const FEED_CATEGORIES = Object.values(NEWS_CATEGORIES) as readonly number[];

const SITE_NAME: Record<Lang, string> = { ar: 'بناء', en: 'Binaa' };
const ALL_NEWS: Record<Lang, string> = { ar: 'كل الأخبار', en: 'All news' };
const FEED_DESCRIPTION: Record<Lang, string> = {
  ar: 'أخبار سوق الأسمنت ومواد البناء في مصر والخليج',
  en: 'News of the cement and building-materials market of Egypt and the Gulf',
};

/**
 * The sitemap and the feeds, cached under SEO_CACHE: seo/cache.ts declares them built from the
 * news, directories, site and pages data, so a write there drops them (decision 014).
 */
export class SeoDocuments {
  constructor(
    private readonly db: Db,
    private readonly cache: Cache,
    private readonly publicUrl: string,
  ) {}

  private wrap(name: string, build: () => Promise<string>) {
    return this.cache.wrap(`${SEO_CACHE}${name}`, TTL, build);
  }

  sitemap(): Promise<string> {
    return this.wrap('sitemap', () => buildSitemap(this.db, this.publicUrl));
  }

  feed(lang: Lang, categoryId: number): Promise<string> {
    return this.wrap(`rss:${lang}:${categoryId}`, () => buildFeed(this.db, this.publicUrl, lang, categoryId));
  }

  tendersFeed(lang: Lang): Promise<string> {
    return this.wrap(`rss:${lang}:tenders`, () => buildTendersFeed(this.db, this.publicUrl, lang));
  }
}

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /settings', '', `Sitemap: ${pageUrl(publicUrl, paths.sitemap())}`, ''].join('\n');
}

/** The first page of a news category, its slug in the language: the page's own canonical path. */
const newsCategoryPath = (id: number, lang: Lang, fallbackSlug?: string) => paths.news(id, 1, newsSlug(id, lang, fallbackSlug));

interface Page {
  /** The encoded path per language (slugs may differ by language; they are cosmetic). */
  paths: Record<Lang, string>;
  lastmod?: Date;
}

const samePath = (path: string): Record<Lang, string> => ({ ar: path, en: path });

function sitemapEntry(base: string, page: Page): string {
  const alternates = [
    ...LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${esc(pageUrl(base, page.paths[l], l))}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${esc(pageUrl(base, page.paths.ar))}"/>`,
  ].join('');
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : '';
  return LANGUAGES.map((l) => `<url><loc>${esc(pageUrl(base, page.paths[l], l))}</loc>${lastmod}${alternates}</url>`).join('\n');
}

async function buildSitemap(db: Db, base: string): Promise<string> {
  const [categories, articles, producerTypes, producers, profileTypes, partners, contentPages] = await Promise.all([
    newsCategoryList(db),
    sitemapArticles(db, MAX_SITEMAP_NEWS),
    producerTypeList(db),
    activeProducersWithType(db),
    profileTypeList(db),
    activePartnersWithType(db),
    sitemapPages(db),
  ]);
  // Jobs (issue 17): the list and every open job's page.
  const jobs = await sitemapJobs(db, MAX_SITEMAP_JOBS);
  // Deals: the list and every open deal's page (by its canonical URL, without the cosmetic slug).
  const deals = await sitemapDeals(db, MAX_SITEMAP_DEALS);
  // The price analysis of every product (issue 20): its page without a chosen view.
  const products = await productList(db);
  // The tenders board (issue 31 item 7): the list and every published tender's page.
  const tenders = await latestTenders(db, MAX_SITEMAP_TENDERS);
  const byLang = (f: (lang: Lang) => string): Record<Lang, string> => ({ ar: f('ar'), en: f('en') });
  const pages: Page[] = [
    // `/news` only redirects to the all-news page: a sitemap lists the page itself.
    ...[paths.home(), paths.about(), paths.disclaimer(), paths.contactUs()].map((p) => ({ paths: samePath(p) })),
    ...contentPages.map((p) => ({ paths: samePath(pagePath(p.slug)), lastmod: p.updatedAt })),
    { paths: byLang((l) => newsCategoryPath(NEWS_CATEGORIES.all, l)) },
    ...categories.map((c) => ({ paths: byLang((l) => newsCategoryPath(c.id, l, c.slug)) })),
    ...articles.map((a) => ({
      paths: byLang((l) => paths.newsTopic(a.id, a.categoryId, a.categorySlug, pick(l, a.titleAr, a.titleEn))),
      lastmod: a.updatedAt > a.publishedAt ? a.updatedAt : a.publishedAt,
    })),
    ...producerTypes.map((t) => ({ paths: samePath(paths.producers(t.id, t.slug)) })),
    ...producers.map((p) => ({ paths: byLang((l) => paths.producer(p.typeId, p.typeSlug, p.id, pick(l, p.nameAr, p.nameEn))) })),
    ...profileTypes.map((t) => ({ paths: samePath(paths.partners(t.id, t.slug)) })),
    ...partners.map((p) => ({ paths: byLang((l) => paths.partner(p.typeSlug, p.typeId, pick(l, p.nameAr, p.nameEn), p.id)) })),
    { paths: samePath(paths.jobs()) },
    ...jobs.map((j) => ({ paths: byLang((l) => paths.job(j.id, pick(l, j.titleAr, j.titleEn))), lastmod: j.createdAt })),
    { paths: samePath(paths.deals()), lastmod: deals[0]?.createdAt },
    ...deals.map((d) => ({ paths: samePath(paths.deal(d.id)), lastmod: d.createdAt })),
    ...products.map((p) => ({ paths: samePath(paths.priceAnalysis(p.slug)) })),
    { paths: samePath(paths.tenders()), lastmod: tenders[0]?.publishedAt },
    ...tenders.map((d) => ({ paths: samePath(paths.tender(d.id)), lastmod: d.updatedAt })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.map((p) => sitemapEntry(base, p)),
    '</urlset>',
    '',
  ].join('\n');
}

/** One `<item>` of an RSS 2.0 channel (`category` only where the feed has one). */
interface RssItem {
  title: string;
  link: string;
  description: string;
  category?: string;
  pubDate: Date;
  guid: string;
}

/** An RSS 2.0 document: the channel's head, its `atom:link` to itself, and its items, newest first. */
function rssDocument(channel: { title: string; link: string; description: string; lang: Lang; self: string; items: RssItem[] }): string {
  const newest = channel.items[0]?.pubDate ?? new Date();
  const entries = channel.items.map((i) =>
    [
      '<item>',
      `<title>${esc(i.title)}</title>`,
      `<link>${esc(i.link)}</link>`,
      `<description>${esc(i.description)}</description>`,
      ...(i.category === undefined ? [] : [`<category>${esc(i.category)}</category>`]),
      `<pubDate>${i.pubDate.toUTCString()}</pubDate>`,
      `<guid isPermaLink="false">${esc(i.guid)}</guid>`,
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${esc(`${SITE_NAME[channel.lang]} — ${channel.title}`)}</title>`,
    `<link>${esc(channel.link)}</link>`,
    `<description>${esc(channel.description)}</description>`,
    `<language>${channel.lang}</language>`,
    `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
    `<atom:link href="${esc(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

async function buildFeed(db: Db, base: string, lang: Lang, categoryId: number): Promise<string> {
  const [categories, items] = await Promise.all([newsCategoryList(db), feedArticles(db, categoryId, FEED_SIZE)]);
  const category = categories.find((c) => c.id === categoryId);
  return rssDocument({
    title: category ? pick(lang, category.nameAr, category.nameEn) : ALL_NEWS[lang],
    link: pageUrl(base, newsCategoryPath(categoryId, lang, category?.slug), lang),
    description: FEED_DESCRIPTION[lang],
    lang,
    self: pageUrl(base, paths.rss(lang, categoryId)),
    items: items.map((a) => {
      const title = pick(lang, a.titleAr, a.titleEn);
      return {
        title,
        link: pageUrl(base, paths.newsTopic(a.id, a.categoryId, a.categorySlug, title), lang),
        description: excerpt(plainText(pick(lang, a.excerptAr, a.excerptEn))),
        category: pick(lang, a.categoryNameAr, a.categoryNameEn),
        pubDate: a.publishedAt,
        guid: `${base}/news/${a.id}`,
      };
    }),
  });
}

const TENDERS_FEED: Record<Lang, { title: string; description: string }> = {
  ar: { title: 'مناقصات مواد البناء', description: 'أحدث المناقصات العامة والخاصة لتوريد مواد البناء والمقاولات' },
  en: { title: 'Building-materials tenders', description: 'The newest public and private tenders for building-materials supply and construction' },
};

/** The newest published tenders as RSS 2.0 in a language (`/rss/{lang}/tenders.xml`). */
async function buildTendersFeed(db: Db, base: string, lang: Lang): Promise<string> {
  const items = await latestTenders(db, FEED_SIZE);
  return rssDocument({
    title: TENDERS_FEED[lang].title,
    link: pageUrl(base, paths.tenders(), lang),
    description: TENDERS_FEED[lang].description,
    lang,
    self: pageUrl(base, paths.tendersRss(lang)),
    items: items.map((d) => {
      const title = pick(lang, d.titleAr, d.titleEn);
      return {
        title,
        link: pageUrl(base, paths.tender(d.id, title), lang),
        description: `${pick(lang, d.buyerAr, d.buyerEn)} · ${pick(lang, d.govAr, d.govEn)} · ${d.deadline}`,
        pubDate: d.publishedAt,
        guid: `${base}/tenders/${d.id}`,
      };
    }),
  });
}
