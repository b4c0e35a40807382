import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '../../src/web/i18n/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../src/web/i18n/setup';
import { Pagination, pageWindow } from '../../src/web/ui/pagination';
import { buildSeo, fill, plainText } from '../../src/web/ui/seo';
import { pageUrl } from '../../src/shared/page-url';
import { langOfRequest } from '../../src/shared/request';

describe('pagination window (up to 10 page buttons)', () => {
  it('shows every page when there are 10 or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it('keeps 10 buttons around the current page, clamped to the ends', () => {
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(20, 50)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(pageWindow(50, 50)).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
    expect(pageWindow(48, 50)).toHaveLength(10);
    expect(pageWindow(48, 50)).toContain(48);
  });
  it('survives bad input', () => {
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(-4, 0)).toEqual([1]);
  });

  it('renders crawlable links, the current page marked', () => {
    const router = createMemoryRouter([{ path: '*', element: <Pagination page={12} last={40} hrefOf={(p) => `/news/0/${p}/all-news`} /> }], {
      initialEntries: ['/news/0/12/all-news'],
    });
    const html = renderToStaticMarkup(
      <I18nProvider translator={createI18n('en')}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    const pages = [...html.matchAll(/href="\/news\/0\/(\d+)\/all-news"/g)].map((m) => Number(m[1]));
    expect(pages).toEqual([11, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 13]); // previous, 10 pages, next
    expect(html).toMatch(/aria-current="page"[^>]*>|aria-current="page"/);
    expect(html).toContain('aria-label="Page 12"');
  });
});

describe('SEO tags', () => {
  const origin = 'https://binaa.example';

  it('builds absolute URLs with a language variant', () => {
    expect(pageUrl(origin, '/society/about', 'en')).toBe('https://binaa.example/society/about?lang=en');
    expect(pageUrl(origin, '/society/about')).toBe('https://binaa.example/society/about');
    expect(pageUrl(origin, '/news/topic/1/1/general/أسمنت', 'ar')).toBe('https://binaa.example/news/topic/1/1/general/%D8%A3%D8%B3%D9%85%D9%86%D8%AA?lang=ar');
  });

  it('gives canonical, hreflang ar/en/x-default, Open Graph and Twitter tags', () => {
    const tags = buildSeo({
      origin,
      lang: 'en',
      path: '/news/topic/5/2/cement/x',
      title: 'Cement up',
      description: 'Prices rose.',
      image: '/uploads/news/5.webp',
      type: 'article',
    });
    const link = (rel: string, hrefLang?: string) =>
      tags.find((t) => 'tagName' in t && t.rel === rel && (hrefLang === undefined || t.hrefLang === hrefLang)) as { href: string } | undefined;
    const prop = (p: string) => (tags.find((t) => 'property' in t && t.property === p) as { content: string } | undefined)?.content;
    const name = (n: string) => (tags.find((t) => 'name' in t && t.name === n) as { content: string } | undefined)?.content;
    expect(tags[0]).toEqual({ title: 'Cement up | Binaa' });
    expect(link('canonical')?.href).toBe('https://binaa.example/news/topic/5/2/cement/x?lang=en');
    expect(link('alternate', 'ar')?.href).toBe('https://binaa.example/news/topic/5/2/cement/x?lang=ar');
    expect(link('alternate', 'en')?.href).toBe('https://binaa.example/news/topic/5/2/cement/x?lang=en');
    expect(link('alternate', 'x-default')?.href).toBe('https://binaa.example/news/topic/5/2/cement/x');
    expect(prop('og:image')).toBe('https://binaa.example/img/1280/news/5.webp');
    expect(prop('og:type')).toBe('article');
    expect(prop('og:url')).toBe(link('canonical')?.href);
    expect(prop('og:locale')).toBe('en_US');
    expect(name('twitter:card')).toBe('summary_large_image');
    expect(name('description')).toBe('Prices rose.');
    expect(name('robots')).toBeUndefined();
  });

  it('marks search results noindex and falls back to the site icon', () => {
    const tags = buildSeo({ origin, lang: 'ar', path: '/news/0/1/x', title: 'بحث', description: 'd', noindex: true });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://binaa.example/icons/icon-512.png' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' });
  });

  it('makes descriptions from HTML and fills placeholders', () => {
    expect(plainText('<p>Cement &amp; steel</p><h2>Up</h2>')).toBe('Cement & steel Up');
    // Cut at the last word boundary that fits in 160 characters with the ellipsis: 31 whole words.
    const long = plainText(`<p>${'word '.repeat(80)}</p>`);
    expect(long).toBe(`${Array(31).fill('word').join(' ')}…`);
    // A text of exactly the limit is kept whole; one character more is cut.
    expect(plainText('y'.repeat(160))).toBe('y'.repeat(160));
    // No space far enough in: cut mid-word, the ellipsis included in the limit.
    expect(plainText('x'.repeat(300))).toBe(`${'x'.repeat(159)}…`);
    // A space too early (before 60 % of the limit) would waste the description: cut mid-word instead.
    expect(plainText(`ab ${'x'.repeat(300)}`)).toBe(`ab ${'x'.repeat(156)}…`);
    expect(plainText('one two three four', 10)).toBe('one two…');
    expect(fill('{{name}} — page {{page}}', { name: 'News', page: 2 })).toBe('News — page 2');
  });

  it('takes the language from ?lang= first, then the cookie', () => {
    expect(langOfRequest('https://x/a?lang=en', 'lang=ar')).toBe('en');
    expect(langOfRequest('https://x/a?lang=fr', 'lang=en')).toBe('en');
    expect(langOfRequest('https://x/a', null)).toBe('ar');
  });
});
