import { describe, expect, it } from 'vitest';
import { pageUrl } from '../../src/shared/page-url';
import { articlePath, dealsQuery, newsSlug, paths } from '../../src/shared/paths';
import { slugSegment, slugify } from '../../src/shared/slug';

describe('slugify (the one slug rule of web and server)', () => {
  it('slugs titles in any script', () => {
    expect(slugify('Cement prices rise 5%!')).toBe('cement-prices-rise-5');
    expect(slugify('ارتفاع أسعار الأسمنت')).toBe('ارتفاع-أسعار-الأسمنت');
    // Tanween and other marks split words.
    expect(slugify('ترفع سعر الأسمنت 120 جنيهًا للطن')).toBe('ترفع-سعر-الأسمنت-120-جنيه-ا-للطن');
    expect(slugify('  --Hello,   World!--  ')).toBe('hello-world');
    expect(slugify('ＡＢＣ')).toBe('abc');
  });

  it('never gives an empty or overlong segment', () => {
    expect(slugify('%%%')).toBe('-');
    expect(slugify('')).toBe('-');
    expect(slugify('x'.repeat(100))).toHaveLength(80);
  });

  it('encodes the same slug for a link', () => {
    expect(slugSegment('Cement prices rise 5%!')).toBe('cement-prices-rise-5');
    expect(slugSegment('ارتفاع أسعار')).toBe(encodeURIComponent('ارتفاع-أسعار'));
    expect(decodeURIComponent(slugSegment('ارتفاع أسعار'))).toBe(slugify('ارتفاع أسعار'));
  });
});

describe('article paths (API item.path, sitemap, RSS and the site links)', () => {
  it('builds /news/topic/{id}/{category_id}/{category slug}/{title slug}', () => {
    expect(articlePath(7, 2, 'Cement News', 'A title')).toBe('/news/topic/7/2/cement/a-title');
    expect(articlePath(8, 1, 'general', 'خبر تجريبي')).toBe('/news/topic/8/1/general/خبر-تجريبي');
    expect(articlePath(9, 3, 'whatever', 'x')).toBe('/news/topic/9/3/cement-around-the-world/x');
    // An unknown category: the slug of what was given.
    expect(articlePath(5, 42, 'Steel & Iron', 'Y')).toBe('/news/topic/5/42/steel-iron/y');
  });

  it('links to the same path, encoded', () => {
    expect(paths.newsTopic(7, 2, 'Cement News', 'A title')).toBe('/news/topic/7/2/cement/a-title');
    const title = 'ارتفاع أسعار الأسمنت';
    expect(paths.newsTopic(8, 1, 'أخبار عامة', title)).toBe(`/news/topic/8/1/general/${encodeURIComponent(slugify(title))}`);
    expect(decodeURI(paths.newsTopic(8, 1, 'أخبار عامة', title))).toBe(articlePath(8, 1, 'general', title));
  });
});

describe('site paths', () => {
  it('names the news categories per language, with a fallback', () => {
    expect(newsSlug(0, 'en')).toBe('all-news');
    expect(decodeURIComponent(newsSlug(0, 'ar'))).toBe('كل-الأخبار');
    expect(newsSlug(3, 'en')).toBe('cement-around-the-world');
    expect(newsSlug(99, 'en')).toBe('news');
    expect(newsSlug(99, 'ar', 'steel')).toBe('steel');
    expect(paths.news(0, 1, newsSlug(0, 'ar'))).toBe(`/news/0/1/${encodeURIComponent('كل-الأخبار')}`);
    expect(paths.news(2, 4)).toBe('/news/2/4/cement-news');
  });

  it('builds producer and partner paths of SPEC section 2', () => {
    expect(paths.producers(2, 'cement-producers')).toBe('/producers/2/cement-producers');
    expect(paths.producer(1, 'cement-producers', 9, 'Nilestone Cement')).toBe('/producer/1/cement-producers/9/nilestone-cement');
    expect(paths.producer(1, '', 9, 'أسمنت')).toBe(`/producer/1/-/9/${encodeURIComponent('أسمنت')}`);
    expect(paths.partners(3, 'contractors')).toBe('/partners/3/contractors');
    expect(paths.partner('contractors', 1, 'Three Pillars', 4)).toBe('/partners/contractors/1/three-pillars/4');
  });

  it('builds the prices, comparison and document paths', () => {
    expect(paths.materials('cement', 1)).toBe('/materials/cement/1');
    expect(paths.materials('cement', 1, 4)).toBe('/materials/cement/1?product_type_id=4');
    expect(paths.comparison()).toBe('/comparison');
    expect(paths.comparison('cement', '?items=3:1')).toBe('/comparison/cement?items=3:1');
    expect(paths.comparison('أسمنت')).toBe(`/comparison/${encodeURIComponent('أسمنت')}`);
    expect(paths.activateAccount('a+b@x.eg')).toBe('/activate-account?email=a%2Bb%40x.eg');
    expect(paths.rss('ar', 2)).toBe('/rss/ar/2.xml');
    expect(paths.sitemap()).toBe('/sitemap.xml');
  });
});

describe('pageUrl (canonicals, hreflang alternates, sitemap and RSS)', () => {
  /** The rule itself, without the fast path. */
  const viaUrl = (origin: string, path: string, lang?: 'ar' | 'en') => {
    const url = new URL(path || '/', origin.endsWith('/') ? origin : `${origin}/`);
    url.search = '';
    url.hash = '';
    if (lang) url.searchParams.set('lang', lang);
    return url.href;
  };

  it('joins an origin, an encoded or raw path and the language', () => {
    expect(pageUrl('https://binaa.example', '/society/about', 'en')).toBe('https://binaa.example/society/about?lang=en');
    expect(pageUrl('https://binaa.example/', '/society/about')).toBe('https://binaa.example/society/about');
    expect(pageUrl('https://binaa.example', '/news/topic/1/1/general/أسمنت', 'ar')).toBe(
      'https://binaa.example/news/topic/1/1/general/%D8%A3%D8%B3%D9%85%D9%86%D8%AA?lang=ar',
    );
    expect(pageUrl('https://binaa.example', '/a?x=1#top', 'ar')).toBe('https://binaa.example/a?lang=ar');
    expect(pageUrl('https://binaa.example', '')).toBe('https://binaa.example/');
  });

  it('gives what new URL gives, for the paths of the site and for odd ones', () => {
    const origins = ['https://binaa.example', 'https://Binaa.Example:443/', 'http://127.0.0.1:3000'];
    const samples = [
      '/',
      paths.newsTopic(8, 1, 'general', 'ارتفاع أسعار الأسمنت'),
      paths.producer(1, 'cement-producers', 9, 'Nilestone Cement'),
      paths.news(0, 1, newsSlug(0, 'ar')),
      '/a/../b',
      '/a/./b',
      '/a b/c',
      '/a%2Fb',
      '/x%zz',
      '//evil.example/x',
    ];
    for (const origin of origins) {
      for (const path of samples) {
        for (const lang of [undefined, 'ar', 'en'] as const) expect(pageUrl(origin, path, lang), `${origin} ${path} ${lang}`).toBe(viaUrl(origin, path, lang));
      }
    }
  });
});

describe('the deals list URL (issue 17)', () => {
  it('carries its filters in one order, and its canonical keeps them before the language', () => {
    expect(paths.deals(2, { item: 7, product: 1, governorate: 0 })).toBe('/society/deals/2/deals?product=1&item=7');
    expect(paths.deals()).toBe('/society/deals/1/deals');
    expect(dealsQuery({ producer: 3, governorate: 4 })).toBe('producer=3&governorate=4');
    expect(pageUrl('https://binaa.example', paths.deals(1), 'ar', 'product=1&item=7')).toBe(
      'https://binaa.example/society/deals/1/deals?product=1&item=7&lang=ar',
    );
    expect(pageUrl('https://binaa.example', paths.deals(1), undefined, 'product=1')).toBe('https://binaa.example/society/deals/1/deals?product=1');
    expect(pageUrl('https://binaa.example', '/society/deal/3/أسمنت', 'en', 'x=1')).toBe(
      'https://binaa.example/society/deal/3/%D8%A3%D8%B3%D9%85%D9%86%D8%AA?x=1&lang=en',
    );
    expect(pageUrl('https://binaa.example', paths.deals(1), 'en')).toBe('https://binaa.example/society/deals/1/deals?lang=en');
  });
});
